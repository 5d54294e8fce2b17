import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StayQuote } from '../../../../contract';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { addDays } from '../../../../contract/time';

/** What the quote's table shows: its figures, or (a known stay whose price is on its way) its nights and labels with their amounts to come. */
interface QuoteLines {
  nights: Array<{ date: string; priceWithTaxes: number | null }>;
  rooms: number;
  tax: number | null;
  taxRate: number | null;
}

/** While the price of a known stay is on its way. */
export interface ExpectedQuote {
  checkIn: string;
  nights: number;
  /** The hotel's, once it is known. */
  taxRate: number | null;
}

/**
 * The quote as the guest reads it before committing: each night's price of one room with its
 * taxes, the rooms, the total (`live-total`, the price paid) and the taxes inside it ("of which",
 * docs/decisions/0020-prices-with-taxes-and-link-language.md); when the stay cannot be booked,
 * why, in the visitor's language (contract/stayPricing.ts gives the reason). While the price of a
 * known stay is on its way (`expected`), its lines are drawn with their amounts to come, so the
 * summary keeps its height and the form under it does not move when the figures arrive.
 */
export function QuoteBreakdown({ quote, expected }: { quote: UseQueryResult<StayQuote> | null; expected?: ExpectedQuote | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number | null, testId?: string) =>
    amount === null ? (
      <Skeleton height={14} width={56} my={3.15} style={{ marginInlineStart: 'auto' }} aria-hidden />
    ) : (
      // An amount stays on one line (a long tax label in Persian would otherwise squeeze it to two).
      <Text size="sm" data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {`${formatMoney(amount, language)} ${t('common.currency')}`}
      </Text>
    );
  const data = quote?.data;
  const waiting = !quote ? t('booking.totalPending') : quote.isPending ? t('booking.quote.loading') : null;
  const lines: QuoteLines | null = data
    ? data
    : expected && !quote?.isError
      ? {
          nights: Array.from({ length: expected.nights }, (_, i) => ({ date: addDays(expected.checkIn, i), priceWithTaxes: null })),
          rooms: 1,
          tax: null,
          taxRate: expected.taxRate,
        }
      : null;

  return (
    <Stack gap="xs" mt="xs">
      {lines && (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} aria-label={t('booking.quote.nights')} aria-busy={!data}>
          <Table.Tbody>
            {lines.nights.map((night) => (
              <Table.Tr key={night.date}>
                <Table.Td>
                  <Text size="sm">{formatDate(night.date, language)}</Text>
                </Table.Td>
                <Table.Td ta="end">{money(night.priceWithTaxes)}</Table.Td>
              </Table.Tr>
            ))}
            {lines.rooms > 1 && (
              <Table.Tr>
                <Table.Td colSpan={2} ta="end">
                  <Text size="sm" c="dark.9">
                    {t('booking.quote.rooms', { rooms: formatNumber(lines.rooms, language) })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" align="baseline">
        <Stack gap={0}>
          <Text fw={500}>{t('booking.total')}</Text>
          <Text size="xs" c="dark.9">
            {t('hotelCard.inclTaxes')}
          </Text>
        </Stack>
        <Text fw={700} size="xl" data-testid="live-total" aria-live="polite">
          {data ? `${formatMoney(data.total, language)} ${t('common.currency')}` : '—'}
        </Text>
      </Group>
      {lines && (
        <Group justify="space-between" align="baseline" wrap="nowrap">
          {/* Until the hotel's rate is known, its line's place (hidden), as many lines as it will take. */}
          <Text size="sm" c="dark.9" style={lines.taxRate === null ? { visibility: 'hidden' } : undefined}>
            {t('booking.quote.tax', { rate: formatNumber(lines.taxRate ?? 0, language) })}
          </Text>
          {money(lines.tax, 'quote-tax')}
        </Group>
      )}
      {waiting && (lines ? <VisuallyHidden>{waiting}</VisuallyHidden> : (
        <Text size="sm" c="dark.9">
          {waiting}
        </Text>
      ))}
      {quote?.isError && !data && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('booking.quote.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void quote.refetch()} loading={quote.isFetching}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {data && !data.bookable && data.reason && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="quote-refusal">
          <Text size="sm" c="red.9">
            {t(`booking.quote.refusals.${data.reason}`, {
              n: formatNumber((data.reason === 'maxStay' ? data.maxNights : data.minNights) ?? 0, language),
            })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
