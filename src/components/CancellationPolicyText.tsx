import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CancellationPolicy } from '../../contract/cancellation';
import { pageUrl } from '../../contract/pages';
import { formatDate, formatNumber } from '../lib/format';

export interface CancellationPolicyTextProps {
  policy: CancellationPolicy;
  freeDays: number;
  /** The stay's last free day, when the dates are known (else the policy is told in days). */
  freeUntil?: string | null;
  /** A link to the cancellation and refund rules page. */
  withRulesLink?: boolean;
  /** A tour's policy: after the free window the whole price is kept (a stay keeps its first night). */
  tour?: boolean;
}

/** A hotel's cancellation policy in one sentence (contract/cancellation.ts), on the hotel page, the booking summary and the booking's views. */
export function CancellationPolicyText({ policy, freeDays, freeUntil, withRulesLink = false, tour = false }: CancellationPolicyTextProps) {
  const { t, i18n } = useTranslation();
  const sentence =
    policy === 'NON_REFUNDABLE'
      ? t('cancellation.policyNonRefundable')
      : freeUntil
        ? t(tour ? 'cancellation.policyFreeTour' : 'cancellation.policyFree', { date: formatDate(freeUntil, i18n.language) })
        : t(tour ? 'cancellation.policyFreeDaysTour' : 'cancellation.policyFreeDays', { count: freeDays, formattedCount: formatNumber(freeDays, i18n.language) });
  // The rules link on its own line, not inside the sentence: the sentence stays a short text, so
  // on the booking form it is not a larger paint than the heading painted from the HTML
  // (docs/decisions/0016-first-paint-from-the-html.md).
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCalendarX size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2}>
        <Text size="sm">{sentence}</Text>
        {withRulesLink && (
          <Anchor component={Link} to={pageUrl('cancellationPolicy')} target="_blank" size="sm" w="fit-content">
            {t('cancellation.readPolicy')}
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}
