import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '../../../../contract';
import { formatNumber } from '../../../lib/format';

/** The hotels table's policy cell: "Free until 3 days before arrival" or "Non-refundable". */
export function CancellationPolicyText({ hotel }: { hotel: Pick<Hotel, 'cancellationPolicy' | 'freeCancellationDays'> }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="sm">
      {hotel.cancellationPolicy === 'FREE_UNTIL'
        ? t('admin.hotels.policyFreeUntil', { count: hotel.freeCancellationDays, days: formatNumber(hotel.freeCancellationDays, i18n.language) })
        : t('admin.hotels.policy.NON_REFUNDABLE')}
    </Text>
  );
}
