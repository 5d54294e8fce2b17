import { addDays } from '../../contract/time';
import { pageUrl } from '../../contract/pages';

// The search's reading of a page URL is the contract's: the Worker preloads the same search (worker/pages/firstView.ts).
export { parseStaySearch, type StaySearch } from '../../contract/staySearch';
import { guestCount, type StaySearch } from '../../contract/staySearch';

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
