import { Badge, Grid, Group, List, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconClockBolt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Hotel } from '../../../../contract';
import { CancellationPolicyText } from '../../../components/CancellationPolicyText';
import type { StaySearch } from '../../../components/staySearch';
import { freeUntilOf } from '../../../../contract/cancellation';
import { HotelContactFacts } from './HotelContactFacts';
import { HotelReservationCard } from './HotelReservationCard';

/** The Overview tab: the hotel's facts, features, its cancellation policy and two promises, beside the reservation card. */
export function HotelOverview({ hotel, stay }: { hotel: Hotel; stay: StaySearch }) {
  const { t } = useTranslation();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <HotelContactFacts hotel={hotel} />
          {hotel.features.length > 0 && (
            <div>
              <Title order={2} size="h4" mb="xs">
                {t('hotelDetail.features')}
              </Title>
              <Group gap="xs">
                {hotel.features.map((feature) => (
                  <Badge key={feature} variant="light" size="lg" tt="none">
                    {feature}
                  </Badge>
                ))}
              </Group>
            </div>
          )}
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
