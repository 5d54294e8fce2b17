import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTEL_AMENITIES } from '../../../../contract/enums';
import { STAR_RATINGS, type HotelListing } from '../../../../contract/listing';
import { formatNumber } from '../../../lib/format';
import { HotelPriceRange } from './HotelPriceRange';

const ANY = 'any';

interface HotelFilterPanelProps {
  listing: HotelListing;
  onChange: (next: HotelListing) => void;
}

/** The hotel list's filters: at least so many stars, the amenities a hotel must have, a price range. */
export function HotelFilterPanel({ listing, onChange }: HotelFilterPanelProps) {
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
      <HotelPriceRange key={`${listing.minPrice ?? ''}-${listing.maxPrice ?? ''}`} listing={listing} onChange={onChange} />
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
