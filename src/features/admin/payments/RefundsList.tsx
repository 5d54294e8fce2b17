import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '../../../../contract/cancellation';
import type { Refund } from '../../../../contract';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { BookingPnr, ServerPagedTable } from '../shared';
import type { Column } from '../shared';
import { MarkRefundedDialog } from './MarkRefundedDialog';
import { getRefundsPage, refundKeys } from './refundsApi';

/**
 * The refunds owed by cancellations (GET /api/admin/refunds), DUE or REFUNDED, paged on the
 * server: who the money goes to, how much, who cancelled and why; a due one is marked refunded
 * with the bank's reference, a refunded one shows that reference and when.
 */
export function RefundsList({ status }: { status: RefundStatus }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [marking, setMarking] = useState<Refund | null>(null);
  const small = (text: string) => <Text size="xs">{text}</Text>;

  const columns: Column<Refund>[] = [
    { key: 'pnr', header: t('adminOps.refunds.columns.pnr'), render: (f) => <BookingPnr pnrCode={f.pnrCode} kind={f.kind} /> },
    { key: 'hotel', header: t('adminOps.refunds.columns.hotel'), render: (f) => f.hotelName },
    {
      key: 'guest',
      header: t('adminOps.refunds.columns.guest'),
      render: (f) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>{f.guestName}</Text>
          {small(f.guestEmail)}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('adminOps.refunds.columns.amount'),
      render: (f) => <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{t('adminOps.reservations.money', { amount: formatMoney(f.amount, lang) })}</Text>,
    },
    {
      key: 'cancellation',
      header: t('adminOps.refunds.columns.cancellation'),
      render: (f) => (
        <Stack gap={0}>
          <Text size="sm">{f.cancelledBy ? t(`adminOps.refunds.cancelledBy.${f.cancelledBy}`) : '–'}</Text>
          {f.cancellationReason && small(f.cancellationReason)}
        </Stack>
      ),
    },
    { key: 'created', header: t('adminOps.refunds.columns.created'), render: (f) => formatDateTime(f.createdAt, lang) },
    status === 'DUE'
      ? {
          key: 'actions',
          header: t('adminOps.refunds.columns.actions'),
          actions: true,
          render: (f) => (
            <Button size="xs" color="teal.9" onClick={() => setMarking(f)} aria-label={t('adminOps.refunds.markOf', { pnr: f.pnrCode })}>
              {t('adminOps.refunds.mark')}
            </Button>
          ),
        }
      : {
          key: 'refunded',
          header: t('adminOps.refunds.columns.refunded'),
          render: (f) => (
            <Stack gap={0}>
              <Text size="sm" ff="monospace" dir="ltr">{f.bankReference ?? '–'}</Text>
              {f.refundedAt && small(formatDateTime(f.refundedAt, lang))}
            </Stack>
          ),
        },
  ];

  return (
    <>
      <ServerPagedTable
        queryKey={refundKeys.list(status)}
        fetchPage={getRefundsPage(status)}
        columns={columns}
        rowKey={(f) => f.id}
        label={t(`adminOps.refunds.tableLabel.${status}`)}
        emptyMessage={t(`adminOps.refunds.empty.${status}`)}
        errorMessage={t('adminOps.refunds.loadError')}
        minWidth={1000}
      />
      {marking && <MarkRefundedDialog refund={marking} onClose={() => setMarking(null)} />}
    </>
  );
}
