import '@mantine/core/styles/Code.css';
import { Badge, Box, Button, Card, Code, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyReservation, ReservationStatus } from '../../../../contract';
import { CancelBooking } from '../../../components/CancelBooking';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';
import { BookingPaymentStep, type PendingPaymentStep } from './BookingPaymentStep';
import { Field } from './Field';

const statusColor: Record<ReservationStatus, MantineColor> = {
  PENDING: 'orange',
  CONFIRMED: 'green',
  CANCELLED: 'gray',
};

interface ReservationCardProps {
  reservation: MyReservation;
  today: string;
  reviewable: boolean;
  onReview: () => void;
  onCancelled: () => void;
  /** The user's bookings are read again (a receipt was uploaded). */
  onPaid: () => void;
  PendingPayment?: PendingPaymentStep | undefined;
}

/** One of the user's stays: its facts, where its payment stands, its cancellation and its review. */
export function ReservationCard({ reservation, today, reviewable, onReview, onCancelled, onPaid, PendingPayment }: ReservationCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();
  // Kept on screen after the list reloads, so the refund message stays readable.
  const [justCancelled, setJustCancelled] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {reservation.hotelDisplayName ?? reservation.hotelName}
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
            roomType: roomTypeName(reservation.roomType, t, reservation.roomTypeDisplayName),
          })}
        </Field>
        <Field label={t('profile.reservations.total')}>
          {formatMoney(reservation.totalAmount, language)} {t('common.currency')}
          <Text span size="xs" c="dimmed">{` ${t('hotelCard.inclTaxes')}`}</Text>
        </Field>
      </SimpleGrid>
      <BookingPaymentStep
        status={reservation.status}
        payment={reservation.payment}
        pnrCode={reservation.pnrCode}
        email={reservation.guestEmail}
        PendingPayment={PendingPayment}
        onPaid={onPaid}
      />
      {((reservation.status !== 'CANCELLED' && reservation.checkIn > today) || justCancelled) && (
        <Box mt="md">
          <CancelBooking
            pnr={reservation.pnrCode}
            quote={reservation.cancellation}
            askEmail={false}
            onCancelled={() => {
              setJustCancelled(true);
              onCancelled();
            }}
          />
        </Box>
      )}
      {(reviewable || reservation.reviewed) && (
        <Group mt="md" gap="sm">
          {reviewable ? (
            <Button variant="light" leftSection={<IconMessageStar size={16} aria-hidden />} onClick={onReview} aria-describedby={titleId}>
              {t('profile.review.write')}
            </Button>
          ) : (
            <Badge variant="light" color="green" c="dark.9" size="lg" tt="none">
              {t('profile.review.reviewed')}
            </Badge>
          )}
        </Group>
      )}
    </Card>
  );
}
