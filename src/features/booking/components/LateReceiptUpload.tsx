import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PnrAccess } from '../../../../contract';
import { isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { accessReservationByPnr } from '../api/accessReservationByPnr';
import { createPayment } from '../api/payments';
import { BankAccount } from './BankAccount';
import { ReceiptUpload } from './ReceiptUpload';
import { EMAIL_PATTERN } from '../../../../contract/patterns';

export interface LateReceiptUploadProps {
  pnrCode: string;
  /**
   * The booking's e-mail when the guest is known (their own booking in the profile): no e-mail
   * to type, one button opens the bank details and the upload.
   */
  email?: string;
  /** Called once the receipt is attached (the profile reads its bookings again). */
  onUploaded?: () => void;
}

type Access = PnrAccess & { paymentId: string };

/**
 * A guest who closed the tab before uploading: the PNR together with the booking's email opens
 * the receipt upload (never the PNR alone). Shown under a PENDING PNR lookup result.
 */
export function LateReceiptUpload({ pnrCode, email: knownEmail, onUploaded }: LateReceiptUploadProps) {
  const { t, i18n } = useTranslation();
  const [access, setAccess] = useState<Access | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !value.trim() ? t('booking.errors.emailRequired') : EMAIL_PATTERN.test(value.trim()) ? null : t('booking.errors.emailInvalid'),
    },
  });

  const open = async ({ email }: { email: string }) => {
    setError(null);
    setBusy(true);
    try {
      const granted = await accessReservationByPnr(pnrCode, email.trim());
      const paymentId = granted.paymentId ?? (await createPayment(granted.reservationId, granted.bookingToken)).id;
      setAccess({ ...granted, paymentId });
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : 0;
      setError(
        status === 404
          ? t('booking.late.notFound')
          : status === 409
            ? t('booking.late.notPending')
            : status === 429
              ? t('booking.late.tooMany')
              : t('booking.late.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t('booking.late.done')}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('booking.late.title')}
      </Title>
      {access ? (
        <Stack gap="sm">
          <BankAccount />
          <Group justify="space-between">
            <Text size="sm">{t('booking.receipt.amount')}</Text>
            <Text fw={700}>
              {formatMoney(access.totalAmount, i18n.language)} {t('common.currency')}
            </Text>
          </Group>
          <Text size="sm" fw={500}>
            {t('booking.receipt.pnrNote', { pnr: access.pnrCode })}
          </Text>
          <ReceiptUpload
            paymentId={access.paymentId}
            bookingToken={access.bookingToken}
            onUploaded={() => {
              setDone(true);
              onUploaded?.();
            }}
          />
        </Stack>
      ) : knownEmail ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('booking.late.introKnown')}
          </Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button variant="light" loading={busy} onClick={() => void open({ email: knownEmail })}>
              {t('booking.late.openKnown')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void open(values))}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('booking.late.intro')}
            </Text>
            <TextInput type="email" autoComplete="email" label={t('booking.late.email')} required {...form.getInputProps('email')} />
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {t('booking.late.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
