import { routes } from '../../contract/routes';
import { AccountMessages, ChangePasswordRequest, DeleteAccountRequest, IdQuery, PageQuery, RegisterRequest, UserCreate, UserUpdate, vanToday } from '../../contract';
import { hashPassword, verifyPassword } from '../auth/password';
import { eraseAccount } from '../db/accountErasure';
import { deleteUserKeepingAnAdmin, updateUserKeepingAnAdmin } from '../db/adminGuard';
import { isUniqueViolation, paged } from '../db/common';
import {
  countAdmins,
  findUserById,
  findUserClash,
  insertUser,
  listUsers,
  setPasswordHash,
  type NewUser,
} from '../db/users';
import { router } from '../http/app';
import { badRequest, conflict, notFound, unauthorized } from '../http/errors';
import { requireAdmin, requireUser } from '../middleware/auth';
import { validate } from '../http/validate';

export const UserMessages = {
  nameTaken: 'This username is already taken',
  emailTaken: 'This email address is already registered',
  notFound: 'User not found',
  deleteSelf: 'You cannot delete your own account',
  lastAdmin: 'At least one admin must remain',
  wrongPassword: 'The current password is wrong',
} as const;

/** 409 naming the clashing field, or nothing. */
async function assertUnique(db: D1Database, fields: { name: string; email: string }, exceptId: string | null = null) {
  const clash = await findUserClash(db, fields, exceptId);
  if (clash) throw conflict(clash === 'name' ? UserMessages.nameTaken : UserMessages.emailTaken);
}

/** Insert after the 409 check; a parallel insert of the same name still ends as a 409 (UNIQUE index). */
async function createUser(db: D1Database, user: NewUser) {
  await assertUnique(db, user);
  try {
    return await insertUser(db, user);
  } catch (error) {
    if (isUniqueViolation(error)) await assertUnique(db, user);
    throw error;
  }
}

/** The logged-in user's row; a token of a deleted account is a 401 (the SPA clears the session). */
async function currentUser(db: D1Database, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw unauthorized('Invalid or expired token');
  return user;
}

export const users = router()
  // Registration: anyone; the role is always USER whatever the body says (RegisterRequest has no role).
  .post(routes.register.path, validate('json', RegisterRequest), async (c) => {
    const body = c.req.valid('json');
    const user = await createUser(c.env.DB, {
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      role: 'USER',
      languagePreference: body.languagePreference,
    });
    return c.json(user, 201);
  })

  .get(routes.getAllUsers.path, requireAdmin, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    return pager.send(await listUsers(c.env.DB, pager.page));
  })

  .post(routes.createUser.path, requireAdmin, validate('json', UserCreate), async (c) => {
    const body = c.req.valid('json');
    const user = await createUser(c.env.DB, {
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      role: body.role,
      languagePreference: body.languagePreference,
    });
    return c.json(user, 201);
  })

  // A blank or missing password keeps the current one (UserUpdate turns it into undefined).
  .put(routes.updateUser.path, requireAdmin, validate('query', IdQuery), validate('json', UserUpdate), async (c) => {
    const { id } = c.req.valid('query');
    const body = c.req.valid('json');
    const db = c.env.DB;
    const existing = await findUserById(db, id);
    if (!existing) throw notFound(UserMessages.notFound);
    await assertUnique(db, body, id);
    if (existing.role === 'ADMIN' && body.role === 'USER' && (await countAdmins(db)) <= 1) {
      throw conflict(UserMessages.lastAdmin);
    }
    const changes = {
      name: body.name,
      email: body.email,
      passwordHash: body.password === undefined ? undefined : await hashPassword(body.password),
      role: body.role,
      languagePreference: body.languagePreference,
    };
    let user;
    try {
      user = await updateUserKeepingAnAdmin(db, id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) await assertUnique(db, body, id);
      throw error;
    }
    if (user === 'lastAdmin') throw conflict(UserMessages.lastAdmin);
    if (user === 'notFound') throw notFound(UserMessages.notFound);
    return c.json(user);
  })

  // Reservations and reviews of the user stay (ON DELETE SET NULL).
  .delete(routes.deleteUser.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const { id } = c.req.valid('query');
    if (id === c.get('session')?.sub) throw conflict(UserMessages.deleteSelf);
    const outcome = await deleteUserKeepingAnAdmin(c.env.DB, id);
    if (outcome === 'lastAdmin') throw conflict(UserMessages.lastAdmin);
    if (outcome === 'notFound') throw notFound(UserMessages.notFound);
    return c.json({ message: 'User deleted', deleted: 1 });
  })

  .put(routes.changePassword.path, requireUser, validate('json', ChangePasswordRequest), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const user = await currentUser(db, c.get('session')!.sub);
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw badRequest(UserMessages.wrongPassword, [{ path: 'currentPassword', message: UserMessages.wrongPassword }]);
    }
    await setPasswordHash(db, user.id, await hashPassword(body.newPassword));
    return c.json({ message: 'Password changed' });
  })

  .get(routes.getMe.path, requireUser, async (c) => {
    const { passwordHash: _hash, ...user } = await currentUser(c.env.DB, c.get('session')!.sub);
    return c.json(user);
  })

  // The caller's own account, confirmed with the password (worker/db/accountErasure.ts says what goes).
  .delete(routes.deleteMe.path, requireUser, validate('json', DeleteAccountRequest), async (c) => {
    const db = c.env.DB;
    const user = await currentUser(db, c.get('session')!.sub);
    if (!(await verifyPassword(c.req.valid('json').password, user.passwordHash))) {
      throw badRequest(AccountMessages.wrongPassword, [{ path: 'password', message: AccountMessages.wrongPassword }]);
    }
    const outcome = await eraseAccount(db, user.id, vanToday());
    if (outcome === 'activeBooking') throw conflict(AccountMessages.activeBooking);
    if (outcome === 'lastAdmin') throw conflict(AccountMessages.lastAdmin);
    if (outcome === 'notFound') throw unauthorized('Invalid or expired token');
    return c.json({ message: AccountMessages.deleted });
  });
