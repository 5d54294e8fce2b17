import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../../../contract/payment';
import type { Payment, PaymentState } from '../../../../contract';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { BookingPnr } from '../shared';
import type { Column } from '../shared';

const STATE_COLOR: Record<PaymentState, string> = {
  AWAITING_RECEIPT: 'orange',
  UNDER_REVIEW: 'orange',
  REJECTED: 'red',
  APPROVED: 'teal',
  CANCELLED: 'gray',
  REFUND_DUE: 'violet',
  REFUNDED: 'blue',
};

/** Spec section 4: PAID or COMPLETED paid, PENDING, CANCELLED, REFUNDED; any other value failed. */
export const statusKey = (status: string): PaymentStatus => (PaymentStatus.options.includes(status as PaymentStatus) ? (status as PaymentStatus) : 'FAILED');

interface PaymentColumnsOptions {
  onView: (payment: Payment) => void;
  /** The approval table's buttons (approve at once, reject through its dialog). */
  actions: (payment: Payment) => ReactNode;
}

/**
 * The columns of the two payment lists: the approval table (with its actions) and all payments,
 * whose state follows the booking (a cancelled booking's payment is no longer "pending") beside
 * the spec's status label, and a rejected receipt's reason.
 */
export function usePaymentColumns({ onView, actions }: PaymentColumnsOptions) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (p: Payment) => `${formatMoney(p.amount, lang)} ${p.currency === 'TRY' ? t('common.currency') : p.currency}`;
  const receipt = (p: Payment) =>
    p.receipt ? (
      <Button size="xs" variant="light" leftSection={<IconReceipt size={14} />} onClick={() => onView(p)} aria-label={t('adminOps.payments.viewReceiptOf', { pnr: p.reservation.pnrCode })}>
        {t('adminOps.payments.viewReceipt')}
      </Button>
    ) : (
      <Text size="sm" c="dimmed">{t('adminOps.payments.noReceipt')}</Text>
    );
  const base: Column<Payment>[] = [
    { key: 'pnr', header: t('adminOps.payments.columns.pnr'), render: (p) => <BookingPnr pnrCode={p.reservation.pnrCode} kind={p.reservation.kind} /> },
    { key: 'guest', header: t('adminOps.payments.columns.guest'), render: (p) => p.reservation.guestName },
    { key: 'amount', header: t('adminOps.payments.columns.amount'), render: (p) => <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{money(p)}</Text> },
    { key: 'date', header: t('adminOps.payments.columns.date'), render: (p) => (p.paymentDate ? formatDateTime(p.paymentDate, lang) : '–') },
  ];
  const status: Column<Payment> = {
    key: 'status',
    header: t('adminOps.payments.columns.status'),
    render: (p) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color={STATE_COLOR[p.state]} c="dark.9" tt="none" styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}>
          {t(`adminOps.payments.state.${p.state}`)}
        </Badge>
        <Text size="xs">{t(`adminOps.payments.status.${statusKey(p.status)}`)}</Text>
        {p.isReceiptVerified && <Text size="xs">{t('adminOps.payments.verified')}</Text>}
        {p.rejectionReason && (
          <Text size="xs" dir="auto" style={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
            {t('adminOps.payments.reasonShown', { reason: p.rejectionReason })}
          </Text>
        )}
      </Stack>
    ),
  };
  const approval: Column<Payment>[] = [
    ...base,
    { key: 'receipt', header: t('adminOps.payments.columns.receipt'), render: receipt },
    { key: 'actions', header: t('adminOps.payments.columns.actions'), actions: true, render: actions },
  ];
  const all: Column<Payment>[] = [
    ...base,
    { key: 'provider', header: t('adminOps.payments.columns.provider'), render: (p) => t(`adminOps.payments.provider.${p.provider}`) },
    status,
    { key: 'receipt', header: t('adminOps.payments.columns.receipt'), render: receipt },
  ];
  return { approval, all };
}
