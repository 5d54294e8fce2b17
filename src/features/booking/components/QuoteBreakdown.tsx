import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StayQuote } from '../../../../contract';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';

/**
 * The quote as the guest reads it before committing: each night's price (one room), the rooms,
 * the subtotal, the hotel's tax line and the total (`live-total`); when the stay cannot be booked,
 * why, in the visitor's language (contract/stayPricing.ts gives the reason).
 */
export function QuoteBreakdown({ quote }: { quote: UseQueryResult<StayQuote> | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number) => `${formatMoney(amount, language)} ${t('common.currency')}`;
  const data = quote?.data;

  return (
    <Stack gap="xs" mt="xs">
      {data && (
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} aria-label={t('booking.quote.nights')}>
          <Table.Tbody>
            {data.nights.map((night) => (
              <Table.Tr key={night.date}>
                <Table.Td>
                  <Text size="sm">{formatDate(night.date, language)}</Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm">{money(night.price)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
            {data.rooms > 1 && (
              <Table.Tr>
                <Table.Td colSpan={2} ta="end">
                  <Text size="sm" c="dark.9">
                    {t('booking.quote.rooms', { rooms: formatNumber(data.rooms, language) })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{t('booking.quote.subtotal')}</Text>
              </Table.Td>
              <Table.Td ta="end">
                <Text size="sm" data-testid="quote-subtotal">
                  {money(data.subtotal)}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{t('booking.quote.tax', { rate: formatNumber(data.taxRate, language) })}</Text>
              </Table.Td>
              <Table.Td ta="end">
                <Text size="sm" data-testid="quote-tax">
                  {money(data.tax)}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" align="baseline">
        <Text fw={500}>{t('booking.total')}</Text>
        <Text fw={700} size="xl" data-testid="live-total" aria-live="polite">
          {data ? money(data.total) : '—'}
        </Text>
      </Group>
      {!quote && (
        <Text size="sm" c="dark.9">
          {t('booking.totalPending')}
        </Text>
      )}
      {quote?.isPending && (
        <Text size="sm" c="dark.9">
          {t('booking.quote.loading')}
        </Text>
      )}
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
