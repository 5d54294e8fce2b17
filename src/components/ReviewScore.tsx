import { Group, Text } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

export interface ReviewScoreProps {
  /** Mean of the hotel's APPROVED reviews (contract Hotel `reviewAverage`); null without any. */
  average: number | null;
  /** Number of APPROVED reviews (contract Hotel `reviewCount`). */
  count: number;
  size?: MantineSize;
}

/** The guests' rating of a hotel: "4.7 (3 reviews)", read out whole; "No reviews yet" without any. */
export function ReviewScore({ average, count, size = 'sm' }: ReviewScoreProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (average === null || count === 0) {
    return (
      <Text size={size} c="dimmed">
        {t('hotelCard.noReviews')}
      </Text>
    );
  }
  const reviews = t('hotelCard.reviews', { count, formatted: formatNumber(count, language) });
  const score = formatNumber(average, language);
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={t('hotelCard.reviewScore', { average: score, reviews })}>
      <IconMessageStar size={18} color="var(--mantine-color-lake-8)" aria-hidden />
      <Text size={size} fw={700}>
        {score}
      </Text>
      <Text size={size} c="dimmed">
        ({reviews})
      </Text>
    </Group>
  );
}
