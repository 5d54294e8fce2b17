/** Query keys of the hotel calls (home sections may reuse `all` to share the cache). */
export const hotelKeys = {
  all: ['hotels'] as const,
  detail: (id: string) => ['hotels', 'detail', id] as const,
};
