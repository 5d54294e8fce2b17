import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hotel, HotelSearchResult } from '../../../../contract';
import { pageUrl } from '../../../../contract/pages';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { HotelCard } from '../../../components/HotelCard';
import { LoadingState } from '../../../components/LoadingState';
import { ListViewSwitch, ListWithMap, useMapView } from '../../../components/map/ListWithMap';
import { markersOf } from '../../../components/map/markersOf';
import type { StaySearch } from '../../../components/staySearch';
import { formatNumber } from '../../../lib/format';

interface HotelListResultsProps {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  filtered: (Hotel | HotelSearchResult)[];
  hasFilters: boolean;
  search: StaySearch;
}

/**
 * The hotel list's results: loading, a failed call with retry, none found (with "show all" when
 * something narrows the list), or the count, the map/list switch and a card per hotel.
 */
export function HotelListResults({ query, filtered, hasFilters, search }: HotelListResultsProps) {
  const { t, i18n } = useTranslation();
  const mapView = useMapView();

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
            <Button component={Link} to={pageUrl('hotels')} variant="light">
              {t('hotels.showAll')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('hotels.count', { count: filtered.length, formatted: formatNumber(filtered.length, i18n.language) })}
        </Text>
        <ListViewSwitch />
      </Group>
      <ListWithMap markers={markersOf(filtered, (hotel) => hotel.hotelName, (hotel) => pageUrl('hotel', hotel.id))} label={t('screens.hotels')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: mapView ? 2 : 3 }} spacing="lg">
          {filtered.map((hotel, index) => (
            <HotelCard
              key={hotel.id}
              priority={index === 0}
              hotel={hotel}
              headingOrder={2}
              stay={'stay' in hotel ? hotel.stay : undefined}
              search={{ checkIn: search.checkIn, checkOut: search.checkOut, guests: search.guests }}
            />
          ))}
        </SimpleGrid>
      </ListWithMap>
    </Stack>
  );
}
