import type { TFunction } from 'i18next';
import type { ReservationStatus } from '../../../../contract/reservation';
import { UUID_PATTERN } from '../../../../contract/patterns';
import type { EndpointBody, Hotel, Reservation } from '../../../../contract';

/** The admin's reservation form: every field as typed (numbers may be blank while typing). */
export interface ReservationFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** A hotel id (UUID) or a hotel name (spec section 5). */
  hotel: string;
  checkIn: string;
  checkOut: string;
  roomType: string;
  roomCount: number | string;
  reservationGuests: number | string;
  totalAmount: number | string;
  advancePayment: number | string;
  status: ReservationStatus;
  specialRequests: string;
}

export const EMPTY_RESERVATION: ReservationFormValues = {
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  hotel: '',
  checkIn: '',
  checkOut: '',
  roomType: 'SINGLE',
  roomCount: 1,
  reservationGuests: 1,
  totalAmount: '',
  advancePayment: '',
  status: 'PENDING',
  specialRequests: '',
};

/** Spec section 5: a hotel value in UUID format is taken as an id, otherwise a hotel name is mapped to its id. */
export function hotelIdOf(value: string, hotels: readonly Hotel[]): string {
  const text = value.trim();
  if (UUID_PATTERN.test(text)) return text;
  return hotels.find((h) => h.hotelName.toLocaleLowerCase('tr') === text.toLocaleLowerCase('tr'))?.id ?? text;
}

/** The form's checks before anything is sent (the server checks again). */
export const reservationFormRules = (t: TFunction) => ({
  guestName: (v: string) => (v.trim() ? null : t('admin.form.required')),
  guestEmail: (v: string) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('admin.form.required')),
  guestPhone: (v: string) => (v.trim() ? null : t('admin.form.required')),
  hotel: (v: string) => (v.trim() ? null : t('admin.form.required')),
  checkIn: (v: string) => (v ? null : t('admin.form.required')),
  checkOut: (v: string, values: ReservationFormValues) =>
    !v ? t('admin.form.required') : values.checkIn && v <= values.checkIn ? t('adminOps.reservations.checkOutAfter') : null,
  roomType: (v: string) => (v.trim() ? null : t('admin.form.required')),
  roomCount: (v: number | string) => (Number(v) >= 1 ? null : t('admin.form.required')),
  reservationGuests: (v: number | string) => (Number(v) >= 1 ? null : t('admin.form.required')),
  totalAmount: (v: number | string) => (v !== '' && Number(v) < 0 ? t('admin.form.required') : null),
});

/**
 * The checks of an edit only: its total is shown and must be given. A new reservation has no
 * total field: the server prices it from the room type's rates (createBodyOf sends none).
 */
export const editOnlyRules = (t: TFunction, editing: boolean) => (values: ReservationFormValues): Record<string, string> =>
  editing && values.totalAmount === '' ? { totalAmount: t('admin.form.required') } : {};

/** A listed reservation as the form shows it for editing (the hotel by name). */
export const formValuesOf = (r: Reservation): ReservationFormValues => ({
  guestName: r.guestName,
  guestEmail: r.guestEmail,
  guestPhone: r.guestPhone,
  hotel: r.hotelName,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  roomType: r.roomType,
  roomCount: r.roomCount,
  reservationGuests: r.reservationGuests,
  totalAmount: r.totalAmount,
  advancePayment: r.advancePayment ?? '',
  status: r.status,
  specialRequests: r.specialRequests ?? '',
});

/** The fields a new reservation and an edit both send. */
const stayOf = (values: ReservationFormValues, hotels: readonly Hotel[]) => ({
  guestName: values.guestName,
  guestEmail: values.guestEmail,
  guestPhone: values.guestPhone,
  hotelId: hotelIdOf(values.hotel, hotels),
  checkIn: values.checkIn,
  checkOut: values.checkOut,
  roomType: values.roomType,
  roomCount: Number(values.roomCount),
  reservationGuests: Number(values.reservationGuests),
  specialRequests: values.specialRequests || null,
});

/** What a new reservation sends (the server prices it). */
export const createBodyOf = (values: ReservationFormValues, hotels: readonly Hotel[]): EndpointBody<'createReservation'> => stayOf(values, hotels);

/** What an edit sends: the stay plus the amounts and the status. */
export const updateBodyOf = (values: ReservationFormValues, hotels: readonly Hotel[]): EndpointBody<'updateReservation'> => ({
  ...stayOf(values, hotels),
  totalAmount: Number(values.totalAmount),
  advancePayment: values.advancePayment === '' ? null : Number(values.advancePayment),
  status: values.status,
});
