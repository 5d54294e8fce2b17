import { endpoints } from '../../contract';
import { unauthorized } from '../errors';
import { mock } from '../http';
import { findUserByName, toPublicUser } from '../store';
import { signSession } from '../tokens';

/** One message for an unknown name and a wrong password: nothing tells which one was wrong. */
export const LOGIN_FAILED = 'Invalid username or password';

export const authHandlers = [
  mock(endpoints.login, ({ body, store }) => {
    const user = findUserByName(store, body.name);
    if (!user || user.password !== body.password) throw unauthorized(LOGIN_FAILED);
    return { token: signSession(user), user: toPublicUser(user) };
  }),
  // The Worker also ends every older token of the user; the mock's tokens are stateless.
  mock(endpoints.logout, () => ({ message: 'Logged out' })),
];
