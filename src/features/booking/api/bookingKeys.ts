/** Query keys of the booking screens. */
export const bookingKeys = {
  config: ['config', 'public'] as const,
  hotel: (hotelId: string) => ['booking', 'hotel', hotelId] as const,
  roomTypes: (hotelId: string, checkIn?: string, checkOut?: string) =>
    ['booking', 'roomTypes', hotelId, checkIn ?? null, checkOut ?? null] as const,
};
