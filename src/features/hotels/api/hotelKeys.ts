/** Query keys of the hotel calls (home sections may reuse `all` to share the cache). */
export const hotelKeys = {
  all: ['hotels'] as const,
  detail: (id: string) => ['hotels', 'detail', id] as const,
  search: (input: { city?: string; checkIn: string; checkOut: string; guests?: number }) =>
    ['hotels', 'search', input.city ?? '', input.checkIn, input.checkOut, input.guests ?? 1] as const,
  roomTypes: (hotelId: string, stay: { checkIn?: string; checkOut?: string; guests?: number }) =>
    ['hotels', 'roomTypes', hotelId, stay.checkIn ?? '', stay.checkOut ?? '', stay.guests ?? 0] as const,
};
