import '@mantine/core/styles/Tabs.css';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { ContentFallbackNote } from '../../../components/ContentFallbackNote';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { Gallery } from '../../../components/Gallery';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { ReviewScore } from '../../../components/ReviewScore';
import { StarRating } from '../../../components/StarRating';
import type { StaySearch } from '../../../components/staySearch';
import { parseStaySearch, staySearchParams } from '../../../components/staySearch';
import { isApiError } from '../../../lib/api';
import { joinPlace } from '../../../lib/format';
import { useHotelById } from '../api/getHotelById';
import { HotelLocation } from './HotelLocation';
import { HotelOverview } from './HotelOverview';
import { HotelReviews } from './HotelReviews';
import { RoomTypesSection } from './RoomTypesSection';
import { pageUrl } from '../../../../contract/pages';
import { GALLERY_HERO_HEIGHT } from '../../../../contract/photos';

/** /hotel/{id}: hero and gallery with lightbox, Overview, Location and Reviews tabs, room types. */
export function HotelDetailScreen() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const stay = parseStaySearch(searchParams);
  const query = useHotelById(id);

  if (query.isPending) return <LoadingState minHeight="60vh" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <Container size="md" py="xl">
          <EmptyState
            message={t('hotelDetail.notFound')}
            action={
              <Button component={Link} to={pageUrl('hotels')} variant="light">
                {t('hotels.showAll')}
              </Button>
            }
          />
        </Container>
      );
    }
    return (
      <Container size="md" py="xl">
        <ErrorState message={t('hotelDetail.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Container>
    );
  }

  const hotel = query.data;
  const changeStay = (next: StaySearch) => setSearchParams(staySearchParams({ ...next, city: undefined }), { replace: true });

  return (
    <>
      <Gallery photos={hotel.photos} fallbackUrls={hotel.photoUrls} name={hotel.hotelName} heroHeight={GALLERY_HERO_HEIGHT.hotel} priority />
      <Container size="xl" py="xl">
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>{hotel.hotelName}</Title>
            <Group gap="sm">
              <StarRating rating={hotel.starRating} />
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text c="dimmed">{joinPlace([hotel.hotelCity, hotel.district], i18n.language)}</Text>
              </Group>
              <ReviewScore average={hotel.reviewAverage} count={hotel.reviewCount} />
            </Group>
          </Stack>
          <ContentFallbackNote fallback={hotel.fallback} />

          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="overview">{t('hotelDetail.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="location">{t('hotelDetail.tabs.location')}</Tabs.Tab>
              <Tabs.Tab value="reviews">{t('hotelDetail.tabs.reviews')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="lg">
              <HotelOverview hotel={hotel} stay={stay} />
            </Tabs.Panel>
            <Tabs.Panel value="location" pt="lg">
              <HotelLocation hotel={hotel} />
            </Tabs.Panel>
            <Tabs.Panel value="reviews" pt="lg">
              <HotelReviews hotel={hotel} />
            </Tabs.Panel>
          </Tabs>

          <RoomTypesSection hotelId={hotel.id} stay={stay} onStayChange={changeStay} />
        </Stack>
      </Container>
    </>
  );
}
