/** Query keys of the profile calls, per user (a later login as someone else starts afresh). */
export const profileKeys = {
  all: ['profile'] as const,
  me: (userId: string) => ['profile', userId, 'me'] as const,
  /** Every language's list of the user's reservations (what a change to them invalidates). */
  reservations: (userId: string) => ['profile', userId, 'reservations'] as const,
  /** The list in one language (its hotels' `hotelDisplayName` and room types' `roomTypeDisplayName`): a switch refetches. */
  reservationsIn: (userId: string, lang: string) => ['profile', userId, 'reservations', lang] as const,
  payments: (userId: string) => ['profile', userId, 'payments'] as const,
  tours: (userId: string) => ['profile', userId, 'tours'] as const,
};
