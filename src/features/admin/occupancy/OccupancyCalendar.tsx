import '@mantine/core/styles/Combobox.css';
import { Box, Group, NativeSelect, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_DEFAULT_DAYS } from '../../../../contract/admin';
import { vanToday } from '../../../../contract/time';
import { routes } from '../../../../contract/routes';
import type { Hotel, OccupancyCalendar as Calendar } from '../../../../contract';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { apiFetch } from '../../../lib/api';
import { formatDate, formatDayMonth, formatMoney, formatNumber, formatWeekday } from '../../../lib/format';
import { adminKeys } from '../shared';
import { roomTypeName } from '../../../lib/roomTypeName';
import { NightCell } from './NightCell';
import { OccupancyLegend } from './OccupancyLegend';
import { OccupancyNavigation } from './OccupancyNavigation';

export const occupancyKey = (hotelId: string, from: string) => [...adminKeys.section('reservations'), 'occupancy', hotelId, from] as const;

/** GET /api/admin/occupancy?hotelId=&from=&days= */
export const getOccupancy = (hotelId: string, from: string, signal?: AbortSignal): Promise<Calendar> =>
  apiFetch(routes.getOccupancy.path, {
    query: { hotelId, from, days: OCCUPANCY_DEFAULT_DAYS },
    signal,
  });

export interface OccupancyCalendarProps {
  hotels: Hotel[];
  hotelId: string;
  onHotelChange: (hotelId: string) => void;
  /** The night picked (YYYY-MM-DD), highlighted. */
  selectedDate: string | null;
  /** Click-through: the reservations of that night in the table. */
  onSelectDate: (date: string) => void;
}

/** Room types x 30 nights of one hotel from Van's today, or from a date moved to: confirmed, pending and free rooms per night. */
export function OccupancyCalendar({ hotels, hotelId, onHotelChange, selectedDate, onSelectDate }: OccupancyCalendarProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [from, setFrom] = useState(vanToday);
  const query = useQuery({
    queryKey: occupancyKey(hotelId, from),
    queryFn: ({ signal }) => getOccupancy(hotelId, from, signal),
    enabled: hotelId !== '',
    placeholderData: keepPreviousData,
  });
  const hotelName = hotels.find((h) => h.id === hotelId)?.hotelName ?? '';

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
        <OccupancyLegend />
        {hotelId !== '' && <OccupancyNavigation from={from} onChange={setFrom} />}
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
                  <Text key={night.date} size="xs" w={44} ta="center" lh={1.2} style={{ flex: 'none' }}>
                    <span style={{ display: 'block' }}>{formatWeekday(night.date, lang)}</span>
                    <span style={{ display: 'block' }}>{formatDayMonth(night.date, lang)}</span>
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
