import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_MATCH_CURRENCY } from '../../../../contract/bankStatements';
import type { BankBooking, BankStatementLine } from '../../../../contract';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useAdminMutation } from '../shared';
import { bankStatementKeys, matchBankStatementLine } from './api';

/**
 * One line of a statement: date, amount, description and reference, why it was not approved,
 * and its action: Confirm on a suggestion, a booking waiting for payment to pick on an unmatched
 * credit in TRY; an approved line names the booking paid and who approved it.
 */
export function StatementLineCard({ line, statementId, pending }: { line: BankStatementLine; statementId: string; pending: BankBooking[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [picked, setPicked] = useState('');
  const money = (amount: number, currency = BANK_MATCH_CURRENCY) =>
    currency === BANK_MATCH_CURRENCY ? t('adminBank.money', { amount: formatMoney(amount, lang) }) : t('adminBank.foreignMoney', { amount: formatMoney(amount, lang), currency });
  const amount = money(line.amount, line.currency);
  const bookingText = (booking: BankBooking) => t('adminBank.lines.booking', { pnr: booking.pnrCode, guest: booking.guestName, amount: money(booking.amountDue) });

  const match = useAdminMutation({
    mutationFn: (reservationId: string) => matchBankStatementLine(line.id, reservationId),
    errorFallback: t('adminBank.lines.matchFailed'),
    errorTitle: t('adminBank.lines.matchFailed'),
    successMessage: t('adminBank.lines.matched'),
    invalidate: [bankStatementKeys.detail(statementId), bankStatementKeys.list],
  });
  const payable = line.state === 'UNMATCHED' && line.direction === 'CREDIT' && line.currency === BANK_MATCH_CURRENCY;

  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{formatDate(line.bookedOn, lang)}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {line.direction === 'DEBIT' ? '−' : ''}
            {amount}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{line.description || '–'}</bdi>
        </Text>
        {line.reference && (
          <Text size="xs" c="dark.9" style={{ overflowWrap: 'anywhere' }}>
            {t('adminBank.lines.reference', { reference: line.reference })}
          </Text>
        )}
        {line.note && (
          <Text size="sm" fw={600} c="red.9">
            {t(`adminBank.lines.notes.${line.note}`)}
          </Text>
        )}
        {line.state === 'SUGGESTED' && line.suggestion && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
              {bookingText(line.suggestion)}
            </Text>
            <Button
              size="xs"
              color="teal.9"
              loading={match.isPending}
              onClick={() => match.mutate(line.suggestion!.id)}
              aria-label={t('adminBank.lines.confirmOf', { pnr: line.suggestion.pnrCode, amount })}
            >
              {t('adminBank.lines.confirm')}
            </Button>
          </Group>
        )}
        {(payable || (line.state === 'SUGGESTED' && !line.suggestion)) &&
          (pending.length === 0 ? (
            <Text size="sm" c="dark.9">
              {t('adminBank.lines.noneWaiting')}
            </Text>
          ) : (
            <Group gap="xs" align="flex-end">
              <NativeSelect
                label={t('adminBank.lines.pick')}
                aria-label={t('adminBank.lines.pickOf', { amount })}
                value={picked}
                data={[{ value: '', label: t('adminBank.lines.pickPlaceholder'), disabled: true }, ...pending.map((booking) => ({ value: booking.id, label: bookingText(booking) }))]}
                onChange={(event) => setPicked(event.currentTarget.value)}
                style={{ flex: '1 1 14rem', minWidth: 0 }}
              />
              <Button size="xs" disabled={!picked} loading={match.isPending} onClick={() => match.mutate(picked)} aria-label={t('adminBank.lines.matchOf', { amount })}>
                {t('adminBank.lines.match')}
              </Button>
            </Group>
          ))}
        {line.state === 'APPROVED' && (
          <Stack gap={0}>
            {line.booking && <Text size="sm">{t('adminBank.lines.paid', { pnr: line.booking.pnrCode, guest: line.booking.guestName })}</Text>}
            {line.approvedAt && (
              <Text size="xs" c="dark.9">
                {t('adminBank.lines.approvedBy', { name: line.approvedBy ?? '–', when: formatDateTime(line.approvedAt, lang) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
