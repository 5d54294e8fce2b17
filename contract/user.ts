import { z } from 'zod';
import { email, id, LIMITS, requiredText, timestamp } from './common';
import { AccountMessages } from './account';
import { LANGUAGE_PREFERENCES, ROLES } from './enums';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** A user's language (users have TR or EN; the interface also has fa). */
export const LanguagePreference = z.enum(LANGUAGE_PREFERENCES);
export type LanguagePreference = z.infer<typeof LanguagePreference>;

export const PASSWORD_MIN = 8;

/** A new password shorter than PASSWORD_MIN (code PASSWORD_TOO_SHORT, worker/errorCodes.ts). */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;

/**
 * A user as any response shows it: the password is write-only and never here. The SPA checks a
 * stored session's user with `isPublicUser` (guards.ts, zod-free; guards.test.ts).
 */
export const PublicUser = z.object({
  id,
  name: z.string(),
  email: z.string(),
  role: Role,
  languagePreference: LanguagePreference,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PublicUser = z.infer<typeof PublicUser>;

export const userName = requiredText(LIMITS.name, 'Username is required');

/** A new password: 8..200 characters (not trimmed: spaces count). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(LIMITS.password, `At most ${LIMITS.password} characters`);

/**
 * Admin: POST /api/users/public/createUser. The spec's client also sends createdAt/updatedAt;
 * unknown keys are stripped, so they are accepted and ignored (the server sets timestamps).
 */
export const UserCreate = z.object({
  name: userName,
  email: email(),
  password: newPassword,
  role: Role.default('USER'),
  languagePreference: LanguagePreference.default('TR'),
});
export type UserCreate = z.infer<typeof UserCreate>;

/**
 * Admin: PUT /api/users/updateUser?id=. A blank or missing password keeps the current one;
 * a missing role or language keeps the current value.
 */
export const UserUpdate = z.object({
  name: userName,
  email: email(),
  password: z
    .string()
    .max(LIMITS.password, `At most ${LIMITS.password} characters`)
    .nullish()
    .transform((value) => (value && value.trim() !== '' ? value : undefined))
    .pipe(newPassword.optional()),
  role: Role.optional(),
  languagePreference: LanguagePreference.optional(),
});
export type UserUpdate = z.infer<typeof UserUpdate>;

/** PUT /api/users/changePassword (the logged-in user). */
export const ChangePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(LIMITS.password, `At most ${LIMITS.password} characters`),
    newPassword,
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** DELETE /api/users/me: the caller's own account, confirmed with the password. */
export const DeleteAccountRequest = z.object({
  password: z
    .string({ error: AccountMessages.passwordRequired })
    .min(1, AccountMessages.passwordRequired)
    .max(LIMITS.password, `At most ${LIMITS.password} characters`),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;
