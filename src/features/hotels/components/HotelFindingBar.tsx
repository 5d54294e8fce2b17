import '@mantine/core/styles/Chip.css';
import { Button, Chip, Collapse, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTEL_AMENITIES } from '../../../../contract/enums';
import { hotelListingFilters, STAR_RATINGS, type HotelListing } from '../../../../contract/listing';
import { formatNumber } from '../../../lib/format';
import { hotelSortChoiceOf, hotelSortChoices } from '../hotelFilters';

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
export function HotelFindingBar({ listing, onChange }: HotelFindingBarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
        <NativeSelect
          label={t('hotels.finding.sortLabel')}
          value={hotelSortChoiceOf(listing) ?? DEFAULT}
          onChange={(event) => changeSort(event.currentTarget.value)}
          data={[
            { value: DEFAULT, label: t('hotels.finding.sort.default') },
            ...hotelSortChoices.map((choice) => ({ value: choice.key, label: t(`hotels.finding.sort.${choice.key}`) })),
          ]}
          w={{ base: '100%', xs: 240 }}
        />
        <Group gap="xs">
          {hotelListingFilters(listing) && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => onChange({ sort: listing.sort, order: listing.order })}
            >
              {t('hotels.finding.clear')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconFilter size={16} aria-hidden />}
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
        <Chip.Group
          multiple={false}
          value={listing.minStars === undefined ? ANY : String(listing.minStars)}
          onChange={(value) => onChange({ ...listing, minStars: value === ANY ? undefined : Number(value) })}
        >
          <Group gap="xs">
            <Chip value={ANY} size="sm">
              {t('hotels.finding.anyStars')}
            </Chip>
            {STAR_RATINGS.slice(1).map((stars) => (
              <Chip key={stars} value={String(stars)} size="sm">
                {t('hotels.finding.starsAtLeast', { count: stars, formatted: formatNumber(stars, i18n.language) })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <div role="group" aria-labelledby={amenitiesLabel}>
        <Text id={amenitiesLabel} fw={600} size="sm" mb={6}>
          {t('hotels.finding.amenities')}
        </Text>
        <Chip.Group
          multiple
          value={listing.amenities ?? []}
          onChange={(values) => {
            const amenities = HOTEL_AMENITIES.filter((amenity) => values.includes(amenity));
            onChange({ ...listing, amenities: amenities.length ? amenities : undefined });
          }}
        >
          <Group gap="xs">
            {HOTEL_AMENITIES.map((amenity) => (
              <Chip key={amenity} value={amenity} size="sm">
                {t(`amenities.${amenity}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <PriceRange key={`${listing.minPrice ?? ''}-${listing.maxPrice ?? ''}`} listing={listing} onChange={onChange} />
    </Stack>
  );
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const amountOf = (text: string): number | undefined => (AMOUNT.test(text.trim()) ? Number(text.trim()) : undefined);

function PriceRange({ listing, onChange }: HotelFindingBarProps) {
  const { t } = useTranslation();
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
    <form onSubmit={apply} aria-label={t('hotels.finding.price')}>
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
