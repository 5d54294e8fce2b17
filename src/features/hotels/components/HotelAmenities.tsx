import { Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelAmenity } from '../../../../contract';
import { AMENITY_ICONS } from '../../../components/amenityIcons';

/** The hotel's amenities, each with its icon (src/components/amenityIcons.ts) and its name; nothing without any. */
export function HotelAmenities({ amenities }: { amenities: readonly HotelAmenity[] }) {
  const { t } = useTranslation();
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="hotel-amenities">
      <Title order={2} size="h4" mb="xs" id="hotel-amenities">
        {t('hotelDetail.amenities')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {amenities.map((amenity) => {
          const AmenityIcon = AMENITY_ICONS[amenity];
          return (
            <Group key={amenity} gap="xs" wrap="nowrap" component="li">
              <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
                <AmenityIcon size={16} />
              </ThemeIcon>
              <Text size="sm">{t(`amenities.${amenity}`)}</Text>
            </Group>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
