import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../contract/routes';
import type { ReservationStatus, TourReservation } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { PhoneLink } from '../../../components/PhoneLink';
import { adminKeys, fetchPage, SectionHeader, ServerPagedTable, useAdminMutation } from '../shared';
import type { Column, PageRequest } from '../shared';

const section = adminKeys.section('tourBookings');

const getTourBookingsPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllTourReservations', request);

/** PUT /api/tour-reservations/:id/status */
export const setTourBookingStatus = (id: string, status: ReservationStatus): Promise<TourReservation> =>
  apiFetch(routes.updateTourReservationStatus.path.replace(':id', encodeURIComponent(id)), {
    method: 'PUT',
    body: { status },
  });

const COLOR: Record<ReservationStatus, string> = { PENDING: 'orange', CONFIRMED: 'teal', CANCELLED: 'gray' };

/** Tour bookings: confirm or cancel each one. */
export function TourBookingsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const update = useAdminMutation({
    mutationFn: ({ booking, status }: { booking: TourReservation; status: ReservationStatus }) => setTourBookingStatus(booking.id, status),
    errorFallback: t('adminOps.tourBookings.failed'),
    errorTitle: t('adminOps.tourBookings.failed'),
    successMessage: (_, { status }) => (status === 'CONFIRMED' ? t('adminOps.tourBookings.confirmed') : t('adminOps.tourBookings.cancelled')),
    invalidate: [section],
  });
  const columns: Column<TourReservation>[] = [
    { key: 'tour', header: t('adminOps.tourBookings.columns.tour'), render: (b) => b.tourName },
    {
      key: 'guest',
      header: t('adminOps.tourBookings.columns.guest'),
      render: (b) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{b.fullName}</Text>
          <Text size="xs">{b.email}</Text>
          <PhoneLink phone={b.phone} />
        </Stack>
      ),
    },
    { key: 'date', header: t('adminOps.tourBookings.columns.date'), render: (b) => formatDate(b.tourDate, lang) },
    { key: 'people', header: t('adminOps.tourBookings.columns.people'), render: (b) => formatNumber(b.numberOfPeople, lang) },
    { key: 'amount', header: t('adminOps.tourBookings.columns.amount'), render: (b) => t('adminOps.tourBookings.money', { amount: formatMoney(b.totalAmount, lang) }) },
    {
      key: 'status',
      header: t('adminOps.tourBookings.columns.status'),
      render: (b) => <Badge variant="light" color={COLOR[b.status]} c="dark.9" tt="none" styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}>{t(`adminOps.reservations.status.${b.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('adminOps.tourBookings.columns.actions'),
      actions: true,
      render: (b) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" color="teal.9" disabled={b.status === 'CONFIRMED'} onClick={() => update.mutate({ booking: b, status: 'CONFIRMED' })} aria-label={t('adminOps.tourBookings.confirmOf', { name: b.fullName })}>
            {t('adminOps.tourBookings.confirm')}
          </Button>
          <Button size="xs" color="red.9" variant="outline" disabled={b.status === 'CANCELLED'} onClick={() => update.mutate({ booking: b, status: 'CANCELLED' })} aria-label={t('adminOps.tourBookings.cancelOf', { name: b.fullName })}>
            {t('adminOps.tourBookings.cancel')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <SectionHeader title={t('adminOps.tourBookings.title')} />
      <ServerPagedTable
        queryKey={adminKeys.list('tourBookings')}
        fetchPage={getTourBookingsPage}
        columns={columns}
        rowKey={(b) => b.id}
        label={t('adminOps.tourBookings.tableLabel')}
        emptyMessage={t('adminOps.tourBookings.empty')}
        errorMessage={t('adminOps.tourBookings.loadError')}
        minWidth={900}
      />
    </>
  );
}
