import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hotel } from '../../contract';
import { formatMoney } from '../lib/format';
import { FavouriteButton } from './FavouriteButton';
import { PhotoCarousel } from './PhotoCarousel';

export type HotelCardHotel = Pick<
  Hotel,
  'id' | 'hotelName' | 'hotelCity' | 'district' | 'starRating' | 'photoUrls' | 'advancePayment'
>;

export interface HotelCardProps {
  hotel: HotelCardHotel;
  /** Heading level of the hotel name: 2 under a page title, 3 under a section title. */
  headingOrder?: 2 | 3 | 4;
}

/** Spec "Hotel card": photos, star badge, name, city and district, price per night, Details and Book. */
export function HotelCard({ hotel, headingOrder = 3 }: HotelCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const location = [hotel.hotelCity, hotel.district].filter(Boolean).join(', ');

  return (
    <Card withBorder shadow="sm" radius="md" padding="md" h="100%">
      <Card.Section>
        <PhotoCarousel photos={hotel.photoUrls} name={hotel.hotelName}>
          <Badge
            color="yellow"
            variant="filled"
            size="lg"
            leftSection={<IconStarFilled size={14} aria-hidden />}
            role="img"
            aria-label={t('hotelCard.starRating', { rating: hotel.starRating })}
            style={{ position: 'absolute', top: 'var(--mantine-spacing-xs)', insetInlineEnd: 'var(--mantine-spacing-xs)' }}
          >
            {hotel.starRating}
          </Badge>
          <FavouriteButton hotelId={hotel.id} describedBy={titleId} overlay />
        </PhotoCarousel>
      </Card.Section>

      <Stack gap="xs" mt="md" flex={1}>
        <Title order={headingOrder} size="h4" id={titleId} lineClamp={2}>
          {hotel.hotelName}
        </Title>
        {location && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text size="sm" c="dimmed">
              {location}
            </Text>
          </Group>
        )}
        <div>
          <Text size="xs" c="dimmed">
            {t('hotelCard.startingFrom')}
          </Text>
          <Text fw={700} size="lg" c="lake.8">
            {t('hotelCard.pricePerNight', { price: formatMoney(hotel.advancePayment, i18n.language) })}
          </Text>
        </div>
        <Group grow gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={`/hotel/${hotel.id}`} variant="default" aria-describedby={titleId}>
            {t('hotelCard.details')}
          </Button>
          <Button component={Link} to={`/reserve/${hotel.id}`} aria-describedby={titleId}>
            {t('hotelCard.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
