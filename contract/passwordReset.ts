/**
 * Password reset rules the Worker, the mocks and the SPA share, without zod (the SPA's reset
 * screen reads them): how long a link lives, the token's form, and the answers' texts.
 */

/** Minutes a password reset link stays valid. */
export const PASSWORD_RESET_MINUTES = 30;

/** The token of a reset link: 32 random bytes in base64url, 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Answers of the password reset calls. */
export const PasswordResetMessages = {
  sent: 'If an account uses this address, a link to set a new password is on its way. It is valid for 30 minutes.',
  done: 'Your password has been changed. Log in with the new password.',
  invalid: 'This password reset link is invalid. Ask for a new one.',
  used: 'This password reset link has already been used. Ask for a new one.',
  expired: 'This password reset link has expired. Ask for a new one.',
  tooMany: 'Too many password reset requests. Please try again later.',
} as const;
