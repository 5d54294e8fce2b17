import '@mantine/core/styles/Combobox.css';
import { Box, Group, NativeSelect, Paper, ScrollArea, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_DEFAULT_DAYS } from '../../../../contract/admin';
import { vanToday } from '../../../../contract/time';
import { routes } from '../../../../contract/routes';
import type { Hotel, OccupancyCalendar as Calendar, OccupancyNight } from '../../../../contract';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { apiFetch } from '../../../lib/api';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { languageInfo } from '../../../lib/i18n';
import { adminKeys } from '../shared';
import { roomTypeName } from '../../../lib/roomTypeName';

export const occupancyKey = (hotelId: string, from: string) => [...adminKeys.section('reservations'), 'occupancy', hotelId, from] as const;

/** GET /api/admin/occupancy?hotelId=&from=&days= */
export const getOccupancy = (hotelId: string, from: string, signal?: AbortSignal): Promise<Calendar> =>
  apiFetch(routes.getOccupancy.path, {
    query: { hotelId, from, days: OCCUPANCY_DEFAULT_DAYS },
    signal,
  });

/** Dark enough on white and on the cells' light backgrounds (WCAG AA). */
const CONFIRMED = '#066649';
const PENDING = '#a03500';
const FREE = 'var(--mantine-color-gray-7)';
/** Rooms held by other channels' calendars (channel sync), and a conflict: the night was full when they arrived. */
const EXTERNAL = '#5f3dc4';
const CONFLICT = '#c92a2a';
const PRICE = 'var(--mantine-color-dark-9)';
const STOP_SELL = 'var(--mantine-color-red-9)';

/** Whole-TL price, short enough for a 44 px cell ("5.450"). */
const shortPrice = (price: number, lang: string) => formatNumber(Math.round(price), lang);

/** A night's cell: confirmed rooms (dark green), pending rooms (dark orange) and rooms other channels hold (violet; red with a dashed border when they arrived on a full night) over free rooms. */
function NightCell({ night, rooms, label, selected, onSelect }: { night: OccupancyNight; rooms: number; label: string; selected: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const held = night.confirmed + night.pending + night.external;
  const full = night.free === 0 && rooms > 0;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      style={{
        width: 44,
        minHeight: 58,
        borderRadius: 6,
        border: selected
          ? '2px solid var(--mantine-color-lake-8, #1c5d99)'
          : night.conflicts > 0
            ? `2px dashed ${CONFLICT}`
            : night.stopSell
              ? `2px dashed ${STOP_SELL}`
            : '1px solid var(--mantine-color-gray-4)',
        background: full ? 'var(--mantine-color-red-0)' : held > 0 ? 'var(--mantine-color-yellow-0)' : 'var(--mantine-color-body)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        lineHeight: 1.1,
      }}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <span aria-hidden style={{ color: CONFIRMED, fontWeight: 700 }}>{night.confirmed > 0 ? formatNumber(night.confirmed, lang) : ''}</span>
      <span aria-hidden style={{ color: PENDING, fontWeight: 700 }}>{night.pending > 0 ? formatNumber(night.pending, lang) : ''}</span>
      {night.external > 0 && (
        <span aria-hidden style={{ color: night.conflicts > 0 ? CONFLICT : EXTERNAL, fontWeight: 700 }}>
          {night.conflicts > 0 ? '!' : '◆'}
          {formatNumber(night.external, lang)}
        </span>
      )}
      <span aria-hidden style={{ color: FREE }}>{formatNumber(night.free, lang)}</span>
      {/* The night's rate (contract/stayPricing.ts nightTerms); its rules are in the label. */}
      <span aria-hidden style={{ color: night.stopSell ? STOP_SELL : PRICE, fontSize: 10, textDecoration: night.stopSell ? 'line-through' : undefined }}>
        {shortPrice(night.price, lang)}
      </span>
    </UnstyledButton>
  );
}

export interface OccupancyCalendarProps {
  hotels: Hotel[];
  hotelId: string;
  onHotelChange: (hotelId: string) => void;
  /** The night picked (YYYY-MM-DD), highlighted. */
  selectedDate: string | null;
  /** Click-through: the reservations of that night in the table. */
  onSelectDate: (date: string) => void;
}

