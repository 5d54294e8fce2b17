import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { overlappingRates } from '../../../../contract/stayPricing';
import { addDays } from '../../../../contract/time';
import type { Rate } from '../../../../contract';
import { formatDate } from '../../../lib/format';

/**
 * Says, while the dates are typed, which rates the range shares nights with: the save is allowed
 * (contract/stayPricing.ts overlappingRates), and the narrower rate prices each shared night.
 */
export function RateOverlapNotice({ rates, from, to, exceptId }: { rates: readonly Rate[]; from: string; to: string; exceptId?: string }) {
  const { t, i18n } = useTranslation();
  const overlaps = overlappingRates(rates, { from, to }, exceptId);
  if (overlaps.length === 0) return null;
  const ranges = overlaps.map((rate) => `${formatDate(rate.from, i18n.language)} – ${formatDate(addDays(rate.to, -1), i18n.language)}`).join(', ');
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={t('admin.rates.overlapTitle')}
      // Dark text on the light orange: Mantine's orange title is below WCAG AA there.
      styles={{ title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {t('admin.rates.overlap', { ranges })}
    </Alert>
  );
}
