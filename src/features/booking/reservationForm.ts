import type { TFunction } from 'i18next';
import { guestsFit } from '../../../contract/availability';
import { isRealDate, nightsBetween } from '../../../contract/common';
import { TERMS_VERSION } from '../../../contract/legal';
import { vanToday } from '../../../contract/time';
import type { RoomTypeAvailability } from '../../../contract';
import type { CreateReservationInput } from './api/createReservation';
import { EMAIL_PATTERN } from '../../../contract/patterns';

/** The form's fields, named as the request body so server field errors land on them. */
export interface ReservationFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  checkIn: string;
  checkOut: string;
  reservationGuests: number | string;
  roomTypeId: string;
  roomCount: number | string;
  paymentMethod: 'BANK_TRANSFER';
  specialRequests: string;
  /** The terms of sale, privacy notice and cancellation rules accepted (required to book). */
  termsAccepted: boolean;
}


const positiveInt = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : undefined;
};
const dateOrBlank = (value: string | null): string => (value && isRealDate(value) ? value : '');

/**
 * Prefill from `/reserve/{id}?checkIn=&checkOut=&guests=&roomTypeId=&rooms=` (docs/urls.md); anything
 * unusable is left blank. A signed-in guest's name and e-mail come from the session's profile
 * (still editable: someone may book for another).
 */
export function initialValues(search: URLSearchParams, user?: { name: string; email: string } | null): ReservationFormValues {
  return {
    guestName: user?.name ?? '',
    guestEmail: user?.email ?? '',
    guestPhone: '',
    checkIn: dateOrBlank(search.get('checkIn')),
    checkOut: dateOrBlank(search.get('checkOut')),
    reservationGuests: positiveInt(search.get('guests')) ?? 1,
    roomTypeId: search.get('roomTypeId')?.trim() ?? '',
    roomCount: positiveInt(search.get('rooms')) ?? 1,
    paymentMethod: 'BANK_TRANSFER',
    specialRequests: '',
    termsAccepted: false,
  };
}

const asInt = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

/** Nights of the stay, or 0 while the dates do not make one. */
export function stayNightsCount(values: Pick<ReservationFormValues, 'checkIn' | 'checkOut'>): number {
  if (!isRealDate(values.checkIn) || !isRealDate(values.checkOut) || values.checkOut <= values.checkIn) return 0;
  return nightsBetween(values.checkIn, values.checkOut);
}

/**
 * What the quote is asked for (GET /api/hotels/quote, contract/stayPricing.ts prices it), or null
 * while the room type, the dates, the guests or the rooms do not make a stay yet.
 */
export function quoteInput(values: ReservationFormValues, roomType: RoomTypeAvailability | undefined) {
  const nights = stayNightsCount(values);
  const rooms = asInt(values.roomCount);
  const guests = asInt(values.reservationGuests);
  if (!roomType || nights < 1 || !Number.isInteger(rooms) || rooms < 1 || !Number.isInteger(guests) || guests < 1) return null;
  return { roomTypeId: roomType.id, checkIn: values.checkIn, checkOut: values.checkOut, guests, rooms };
}

/** Spec section 5 (visitor hotel reservation), in the visitor's language. */
export function validateReservation(
  values: ReservationFormValues,
  context: { t: TFunction; hotelLoaded: boolean; roomType: RoomTypeAvailability | undefined; today?: string },
): Record<string, string> {
  const { t } = context;
  const today = context.today ?? vanToday();
  const errors: Record<string, string> = {};
  if (!context.hotelLoaded) errors.hotel = t('booking.errors.hotelMissing');
  if (!values.guestName.trim()) errors.guestName = t('booking.errors.fullNameRequired');
  if (!values.guestEmail.trim()) errors.guestEmail = t('booking.errors.emailRequired');
  else if (!EMAIL_PATTERN.test(values.guestEmail.trim())) errors.guestEmail = t('booking.errors.emailInvalid');
  if (!values.guestPhone.trim()) errors.guestPhone = t('booking.errors.phoneRequired');
  if (!values.checkIn) errors.checkIn = t('booking.errors.checkInRequired');
  else if (values.checkIn < today) errors.checkIn = t('booking.errors.pastCheckIn');
  if (!values.checkOut) errors.checkOut = t('booking.errors.checkOutRequired');
  else if (values.checkIn && values.checkOut <= values.checkIn) errors.checkOut = t('booking.errors.checkOutAfterCheckIn');
  const guests = asInt(values.reservationGuests);
  if (!Number.isInteger(guests) || guests < 1) errors.reservationGuests = t('booking.errors.guestsMin');
  if (!values.roomTypeId) errors.roomTypeId = t('booking.errors.roomTypeRequired');
  const rooms = asInt(values.roomCount);
  if (!Number.isInteger(rooms) || rooms < 1) errors.roomCount = t('booking.errors.quantityMin');
  if (
    !errors.reservationGuests &&
    !errors.roomCount &&
    context.roomType &&
    !guestsFit(guests, context.roomType.capacity, rooms)
  ) {
    errors.reservationGuests = t('booking.errors.tooManyGuests');
  }
  if (!values.termsAccepted) errors.termsAccepted = t('consent.required');
  return errors;
}

/**
 * The request body (the server computes price, nights and total itself). Sent only once the
 * form is valid, so the terms are accepted: the current version goes with them (contract/legal.ts).
 */
export function toRequest(values: ReservationFormValues, hotelId: string, language: string): CreateReservationInput {
  return {
    hotelId,
    roomTypeId: values.roomTypeId,
    roomCount: asInt(values.roomCount),
    reservationGuests: asInt(values.reservationGuests),
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    guestName: values.guestName.trim(),
    guestEmail: values.guestEmail.trim(),
    guestPhone: values.guestPhone.trim(),
    specialRequests: values.specialRequests.trim() || null,
    language: (['tr', 'en', 'fa'] as const).find((code) => language.startsWith(code)) ?? 'tr',
    termsAccepted: true,
    termsVersion: TERMS_VERSION,
  };
}

/** What /reservation-confirmation shows (navigation state `reservationDetails`). */
export interface ReservationDetails {
  pnrCode: string;
  hotelName: string;
  guestName: string;
  guestEmail: string;
  checkIn: string;
  checkOut: string;
  reservationGuests: number;
  /** The room type's stored name and its name in the page's language, and how many rooms. */
  roomTypeName?: string;
  roomTypeDisplayName?: string;
  roomCount?: number;
  totalAmount: number;
}
