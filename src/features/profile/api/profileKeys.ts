/** Query keys of the profile calls, per user (a later login as someone else starts afresh). */
export const profileKeys = {
  all: ['profile'] as const,
  me: (userId: string) => ['profile', userId, 'me'] as const,
  reservations: (userId: string) => ['profile', userId, 'reservations'] as const,
  payments: (userId: string) => ['profile', userId, 'payments'] as const,
  tours: (userId: string) => ['profile', userId, 'tours'] as const,
};
