import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import { Alert, Badge, Box, Button, Card, Code, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MyReservation, ReservationStatus } from '../../../../contract';
import { canReviewStay } from '../../../../contract/review';
import { vanToday } from '../../../../contract/time';
import { CancelBooking } from '../../../components/CancelBooking';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useMyReservations } from '../api/getMyReservations';
import { profileKeys } from '../api/profileKeys';
import { Field } from './Field';
import { ReviewStayDialog } from './ReviewStayDialog';
import { pageUrl } from '../../../../contract/pages';
import { roomTypeName } from '../../../lib/roomTypeName';

const statusColor: Record<ReservationStatus, MantineColor> = {
  PENDING: 'orange',
  CONFIRMED: 'green',
  CANCELLED: 'gray',
};

/**
 * The user's reservations: hotel, dates, guests, status, PNR and total (GET /api/reservation/my).
 * A confirmed stay that has ended (Van's today) and has no review yet offers "Write a review";
 * the form's dialog is in the address (`?review=<reservationId>`, docs/urls.md), so a link in an
 * after-stay e-mail opens it directly.
 */
export function ReservationsTab() {
  const { t } = useTranslation();
  const reservations = useMyReservations();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const reviewId = searchParams.get('review');

  const openReview = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) {
          next.set('tab', 'reservations');
          next.set('review', id);
        } else {
          next.delete('review');
        }
        return next;
      },
      { replace: true },
    );

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

  const reviewing = reviewId ? reservations.data.find((reservation) => reservation.id === reviewId) : undefined;
  const today = vanToday();

  return (
    <Stack gap="md">
      {reviewId && !reviewing && (
        <Alert color="blue" role="status" withCloseButton closeButtonLabel={t('profile.close')} onClose={() => openReview(null)}>
          {t('profile.review.unknownStay')}
        </Alert>
      )}
      {reservations.data.map((reservation) => (
        <ReservationCard
          key={reservation.id}
          reservation={reservation}
          today={today}
          reviewable={canReviewStay(reservation, today) && !reservation.reviewed}
          onReview={() => openReview(reservation.id)}
          onCancelled={() => void queryClient.invalidateQueries({ queryKey: profileKeys.all })}
        />
      ))}
      {reviewing && <ReviewStayDialog key={reviewing.id} reservation={reviewing} onClose={() => openReview(null)} />}
    </Stack>
  );
}

interface ReservationCardProps {
  reservation: MyReservation;
  today: string;
  reviewable: boolean;
  onReview: () => void;
  onCancelled: () => void;
}

function ReservationCard({ reservation, today, reviewable, onReview, onCancelled }: ReservationCardProps) {
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
        </Field>
      </SimpleGrid>
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
