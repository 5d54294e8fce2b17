import '@mantine/core/styles/Code.css';
import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReservationStatus, TourReservation } from '../../../../contract';
import { pageUrl } from '../../../../contract/pages';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useMyTourReservations } from '../api/getMyTourReservations';
import { profileKeys } from '../api/profileKeys';
import { BookingPaymentStep, type PendingPaymentStep } from './BookingPaymentStep';
import { Field } from './Field';

const statusColor: Record<ReservationStatus, MantineColor> = { PENDING: 'orange', CONFIRMED: 'green', CANCELLED: 'gray' };

/**
 * The user's tour bookings (GET /api/tour-reservations/my): tour, PNR, date, people, total, status,
 * and where the payment stands, with the bank details and the upload while a receipt is wanted.
 */
export function TourBookingsTab({ PendingPayment }: { PendingPayment?: PendingPaymentStep | undefined } = {}) {
  const { t } = useTranslation();
  const bookings = useMyTourReservations();
  const queryClient = useQueryClient();

  if (bookings.isPending) return <LoadingState />;
  if (bookings.isError) {
    return <ErrorState message={t('profile.tours.loadError')} onRetry={() => void bookings.refetch()} retrying={bookings.isFetching} />;
  }
  if (bookings.data.length === 0) {
    return (
      <EmptyState
        message={t('profile.tours.empty')}
        description={t('profile.tours.emptyHint')}
        action={
          <Button component={Link} to={pageUrl('tours')} variant="light">
            {t('profile.tours.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {bookings.data.map((booking) => (
        <TourBookingCard
          key={booking.id}
          booking={booking}
          PendingPayment={PendingPayment}
          onPaid={() => void queryClient.invalidateQueries({ queryKey: profileKeys.all })}
        />
      ))}
    </Stack>
  );
}

interface TourBookingCardProps {
  booking: TourReservation;
  PendingPayment: PendingPaymentStep | undefined;
  onPaid: () => void;
}

function TourBookingCard({ booking, PendingPayment, onPaid }: TourBookingCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {booking.tourDisplayName ?? booking.tourName}
        </Title>
        <Badge variant="dot" color={statusColor[booking.status]} size="lg">
          {t(`profile.reservations.status.${booking.status}`)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
        <Field label={t('profile.reservations.pnr')}>
          <Code fz="sm" fw={700}>
            {booking.pnrCode}
          </Code>
        </Field>
        <Field label={t('profile.tours.date')}>{formatDate(booking.tourDate, language)}</Field>
        <Field label={t('profile.tours.people')}>{formatNumber(booking.numberOfPeople, language)}</Field>
        <Field label={t('profile.reservations.total')}>
          {formatMoney(booking.totalAmount, language)} {t('common.currency')}
        </Field>
      </SimpleGrid>
      <BookingPaymentStep
        status={booking.status}
        payment={booking.payment}
        pnrCode={booking.pnrCode}
        email={booking.email}
        PendingPayment={PendingPayment}
        onPaid={onPaid}
      />
    </Card>
  );
}
