import '@mantine/core/styles/Code.css';
import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReservationStatus } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useMyReservations } from '../api/getMyReservations';
import { Field } from './Field';
import { pageUrl } from '../../../../contract/pages';

const statusColor: Record<ReservationStatus, MantineColor> = {
  PENDING: 'orange',
  CONFIRMED: 'green',
  CANCELLED: 'gray',
};

/** The user's reservations: hotel, dates, guests, status, PNR and total (GET /api/reservation/my). */
export function ReservationsTab() {
  const { t, i18n } = useTranslation();
  const reservations = useMyReservations();
  const language = i18n.language;

  if (reservations.isPending) return <LoadingState />;
  if (reservations.isError) {
    return (
      <ErrorState
        message={t('profile.reservations.loadError')}
        onRetry={() => void reservations.refetch()}
        retrying={reservations.isFetching}
      />
    );
  }
  if (reservations.data.length === 0) {
    return (
      <EmptyState
        message={t('profile.reservations.empty')}
        description={t('profile.reservations.emptyHint')}
        action={
          <Button component={Link} to={pageUrl('hotels')} variant="light">
            {t('profile.reservations.browse')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md">
      {reservations.data.map((reservation) => (
        <Card key={reservation.id} withBorder radius="md" padding="md" component="article">
          <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
            <Title order={2} size="h4">
              {reservation.hotelName}
            </Title>
            <Badge variant="dot" color={statusColor[reservation.status]} size="lg">
              {t(`profile.reservations.status.${reservation.status}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" verticalSpacing="sm">
            <Field label={t('profile.reservations.pnr')}>
              <Code fz="sm" fw={700}>
                {reservation.pnrCode}
              </Code>
            </Field>
            <Field label={t('profile.reservations.checkIn')}>{formatDate(reservation.checkIn, language)}</Field>
            <Field label={t('profile.reservations.checkOut')}>{formatDate(reservation.checkOut, language)}</Field>
            <Field label={t('profile.reservations.guests')}>{formatNumber(reservation.reservationGuests, language)}</Field>
            <Field label={t('profile.reservations.room')}>
              {t('profile.reservations.roomSummary', {
                count: formatNumber(reservation.roomCount, language),
                roomType: reservation.roomType,
              })}
            </Field>
            <Field label={t('profile.reservations.total')}>
              {formatMoney(reservation.totalAmount, language)} {t('common.currency')}
            </Field>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
