import { routes } from '../../contract/routes';
import {
  ForgotPasswordRequest,
  LOGIN_FAILED,
  LoginRequest,
  PASSWORD_RESET_MINUTES,
  PasswordResetMessages,
  ResetPasswordRequest,
} from '../../contract';
import { pageUrl } from '../../contract/pages';
import { enforceLoginLimits, forgiveLogin } from '../auth/limits';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeSessions } from '../auth/sessions';
import { signSession } from '../auth/tokens';
import { findResetAccount, hashResetToken, newResetToken, storeResetLink, useResetLink } from '../db/passwordResets';
import { findUserByName } from '../db/users';
import { passwordResetEmail } from '../email/messages';
import { router } from '../http/app';
import { badRequest, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { requireUser } from '../middleware/auth';

/**
 * Verified against when the name is unknown, so both failures cost one PBKDF2 run (same
 * iterations as a real hash; the password behind it is random and thrown away).
 */
const DUMMY_HASH = 'pbkdf2-sha256$100000$/mBKg6TGpJyJlAv0NpiDyA==$ojG6v2l21AG93sET6t5JyOR2/t0M8+AjlxWlL74IY5E=';

export const auth = router().post(routes.login.path, validate('json', LoginRequest), async (c) => {
  const { name, password } = c.req.valid('json');
  const db = c.env.DB;
  // Counted before the password check (atomic UPSERT per counter): parallel guesses cannot pass.
  await enforceLoginLimits(c, name);

  const user = await findUserByName(db, name);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw unauthorized(LOGIN_FAILED);
  await forgiveLogin(c, name);

  const { passwordHash: _hash, ...publicUser } = user;
  const token = await signSession(c.env, publicUser);
  return c.json({ token, user: publicUser });
})
  // Ends this token and every other session of the user (token_version bump, migration 0006).
  .post(routes.logout.path, requireUser, async (c) => {
    if (!(await revokeSessions(c.env.DB, c.get('session')!.sub))) throw unauthorized('Invalid or expired token');
    return c.json({ message: 'Logged out' });
  })

  /**
   * The same answer for every well-formed address, known or not; a known one gets a link. The
   * link's origin is the request's: Cloudflare routes a request to this Worker only for the
   * hostnames it serves, so a forged Host never reaches it.
   */
  .post(routes.forgotPassword.path, validate('json', ForgotPasswordRequest), async (c) => {
    const body = c.req.valid('json');
    const token = newResetToken();
    const tokenHash = await hashResetToken(token);
    const account = await findResetAccount(c.env.DB, body.email);
    if (account) {
      const language = body.language ?? account.language;
      const link = new URL(pageUrl('resetPassword', { token }), c.req.url).toString();
      const email = passwordResetEmail(language, { name: account.name, link, minutes: PASSWORD_RESET_MINUTES });
      await storeResetLink(c.env.DB, account, tokenHash, language, email);
    }
    return c.json({ message: PasswordResetMessages.sent });
  })

  // Sets the password once per link; every session of the account ends (token version bump).
  .post(routes.resetPassword.path, validate('json', ResetPasswordRequest), async (c) => {
    const { token, password } = c.req.valid('json');
    const outcome = await useResetLink(c.env.DB, await hashResetToken(token), await hashPassword(password));
    if (outcome !== 'done') {
      throw badRequest(PasswordResetMessages[outcome], [{ path: 'token', message: PasswordResetMessages[outcome] }]);
    }
    return c.json({ message: PasswordResetMessages.done });
  });
