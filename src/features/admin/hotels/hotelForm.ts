import { DEFAULT_FREE_CANCELLATION_DAYS, type CancellationPolicy } from '../../../../contract/cancellation';
import type { Hotel, HotelAmenity } from '../../../../contract';
import { coordinateBodyOf, coordinateValuesOf, EMPTY_COORDINATES, type CoordinateValues } from '../shared/CoordinatesFields';
import { translationDraftOf, translationsBodyOf, type TranslationDraft } from '../shared/TranslationTabs';

/** The hotel form's values: the API's fields as the inputs hold them (numbers may be blank). */
export interface HotelFormValues extends CoordinateValues {
  hotelName: string;
  hotelCity: string;
  district: string;
  hotelAddress: string;
  advancePayment: number | string;
  starRating: string;
  phone: string;
  apiUrl: string;
  apiKey: string;
  photoUrls: string[];
  email: string;
  /** Ticked from contract/enums.ts HOTEL_AMENITIES. */
  amenities: HotelAmenity[];
  /** Kept from the hotel being edited (the update replaces every field). */
  features: string[];
  cancellationPolicy: CancellationPolicy;
  /** Days before arrival a cancellation stays free; only sent with the free policy. */
  freeCancellationDays: number | string;
  /** Accommodation tax + VAT in percent (docs/decisions/0009-rates-and-stay-rules.md); blank keeps the stored rate. */
  taxRate: number | string;
  /** The hotel page's base texts (blank clears them) and times as HH:MM from time inputs (blank: not given). */
  description: string;
  houseRules: string;
  checkInTime: string;
  checkOutTime: string;
  /** The tr / en / fa texts (shared/TranslationTabs.tsx); the fields above are the base texts. */
  translations: TranslationDraft;
}

export const EMPTY_HOTEL: HotelFormValues = {
  hotelName: '',
  hotelCity: '',
  district: '',
  hotelAddress: '',
  advancePayment: '',
  starRating: '1',
  phone: '',
  apiUrl: '',
  apiKey: '',
  photoUrls: [],
  email: '',
  amenities: [],
  features: [],
  cancellationPolicy: 'FREE_UNTIL',
  freeCancellationDays: DEFAULT_FREE_CANCELLATION_DAYS,
  ...EMPTY_COORDINATES,
  taxRate: '',
  description: '',
  houseRules: '',
  checkInTime: '',
  checkOutTime: '',
  translations: {},
};

/**
 * The body of createHotel / updateHotel (contract/hotel.ts HotelInput). A non-refundable hotel
 * sends no day count: the Worker keeps the stored one (worker/db/hotels.ts), ready for a switch back.
 */
export const hotelBodyOf = (values: HotelFormValues) => ({
  ...values,
  starRating: Number(values.starRating),
  advancePayment: values.advancePayment === '' ? undefined : values.advancePayment,
  freeCancellationDays: values.cancellationPolicy === 'FREE_UNTIL' ? values.freeCancellationDays : undefined,
  ...coordinateBodyOf(values),
  taxRate: values.taxRate === '' ? undefined : values.taxRate,
  translations: translationsBodyOf('hotel', values.translations),
});

/** The form filled with `hotel` (the apiKey stays blank: the stored key is never shown). */
export const hotelFormValuesOf = (hotel: Hotel): HotelFormValues => ({
  hotelName: hotel.hotelName,
  hotelCity: hotel.hotelCity,
  district: hotel.district ?? '',
  hotelAddress: hotel.hotelAddress,
  advancePayment: hotel.advancePayment,
  starRating: String(hotel.starRating),
  phone: hotel.phone ?? '',
  apiUrl: hotel.apiUrl ?? '',
  apiKey: '',
  photoUrls: hotel.photoUrls,
  email: hotel.email ?? '',
  amenities: hotel.amenities,
  features: hotel.features,
  cancellationPolicy: hotel.cancellationPolicy,
  freeCancellationDays: hotel.freeCancellationDays,
  ...coordinateValuesOf(hotel),
  taxRate: hotel.taxRate,
  description: hotel.description ?? '',
  houseRules: hotel.houseRules ?? '',
  checkInTime: hotel.checkInTime ?? '',
  checkOutTime: hotel.checkOutTime ?? '',
  translations: translationDraftOf(hotel.translations),
});
