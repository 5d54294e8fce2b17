import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contract';
import { seasons } from '../placeFilters';
import { PlaceSection } from './PlaceSection';

/** "About": the place's description and its best seasons (a known season in the visitor's language). */
export function PlaceAbout({ place }: { place: Place }) {
  const { t } = useTranslation();
  const seasonLabel = (value: string) => {
    const known = seasons.find((season) => season === value.trim().toLowerCase());
    return known ? t(`places.season.${known}`) : value;
  };

  return (
    <PlaceSection title={t('places.detail.about')}>
      <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
        {place.description}
      </Text>
      {place.bestSeasons.length > 0 && (
        <Group gap="xs" mt="md">
          <Text fw={500}>{t('places.detail.bestSeasons')}:</Text>
          {place.bestSeasons.map((season) => (
            <Badge key={season} variant="outline" color="gray">
              {seasonLabel(season)}
            </Badge>
          ))}
        </Group>
      )}
    </PlaceSection>
  );
}
