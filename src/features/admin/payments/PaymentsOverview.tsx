import { Button, Group, Paper, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconDownload, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../contract/routes';
import type { Payment } from '../../../../contract';
import { formatNumber } from '../../../lib/format';
import { downloadCsv } from '../reservations/api';
import { notifyAdmin, ServerPagedTable, StatCard, StatGrid, useAdminMutation } from '../shared';
import { countPayments, getPaymentsPage, paymentKeys, verifyPayment } from './api';
import { usePaymentColumns } from './paymentColumns';
import { ReceiptViewer } from './ReceiptViewer';
import { RejectReceiptDialog } from './RejectReceiptDialog';

/** The Payments tab (spec "Payments", Turkish in every language): cards, receipt approval, all payments, receipt viewer. */
export function PaymentsOverview() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [viewing, setViewing] = useState<Payment | null>(null);
  const [rejecting, setRejecting] = useState<Payment | null>(null);
  const [exporting, setExporting] = useState(false);

  const counts = useQuery({
    queryKey: paymentKeys.counts,
    queryFn: async ({ signal }) => {
      const [total, awaiting, approved] = await Promise.all([countPayments(undefined, signal), countPayments('awaiting', signal), countPayments('approved', signal)]);
      return { total, awaiting, approved };
    },
  });

  const approve = useAdminMutation({
    mutationFn: (payment: Payment) => verifyPayment(payment.id, true),
    errorFallback: t('adminOps.payments.verifyFailed'),
    errorTitle: t('adminOps.payments.verifyErrorTitle'),
    successMessage: t('adminOps.payments.approved'),
    invalidate: [paymentKeys.section, ['admin', 'reservations'], ['admin', 'dashboard']],
  });

  const count = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, lang));
  const columns = usePaymentColumns({
    onView: setViewing,
    actions: (p) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button size="xs" color="teal.9" loading={approve.isPending && approve.variables?.id === p.id} onClick={() => approve.mutate(p)} aria-label={t('adminOps.payments.approveOf', { pnr: p.reservation.pnrCode })}>
          {t('adminOps.payments.approve')}
        </Button>
        <Button size="xs" color="red.9" variant="outline" onClick={() => setRejecting(p)} aria-label={t('adminOps.payments.rejectOf', { pnr: p.reservation.pnrCode })}>
          {t('adminOps.payments.reject')}
        </Button>
      </Group>
    ),
  });

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
          columns={columns.approval}
          rowKey={(p) => p.id}
          label={t('adminOps.payments.approvalLabel')}
          emptyMessage={t('adminOps.payments.approvalEmpty')}
          errorMessage={t('adminOps.payments.loadError')}
          minWidth={860}
          cardsOnPhone
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
          columns={columns.all}
          rowKey={(p) => p.id}
          label={t('adminOps.payments.allLabel')}
          emptyMessage={t('adminOps.payments.empty')}
          errorMessage={t('adminOps.payments.loadError')}
          minWidth={900}
          cardsOnPhone
        />
      </Paper>
      <ReceiptViewer receipt={viewing?.receipt ?? null} pnr={viewing?.reservation.pnrCode ?? ''} onClose={() => setViewing(null)} />
      {rejecting && <RejectReceiptDialog key={rejecting.id} payment={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
