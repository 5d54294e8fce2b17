import { endpoints } from '../../contract';
import { conflict, fieldError } from '../errors';
import { created, mock } from '../http';
import { assertUniqueUser, createUser, getUser, nowIso, toPublicUser } from '../store';

export const userHandlers = [
  // Registration: the role is always USER, whatever the body says.
  mock(endpoints.register, ({ body, store }) =>
    created(toPublicUser(createUser(store, { ...body, role: 'USER' }))),
  ),

  mock(endpoints.getAllUsers, ({ store }) => store.users.map(toPublicUser)),

  mock(endpoints.createUser, ({ body, store }) => created(toPublicUser(createUser(store, body)))),

  mock(endpoints.updateUser, ({ query, body, store }) => {
    const user = getUser(store, query.id);
    assertUniqueUser(store, body.name, body.email, user.id);
    user.name = body.name;
    user.email = body.email;
    if (body.password !== undefined) user.password = body.password;
    if (body.role !== undefined) user.role = body.role;
    if (body.languagePreference !== undefined) user.languagePreference = body.languagePreference;
    user.updatedAt = nowIso();
    return toPublicUser(user);
  }),

  mock(endpoints.deleteUser, ({ query, session, store }) => {
    const user = getUser(store, query.id);
    if (user.id === session?.sub) throw conflict('You cannot delete your own account');
    store.users = store.users.filter((u) => u.id !== user.id);
    // Bookings and reviews outlive the account (D1: ON DELETE SET NULL).
    for (const reservation of store.reservations) if (reservation.userId === user.id) reservation.userId = null;
    for (const review of store.reviews) if (review.userId === user.id) review.userId = null;
    return { message: 'User deleted', deleted: 1 };
  }),

  mock(endpoints.changePassword, ({ body, session, store }) => {
    const user = getUser(store, session!.sub);
    if (user.password !== body.currentPassword) throw fieldError('currentPassword', 'The current password is wrong');
    user.password = body.newPassword;
    user.updatedAt = nowIso();
    return { message: 'Password changed' };
  }),

  mock(endpoints.getMe, ({ session, store }) => toPublicUser(getUser(store, session!.sub))),
];
