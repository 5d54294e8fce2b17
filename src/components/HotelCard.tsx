import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hotel, HotelStay } from '../../contract';
import { formatMoney, formatNumber, joinPlace } from '../lib/format';
import { FavouriteButton } from './FavouriteButton';
import { PhotoCarousel } from './PhotoCarousel';
import { ReviewScore } from './ReviewScore';
import type { StaySearch } from './staySearch';
import { reserveHref, staySearchParams } from './staySearch';
import { pageUrl } from '../../contract/pages';
import { CARD_PHOTO_HEIGHT } from '../../contract/photos';
import { roomTypeName } from '../lib/roomTypeName';

export type HotelCardHotel = Pick<
  Hotel,
  'id' | 'hotelName' | 'hotelCity' | 'district' | 'starRating' | 'photoUrls' | 'fromPrice' | 'fromPriceWithTaxes' | 'reviewAverage' | 'reviewCount'
>;

export interface HotelCardProps {
  hotel: HotelCardHotel;
  /** Heading level of the hotel name: 2 under a page title, 3 under a section title. */
  headingOrder?: 2 | 3 | 4;
  /** The first card of a list: its photo is the page's largest image (loaded at once, high priority). */
  priority?: boolean;
  /** The searched stay's price (search with dates): shown as the total next to the per-night price. */
  stay?: HotelStay | null;
  /** The search the visitor made: Details and Book carry its dates and guests (docs/urls.md). */
  search?: Omit<StaySearch, 'city'>;
}

/**
 * Spec "Hotel card": photos, star badge, name, city and district, the guests' rating (average and
 * count of approved reviews), price per night, Details and Book. Every price is the price paid,
 * taxes included (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
export function HotelCard({ hotel, headingOrder = 3, stay, search, priority = false }: HotelCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const location = joinPlace([hotel.hotelCity, hotel.district], i18n.language);
  const stayQuery = { checkIn: search?.checkIn, checkOut: search?.checkOut, guests: stay?.guests ?? search?.guests };
  const detailsQuery = staySearchParams(stayQuery);
  const bookHref = reserveHref(hotel.id, { ...stayQuery, roomTypeId: stay?.roomTypeId, rooms: stay?.roomsNeeded });
  const language = i18n.language;

  return (
    <Card withBorder shadow="sm" radius="md" padding="md" h="100%">
      <Card.Section>
        <PhotoCarousel priority={priority} photos={hotel.photoUrls} name={hotel.hotelName} height={CARD_PHOTO_HEIGHT.hotel}>
          <Badge
            color="yellow"
            variant="filled"
            size="lg"
            leftSection={<IconStarFilled size={14} aria-hidden />}
            role="img"
            aria-label={t('hotelCard.starRating', { rating: formatNumber(hotel.starRating, language) })}
            style={{ position: 'absolute', top: 'var(--mantine-spacing-xs)', insetInlineEnd: 'var(--mantine-spacing-xs)' }}
          >
            {formatNumber(hotel.starRating, language)}
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
        <ReviewScore average={hotel.reviewAverage} count={hotel.reviewCount} />
        {hotel.fromPriceWithTaxes !== null && (
          <div>
            <Text size="xs" c="dimmed">
              {t('hotelCard.startingFrom')}
            </Text>
            <Text fw={700} size="lg" c="lake.8">
              {t('hotelCard.pricePerNight', { price: formatMoney(hotel.fromPriceWithTaxes, language) })}
            </Text>
            {!stay && (
              <Text size="xs" c="dimmed">
                {t('hotelCard.inclTaxes')}
              </Text>
            )}
          </div>
        )}
        {stay && (
          <div>
            <Text size="xs" c="dimmed">
              {t('hotelCard.stayFor', {
                nights: t('hotelCard.nights', { count: stay.nights, formatted: formatNumber(stay.nights, language) }),
                guests: t('hotelCard.guests', { count: stay.guests, formatted: formatNumber(stay.guests, language) }),
              })}
            </Text>
            <Text fw={700} size="lg" data-testid="card-stay-total">
              {t('hotelCard.stayTotal', { price: formatMoney(stay.total, language) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('hotelCard.stayRooms', {
                rooms: formatNumber(stay.roomsNeeded, language),
                room: roomTypeName(stay.roomTypeName, t, stay.roomTypeDisplayName),
                price: formatMoney(stay.pricePerNightWithTaxes, language),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('hotelCard.inclTaxes')}
            </Text>
          </div>
        )}
        <Group grow gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={pageUrl('hotel', hotel.id, detailsQuery)} variant="default" aria-describedby={titleId}>
            {t('hotelCard.details')}
          </Button>
          {/* No room type yet (no price from): nothing to book, so no Book button. */}
          {hotel.fromPrice !== null && (
            <Button component={Link} to={bookHref} aria-describedby={titleId}>
              {t('hotelCard.book')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
