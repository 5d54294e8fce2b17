import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

export interface StarRatingProps {
  /** 0-5 (hotels 1-5, tours 0-5); rounded to whole stars for display. */
  rating: number;
  max?: number;
  size?: number;
}

/** A row of stars, read out as "n out of 5 stars". */
export function StarRating({ rating, max = 5, size = 16 }: StarRatingProps) {
  const { t, i18n } = useTranslation();
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <Group gap={2} role="img" aria-label={t('hotelCard.starRating', { rating: formatNumber(filled, i18n.language) })} wrap="nowrap">
      {Array.from({ length: max }, (_, index) =>
        index < filled ? (
          <IconStarFilled key={index} size={size} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={index} size={size} color="var(--mantine-color-gray-6)" aria-hidden />
        ),
      )}
    </Group>
  );
}
