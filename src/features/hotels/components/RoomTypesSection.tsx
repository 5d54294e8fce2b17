import { Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBed, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { HotelSearchForm } from '../../../components/HotelSearchForm';
import { LoadingState } from '../../../components/LoadingState';
import type { StaySearch } from '../../../components/staySearch';
import { roomsNeeded } from '../../../../contract/availability';
import { reserveHref } from '../../../components/staySearch';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useHotelRoomTypes } from '../api/getHotelRoomTypes';
import { roomTypeName } from '../../../lib/roomTypeName';
import { Gallery } from '../../../components/Gallery';

export interface RoomTypesSectionProps {
  hotelId: string;
  stay: StaySearch;
  onStayChange: (stay: StaySearch) => void;
}

/** Beyond the spec: the hotel's room types with price, capacity and, for chosen dates, rooms left. */
export function RoomTypesSection({ hotelId, stay, onStayChange }: RoomTypesSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const language = i18n.language;
  const dated = Boolean(stay.checkIn && stay.checkOut);
  const query = useHotelRoomTypes(hotelId, dated ? stay : {});

  let content;
  if (query.isPending) content = <LoadingState minHeight={160} />;
  else if (query.isError)
    content = <ErrorState message={t('hotelDetail.rooms.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.length === 0) content = <EmptyState message={t('hotelDetail.rooms.empty')} />;
  else
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {query.data.map((room) => {
          const full = room.roomsLeft === 0;
          const tooSmall = Boolean(stay.guests && room.capacity * Math.max(room.roomsLeft ?? room.roomCount, 0) < stay.guests);
          return (
            <Card key={room.id} withBorder radius="md" padding="md">
              <Stack gap={6} h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap={6} wrap="nowrap">
                    <IconBed size={18} aria-hidden />
                    <Title order={3} size="h5">
                      {roomTypeName(room.name, t, room.displayName)}
                    </Title>
                  </Group>
                  {room.roomsLeft !== null && (
                    <Badge color={full ? 'red.9' : 'teal.9'} variant="outline" tt="none">
                      {full ? t('hotelDetail.rooms.soldOut') : t('hotelDetail.rooms.left', { count: room.roomsLeft, formatted: formatNumber(room.roomsLeft, language) })}
                    </Badge>
                  )}
                </Group>
                <Gallery layout="strip" photos={room.photos} name={roomTypeName(room.name, t, room.displayName)} />
                <Group gap={4}>
                  <IconUsers size={16} aria-hidden />
                  <Text size="sm">{t('hotelDetail.rooms.capacity', { count: room.capacity, formatted: formatNumber(room.capacity, language) })}</Text>
                </Group>
                {room.stayPrice ? (
                  // The dated price is the quote's (contract/stayPricing.ts): the same figures as the booking form's summary.
                  <div data-testid="room-stay-price">
                    <Text fw={700} c="lake.8">
                      {t('hotelDetail.rooms.stayTotal', {
                        count: room.stayPrice.nights,
                        formatted: formatNumber(room.stayPrice.nights, language),
                        total: formatMoney(room.stayPrice.total, language),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('hotelDetail.rooms.stayAverage', { price: formatMoney(room.stayPrice.pricePerNightWithTaxes, language) })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('hotelCard.inclTaxes')}
                    </Text>
                  </div>
                ) : (
                  <div>
                    <Text fw={700} c="lake.8">
                      {t('hotelCard.pricePerNight', { price: formatMoney(room.pricePerNightWithTaxes, language) })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('hotelCard.inclTaxes')}
                    </Text>
                  </div>
                )}
                <Button
                  mt="auto"
                  component={Link}
                  to={reserveHref(hotelId, {
                    checkIn: stay.checkIn,
                    checkOut: stay.checkOut,
                    guests: stay.guests,
                    roomTypeId: room.id,
                    rooms: stay.guests ? roomsNeeded(stay.guests, room.capacity) : undefined,
                  })}
                  disabled={full || tooSmall}
                  aria-label={t('hotelDetail.rooms.bookRoom', { room: roomTypeName(room.name, t, room.displayName) })}
                  {...(full || tooSmall ? { 'aria-disabled': true, onClick: (event: React.MouseEvent) => event.preventDefault() } : {})}
                >
                  {t('hotelCard.book')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {t('hotelDetail.rooms.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed" mb="sm">
          {dated ? t('hotelDetail.rooms.datedHint') : t('hotelDetail.rooms.chooseDates')}
        </Text>
        <HotelSearchForm
          key={`${stay.checkIn ?? ''}|${stay.checkOut ?? ''}|${stay.guests ?? ''}`}
          withCity={false}
          initial={stay}
          onSearch={onStayChange}
          submitLabel={t('hotelDetail.rooms.check')}
        />
      </Paper>
      {content}
    </Stack>
  );
}
