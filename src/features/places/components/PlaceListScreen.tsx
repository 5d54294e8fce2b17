import '@mantine/core/styles/Combobox.css';
import { Button, Card, Container, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Place } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { keepMapView, ListViewSwitch, ListWithMap, useMapView } from '../../../components/map/ListWithMap';
import { markersOf } from '../../../components/map/markersOf';
import { pageUrl } from '../../../../contract/pages';
import { PlaceCard } from '../../../components/PlaceCard';
import { formatDate, formatNumber } from '../../../lib/format';
import { useAllPlaces } from '../api/getAllPlaces';
import { weekdayOfDate } from '../localize';
import { filterPlacesByDate, parsePlaceFilters, placeCategories, placeFiltersToParams, placeSortChoiceOf, placeSortChoices, seasons } from '../placeFilters';
import type { PlaceFilters } from '../placeFilters';
import { DateField } from '../../../components/DateField';

const ALL = 'all';

/**
 * /touristic-places: the places as cards, filtered by category and season (server) and by the
 * weekday of a visit date (visitDays), sorted by name or category (server); the filters and the
 * sort live in the URL (?category=&season=&date=&sort=&order=).
 */
export function PlaceListScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parsePlaceFilters(searchParams);
  const query = useAllPlaces({ category: filters.category, season: filters.season, sort: filters.sort, order: filters.order });
  const hasFilters = Boolean(filters.category || filters.season || filters.date);

  const update = (change: Partial<PlaceFilters>) =>
    setSearchParams(keepMapView(placeFiltersToParams({ ...filters, ...change }), searchParams), { replace: true });
  // Clearing the filters keeps the order chosen.
  const clear = () =>
    setSearchParams(keepMapView(placeFiltersToParams({ sort: filters.sort, order: filters.order }), searchParams), { replace: true });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('screens.places')}</Title>
          <Text c="dimmed">{t('places.subtitle')}</Text>
        </div>
        <PlaceFilterBar filters={filters} onChange={update} onClear={clear} hasFilters={hasFilters} />
        <PlaceListContent
          query={query}
          places={query.data ? filterPlacesByDate(query.data, filters.date) : []}
          hasFilters={hasFilters}
          onClear={clear}
        />
      </Stack>
    </Container>
  );
}

interface PlaceFilterBarProps {
  filters: PlaceFilters;
  onChange: (change: Partial<PlaceFilters>) => void;
  onClear: () => void;
  hasFilters: boolean;
}

function PlaceFilterBar({ filters, onChange, onClear, hasFilters }: PlaceFilterBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="form" role="search" aria-label={t('places.filtersTitle')} onSubmit={(event) => event.preventDefault()}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('places.categoryLabel')}
          data={[
            { value: ALL, label: t('places.all') },
            ...placeCategories.map((category) => ({ value: category, label: t(`places.category.${category}`) })),
          ]}
          value={filters.category ?? ALL}
          onChange={(value) => onChange({ category: placeCategories.find((known) => known === value) })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 200 }}
        />
        <Select
          label={t('places.seasonLabel')}
          data={[
            { value: ALL, label: t('places.all') },
            ...seasons.map((season) => ({ value: season, label: t(`places.season.${season}`) })),
          ]}
          value={filters.season ?? ALL}
          onChange={(value) => onChange({ season: seasons.find((known) => known === value) })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 200 }}
        />
        <Select
          label={t('places.sortLabel')}
          data={[
            { value: ALL, label: t('places.sort.default') },
            ...placeSortChoices.map((choice) => ({ value: choice.key, label: t(`places.sort.${choice.key}`) })),
          ]}
          value={placeSortChoiceOf(filters) ?? ALL}
          onChange={(value) => {
            const choice = placeSortChoices.find((known) => known.key === value);
            onChange({ sort: choice?.sort, order: choice?.order === 'desc' ? 'desc' : undefined });
          }}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-md) / 2)', xs: 200 }}
        />
        <DateField
          label={t('places.dateLabel')}
          value={filters.date ?? ''}
          onChange={(value) => onChange({ date: value || undefined })}
          description={
            filters.date
              ? t('places.dateHint', { weekday: `${weekdayOfDate(filters.date, i18n.language)} (${formatDate(filters.date, i18n.language)})` })
              : undefined
          }
          w={{ base: '100%', xs: 220 }}
        />
        {hasFilters && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {t('places.clearFilters')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

interface PlaceListContentProps {
  query: ReturnType<typeof useAllPlaces>;
  places: Place[];
  hasFilters: boolean;
  onClear: () => void;
}

function PlaceListContent({ query, places, hasFilters, onClear }: PlaceListContentProps) {
  const { t, i18n } = useTranslation();
  const mapView = useMapView();

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <ErrorState message={t('places.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (places.length === 0) {
    return (
      <EmptyState
        message={t('places.empty')}
        action={
          hasFilters && (
            <Button variant="light" onClick={onClear}>
              {t('places.clearFilters')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {t('places.count', { count: places.length, formattedCount: formatNumber(places.length, i18n.language) })}
        </Text>
        <ListViewSwitch />
      </Group>
      <ListWithMap markers={markersOf(places, (place) => place.name, (place) => pageUrl('place', place.id))} label={t('screens.places')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: mapView ? 2 : 3 }} spacing="lg">
          {places.map((place, index) => (
            <PlaceCard key={place.id} place={place} headingOrder={2} showDescription priority={index === 0} />
          ))}
        </SimpleGrid>
      </ListWithMap>
    </Stack>
  );
}
