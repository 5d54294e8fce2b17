import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { canReviewStay } from '../../../../contract/review';
import { vanToday } from '../../../../contract/time';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { useMyReservations } from '../api/getMyReservations';
import { profileKeys } from '../api/profileKeys';
import type { PendingPaymentStep } from './BookingPaymentStep';
import { ReservationCard } from './ReservationCard';
import { ReviewStayDialog } from './ReviewStayDialog';
import { pageUrl } from '../../../../contract/pages';

/**
 * The user's reservations: hotel, dates, guests, status, PNR and total (GET /api/reservation/my).
 * A confirmed stay that has ended (Van's today) and has no review yet offers "Write a review";
 * the form's dialog is in the address (`?review=<reservationId>`, docs/urls.md), so a link in an
 * after-stay e-mail opens it directly. A pending stay says where its payment stands and, while a
 * receipt is wanted, offers the bank details and the upload (`PendingPayment`, given by the app).
 */
export function ReservationsTab({ PendingPayment }: { PendingPayment?: PendingPaymentStep | undefined } = {}) {
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
          onPaid={() => void queryClient.invalidateQueries({ queryKey: profileKeys.all })}
          PendingPayment={PendingPayment}
        />
      ))}
      {reviewing && <ReviewStayDialog key={reviewing.id} reservation={reviewing} onClose={() => openReview(null)} />}
    </Stack>
  );
}
