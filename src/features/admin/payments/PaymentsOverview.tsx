import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconDownload, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../../../contract/payment';
import { routes } from '../../../../contract/routes';
import type { Payment } from '../../../../contract';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { downloadCsv } from '../reservations/api';
import { BookingPnr, notifyAdmin, ServerPagedTable, StatCard, StatGrid, useAdminMutation } from '../shared';
import type { Column } from '../shared';
import { countPayments, getPaymentsPage, paymentKeys, verifyPayment } from './api';
import { ReceiptViewer } from './ReceiptViewer';

const STATUS_COLOR: Record<string, string> = { PAID: 'teal', COMPLETED: 'teal', PENDING: 'orange', CANCELLED: 'gray', REFUNDED: 'blue' };

/** Spec section 4: PAID or COMPLETED paid, PENDING, CANCELLED, REFUNDED; any other value failed. */
export const statusKey = (status: string): PaymentStatus => (PaymentStatus.options.includes(status as PaymentStatus) ? (status as PaymentStatus) : 'FAILED');

/** The Payments tab (spec "Payments", Turkish in every language): cards, receipt approval, all payments, receipt viewer. */
export function PaymentsOverview() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [viewing, setViewing] = useState<Payment | null>(null);
  const [exporting, setExporting] = useState(false);

  const counts = useQuery({
    queryKey: paymentKeys.counts,
    queryFn: async ({ signal }) => {
      const [total, awaiting, approved] = await Promise.all([countPayments(undefined, signal), countPayments('awaiting', signal), countPayments('approved', signal)]);
      return { total, awaiting, approved };
    },
  });

  const verify = useAdminMutation({
    mutationFn: ({ payment, approve }: { payment: Payment; approve: boolean }) => verifyPayment(payment.id, approve),
    errorFallback: t('adminOps.payments.verifyFailed'),
    errorTitle: t('adminOps.payments.verifyErrorTitle'),
    successMessage: (_, { approve }) => (approve ? t('adminOps.payments.approved') : t('adminOps.payments.rejected')),
    invalidate: [paymentKeys.section, ['admin', 'reservations'], ['admin', 'dashboard']],
  });

  const money = (p: Payment) => `${formatMoney(p.amount, lang)} ${p.currency === 'TRY' ? t('common.currency') : p.currency}`;
  const count = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, lang));
  const receiptButton = (p: Payment) =>
    p.receipt ? (
      <Button size="xs" variant="light" leftSection={<IconReceipt size={14} />} onClick={() => setViewing(p)} aria-label={t('adminOps.payments.viewReceiptOf', { pnr: p.reservation.pnrCode })}>
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
  const statusColumn: Column<Payment> = {
    key: 'status',
    header: t('adminOps.payments.columns.status'),
    render: (p) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color={STATUS_COLOR[p.status] ?? 'red'} c="dark.9" tt="none" styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}>{t(`adminOps.payments.status.${statusKey(p.status)}`)}</Badge>
        {p.isReceiptVerified && <Text size="xs">{t('adminOps.payments.verified')}</Text>}
      </Stack>
    ),
  };

  const approvalColumns: Column<Payment>[] = [
    ...base,
    { key: 'receipt', header: t('adminOps.payments.columns.receipt'), render: receiptButton },
    {
      key: 'actions',
      header: t('adminOps.payments.columns.actions'),
      actions: true,
      render: (p) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" color="teal.9" loading={verify.isPending && verify.variables?.payment.id === p.id && verify.variables.approve} onClick={() => verify.mutate({ payment: p, approve: true })} aria-label={t('adminOps.payments.approveOf', { pnr: p.reservation.pnrCode })}>
            {t('adminOps.payments.approve')}
          </Button>
          <Button size="xs" color="red.9" variant="outline" loading={verify.isPending && verify.variables?.payment.id === p.id && !verify.variables.approve} onClick={() => verify.mutate({ payment: p, approve: false })} aria-label={t('adminOps.payments.rejectOf', { pnr: p.reservation.pnrCode })}>
            {t('adminOps.payments.reject')}
          </Button>
        </Group>
      ),
    },
  ];
  const allColumns: Column<Payment>[] = [
    ...base,
    { key: 'provider', header: t('adminOps.payments.columns.provider'), render: (p) => t(`adminOps.payments.provider.${p.provider}`) },
    statusColumn,
    { key: 'receipt', header: t('adminOps.payments.columns.receipt'), render: receiptButton },
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(routes.exportPaymentsCsv.path, {}, 'payments.csv');
    } catch (error) {
      notifyAdmin('error', error instanceof Error ? error.message : String(error), t('adminOps.payments.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <StatGrid>
        <StatCard label={t('adminOps.payments.stats.total')} value={count(counts.data?.total)} icon={<IconReceipt size={24} />} />
        <StatCard label={t('adminOps.payments.stats.awaiting')} value={count(counts.data?.awaiting)} icon={<IconClockHour4 size={24} />} color="orange" />
        <StatCard label={t('adminOps.payments.stats.approved')} value={count(counts.data?.approved)} icon={<IconCircleCheck size={24} />} color="teal" />
      </StatGrid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payments-approval">
        <Title order={3} size="h4" id="payments-approval" mb="sm">
          {t('adminOps.payments.approvalTitle')}
        </Title>
        <ServerPagedTable
          queryKey={paymentKeys.list('awaiting')}
          fetchPage={getPaymentsPage('awaiting')}
          columns={approvalColumns}
          rowKey={(p) => p.id}
          label={t('adminOps.payments.approvalLabel')}
          emptyMessage={t('adminOps.payments.approvalEmpty')}
          errorMessage={t('adminOps.payments.loadError')}
          minWidth={860}
        />
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payments-all">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4" id="payments-all">
            {t('adminOps.payments.allTitle')}
          </Title>
          <Button leftSection={<IconDownload size={16} />} variant="outline" loading={exporting} onClick={() => void exportCsv()}>
            {t('adminOps.payments.export')}
          </Button>
        </Group>
        <ServerPagedTable
          queryKey={paymentKeys.list('all')}
          fetchPage={getPaymentsPage()}
          columns={allColumns}
          rowKey={(p) => p.id}
          label={t('adminOps.payments.allLabel')}
          emptyMessage={t('adminOps.payments.empty')}
          errorMessage={t('adminOps.payments.loadError')}
          minWidth={900}
        />
      </Paper>
      <ReceiptViewer receipt={viewing?.receipt ?? null} pnr={viewing?.reservation.pnrCode ?? ''} onClose={() => setViewing(null)} />
    </>
  );
}
