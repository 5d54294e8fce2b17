import '@mantine/core/styles/Alert.css';
import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Tour, TourReservationCreated } from '../../../../contract';
import { TurnstileWidget } from '../../../components/TurnstileWidget';
import { isApiError } from '../../../lib/api';
import { useBotCheck } from '../../../lib/botCheck';
import { reportApiError } from '../../../lib/formErrors';
import { useCreateTourReservation } from '../api/createTourReservation';
import { useTourById } from '../api/getTourById';
import { bookableRange } from '../bookingRules';
import { bookingBody, peopleCounted, useTourBookingForm } from './tourBookingForm';
import { TourBackLink } from './TourBackLink';
import { TourBookingFields } from './TourBookingFields';
import { TourBookingThankYou } from './TourBookingThankYou';
import { TourBookingTotal } from './TourBookingTotal';
import { TourQueryContent } from './TourQueryContent';
import { pageUrl } from '../../../../contract/pages';

/**
 * The bank transfer of a booking (its payment record and receipt upload). The app passes the
 * booking feature's step (src/app/router.tsx): features do not import each other.
 */
export type TourPaymentStep = ComponentType<{ booking: Pick<TourReservationCreated, 'id' | 'pnrCode' | 'totalAmount' | 'bookingToken'> }>;

/**
 * /tour-reservation/{id} and /tour-reserve/{id}: the tour booking form, stored through POST /api/tour-reservations,
 * then the thank-you with, for a bank transfer, the payment step.
 */
export function TourReservationScreen({ PaymentStep }: { PaymentStep?: TourPaymentStep }) {
  const { id } = useParams();
  const query = useTourById(id);

  const content = <TourQueryContent query={query}>{(tour) => <TourBooking tour={tour} PaymentStep={PaymentStep} />}</TourQueryContent>;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <TourBackLink to={id ? pageUrl('tour', id) : pageUrl('tours')} label={query.data ? query.data.tourName : undefined} />
        {content}
      </Stack>
    </Container>
  );
}

/** The form and its total until the booking is stored, then the thank-you (and the bank transfer). */
function TourBooking({ tour, PaymentStep }: { tour: Tour; PaymentStep: TourPaymentStep | undefined }) {
  const { t, i18n } = useTranslation();
  const mutation = useCreateTourReservation();
  const bot = useBotCheck();
  const [booked, setBooked] = useState<TourReservationCreated | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const range = bookableRange(tour);
  const form = useTourBookingForm(tour);

  if (booked) {
    return (
      <Stack gap="lg">
        <TourBookingThankYou booking={booked} tourName={tour.tourName} />
        {booked.paymentMethod === 'BANK_TRANSFER' && PaymentStep && <PaymentStep booking={booked} />}
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    if (!bot.ready()) return;
    mutation.mutate({ body: bookingBody(tour, values, i18n.language), headers: bot.headers() }, {
      onSettled: () => bot.reset(),
      onSuccess: (reservation) => {
        setBooked(reservation);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        const groupFull = isApiError(error) && error.status === 409;
        const fallback = t('tours.booking.errors.submit');
        const report = reportApiError(error, {
          form,
          fallback,
          notify: false,
        });
        const message = groupFull ? t('tours.booking.errors.groupFull') : report.message;
        if (groupFull) form.setFieldError('tourDate', message);
        setRefusal(message);
      },
    });
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('tours.booking.title')}</Title>
        <Text c="dimmed">{tour.tourName}</Text>
      </div>
      {!range && (
        <Alert color="orange" role="alert">
          {t('tours.booking.closed')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <TourBookingFields form={form} tour={tour} />
              <TurnstileWidget {...bot.widget} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TourBookingTotal
              price={tour.price}
              people={peopleCounted(form.values.numberOfPeople)}
              refusal={refusal}
              submitting={mutation.isPending}
              bookable={range !== null}
            />
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
