import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Skeleton.css';
import { Card, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { roomsNeeded } from '../../../../contract/availability';
import { addDays } from '../../../../contract/time';
import type { RoomTypeAvailability } from '../../../../contract';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { ReservationFormValues } from '../reservationForm';
import { roomTypeName } from '../../../lib/roomTypeName';
import { DateField } from '../../../components/DateField';
import { NumberField } from '../../../components/NumberField';

interface StayFieldsProps {
  form: UseFormReturnType<ReservationFormValues>;
  /** Van's today: the first night that can be booked. */
  today: string;
  /** The hotel's room types with the rooms left for the dates typed (undefined while they load). */
  roomTypes: RoomTypeAvailability[] | undefined;
  roomTypesLoading: boolean;
  roomTypesFailed: boolean;
}

/** The stay: dates, guests, rooms and the room type (with rooms left and how many it sleeps). */
export function StayFields({ form, today, roomTypes, roomTypesLoading, roomTypesFailed }: StayFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { values } = form;
  const roomType = roomTypes?.find((room) => room.id === values.roomTypeId);
  const rooms = Number(values.roomCount);
  const guests = Number(values.reservationGuests);
  const checkOutMin = values.checkIn && values.checkIn >= today ? addDays(values.checkIn, 1) : addDays(today, 1);

  const roomOptions =
    roomTypes && roomTypes.length > 0
      ? [
          { value: '', label: t('booking.roomTypePlaceholder'), disabled: true },
          ...roomTypes.map((room) => ({
            value: room.id,
            // With dates, one room's stay as the quote prices it (the summary's figures), else the "from" price.
            label: room.stayPrice
              ? t(room.roomsLeft === 0 ? 'booking.roomTypeOptionStaySoldOut' : 'booking.roomTypeOptionStay', {
                  name: roomTypeName(room.name, t, room.displayName),
                  nights: t('hotelCard.nights', { count: room.stayPrice.nights, formatted: formatNumber(room.stayPrice.nights, language) }),
                  total: formatMoney(room.stayPrice.total, language),
                })
              : t(room.roomsLeft === 0 ? 'booking.roomTypeOptionSoldOut' : 'booking.roomTypeOption', {
                  name: roomTypeName(room.name, t, room.displayName),
                  price: formatMoney(room.pricePerNightWithTaxes, language),
                }),
          })),
        ]
      : [{ value: '', label: t('booking.noRoomType'), disabled: true }];

  // A room type chosen by hand brings the rooms that type needs for the guests (its capacity),
  // so a switch from two singles to a double asks for one double, not two.
  const chooseRoomType = (id: string) => {
    form.setFieldValue('roomTypeId', id);
    const chosen = roomTypes?.find((room) => room.id === id);
    if (chosen && Number.isInteger(guests) && guests >= 1) form.setFieldValue('roomCount', roomsNeeded(guests, chosen.capacity));
  };

  const count = (label: string, max: number, field: 'reservationGuests' | 'roomCount') => (
    <NumberField label={label} min={1} max={max} allowDecimal={false} allowNegative={false} clampBehavior="none" required {...form.getInputProps(field)} />
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('booking.staySection')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label={t('booking.fields.checkIn')} min={today} required {...form.getInputProps('checkIn')} />
          <DateField label={t('booking.fields.checkOut')} min={checkOutMin} required {...form.getInputProps('checkOut')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {count(t('booking.fields.guests'), 200, 'reservationGuests')}
          {count(t('booking.fields.roomQuantity'), 50, 'roomCount')}
        </SimpleGrid>
        {roomTypesLoading ? (
          <Skeleton height={60} aria-hidden />
        ) : (
          <NativeSelect
            label={t('booking.fields.roomType')}
            required
            data={roomOptions}
            description={
              roomType && roomType.roomsLeft !== null ? t('booking.roomsLeft', { count: roomType.roomsLeft, n: formatNumber(roomType.roomsLeft, language) }) : undefined
            }
            {...form.getInputProps('roomTypeId')}
            onChange={(event) => chooseRoomType(event.currentTarget.value)}
          />
        )}
        {roomTypesFailed && (
          <Text size="sm" c="red.9" role="alert">
            {t('booking.roomTypesLoadError')}
          </Text>
        )}
        {roomType && Number.isInteger(rooms) && rooms >= 1 && (
          <Text size="sm" c={Number.isInteger(guests) && guests > roomType.capacity * rooms ? 'red.9' : 'dimmed'} data-testid="capacity-hint">
            {t('booking.capacityHint', {
              count: roomType.capacity * rooms,
              capacity: formatNumber(roomType.capacity * rooms, language),
              perRoom: formatNumber(roomType.capacity, language),
              rooms: t('counts.rooms', { count: rooms, formatted: formatNumber(rooms, language) }),
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