/** Room types x the next 30 nights of one hotel: confirmed, pending and free rooms per night. */
export function OccupancyCalendar({ hotels, hotelId, onHotelChange, selectedDate, onSelectDate }: OccupancyCalendarProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const from = vanToday();
  const query = useQuery({
    queryKey: occupancyKey(hotelId, from),
    queryFn: ({ signal }) => getOccupancy(hotelId, from, signal),
    enabled: hotelId !== '',
  });
  const hotelName = hotels.find((h) => h.id === hotelId)?.hotelName ?? '';
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(languageInfo(lang).locale, { day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="occupancy-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={3} size="h4" id="occupancy-title">
            {t('adminOps.occupancy.title')}
          </Title>
          <NativeSelect
            label={t('adminOps.occupancy.hotel')}
            value={hotelId}
            onChange={(event) => onHotelChange(event.currentTarget.value)}
            data={[{ value: '', label: '—' }, ...hotels.map((h) => ({ value: h.id, label: h.hotelName }))]}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <Group gap="md" aria-hidden>
          <Text size="sm" c={CONFIRMED} fw={700}>■ {t('adminOps.occupancy.legendConfirmed')}</Text>
          <Text size="sm" c={PENDING} fw={700}>■ {t('adminOps.occupancy.legendPending')}</Text>
          <Text size="sm" c={FREE}>■ {t('adminOps.occupancy.legendFree')}</Text>
          <Text size="sm" c={EXTERNAL} fw={700}>◆ {t('adminOps.occupancy.legendExternal')}</Text>
          <Text size="sm" c={CONFLICT} fw={700}>! {t('adminOps.occupancy.legendConflict')}</Text>
          <Text size="sm" c={PRICE}>{t('adminOps.occupancy.legendPrice')}</Text>
          <Text size="sm" c={STOP_SELL} td="line-through">{t('adminOps.occupancy.legendStopSell')}</Text>
        </Group>
        {hotelId === '' ? (
          <Text c="dimmed">{t('adminOps.occupancy.pick')}</Text>
        ) : query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={t('adminOps.occupancy.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.roomTypes.length === 0 ? (
          <Text c="dimmed">{t('adminOps.occupancy.empty')}</Text>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Box role="group" aria-label={t('adminOps.occupancy.label', { hotel: hotelName })} style={{ display: 'inline-block', minWidth: '100%' }}>
              <Group gap={4} wrap="nowrap" mb={4}>
                <Box w={110} style={{ flex: 'none' }}>
                  <Text size="xs" fw={600}>{t('adminOps.occupancy.roomType')}</Text>
                </Box>
                {query.data.roomTypes[0]!.nights.map((night) => (
                  <Text key={night.date} size="xs" w={44} ta="center" style={{ flex: 'none' }}>
                    {dayLabel(night.date)}
                  </Text>
                ))}
              </Group>
              {query.data.roomTypes.map((room) => (
                <Group key={room.roomTypeId} gap={4} wrap="nowrap" mb={4}>
                  <Box w={110} style={{ flex: 'none' }}>
                    <Text size="sm" fw={600} truncate>{roomTypeName(room.name, t)}</Text>
                    <Text size="xs" c="dimmed">{formatNumber(room.rooms, lang)}</Text>
                  </Box>
                  {room.nights.map((night) => (
                    <NightCell
                      key={night.date}
                      night={night}
                      rooms={room.rooms}
                      selected={selectedDate === night.date}
                      onSelect={() => onSelectDate(night.date)}
                      label={[
                        t('adminOps.occupancy.cell', {
                          room: roomTypeName(room.name, t),
                          date: formatDate(night.date, lang),
                          confirmed: formatNumber(night.confirmed, lang),
                          pending: formatNumber(night.pending, lang),
                          free: formatNumber(night.free, lang),
                          rooms: formatNumber(room.rooms, lang),
                        }),
                        night.external > 0
                          ? t('adminOps.occupancy.cellChannels', { external: formatNumber(night.external, lang), conflicts: formatNumber(night.conflicts, lang) })
                          : null,
                        t('adminOps.occupancy.cellTerms', { price: formatMoney(night.price, lang) }),
                        night.stopSell ? t('adminOps.occupancy.stopSell') : null,
                        night.closedToArrival ? t('adminOps.occupancy.closedToArrival') : null,
                        night.minStay !== null ? t('adminOps.occupancy.minStay', { n: formatNumber(night.minStay, lang) }) : null,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    />
                  ))}
                </Group>
              ))}
            </Box>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
