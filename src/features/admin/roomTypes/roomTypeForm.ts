import type { RoomTypeAvailability } from '../../../../contract';
import { DEFAULT_CAPACITY } from '../../../../contract/roomType';
import { priceWithoutTaxes } from '../../../../contract/stayPricing';
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
  /** The price is typed with the hotel's taxes (stored before tax: docs/decisions/0020-prices-with-taxes-and-link-language.md). */
  pricesInclTaxes: boolean;
}

export const EMPTY_ROOM_TYPE: RoomTypeFormValues = {
  name: '',
  pricePerNight: '',
  capacity: DEFAULT_CAPACITY,
  roomCount: 1,
  minNights: '',
  maxNights: '',
  translations: {},
  pricesInclTaxes: false,
};

/** A price as typed, as stored: before tax (converted by contract/stayPricing.ts when typed with taxes); blank or not a number stays as it is. */
export function netPriceOf(price: number | string, inclTaxes: boolean, taxRate: number): number | string {
  const value = typeof price === 'number' ? price : price.trim() === '' ? NaN : Number(price);
  if (Number.isNaN(value)) return price;
  return inclTaxes ? priceWithoutTaxes(value, taxRate) : value;
}

/** The form's values as the API's room type body, for the hotel chosen (its tax rate converts a price typed with taxes). */
export const roomTypeBodyOf = ({ pricesInclTaxes, ...values }: RoomTypeFormValues, hotelId: string, taxRate: number) => ({
  ...values,
  pricePerNight: netPriceOf(values.pricePerNight, pricesInclTaxes, taxRate),
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
  pricesInclTaxes: false,
});
