import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addDays, vanToday } from '../../../../contract/time';
import type { CreateReservationResponse } from '../../../../contract';
import { isApiError } from '../../../lib/api';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { reportApiError } from '../../../lib/formErrors';
import { useCreateReservation } from '../api/createReservation';
import { useHotel } from '../api/getHotel';
import { useRoomTypes } from '../api/getRoomTypes';
import { initialValues, liveTotal, toRequest, validateReservation } from '../reservationForm';
import type { ReservationDetails, ReservationFormValues } from '../reservationForm';
import { pageUrl } from '../../../../contract/pages';

export interface ReservationFormProps {
  hotelId: string;
  onCreated: (created: { reservation: CreateReservationResponse; details: ReservationDetails }) => void | Promise<void>;
}

/** The visitor's hotel reservation form (spec section 2 "Hotel reservation form", section 5). */
export function ReservationForm({ hotelId, onCreated }: ReservationFormProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const [today] = useState(vanToday);
  const hotel = useHotel(hotelId);
  const form = useForm<ReservationFormValues>({ mode: 'controlled', initialValues: initialValues(searchParams) });
  const { values } = form;
  const roomTypes = useRoomTypes(hotelId, values.checkIn, values.checkOut, Boolean(hotelId));
  const create = useCreateReservation();
  const [formError, setFormError] = useState<string | null>(null);

  const roomType = roomTypes.data?.find((room) => room.id === values.roomTypeId);
  const total = liveTotal(values, roomType);
  const language = i18n.language;
  const money = (amount: number) => `${formatMoney(amount, language)} ${t('common.currency')}`;

  const submit = async () => {
    setFormError(null);
    const errors = validateReservation(values, { t, hotelLoaded: Boolean(hotel.data), roomType, today });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      if (errors.hotel) setFormError(errors.hotel);
      return;
    }
    try {
      const reservation = await create.mutateAsync(toRequest(values, hotelId, language));
      await onCreated({
        reservation,
        details: {
          pnrCode: reservation.pnrCode,
          hotelName: hotel.data?.hotelName ?? '',
          guestName: values.guestName.trim(),
          guestEmail: values.guestEmail.trim(),
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          reservationGuests: Number(values.reservationGuests),
          totalAmount: reservation.totalAmount,
        },
      });
    } catch (error) {
      // The server is the truth (no rooms left, past date, too many guests): its message, nothing typed lost.
      const { message } = reportApiError(error, { form, fallback: t('booking.errors.createFailed'), notify: false });
      setFormError(isApiError(error) ? message : t('booking.errors.createFailed'));
    }
  };

  const roomOptions =
    roomTypes.data && roomTypes.data.length > 0
      ? [
          { value: '', label: t('booking.roomTypePlaceholder'), disabled: true },
          ...roomTypes.data.map((room) => ({
            value: room.id,
            label: t(room.roomsLeft === 0 ? 'booking.roomTypeOptionSoldOut' : 'booking.roomTypeOption', {
              name: room.name,
              price: formatMoney(room.pricePerNight, language),
            }),
          })),
        ]
      : [{ value: '', label: t('booking.noRoomType'), disabled: true }];

  const rooms = Number(values.roomCount);
  const guests = Number(values.reservationGuests);
  const checkOutMin = values.checkIn && values.checkIn >= today ? addDays(values.checkIn, 1) : addDays(today, 1);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('booking.guestSection')}
                </Title>
                <TextInput label={t('booking.fields.fullName')} autoComplete="name" required {...form.getInputProps('guestName')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    type="email"
                    label={t('booking.fields.email')}
                    autoComplete="email"
                    required
                    {...form.getInputProps('guestEmail')}
                  />
                  <TextInput type="tel" label={t('booking.fields.phone')} autoComplete="tel" required {...form.getInputProps('guestPhone')} />
                </SimpleGrid>
              </Stack>
            </Card>

            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('booking.staySection')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput type="date" label={t('booking.fields.checkIn')} min={today} required {...form.getInputProps('checkIn')} />
                  <TextInput
                    type="date"
                    label={t('booking.fields.checkOut')}
                    min={checkOutMin}
                    required
                    {...form.getInputProps('checkOut')}
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput
                    label={t('booking.fields.guests')}
                    min={1}
                    max={200}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    required
                    {...form.getInputProps('reservationGuests')}
                  />
                  <NumberInput
                    label={t('booking.fields.roomQuantity')}
                    min={1}
                    max={50}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    required
                    {...form.getInputProps('roomCount')}
                  />
                </SimpleGrid>
                {roomTypes.isPending && hotelId ? (
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
                  />
                )}
                {roomTypes.isError && (
                  <Text size="sm" c="red.9" role="alert">
                    {t('booking.roomTypesLoadError')}
                  </Text>
                )}
                {roomType && Number.isInteger(rooms) && rooms >= 1 && (
                  <Text size="sm" c={Number.isInteger(guests) && guests > roomType.capacity * rooms ? 'red.9' : 'dimmed'} data-testid="capacity-hint">
                    {t('booking.capacityHint', {
                      capacity: formatNumber(roomType.capacity * rooms, language),
                      perRoom: formatNumber(roomType.capacity, language),
                      rooms: formatNumber(rooms, language),
                    })}
                  </Text>
                )}
              </Stack>
            </Card>

            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  {t('booking.paymentSection')}
                </Title>
                <Radio.Group label={t('booking.fields.paymentMethod')} {...form.getInputProps('paymentMethod')}>
                  <Group mt="xs">
                    <Radio value="BANK_TRANSFER" label={t('booking.bankTransfer')} />
                  </Group>
                </Radio.Group>
                <Textarea
                  label={t('booking.fields.specialRequests')}
                  placeholder={t('booking.specialRequestsPlaceholder')}
                  autosize
                  minRows={3}
                  maxLength={5000}
                  {...form.getInputProps('specialRequests')}
                />
              </Stack>
            </Card>

            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
                {formError}
              </Alert>
            )}

            <Group justify="flex-end">
              <Button type="submit" size="md" loading={create.isPending}>
                {t('booking.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg" style={{ position: 'sticky', top: 80 }}>
          <Stack gap="sm">
            {hotel.isPending ? (
              <Skeleton height={28} width="70%" aria-hidden />
            ) : hotel.data ? (
              <div>
                <Title order={2} size="h3">
                  {hotel.data.hotelName}
                </Title>
                <Group gap={4} c="dimmed" wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">{[hotel.data.hotelCity, hotel.data.district].filter(Boolean).join(', ')}</Text>
                </Group>
              </div>
            ) : (
              <Alert color="red" variant="light" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {isApiError(hotel.error) && hotel.error.status === 404 ? t('booking.errors.hotelMissing') : t('booking.hotelLoadError')}
                  </Text>
                  {isApiError(hotel.error) && hotel.error.status === 404 ? (
                    <Button component={Link} to={pageUrl('hotels')} size="xs" variant="light">
                      {t('screens.hotels')}
                    </Button>
                  ) : (
                    <Button size="xs" variant="light" onClick={() => void hotel.refetch()} loading={hotel.isFetching}>
                      {t('common.retry')}
                    </Button>
                  )}
                </Stack>
              </Alert>
            )}
            {values.checkIn && values.checkOut && values.checkOut > values.checkIn && (
              <Text size="sm">
                {formatDate(values.checkIn, language)} – {formatDate(values.checkOut, language)}
              </Text>
            )}
            <Group justify="space-between" align="baseline" mt="xs">
              <Text fw={500}>{t('booking.total')}</Text>
              <Text fw={700} size="xl" data-testid="live-total" aria-live="polite">
                {total ? money(total.total) : '—'}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {total
                ? t('booking.totalBreakdown', {
                    price: formatMoney(total.pricePerNight, language),
                    rooms: formatNumber(total.rooms, language),
                    nights: formatNumber(total.nights, language),
                  })
                : t('booking.totalPending')}
            </Text>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
