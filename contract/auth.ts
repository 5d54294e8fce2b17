import { z } from 'zod';
import { email, LIMITS, requiredText } from './common';
import { PasswordResetMessages, RESET_TOKEN_PATTERN } from './passwordReset';
import { LanguagePreference, newPassword, PublicUser, Role, userName } from './user';

/** POST /api/auth/login: username and password required (no length rule: old passwords still log in). */
export const LoginRequest = z.object({
  name: requiredText(LIMITS.name, 'Username is required'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(LIMITS.password, `At most ${LIMITS.password} characters`),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The one answer (401) to a wrong name or a wrong password: neither is revealed. */
export const LOGIN_FAILED = 'Invalid username or password';

export const LoginResponse = z.object({
  token: z.string(),
  user: PublicUser,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /api/users/createUser (registration): the role is always USER; a sent role is ignored. */
export const RegisterRequest = z.object({
  name: userName,
  email: email(),
  password: newPassword,
  languagePreference: LanguagePreference.default('TR'),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Claims of the login JWT (`Authorization: Bearer`). */
export const AuthTokenClaims = z.object({
  sub: z.string(),
  role: Role,
  name: z.string(),
  exp: z.number(),
});
export type AuthTokenClaims = z.infer<typeof AuthTokenClaims>;

/** Claims of the booking token (`X-Booking-Token`): authorises one reservation's payment steps. */
export const BookingTokenClaims = z.object({
  sub: z.string(),
  kind: z.literal('booking'),
  exp: z.number(),
});
export type BookingTokenClaims = z.infer<typeof BookingTokenClaims>;

/**
 * POST /api/auth/forgotPassword: the account's e-mail; `language` (the page's) picks the e-mail's
 * language, else the account's preference. The answer is the same whether or not the address
 * has an account.
 */
export const ForgotPasswordRequest = z.object({
  email: email(),
  language: z.enum(['tr', 'en', 'fa']).optional(),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** POST /api/auth/resetPassword: the link's token and the new password. */
export const ResetPasswordRequest = z.object({
  token: z
    .string({ error: PasswordResetMessages.invalid })
    .regex(RESET_TOKEN_PATTERN, PasswordResetMessages.invalid),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

