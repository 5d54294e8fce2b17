/** Query keys of the booking screens (the hotel and its room types: src/lib/hotels.ts). */
export const bookingKeys = {
  config: ['config', 'public'] as const,
};
