import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { StayQuote } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

/** What the booking form asks a price for: one room type, the dates, the party and the rooms. */
export interface StayQuoteInput {
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
}

export const stayQuoteKeys = {
  quote: (input: StayQuoteInput) => ['stayQuote', input.roomTypeId, input.checkIn, input.checkOut, input.guests, input.rooms] as const,
};

/** GET /api/hotels/quote: each night's price, the subtotal, the hotel's tax, the total and whether the stay can be booked (ADR 0009). */
export function getStayQuote(input: StayQuoteInput, options: { signal?: AbortSignal } = {}): Promise<StayQuote> {
  return apiFetch(routes.getStayQuote.path, { query: { ...input }, signal: options.signal });
}

export const stayQuoteQuery = (input: StayQuoteInput) =>
  queryOptions({
    queryKey: stayQuoteKeys.quote(input),
    queryFn: ({ signal }) => getStayQuote(input, { signal }),
  });

/** The quote of the stay as typed so far; no call while the form does not make a stay (`input` null). */
export function useStayQuote(input: StayQuoteInput | null) {
  return useQuery({
    ...stayQuoteQuery(input ?? { roomTypeId: '', checkIn: '', checkOut: '', guests: 1, rooms: 1 }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
