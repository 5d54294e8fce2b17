import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Hotel } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { HotelCard } from '../../../components/HotelCard';
import { LoadingState } from '../../../components/LoadingState';
import { useAllHotels } from '../api/getAllHotels';
import { filterHotels, parseHotelFilters } from '../hotelFilters';

/** /hotels: every hotel as a card, narrowed by `?type=` (top-bar menu) and `?city=` (home search). */
export function HotelListScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const filters = parseHotelFilters(searchParams);
  const hotelsQuery = useAllHotels();

  const title = filters.type
    ? t(`nav.hotelType.${filters.type}`)
    : filters.city
      ? t('hotels.filteredByCity', { city: filters.city })
      : t('screens.hotels');

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('hotels.subtitle')}</Text>
        </div>
        <HotelListContent
          query={hotelsQuery}
          filtered={hotelsQuery.data ? filterHotels(hotelsQuery.data, filters) : []}
          hasFilters={Boolean(filters.type || filters.city)}
        />
      </Stack>
    </Container>
  );
}

interface HotelListContentProps {
  query: ReturnType<typeof useAllHotels>;
  filtered: Hotel[];
  hasFilters: boolean;
}

function HotelListContent({ query, filtered, hasFilters }: HotelListContentProps) {
  const { t } = useTranslation();

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <ErrorState message={t('hotels.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (filtered.length === 0) {
    return (
      <EmptyState
        message={t('hotels.empty')}
        action={
          hasFilters && (
            <Button component={Link} to="/hotels" variant="light">
              {t('hotels.showAll')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('hotels.count', { count: filtered.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {filtered.map((hotel) => (
          <HotelCard key={hotel.id} hotel={hotel} headingOrder={2} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
