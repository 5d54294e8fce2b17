import type { RoomTypeAvailability } from '../../../../contract';
import { DEFAULT_CAPACITY } from '../../../../contract/roomType';
import { translationDraftOf, translationsBodyOf } from '../shared';
import type { TranslationDraft } from '../shared';

/** The admin's room type form: every field as typed (numbers may be blank while typing). */
export interface RoomTypeFormValues {
  name: string;
  pricePerNight: number | string;
  capacity: number | string;
  roomCount: number | string;
  /** The room type's own stay limits (contract/stayPricing.ts); blank: none. */
  minNights: number | string;
  maxNights: number | string;
  /** The name in tr / en / fa (shared/TranslationTabs.tsx); `name` stays the stored name bookings use. */
  translations: TranslationDraft;
}

export const EMPTY_ROOM_TYPE: RoomTypeFormValues = { name: '', pricePerNight: '', capacity: DEFAULT_CAPACITY, roomCount: 1, minNights: '', maxNights: '', translations: {} };

/** The form's values as the API's room type body, for the hotel chosen. */
export const roomTypeBodyOf = (values: RoomTypeFormValues, hotelId: string) => ({
  ...values,
  hotelId,
  translations: translationsBodyOf('roomType', values.translations),
});

/** A stored room type as the form shows it for an edit. */
export const roomTypeValuesOf = (room: RoomTypeAvailability): RoomTypeFormValues => ({
  name: room.name,
  pricePerNight: room.pricePerNight,
  capacity: room.capacity,
  roomCount: room.roomCount,
  minNights: room.minNights ?? '',
  maxNights: room.maxNights ?? '',
  translations: translationDraftOf(room.translations),
});
