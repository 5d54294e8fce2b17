import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconInfoCircle, IconReceiptOff, IconReceiptRefund } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingPayment, PaymentState } from '../../contract';

const look: Record<PaymentState, { color: MantineColor; icon: ReactNode }> = {
  AWAITING_RECEIPT: { color: 'orange', icon: <IconClockHour4 size={18} aria-hidden /> },
  UNDER_REVIEW: { color: 'blue', icon: <IconClockHour4 size={18} aria-hidden /> },
  REJECTED: { color: 'red', icon: <IconReceiptOff size={18} aria-hidden /> },
  APPROVED: { color: 'teal', icon: <IconCircleCheck size={18} aria-hidden /> },
  CANCELLED: { color: 'gray', icon: <IconInfoCircle size={18} aria-hidden /> },
  REFUND_DUE: { color: 'violet', icon: <IconReceiptRefund size={18} aria-hidden /> },
  REFUNDED: { color: 'teal', icon: <IconReceiptRefund size={18} aria-hidden /> },
};

/**
 * Where a booking's payment stands, as the guest reads it (the PNR check, the profile): the
 * receipt's review or the cancelled booking's outcome, what happens next (not in a `compact`
 * list), and a rejection's reason.
 */
export function PaymentStateNote({ payment, compact = false }: { payment: BookingPayment; compact?: boolean }) {
  const { t } = useTranslation();
  const { color, icon } = look[payment.state];
  const reason = payment.rejectionReason && (
    <Text size="sm" fw={600} mt={4} dir="auto">
      {t('booking.paymentState.reason', { reason: payment.rejectionReason })}
    </Text>
  );
  return (
    <Alert
      variant="light"
      color={color}
      icon={icon}
      role="status"
      // The light variant's coloured title is too faint on its tint (axe): the text colour, the icon keeps the hue.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={t('booking.paymentState.heading', { state: t(`booking.paymentState.states.${payment.state}.label`) })}
    >
      {!compact && <Text size="sm">{t(`booking.paymentState.states.${payment.state}.text`)}</Text>}
      {reason}
    </Alert>
  );
}
