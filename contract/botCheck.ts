/**
 * The bot check (Cloudflare Turnstile) on the public forms: the answers the Worker gives when a
 * call marked `botCheck` in contract/routes.ts comes without a valid token. No zod: the SPA
 * reads them. Decision: docs/decisions/0007-turnstile-bot-check.md.
 */

/** Turnstile's own endpoint that tells whether a token is valid (called by the Worker only). */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** The origin the widget's script and frame come from (the CSP admits it only when the check is on). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** Answers (403) of a call whose bot check did not pass. */
export const BotCheckMessages = {
  missing: 'Please complete the security check before sending the form.',
  failed: 'The security check failed or has expired. Please complete it again and resend the form.',
  unavailable: 'The security check could not be verified right now. Please try again in a moment.',
} as const;
