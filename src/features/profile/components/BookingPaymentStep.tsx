import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import type { BookingPayment, ReservationStatus } from '../../../../contract';
import { receiptWanted } from '../../../../contract/paymentLabel';
import { PaymentStateNote } from '../../../components/PaymentStateNote';

/**
 * The bank details and the receipt upload of the user's own pending booking. The app passes the
 * booking feature's piece (src/app/router.tsx): features do not import each other.
 */
export type PendingPaymentStep = ComponentType<{ pnrCode: string; email: string; onUploaded: () => void }>;

interface BookingPaymentStepProps {
  status: ReservationStatus;
  payment: BookingPayment | null | undefined;
  pnrCode: string;
  email: string;
  PendingPayment: PendingPaymentStep | undefined;
  /** The user's bookings are read again (a receipt was uploaded). */
  onPaid: () => void;
}

/**
 * Where the payment of one of the user's bookings (a stay or a tour) stands and, while the
 * booking is pending and a receipt is wanted, the bank details and the upload.
 */
export function BookingPaymentStep({ status, payment, pnrCode, email, PendingPayment, onPaid }: BookingPaymentStepProps) {
  const wanted = status === 'PENDING' && (!payment || receiptWanted(payment.state));
  if (!payment && !(wanted && PendingPayment)) return null;
  return (
    <Stack gap="sm" mt="md">
      {payment && <PaymentStateNote payment={payment} />}
      {wanted && PendingPayment && <PendingPayment pnrCode={pnrCode} email={email} onUploaded={onPaid} />}
    </Stack>
  );
}
