import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hotel, HotelReview } from '../../../../contract';
import { vanToday } from '../../../../contract/time';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { ReviewScore } from '../../../components/ReviewScore';
import { StarRating } from '../../../components/StarRating';
import { formatDate } from '../../../lib/format';
import { useHotelReviews } from '../api/getHotelReviews';

/**
 * The hotel page's Reviews tab: the guests' average and count (of APPROVED reviews, carried by
 * the hotel), then the reviews newest first, a page at a time ("Show more"); a review written
 * about a stay that ended carries the "Verified stay" badge.
 */
export function HotelReviews({ hotel }: { hotel: Pick<Hotel, 'id' | 'reviewAverage' | 'reviewCount'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const reviews = useHotelReviews(hotel.id);

  let body;
  if (reviews.isPending) {
    body = <LoadingState />;
  } else if (reviews.isError && !reviews.data) {
    body = <ErrorState message={t('hotelDetail.reviews.loadError')} onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />;
  } else {
    const items = reviews.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState message={t('hotelDetail.reviews.empty')} description={t('hotelDetail.reviews.emptyHint')} />
      ) : (
        <Stack gap="md">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
          {reviews.isFetchNextPageError ? (
            <ErrorState
              message={t('hotelDetail.reviews.loadError')}
              onRetry={() => void reviews.fetchNextPage()}
              retrying={reviews.isFetchingNextPage}
            />
          ) : (
            reviews.hasNextPage && (
              <Button variant="light" onClick={() => void reviews.fetchNextPage()} loading={reviews.isFetchingNextPage} style={{ alignSelf: 'center' }}>
                {t('hotelDetail.reviews.showMore')}
              </Button>
            )
          )}
        </Stack>
      );
  }

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('hotelDetail.reviews.title')}
        </Title>
        <ReviewScore average={hotel.reviewAverage} count={hotel.reviewCount} size="md" />
      </Group>
      {body}
    </section>
  );
}

function ReviewItem({ review }: { review: HotelReview }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={nameId}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3} size="h5" id={nameId}>
              {review.reviewerName ?? t('hotelDetail.reviews.anonymous')}
            </Title>
            {review.verifiedStay && (
              <Badge color="green" c="dark.9" variant="light" leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />} tt="none">
                {t('hotelDetail.reviews.verifiedStay')}
              </Badge>
            )}
          </Group>
          {/* The day it was written, in Van (docs/conventions.md, "Dates and time"). */}
          <Text size="xs" c="dimmed">
            {formatDate(vanToday(new Date(review.createdAt)), i18n.language)}
          </Text>
        </Stack>
        <StarRating rating={review.rating} />
      </Group>
      {/* A guest writes in their own language: the text takes its own direction (an English review on the fa page reads left to right). */}
      <Text dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.comment}
      </Text>
    </Paper>
  );
}
