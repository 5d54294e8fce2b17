import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CreateReservationResponse, Payment } from '../../../../contract';
import { reportApiError } from '../../../lib/formErrors';
import { createPayment } from '../api/payments';
import type { ReservationDetails } from '../reservationForm';
import { ReceiptView } from './ReceiptView';
import { ReservationForm } from './ReservationForm';
import { pageUrl } from '../../../../contract/pages';

type Created = { reservation: CreateReservationResponse; details: ReservationDetails };
type Step =
  | { name: 'form' }
  | ({ name: 'paymentFailed'; message: string } & Created)
  | ({ name: 'receipt'; payment: Payment } & Created);

/**
 * /reserve/{id}: the hotel reservation form, then (same screen) the receipt
 * view; /reservation-confirmation only after the receipt is stored and attached.
 */
export function ReservationScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [preparingPayment, setPreparingPayment] = useState(false);

  // A new step starts at its top (the form's submit button is at the bottom of a long page).
  useEffect(() => {
    if (step.name !== 'form') window.scrollTo({ top: 0 });
  }, [step.name]);

  const preparePayment = async (created: Created) => {
    setPreparingPayment(true);
    try {
      const payment = await createPayment(created.reservation.id, created.reservation.bookingToken);
      setStep({ ...created, name: 'receipt', payment });
    } catch (error) {
      const { message } = reportApiError(error, { fallback: t('booking.errors.paymentFailed'), notify: false });
      setStep({ ...created, name: 'paymentFailed', message });
    } finally {
      setPreparingPayment(false);
    }
  };

  const onCreated = async (created: Created) => {
    notifications.show({ color: 'teal', message: t('booking.created'), closeButtonProps: { 'aria-label': t('booking.close') } });
    await preparePayment(created);
  };

  const onUploaded = (details: ReservationDetails) => {
    void navigate(pageUrl('confirmation'), { state: { reservationDetails: details } });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('booking.title')}</Title>
          {step.name === 'form' && <Text c="dimmed">{t('booking.subtitle')}</Text>}
        </div>
        {step.name === 'form' && <ReservationForm hotelId={id} onCreated={onCreated} />}
        {step.name === 'paymentFailed' && (
          <Alert color="red" variant="light" title={step.message} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('booking.paymentFailedHint', { pnr: step.reservation.pnrCode })}</Text>
              <Button
                variant="light"
                color="red"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={preparingPayment}
                onClick={() => void preparePayment({ reservation: step.reservation, details: step.details })}
              >
                {t('booking.retryPayment')}
              </Button>
            </Stack>
          </Alert>
        )}
        {step.name === 'receipt' && (
          <ReceiptView
            pnrCode={step.reservation.pnrCode}
            totalAmount={step.reservation.totalAmount}
            paymentId={step.payment.id}
            bookingToken={step.reservation.bookingToken}
            onUploaded={() => onUploaded(step.details)}
          />
        )}
      </Stack>
    </Container>
  );
}
