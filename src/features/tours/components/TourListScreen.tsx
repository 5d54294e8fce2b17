import '@mantine/core/styles/Combobox.css';
import { Button, Card, Container, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Tour } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { TourCard } from '../../../components/TourCard';
import { formatNumber } from '../../../lib/format';
import { useTourSearch } from '../api/searchTours';
import { durationLimits, parseTourFilters, priceBrackets, toSearchParams, tourFiltersToParams, tourTypes } from '../tourFilters';
import type { TourFilters } from '../tourFilters';
import { DateField } from '../../../components/DateField';
import { NumberField } from '../../../components/NumberField';

const ALL = 'all';

/**
 * /tours: the server's tour search (GET /api/tours/search) by price bracket, type, date,
 * duration and people; the filters live in the URL (the top bar links /tours?type=daily).
 */
export function TourListScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseTourFilters(searchParams);
  const query = useTourSearch(toSearchParams(filters));
  const hasFilters = Object.values(filters).some((value) => value !== undefined);
  const clear = () => setSearchParams({}, { replace: true });

  const title = filters.type ? t(`nav.tourType.${filters.type}`) : t('screens.tours');

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('tours.subtitle')}</Text>
        </div>
        <TourFilterBar
          filters={filters}
          onChange={(change) => setSearchParams(tourFiltersToParams({ ...filters, ...change }), { replace: true })}
          onClear={clear}
          hasFilters={hasFilters}
        />
        <TourListContent query={query} hasFilters={hasFilters} onClear={clear} />
      </Stack>
    </Container>
  );
}

interface TourFilterBarProps {
  filters: TourFilters;
  onChange: (change: Partial<TourFilters>) => void;
  onClear: () => void;
  hasFilters: boolean;
}

/** The people filter as typed: a whole number from 1 (at most 200), otherwise no filter. */
function peopleCount(text: string): number | undefined {
  const people = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(people) && people >= 1 ? Math.min(people, 200) : undefined;
}

function TourFilterBar({ filters, onChange, onClear, hasFilters }: TourFilterBarProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const width = { base: 'calc(50% - var(--mantine-spacing-md) / 2)', md: 180 };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      role="search"
      aria-label={t('tours.filtersTitle')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('tours.priceLabel')}
          data={[
            { value: ALL, label: t('tours.priceAll') },
            ...priceBrackets.map((bracket) => ({
              value: bracket.value,
              label:
                bracket.to === undefined
                  ? t('tours.priceFrom', { min: number(bracket.from) })
                  : t('tours.priceRange', { min: number(bracket.from), max: number(bracket.to) }),
            })),
          ]}
          value={filters.price ?? ALL}
          onChange={(value) => onChange({ price: priceBrackets.find((bracket) => bracket.value === value)?.value })}
          allowDeselect={false}
          w={width}
        />
        <Select
          label={t('tours.typeLabel')}
          data={[
            { value: ALL, label: t('tours.type.all') },
            ...tourTypes.map((type) => ({ value: type, label: t(`tours.type.${type}`) })),
          ]}
          value={filters.type ?? ALL}
          onChange={(value) => onChange({ type: tourTypes.find((type) => type === value) })}
          allowDeselect={false}
          w={width}
        />
        <DateField
          label={t('tours.dateLabel')}
          value={filters.date ?? ''}
          onChange={(value) => onChange({ date: value || undefined })}
          w={width}
        />
        <Select
          label={t('tours.durationLabel')}
          data={[
            { value: ALL, label: t('tours.durationAll') },
            ...durationLimits.map((hours) => ({ value: String(hours), label: t('tours.durationUpTo', { count: hours, hours: number(hours) }) })),
          ]}
          value={filters.duration ? String(filters.duration) : ALL}
          onChange={(value) => onChange({ duration: value && value !== ALL ? Number(value) : undefined })}
          allowDeselect={false}
          w={width}
        />
        {/* Persian digits typed are read as digits and shown as the page's (NumberField needs no number-formatting library). */}
        <NumberField
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          label={t('tours.peopleLabel')}
          value={filters.people ?? ''}
          onChange={(value) => onChange({ people: peopleCount(String(value)) })}
          w={width}
        />
        {hasFilters && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            {t('tours.clearFilters')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

interface TourListContentProps {
  query: ReturnType<typeof useTourSearch>;
  hasFilters: boolean;
  onClear: () => void;
}

function TourListContent({ query, hasFilters, onClear }: TourListContentProps) {
  const { t, i18n } = useTranslation();

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <ErrorState message={t('tours.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const tours: Tour[] = query.data;
  if (tours.length === 0) {
    return (
      <EmptyState
        message={t('tours.empty')}
        action={
          hasFilters && (
            <Button variant="light" onClick={onClear}>
              {t('tours.clearFilters')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <Text size="sm" c="dimmed" role="status">
        {t('tours.count', { count: tours.length, formattedCount: formatNumber(tours.length, i18n.language) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {tours.map((tour, index) => (
          <TourCard key={tour.id} tour={tour} headingOrder={2} priority={index === 0} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
