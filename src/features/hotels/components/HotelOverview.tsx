import { Badge, Grid, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockBolt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Hotel, NearbyPlace } from '../../../../contract';
import { CancellationPolicyText } from '../../../components/CancellationPolicyText';
import type { StaySearch } from '../../../components/staySearch';
import { freeUntilOf } from '../../../../contract/cancellation';
import { HotelAmenities } from './HotelAmenities';
import { HotelContactFacts } from './HotelContactFacts';
import { HotelNearbyPlaces } from './HotelNearbyPlaces';
import { HotelReservationCard } from './HotelReservationCard';
import { HotelStayRules } from './HotelStayRules';

/**
 * The Overview tab: the hotel's description, facts, amenities, features, check-in/out times and
 * house rules, the sights nearby (the hotel read's `nearbyPlaces`), its cancellation policy and
 * two promises, beside the reservation card. A part the hotel has not given is left out.
 */
export function HotelOverview({ hotel, stay }: { hotel: Hotel & { nearbyPlaces?: NearbyPlace[] }; stay: StaySearch }) {
  const { t } = useTranslation();
  // A feature typed as an amenity's very name ("Free Wi-Fi") is shown once, with the amenity's icon.
  const amenityNames = new Set(hotel.amenities.map((amenity) => t(`amenities.${amenity}`).toLocaleLowerCase()));
  const features = hotel.features.filter((feature) => !amenityNames.has(feature.toLocaleLowerCase()));
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          {hotel.description && (
            <section aria-labelledby="hotel-about">
              <Title order={2} size="h4" mb="xs" id="hotel-about">
                {t('hotelDetail.about')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{hotel.description}</Text>
            </section>
          )}
          <HotelContactFacts hotel={hotel} />
          <HotelAmenities amenities={hotel.amenities} />
          {features.length > 0 && (
            <div>
              <Title order={2} size="h4" mb="xs">
                {t('hotelDetail.features')}
              </Title>
              <Group gap="xs">
                {features.map((feature) => (
                  <Badge key={feature} variant="light" size="lg" tt="none">
                    {feature}
                  </Badge>
                ))}
              </Group>
            </div>
          )}
          <HotelStayRules hotel={hotel} />
          <HotelNearbyPlaces places={hotel.nearbyPlaces ?? []} />
          <CancellationPolicyText
            policy={hotel.cancellationPolicy}
            freeDays={hotel.freeCancellationDays}
            freeUntil={stay.checkIn ? freeUntilOf(hotel.cancellationPolicy, hotel.freeCancellationDays, stay.checkIn) : null}
            withRulesLink
          />
          <List spacing="xs" icon={<IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />}>
            <List.Item icon={<IconClockBolt size={18} color="var(--mantine-color-green-8)" aria-hidden />}>{t('hotelDetail.instantConfirmation')}</List.Item>
            <List.Item icon={<IconLock size={18} color="var(--mantine-color-green-8)" aria-hidden />}>{t('hotelDetail.securePayment')}</List.Item>
          </List>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <HotelReservationCard hotel={hotel} stay={stay} />
      </Grid.Col>
    </Grid>
  );
}
