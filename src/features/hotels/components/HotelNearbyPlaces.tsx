import { Anchor, Group, List, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NearbyPlace } from '../../../../contract';
import { pageUrl } from '../../../../contract/pages';
import { formatNumber } from '../../../lib/format';

/**
 * The sights nearest to the hotel, nearest first, with the distance as the crow flies and a link
 * to each place's page. Computed by the Worker on the hotel's read (contract/hotel.ts
 * HotelDetail), so the first view has them; nothing when the hotel or no place has coordinates.
 */
export function HotelNearbyPlaces({ places }: { places: readonly NearbyPlace[] }) {
  const { t, i18n } = useTranslation();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="hotel-nearby">
      <Title order={2} size="h4" id="hotel-nearby">
        {t('hotelDetail.nearby.title')}
      </Title>
      <Text size="sm" c="dark.9" mb="xs">
        {t('hotelDetail.nearby.hint')}
      </Text>
      <List spacing="xs" icon={<IconMapPin size={16} color="var(--mantine-color-blue-9)" aria-hidden />} center>
        {places.map((place) => (
          <List.Item key={place.id}>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={pageUrl('place', place.id)}>
                {place.name}
              </Anchor>
              <Text size="sm" c="dark.9">
                {t('hotelDetail.nearby.distance', { km: formatNumber(place.distanceKm, i18n.language) })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
