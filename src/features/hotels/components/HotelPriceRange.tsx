import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelListing } from '../../../../contract/listing';
import { loadErrorTexts } from '../../../lib/i18n';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const amountOf = (text: string): number | undefined => (AMOUNT.test(text.trim()) ? Number(text.trim()) : undefined);

interface HotelPriceRangeProps {
  listing: HotelListing;
  onChange: (next: HotelListing) => void;
}

/** The hotel list's price range (lowest, highest per night), applied with its button or Enter; an upside-down range is refused. */
export function HotelPriceRange({ listing, onChange }: HotelPriceRangeProps) {
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
