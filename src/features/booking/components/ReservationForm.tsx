import '@mantine/core/styles/Alert.css';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { roomTypeForParty } from '../../../../contract/availability';
import { vanToday } from '../../../../contract/time';
import type { CreateReservationResponse } from '../../../../contract';
import { TermsAcceptance } from '../../../components/TermsAcceptance';
import { TurnstileWidget } from '../../../components/TurnstileWidget';
import { isApiError } from '../../../lib/api';
import { useBotCheck } from '../../../lib/botCheck';
import { reportApiError } from '../../../lib/formErrors';
import { getSession } from '../../../lib/session';
import { useCreateReservation } from '../api/createReservation';
import { useHotel } from '../api/getHotel';
import { useRoomTypes } from '../api/getRoomTypes';
import { useStayQuote } from '../api/getStayQuote';
import { initialValues, quoteInput, stayNightsCount, toRequest, validateReservation } from '../reservationForm';
import type { ReservationDetails, ReservationFormValues } from '../reservationForm';
import { BookingSummary } from './BookingSummary';
import { GuestFields } from './GuestFields';
import { PaymentFields } from './PaymentFields';
import { StayFields } from './StayFields';

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
  const form = useForm<ReservationFormValues>({ mode: 'controlled', initialValues: initialValues(searchParams, getSession().user) });
  const { values } = form;
  const roomTypes = useRoomTypes(hotelId, values.checkIn, values.checkOut, Boolean(hotelId));
  const create = useCreateReservation();
  const bot = useBotCheck();
  const [formError, setFormError] = useState<string | null>(null);

  // The room type follows the party (contract/availability.ts): the cheapest that sleeps the
  // guests in the rooms asked for, chosen when the room types arrive and again when the guests or
  // the rooms change and the current one no longer fits. A guest's own choice that fits stays.
  const guests = Number(values.reservationGuests);
  const roomCount = Number(values.roomCount);
  useEffect(() => {
    if (!roomTypes.data) return;
    const next = roomTypeForParty(roomTypes.data, form.getValues().roomTypeId, guests, roomCount);
    if (next !== form.getValues().roomTypeId) form.setFieldValue('roomTypeId', next);
    // `form` is stable; the choice is made again only when the party or the room types change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomTypes.data, guests, roomCount]);

  const roomType = roomTypes.data?.find((room) => room.id === values.roomTypeId);
  const stay = quoteInput(values, roomType);
  const quote = useStayQuote(stay);
  const language = i18n.language;

  const submit = async () => {
    setFormError(null);
    const errors = validateReservation(values, { t, hotelLoaded: Boolean(hotel.data), roomType, today });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      if (errors.hotel) setFormError(errors.hotel);
      return;
    }
    if (!bot.ready()) return;
    try {
      const reservation = await create.mutateAsync({ input: toRequest(values, hotelId, language), headers: bot.headers() });
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
          roomTypeName: roomType?.name,
          roomTypeDisplayName: roomType?.displayName,
          roomCount: Number(values.roomCount),
          totalAmount: reservation.totalAmount,
        },
      });
    } catch (error) {
      // The server is the truth (no rooms left, past date, too many guests): its message, nothing typed lost.
      const { message } = reportApiError(error, { form, fallback: t('booking.errors.createFailed'), notify: false });
      setFormError(isApiError(error) ? message : t('booking.errors.createFailed'));
    } finally {
      bot.reset();
    }
  };

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
            <GuestFields form={form} />
            <StayFields
              form={form}
              today={today}
              roomTypes={roomTypes.data}
              roomTypesLoading={roomTypes.isPending && Boolean(hotelId)}
              roomTypesFailed={roomTypes.isError}
            />
            <PaymentFields form={form} />
            <TermsAcceptance {...form.getInputProps('termsAccepted', { type: 'checkbox' })} />
            <TurnstileWidget {...bot.widget} />

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
        <BookingSummary
          hotel={hotel}
          checkIn={values.checkIn}
          checkOut={values.checkOut}
          quote={stay ? quote : null}
          expectedNights={roomTypes.isPending || (stay && quote.isPending) ? stayNightsCount(values) : 0}
        />
      </Grid.Col>
    </Grid>
  );
}
