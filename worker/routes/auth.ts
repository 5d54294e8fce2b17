import type { Context } from 'hono';
import { LoginRequest } from '../../contract';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeSessions } from '../auth/sessions';
import { signSession } from '../auth/tokens';
import { clearLoginFailures, findUserByName, loginFailures, recordLoginFailure } from '../db/users';
import { router, type AppEnv } from '../http/app';
import { ApiError, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { requireUser } from '../middleware/auth';

/** One message for an unknown name and a wrong password: nothing tells which one was wrong. */
export const LOGIN_FAILED = 'Invalid username or password';

/** Failed logins allowed per client IP and user name in one window, then 429 until it ends. */
const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;

/** Verified against when the name is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

const clientIp = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP') ?? 'local';

export const auth = router().post('/login', validate('json', LoginRequest), async (c) => {
  const { name, password } = c.req.valid('json');
  const db = c.env.DB;
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % WINDOW_SECONDS);
  const key = `login:${clientIp(c)}:${name.toLowerCase()}`;

  if ((await loginFailures(db, key, windowStart)) >= MAX_FAILURES) {
    throw new ApiError(429, 'Too many failed login attempts. Please try again later.', {
      headers: { 'Retry-After': String(windowStart + WINDOW_SECONDS - now) },
    });
  }

  const user = await findUserByName(db, name);
  const ok = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyPassword(password, await (dummyHash ??= hashPassword(crypto.randomUUID()))).then(() => false);
  if (!user || !ok) {
    await recordLoginFailure(db, key, windowStart);
    throw unauthorized(LOGIN_FAILED);
  }
  await clearLoginFailures(db, key);

  const { passwordHash: _hash, ...publicUser } = user;
  const token = await signSession(c.env, publicUser);
  return c.json({ token, user: publicUser });
})
  // Ends this token and every other session of the user (token_version bump, migration 0006).
  .post('/logout', requireUser, async (c) => {
    if (!(await revokeSessions(c.env.DB, c.get('session')!.sub))) throw unauthorized('Invalid or expired token');
    return c.json({ message: 'Logged out' });
  });
