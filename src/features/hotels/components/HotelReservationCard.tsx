import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Hotel } from '../../../../contract';
import type { StaySearch } from '../../../components/staySearch';
import { reserveHref } from '../../../components/staySearch';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useHotelRoomTypes } from '../api/getHotelRoomTypes';

/** The Overview's side card: the price per night from, the cancellation policy in two words, and Book with the stay searched. */
export function HotelReservationCard({ hotel, stay }: { hotel: Hotel; stay: StaySearch }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const dated = Boolean(stay.checkIn && stay.checkOut);
  // With dates, the cheapest room still free as the quote prices those nights (the room cards' call, same key).
  const rooms = useHotelRoomTypes(dated ? hotel.id : undefined, dated ? stay : {});
  const cheapest = rooms.data
    ?.filter((room) => room.stayPrice?.bookable && room.roomsLeft !== 0)
    .sort((a, b) => a.stayPrice!.total - b.stayPrice!.total)[0]?.stayPrice;
  return (
    <Card withBorder shadow="sm" radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('hotelDetail.reservationCard.title')}
        </Title>
        {dated && cheapest ? (
          <>
            <Text size="sm" c="dimmed">
              {t('hotelCard.startingFrom')}
            </Text>
            <Text fw={700} fz={22} c="lake.8" data-testid="card-stay-price">
              {t('hotelDetail.rooms.stayTotal', { count: cheapest.nights, formatted: formatNumber(cheapest.nights, language), total: formatMoney(cheapest.total, language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('hotelCard.inclTaxes')}
            </Text>
          </>
        ) : hotel.fromPriceWithTaxes !== null && !dated && (
          <>
            <Text size="sm" c="dimmed">
              {t('hotelCard.startingFrom')}
            </Text>
            <Text fw={700} fz={28} c="lake.8">
              {t('hotelCard.pricePerNight', { price: formatMoney(hotel.fromPriceWithTaxes, i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('hotelCard.inclTaxes')}
            </Text>
          </>
        )}
        <Group gap={4}>
          <IconRosetteDiscountCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="sm">{t(hotel.cancellationPolicy === 'NON_REFUNDABLE' ? 'cancellation.nonRefundable' : 'cancellation.freeCancellation')}</Text>
        </Group>
        {/* No room type yet (no price from): nothing to book, so no Book button. */}
        {hotel.fromPrice !== null && (
          <Button component={Link} to={reserveHref(hotel.id, { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests })} size="md" mt="xs">
            {t('hotelCard.book')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
