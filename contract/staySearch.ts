/**
 * A stay search as the page URL carries it (`/hotels?city&checkIn&checkOut&guests`, docs/urls.md):
 * read the same way by the SPA (src/components/staySearch.ts) and by the Worker, which preloads the
 * search the SPA will make (worker/pages/firstView.ts).
 */

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
export function guestCount(value: string | number | null): number | undefined {
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


/** How many hotels the SPA's search asks for at once (src/features/hotels/api/searchHotels.ts). */
export const HOTEL_SEARCH_PAGE_SIZE = 100;
