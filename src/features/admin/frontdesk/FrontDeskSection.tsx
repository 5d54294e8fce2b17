import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressChoices } from '../shared/useAddressChoices';
import { routes } from '../../../../contract/routes';
import { vanToday } from '../../../../contract/time';
import type { FrontDeskStayRow } from '../../../../contract/frontDesk';
import { DateField } from '../../../components/DateField';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { downloadCsv } from '../reservations/api';
import { notifyAdmin, SectionHeader, useAdminHotels } from '../shared';
import { frontDeskKeys, getFrontDesk } from './api';
import { CheckInDialog } from './CheckInDialog';
import { ConfirmStayAction } from './ConfirmStayAction';
import type { StayAction } from './StayCard';
import { StayList } from './StayList';

const HOTEL_PARAM = 'hotel';
const DATE_PARAM = 'date';

/** Admin › Front desk: a hotel's day in Van (arrivals, departures, in house), check-in, check-out, no-show and the KBS export. */
export function FrontDeskSection() {
  const { t } = useTranslation();
  const { searchParams, choose: chooseInAddress } = useAddressChoices();
  const hotels = useAdminHotels();
  const hotelId = searchParams.get(HOTEL_PARAM) ?? '';
  const date = searchParams.get(DATE_PARAM) || vanToday();
  const hotel = hotels.data?.find((h) => h.id === hotelId);
  const board = useQuery({
    queryKey: frontDeskKeys.board(hotelId, date),
    queryFn: ({ signal }) => getFrontDesk(hotelId, date, signal),
    enabled: Boolean(hotel),
  });
  const [open, setOpen] = useState<{ action: StayAction; stay: FrontDeskStayRow } | null>(null);
  const close = () => setOpen(null);

  const choose = (name: string, value: string) => chooseInAddress({ [name]: value });
  const exportKbs = () =>
    downloadCsv(routes.exportKbsCsv.path, { hotelId, date }, `kbs-${date}.csv`).catch(() => notifyAdmin('error', t('frontDesk.kbsFailed')));

  return (
    <>
      <SectionHeader title={t('frontDesk.section')} description={t('frontDesk.description')} />
      <Paper withBorder radius="md" p="md">
        {hotels.isPending ? (
          <LoadingState minHeight={60} />
        ) : hotels.isError ? (
          <ErrorState message={t('frontDesk.hotelsError')} onRetry={() => void hotels.refetch()} retrying={hotels.isFetching} />
        ) : (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={t('frontDesk.hotel')}
                value={hotel ? hotelId : ''}
                data={[{ value: '', label: t('frontDesk.hotelPlaceholder'), disabled: true }, ...hotels.data.map((h) => ({ value: h.id, label: h.hotelName }))]}
                onChange={(event) => choose(HOTEL_PARAM, event.currentTarget.value)}
              />
              <DateField label={t('frontDesk.date')} value={date} onChange={(value: string) => choose(DATE_PARAM, value)} />
            </SimpleGrid>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => choose(DATE_PARAM, '')} disabled={date === vanToday()}>
                {t('frontDesk.today')}
              </Button>
              {hotel && (
                <Button variant="light" size="xs" leftSection={<IconFileDownload size={16} aria-hidden />} onClick={() => void exportKbs()}>
                  {t('frontDesk.actions.kbs')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
      {hotels.isSuccess && !hotel && <Text c="dimmed">{t('frontDesk.pick')}</Text>}
      {hotel && board.isPending && <LoadingState minHeight={120} />}
      {hotel && board.isError && <ErrorState message={t('frontDesk.loadError')} onRetry={() => void board.refetch()} retrying={board.isFetching} />}
      {hotel && board.isSuccess && (
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
          <StayList list="arrivals" board={board.data} onAction={(action, stay) => setOpen({ action, stay })} />
          <StayList list="departures" board={board.data} onAction={(action, stay) => setOpen({ action, stay })} />
          <StayList list="inHouse" board={board.data} onAction={(action, stay) => setOpen({ action, stay })} />
        </SimpleGrid>
      )}
      {open?.action === 'checkIn' && <CheckInDialog stay={open.stay} onClose={close} />}
      {open && open.action !== 'checkIn' && <ConfirmStayAction action={open.action} stay={open.stay} onClose={close} />}
    </>
  );
}
