import { Button, Collapse, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Hotel, HotelSearchResult } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { HotelCard } from '../../../components/HotelCard';
import { HotelSearchForm } from '../../../components/HotelSearchForm';
import { LoadingState } from '../../../components/LoadingState';
import { keepMapView, ListViewSwitch, ListWithMap, useMapView } from '../../../components/map/ListWithMap';
import { markersOf } from '../../../components/map/markersOf';
import type { StaySearch } from '../../../components/staySearch';
import { hasStayDates, parseStaySearch, staySearchParams } from '../../../components/staySearch';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAllHotels } from '../api/getAllHotels';
import { useSearchHotels } from '../api/searchHotels';
import { filterHotels, parseHotelFilters, withHotelListing } from '../hotelFilters';
import { pageUrl } from '../../../../contract/pages';
import { hotelListingFilters, hotelListingFromParams, type HotelListing } from '../../../../contract/listing';
import { HotelFindingBar } from './HotelFindingBar';

/**
 * /hotels: every hotel as a card, narrowed by `?type=` (top-bar menu) and `?city=`. With
 * `?checkIn&checkOut` (home search, docs/urls.md) the server's search answers: only hotels with a room
 * type free on every night for the guests, each with the price of the whole stay. Sorted and
 * filtered by the server as `?sort&order&minStars&amenities&minPrice&maxPrice` say (contract/listing.ts):
 * the URL keeps them through a reload, a shared link and the back button.
 */
export function HotelListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseHotelFilters(searchParams);
  const listing = hotelListingFromParams(searchParams);
  const stay = parseStaySearch(searchParams);
  const searching = hasStayDates(stay);
  const [editing, setEditing] = useState(false);

  const allQuery = useAllHotels(listing);
  const searchQuery = useSearchHotels(
    searching ? { city: stay.city, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests } : null,
    listing,
  );
  const changeListing = (next: HotelListing) => setSearchParams(withHotelListing(searchParams, next), { replace: true });
  const sorted = listing.sort !== undefined;

  const title = filters.type
    ? t(`nav.hotelType.${filters.type}`)
    : filters.city
      ? t('hotels.filteredByCity', { city: filters.city })
      : t('screens.hotels');

  const changeSearch = (next: StaySearch) => {
    // A new search keeps the sort and the filters chosen.
    const params = withHotelListing(staySearchParams(next), listing);
    if (filters.type) params.set('type', filters.type);
    setEditing(false);
    void navigate(pageUrl('hotels', keepMapView(params, searchParams)));
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('hotels.subtitle')}</Text>
        </div>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SearchSummary search={stay} />
            <Button
              variant="light"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={() => setEditing((open) => !open)}
              aria-expanded={editing}
            >
              {searching || stay.city || stay.guests ? t('hotels.search.change') : t('hotels.search.start')}
            </Button>
          </Group>
          <Collapse expanded={editing}>
            {editing && (
              <Stack mt="md">
                <HotelSearchForm key={searchParams.toString()} initial={stay} onSearch={changeSearch} />
              </Stack>
            )}
          </Collapse>
        </Paper>
        <HotelFindingBar listing={listing} onChange={changeListing} />
        {searching ? (
          <HotelListContent
            query={searchQuery}
            filtered={searchQuery.data ? filterHotels(searchQuery.data, { type: filters.type, sorted }) : []}
            hasFilters
            search={stay}
          />
        ) : (
          <HotelListContent
            query={allQuery}
            filtered={allQuery.data ? filterHotels(allQuery.data, { ...filters, sorted }) : []}
            hasFilters={Boolean(filters.type || filters.city || hotelListingFilters(listing))}
            search={stay}
          />
        )}
      </Stack>
    </Container>
  );
}

function SearchSummary({ search }: { search: StaySearch }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const parts: string[] = [];
  if (search.city) parts.push(search.city);
  if (search.checkIn && search.checkOut) {
    parts.push(t('hotels.search.dates', { checkIn: formatDate(search.checkIn, language), checkOut: formatDate(search.checkOut, language) }));
  }
  if (search.guests) parts.push(t('hotelCard.guests', { count: search.guests, formatted: formatNumber(search.guests, language) }));
  return (
    <div>
      <Text fw={600}>
        {parts.length > 0 ? (
          <>
            {t('hotels.search.summary')}{' '}
            {/* Each part isolated: a Latin city next to Persian dates keeps its order in right-to-left text. */}
            {parts.map((part, index) => (
              <Fragment key={part}>
                {index > 0 && ' · '}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
          </>
        ) : (
          t('hotels.search.none')
        )}
      </Text>
      {search.checkIn && search.checkOut && (
        <Text size="sm" c="dimmed">
          {t('hotels.search.availableOnly')}
        </Text>
      )}
    </div>
  );
}

interface HotelListContentProps {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  filtered: (Hotel | HotelSearchResult)[];
  hasFilters: boolean;
  search: StaySearch;
}

function HotelListContent({ query, filtered, hasFilters, search }: HotelListContentProps) {
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
