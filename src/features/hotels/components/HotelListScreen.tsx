import { Button, Collapse, Container, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAdjustments, IconChevronDown } from '@tabler/icons-react';
import { Fragment, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorTexts } from '../../../lib/i18n';
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
import { formatDate, formatNumber, listSeparator } from '../../../lib/format';
import { useAllHotels } from '../api/getAllHotels';
import { useSearchHotels } from '../api/searchHotels';
import { filterHotels, hotelSortChoiceOf, hotelSortChoices, parseHotelFilters, withHotelListing } from '../hotelFilters';
import { pageUrl } from '../../../../contract/pages';
import { hotelListingFilters, hotelListingFromParams, STAR_RATINGS, type HotelListing } from '../../../../contract/listing';
import { HOTEL_AMENITIES } from '../../../../contract/enums';

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
                {index > 0 && listSeparator(language)}
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

const DEFAULT = 'default';
const ANY = 'any';

interface HotelFindingBarProps {
  listing: HotelListing;
  onChange: (next: HotelListing) => void;
}

/**
 * The hotel list's sort menu and its filters (stars, amenities, price range), as the page URL
 * carries them (contract/listing.ts). The filters fold away behind one button, so at 360 px the
 * bar is one row; the price range is applied with its button or Enter, not on every keystroke.
 */
function HotelFindingBar({ listing, onChange }: HotelFindingBarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const active = [listing.minStars !== undefined, !!listing.amenities?.length, listing.minPrice !== undefined || listing.maxPrice !== undefined].filter(
    Boolean,
  ).length;

  const changeSort = (value: string) => {
    const choice = hotelSortChoices.find((known) => known.key === value);
    onChange({ ...listing, sort: choice?.sort, order: choice?.order });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('hotels.finding.title')}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {/* A native select (Input, already on the page): no combobox code in the list's first view. */}
        <Input.Wrapper label={t('hotels.finding.sortLabel')} labelElement="label" id={sortId} w={{ base: '100%', xs: 240 }}>
          <Input
            component="select"
            id={sortId}
            value={hotelSortChoiceOf(listing) ?? DEFAULT}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => changeSort(event.currentTarget.value)}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            rightSectionPointerEvents="none"
          >
            <option value={DEFAULT}>{t('hotels.finding.sort.default')}</option>
            {hotelSortChoices.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {t(`hotels.finding.sort.${choice.key}`)}
              </option>
            ))}
          </Input>
        </Input.Wrapper>
        <Group gap="xs">
          {hotelListingFilters(listing) && (
            <Button
              variant="subtle"
              onClick={() => onChange({ sort: listing.sort, order: listing.order })}
            >
              {t('hotels.finding.clear')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} aria-hidden />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
          >
            {active > 0 ? t('hotels.finding.filtersActive', { formatted: formatNumber(active, i18n.language) }) : t('hotels.finding.filters')}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <div id={panelId}>{open && <FilterPanel listing={listing} onChange={onChange} />}</div>
      </Collapse>
    </Paper>
  );
}

function FilterPanel({ listing, onChange }: HotelFindingBarProps) {
  const { t, i18n } = useTranslation();
  const starsLabel = useId();
  const amenitiesLabel = useId();
  return (
    <Stack gap="md" mt="md">
      <div role="group" aria-labelledby={starsLabel}>
        <Text id={starsLabel} fw={600} size="sm" mb={6}>
          {t('hotels.finding.stars')}
        </Text>
        <Group gap="xs">
          {[undefined, ...STAR_RATINGS.slice(1)].map((stars) => (
            <Toggle key={stars ?? ANY} pressed={listing.minStars === stars} onClick={() => onChange({ ...listing, minStars: stars })}>
              {stars === undefined
                ? t('hotels.finding.anyStars')
                : t('hotels.finding.starsAtLeast', { count: stars, formatted: formatNumber(stars, i18n.language) })}
            </Toggle>
          ))}
        </Group>
      </div>
      <div role="group" aria-labelledby={amenitiesLabel}>
        <Text id={amenitiesLabel} fw={600} size="sm" mb={6}>
          {t('hotels.finding.amenities')}
        </Text>
        <Group gap="xs">
          {HOTEL_AMENITIES.map((amenity) => {
            const chosen = listing.amenities?.includes(amenity) ?? false;
            const toggle = () => {
              const amenities = HOTEL_AMENITIES.filter((known) => (known === amenity ? !chosen : listing.amenities?.includes(known)));
              onChange({ ...listing, amenities: amenities.length ? amenities : undefined });
            };
            return (
              <Toggle key={amenity} pressed={chosen} onClick={toggle}>
                {t(`amenities.${amenity}`)}
              </Toggle>
            );
          })}
        </Group>
      </div>
      <PriceRange key={`${listing.minPrice ?? ''}-${listing.maxPrice ?? ''}`} listing={listing} onChange={onChange} />
    </Stack>
  );
}

/** A choice that stays on (`aria-pressed`): plain Buttons, no chip or checkbox code in the first view. */
function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="compact-sm" radius="xl" variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const amountOf = (text: string): number | undefined => (AMOUNT.test(text.trim()) ? Number(text.trim()) : undefined);

function PriceRange({ listing, onChange }: HotelFindingBarProps) {
  const { t } = useTranslation();
  // An upside-down range is refused with the API's own text (errors.LIST_PRICE_RANGE), which is
  // not in the first view's texts: downloaded when a price field is first focused (react-i18next
  // re-renders when it arrives).
  const loadRangeText = () => void loadErrorTexts().catch(() => undefined);
  const [min, setMin] = useState(listing.minPrice === undefined ? '' : String(listing.minPrice));
  const [max, setMax] = useState(listing.maxPrice === undefined ? '' : String(listing.maxPrice));
  const minPrice = amountOf(min);
  const maxPrice = amountOf(max);
  const upsideDown = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (upsideDown) return;
    onChange({ ...listing, minPrice, maxPrice });
  };

  return (
    <form onSubmit={apply} onFocus={loadRangeText} aria-label={t('hotels.finding.price')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('hotels.finding.minPrice')}
          inputMode="decimal"
          value={min}
          onChange={(event) => setMin(event.currentTarget.value)}
          error={min.trim() !== '' && minPrice === undefined ? t('hotels.finding.priceInvalid') : undefined}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
        />
        <TextInput
          label={t('hotels.finding.maxPrice')}
          inputMode="decimal"
          value={max}
          onChange={(event) => setMax(event.currentTarget.value)}
          error={
            max.trim() !== '' && maxPrice === undefined ? t('hotels.finding.priceInvalid') : upsideDown ? t('errors.LIST_PRICE_RANGE') : undefined
          }
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
        />
        <Button type="submit" variant="light" disabled={upsideDown}>
          {t('hotels.finding.applyPrice')}
        </Button>
      </Group>
    </form>
  );
}
