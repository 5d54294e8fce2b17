import { addDays } from '../../contract/time';
import { pageUrl } from '../../contract/pages';

/** What a visitor searches for a stay; the query names of docs/urls.md (`/hotels?city&checkIn&checkOut&guests`). */
export interface StaySearch {
  city?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  return Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) ? undefined : value;
}

/** Guests as typed or in the URL: a whole number from 1 to 100, otherwise undefined. */
function guestCount(value: string | number | null): number | undefined {
  const guests = value === '' || value === null ? NaN : Number(value);
  return Number.isInteger(guests) && guests >= 1 && guests <= 100 ? guests : undefined;
}

/** Reads city, checkIn, checkOut and guests; malformed values are ignored, a check-out not after check-in is dropped. */
export function parseStaySearch(params: URLSearchParams): StaySearch {
  const city = params.get('city')?.trim() || undefined;
  const checkIn = validDate(params.get('checkIn'));
  let checkOut = validDate(params.get('checkOut'));
  if (checkIn && checkOut && checkOut <= checkIn) checkOut = undefined;
  return { city, checkIn, checkOut, guests: guestCount(params.get('guests')) };
}

/** The search as URL query parameters (absent values left out), e.g. `city=Van&guests=2`. */
export function staySearchParams(search: StaySearch & { roomTypeId?: string; rooms?: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (search.city) params.set('city', search.city);
  if (search.checkIn) params.set('checkIn', search.checkIn);
  if (search.checkOut) params.set('checkOut', search.checkOut);
  if (search.guests) params.set('guests', String(search.guests));
  if (search.roomTypeId) params.set('roomTypeId', search.roomTypeId);
  // One room is the form's default: only a larger party's rooms travel in the URL.
  if (search.rooms && search.rooms > 1) params.set('rooms', String(search.rooms));
  return params;
}

/**
 * `/reserve/{hotelId}` with the dates, guests, room type and the rooms those guests need that the
 * reservation form prefills (docs/urls.md).
 */
export function reserveHref(hotelId: string, search: Omit<StaySearch, 'city'> & { roomTypeId?: string; rooms?: number } = {}): string {
  return pageUrl('reserve', hotelId, staySearchParams({ ...search, city: undefined }));
}

/** Both dates chosen: the stay the server prices. */
export function hasStayDates(search: StaySearch): search is StaySearch & { checkIn: string; checkOut: string } {
  return Boolean(search.checkIn && search.checkOut);
}

/** The search form's fields as typed (dates YYYY-MM-DD or empty; guests as typed). */
export interface StaySearchFields {
  city: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: number | string;
}

/** Which rule a field breaks (the search form shows `searchForm.<rule>`). */
export type StaySearchRule = 'checkInRequired' | 'pastDate' | 'checkOutRequired' | 'checkOutAfterCheckIn' | 'guestsInvalid';

/** The rule each field breaks, for the fields that break one. */
export type StaySearchErrors = Partial<Record<'checkIn' | 'checkOut' | 'guests', StaySearchRule>>;

/**
 * Spec "Home" search: check-in not before Van's `today`, check-out after check-in, the other
 * date given when one is, guests a whole number from 1 to 100 (as the URL accepts them).
 */
export function staySearchErrors(fields: StaySearchFields, today: string): StaySearchErrors {
  const errors: StaySearchErrors = {};
  if (!fields.checkIn && fields.checkOut) errors.checkIn = 'checkInRequired';
  else if (fields.checkIn && fields.checkIn < today) errors.checkIn = 'pastDate';
  if (!fields.checkOut && fields.checkIn) errors.checkOut = 'checkOutRequired';
  else if (fields.checkOut && fields.checkIn && fields.checkOut <= fields.checkIn) errors.checkOut = 'checkOutAfterCheckIn';
  if (guestCount(fields.guests) === undefined) errors.guests = 'guestsInvalid';
  return errors;
}

/** The night after `date` (the earliest check-out). */
export const nextDay = (date: string) => addDays(date, 1);
