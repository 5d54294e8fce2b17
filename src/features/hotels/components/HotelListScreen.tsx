import { Button, Collapse, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { HotelSearchForm } from '../../../components/HotelSearchForm';
import { keepMapView } from '../../../components/map/ListWithMap';
import type { StaySearch } from '../../../components/staySearch';
import { hasStayDates, parseStaySearch, staySearchParams } from '../../../components/staySearch';
import { useAllHotels } from '../api/getAllHotels';
import { useSearchHotels } from '../api/searchHotels';
import { filterHotels, parseHotelFilters, withHotelListing } from '../hotelFilters';
import { pageUrl } from '../../../../contract/pages';
import { hotelListingFilters, hotelListingFromParams, type HotelListing } from '../../../../contract/listing';
import { HotelFindingBar } from './HotelFindingBar';
import { HotelListResults } from './HotelListResults';
import { HotelSearchSummary } from './HotelSearchSummary';

/**
 * /hotels: every hotel as a card, narrowed by `?type=` (top-bar menu) and `?city=` (the server's search). With
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
  // A city, dated or not, is looked for by the server: it knows the city's and districts' names in
  // every language (a Persian page finds Van by "Van" and by "وان"); the cards only show one.
  const searching = hasStayDates(stay) || Boolean(stay.city);
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
            <HotelSearchSummary search={stay} />
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
          <HotelListResults
            query={searchQuery}
            filtered={searchQuery.data ? filterHotels(searchQuery.data, { type: filters.type, sorted }) : []}
            hasFilters
            search={stay}
          />
        ) : (
          <HotelListResults
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
