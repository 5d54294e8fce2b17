import { routes } from '../../contract/routes';
import { LOGIN_FAILED, LoginRequest } from '../../contract';
import { enforceLoginLimits, forgiveLogin } from '../auth/limits';
import { verifyPassword } from '../auth/password';
import { revokeSessions } from '../auth/sessions';
import { signSession } from '../auth/tokens';
import { findUserByName } from '../db/users';
import { router } from '../http/app';
import { unauthorized } from '../http/errors';
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
  });
