/**
 * Deleting one's own account (the right to erasure of KVKK, law 6698), without zod: the SPA's
 * profile reads the texts. What is erased and what is kept is described in
 * worker/db/accountErasure.ts.
 */

/** What stands in for the guest's name, e-mail and phone on the bookings an erased account kept. */
export const ERASED_GUEST = '[deleted]';

export const AccountMessages = {
  deleted: 'Your account has been deleted',
  passwordRequired: 'Enter your password to confirm',
  wrongPassword: 'The password is wrong',
  activeBooking:
    'You have a current or upcoming booking. Cancel it, or wait until the stay has ended, before deleting the account.',
  lastAdmin: 'At least one admin must remain',
} as const;
