import '@mantine/core/styles/Alert.css';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../contract';
import { reportApiError } from '../../../lib/formErrors';
import { createPayment } from '../api/payments';
import { BankAccount } from './BankAccount';
import { PnrCodeRow, TransferAmount } from './TransferParts';
import { ReceiptUpload } from './ReceiptUpload';

/** A booking that is paid by bank transfer: its id, code, total and the token of its payment steps. */
export interface BankTransferBooking {
  id: string;
  pnrCode: string;
  totalAmount: number;
  bookingToken: string;
}

type State = { name: 'preparing' } | { name: 'failed'; message: string } | { name: 'ready'; payment: Payment } | { name: 'uploaded' };

/**
 * The bank transfer of a booking other than a stay's form (a tour booking): the payment record is
 * created with the booking token, then the account, the amount, the PNR note and the receipt
 * upload; a failure to create the payment says so with a retry. The stay's own screen
 * (ReservationScreen) shows the same parts with its hold notes.
 */
export function BankTransferStep({ booking }: { booking: BankTransferBooking }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ name: 'preparing' });

  const prepare = useCallback(async () => {
    setState({ name: 'preparing' });
    try {
      setState({ name: 'ready', payment: await createPayment(booking.id, booking.bookingToken) });
    } catch (error) {
      setState({ name: 'failed', message: reportApiError(error, { fallback: t('booking.errors.paymentFailed'), notify: false }).message });
    }
  }, [booking.id, booking.bookingToken, t]);

  useEffect(() => {
    void prepare();
  }, [prepare]);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('booking.receipt.title')}
        </Title>
        <PnrCodeRow pnrCode={booking.pnrCode} />
        {state.name === 'uploaded' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
            <Text c="dark.9">{t('booking.receipt.successBooking')}</Text>
          </Alert>
        ) : (
          <>
            <Title order={3} size="h4">
              {t('booking.receipt.bankTitle')}
            </Title>
            <BankAccount />
            <TransferAmount amount={booking.totalAmount} />
            <Text fw={600}>{t('booking.receipt.pnrNote', { pnr: booking.pnrCode })}</Text>
            <Title order={3} size="h4">
              {t('booking.receipt.uploadTitle')}
            </Title>
            {state.name === 'preparing' && <Loader size="sm" aria-label={t('common.loading')} />}
            {state.name === 'failed' && (
              <Alert color="red" variant="light" role="alert">
                <Stack gap="sm" align="flex-start">
                  <Text size="sm" c="red.9">
                    {state.message}
                  </Text>
                  <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void prepare()}>
                    {t('booking.retryPayment')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {state.name === 'ready' && (
              <ReceiptUpload paymentId={state.payment.id} bookingToken={booking.bookingToken} onUploaded={() => setState({ name: 'uploaded' })} />
            )}
            <Text size="sm" c="dimmed">
              {t('booking.receipt.notes.later')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
