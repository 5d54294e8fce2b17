import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { PublicUser } from '../contract';
import {
  api,
  countRows,
  createUserWithRole,
  expectAdminOnly,
  insertHotel,
  insertRoomType,
  insertReservationRow,
  loginAs,
  tokenFor,
  unique,
  UNKNOWN_ID,
  type TestUser,
} from './test/helpers';

let admin: { token: string; user: TestUser };
let user: { token: string; user: TestUser };

beforeAll(async () => {
  admin = await loginAs('ADMIN');
  user = await loginAs('USER');
});

const noSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain('pbkdf2');
};

describe('POST /api/users/createUser (registration)', () => {
  it('creates a USER, 201, without the password, and the user can log in', async () => {
    const name = unique('reg');
    const res = await api('POST', '/api/users/createUser', {
      body: { name, email: `${name}@example.com`, password: 'longenough1' },
    });
    expect(res.status).toBe(201);
    const created = PublicUser.parse(res.json);
    expect(created).toMatchObject({ name, role: 'USER', languagePreference: 'TR' });
    noSecrets(res.json);
    const login = await api('POST', '/api/auth/login', { body: { name, password: 'longenough1' } });
    expect(login.status).toBe(200);
  });

  it('keeps Persian as the language of a user registered from a Persian page, and an admin can set it', async () => {
    const name = unique('farsi');
    const res = await api('POST', '/api/users/createUser', {
      body: { name, email: `${name}@example.com`, password: 'longenough1', languagePreference: 'FA' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name, languagePreference: 'FA' });
    const login = await api('POST', '/api/auth/login', { body: { name, password: 'longenough1' } });
    expect(login.json.user).toMatchObject({ languagePreference: 'FA' });

    const { token } = admin;
    const english = await api('PUT', `/api/users/updateUser?id=${res.json.id}`, {
      token,
      body: { name, email: `${name}@example.com`, role: 'USER', languagePreference: 'EN' },
    });
    expect(english.json).toMatchObject({ languagePreference: 'EN' });
    const persian = await api('PUT', `/api/users/updateUser?id=${res.json.id}`, {
      token,
      body: { name, email: `${name}@example.com`, role: 'USER', languagePreference: 'FA' },
    });
    expect(persian.status).toBe(200);
    expect(persian.json).toMatchObject({ languagePreference: 'FA' });
  });

  it('400: a short password is a field error with the code PASSWORD_TOO_SHORT, so the page says it in its language', async () => {
    const name = unique('short');
    const res = await api('POST', '/api/users/createUser', { body: { name, email: `${name}@example.com`, password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([expect.objectContaining({ path: 'password', code: 'PASSWORD_TOO_SHORT' })]);
  });

  it('ignores a role in the body: registration can never make an ADMIN', async () => {
    const name = unique('sneaky');
    const res = await api('POST', '/api/users/createUser', {
      body: { name, email: `${name}@example.com`, password: 'longenough1', role: 'ADMIN' },
    });
    expect(res.status).toBe(201);
    expect(res.json.role).toBe('USER');
    const row = await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(res.json.id).first<{ role: string }>();
    expect(row?.role).toBe('USER');
  });

  it('409 on a duplicate name (case-insensitive) and on a duplicate email, saying which', async () => {
    const before = await countRows('users');
    const byName = await api('POST', '/api/users/createUser', {
      body: { name: user.user.name.toUpperCase(), email: `${unique()}@example.com`, password: 'longenough1' },
    });
    expect(byName.status).toBe(409);
    expect(byName.json.message).toMatch(/username/i);
    const byEmail = await api('POST', '/api/users/createUser', {
      body: { name: unique('x'), email: user.user.email.toUpperCase(), password: 'longenough1' },
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json.message).toMatch(/email/i);
    expect(await countRows('users')).toBe(before);
  });

  it.each([
    ['missing name', { email: 'a@example.com', password: 'longenough1' }, 'name'],
    ['blank name', { name: '   ', email: 'a@example.com', password: 'longenough1' }, 'name'],
    ['bad email', { name: 'abc', email: 'not-an-email', password: 'longenough1' }, 'email'],
    ['short password', { name: 'abc', email: 'a@example.com', password: 'short' }, 'password'],
    ['missing password', { name: 'abc', email: 'a@example.com' }, 'password'],
    ['bad language', { name: 'abc', email: 'a@example.com', password: 'longenough1', languagePreference: 'DE' }, 'languagePreference'],
  ])('400 with details: %s', async (_label, body, path) => {
    const res = await api('POST', '/api/users/createUser', { body });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.any(String));
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('400 on malformed JSON', async () => {
    const res = await api('POST', '/api/users/createUser', { body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toEqual(expect.any(String));
  });
});

describe('GET /api/users/public/getAllUsers', () => {
  it('401 / 403 for non-admins', async () => {
    await expectAdminOnly('GET', '/api/users/public/getAllUsers', user.token);
  });

  it('lists users without passwords; paging sets X-Total-Count', async () => {
    const all = await api('GET', '/api/users/public/getAllUsers', { token: admin.token });
    expect(all.status).toBe(200);
    const list = PublicUser.array().parse(all.json);
    expect(list.length).toBeGreaterThanOrEqual(2);
    noSecrets(all.json);
    expect(all.headers.get('X-Total-Count')).toBe(String(list.length));

    const page = await api('GET', '/api/users/public/getAllUsers?page=2&pageSize=1', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.json).toHaveLength(1);
    expect(page.json[0].id).toBe(list[1]!.id);
    expect(page.headers.get('X-Total-Count')).toBe(String(list.length));
  });

  it('400 on a bad page size', async () => {
    const res = await api('GET', '/api/users/public/getAllUsers?pageSize=1000', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.json.details[0].path).toBe('pageSize');
  });
});

describe('POST /api/users/public/createUser (admin)', () => {
  it('401 / 403 for non-admins', async () => {
    await expectAdminOnly('POST', '/api/users/public/createUser', user.token, {
      name: unique(), email: `${unique()}@example.com`, password: 'longenough1', role: 'ADMIN',
    });
  });

  it('creates a user with the given role; createdAt/updatedAt of the client are ignored', async () => {
    const name = unique('adm');
    const res = await api('POST', '/api/users/public/createUser', {
      token: admin.token,
      body: {
        name, email: `${name}@example.com`, password: 'longenough1', role: 'ADMIN', languagePreference: 'EN',
        createdAt: '1999-01-01T00:00:00.000Z', updatedAt: '1999-01-01T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name, role: 'ADMIN', languagePreference: 'EN' });
    expect(res.json.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
    noSecrets(res.json);
  });

  it('400 on a bad role, 409 on a duplicate', async () => {
    const bad = await api('POST', '/api/users/public/createUser', {
      token: admin.token,
      body: { name: unique(), email: `${unique()}@example.com`, password: 'longenough1', role: 'ROOT' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('role');
    const dup = await api('POST', '/api/users/public/createUser', {
      token: admin.token,
      body: { name: admin.user.name, email: `${unique()}@example.com`, password: 'longenough1' },
    });
    expect(dup.status).toBe(409);
  });
});

describe('PUT /api/users/updateUser', () => {
  it('401 / 403 for non-admins', async () => {
    await expectAdminOnly('PUT', `/api/users/updateUser?id=${user.user.id}`, user.token, {
      name: 'x', email: 'x@example.com', role: 'ADMIN',
    });
  });

  it('a blank password keeps the old one; a new one replaces it', async () => {
    const target = await createUserWithRole('USER');
    const newName = unique('renamed');
    const res = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: newName, email: `${newName}@example.com`, password: '', role: 'USER', languagePreference: 'EN' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: target.id, name: newName, languagePreference: 'EN' });
    noSecrets(res.json);
    expect((await api('POST', '/api/auth/login', { body: { name: newName, password: target.password } })).status).toBe(200);

    // Missing password: same.
    const again = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: newName, email: `${newName}@example.com` },
    });
    expect(again.status).toBe(200);
    expect(again.json.languagePreference).toBe('EN');
    expect((await api('POST', '/api/auth/login', { body: { name: newName, password: target.password } })).status).toBe(200);

    const changed = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: newName, email: `${newName}@example.com`, password: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect((await api('POST', '/api/auth/login', { body: { name: newName, password: target.password } })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { body: { name: newName, password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('an admin can promote a user', async () => {
    const target = await createUserWithRole('USER');
    const res = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: target.name, email: target.email, role: 'ADMIN' },
    });
    expect(res.status).toBe(200);
    expect(res.json.role).toBe('ADMIN');
  });

  it('404 unknown id, 409 duplicate name/email of another user, 400 bad input', async () => {
    const unknown = await api('PUT', `/api/users/updateUser?id=${UNKNOWN_ID}`, {
      token: admin.token,
      body: { name: unique(), email: `${unique()}@example.com` },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('User not found');

    const target = await createUserWithRole('USER');
    const dupName = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: user.user.name, email: target.email },
    });
    expect(dupName.status).toBe(409);
    expect(dupName.json.message).toMatch(/username/i);
    const dupEmail = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: target.name, email: user.user.email },
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.json.message).toMatch(/email/i);

    // Keeping one's own name and email is not a clash.
    const same = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: target.name.toUpperCase(), email: target.email },
    });
    expect(same.status).toBe(200);

    const badId = await api('PUT', '/api/users/updateUser?id=not-a-uuid', {
      token: admin.token,
      body: { name: target.name, email: target.email },
    });
    expect(badId.status).toBe(400);
    expect(badId.json.details[0].path).toBe('id');
    const shortPw = await api('PUT', `/api/users/updateUser?id=${target.id}`, {
      token: admin.token,
      body: { name: target.name, email: target.email, password: 'short' },
    });
    expect(shortPw.status).toBe(400);
    expect(shortPw.json.details[0].path).toBe('password');
  });

  it('409 when demoting the last admin', async () => {
    // Make this admin the only one by demoting every other admin directly in D1.
    const lone = await loginAs('ADMIN');
    await env.DB.prepare("UPDATE users SET role = 'USER' WHERE role = 'ADMIN' AND id != ?").bind(lone.user.id).run();
    const res = await api('PUT', `/api/users/updateUser?id=${lone.user.id}`, {
      token: lone.token,
      body: { name: lone.user.name, email: lone.user.email, role: 'USER' },
    });
    expect(res.status).toBe(409);
    await env.DB.prepare("UPDATE users SET role = 'ADMIN' WHERE id = ?").bind(admin.user.id).run();
  });
});

describe('DELETE /api/users/deleteUser', () => {
  it('401 / 403 for non-admins', async () => {
    await expectAdminOnly('DELETE', `/api/users/deleteUser?id=${user.user.id}`, user.token);
  });

  it('deletes; the reservations and reviews of the user stay with user_id NULL', async () => {
    const target = await createUserWithRole('USER');
    const hotel = await insertHotel();
    const room = await insertRoomType(hotel.id);
    const reservation = await insertReservationRow(hotel.id, room.id, { userId: target.id });
    const reviewId = crypto.randomUUID();
    await env.DB.prepare('INSERT INTO reviews (id, hotel_id, user_id, rating, comment) VALUES (?, ?, ?, 5, ?)')
      .bind(reviewId, hotel.id, target.id, 'Great')
      .run();

    const res = await api('DELETE', `/api/users/deleteUser?id=${target.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'User deleted', deleted: 1 });
    const r = await env.DB.prepare('SELECT user_id FROM reservations WHERE id = ?').bind(reservation.id).first();
    expect(r).toEqual({ user_id: null });
    const v = await env.DB.prepare('SELECT user_id FROM reviews WHERE id = ?').bind(reviewId).first();
    expect(v).toEqual({ user_id: null });

    const again = await api('DELETE', `/api/users/deleteUser?id=${target.id}`, { token: admin.token });
    expect(again.status).toBe(404);
  });

  it('an admin cannot delete themselves (409); bad id is 400', async () => {
    const self = await api('DELETE', `/api/users/deleteUser?id=${admin.user.id}`, { token: admin.token });
    expect(self.status).toBe(409);
    expect(self.json.message).toMatch(/own account/);
    const bad = await api('DELETE', '/api/users/deleteUser?id=1', { token: admin.token });
    expect(bad.status).toBe(400);
    const missing = await api('DELETE', '/api/users/deleteUser', { token: admin.token });
    expect(missing.status).toBe(400);
  });
});

describe('PUT /api/users/changePassword', () => {
  it('401 without a token', async () => {
    const res = await api('PUT', '/api/users/changePassword', {
      body: { currentPassword: 'whatever1', newPassword: 'whatever2' },
    });
    expect(res.status).toBe(401);
  });

  it('changes the password of the logged-in user when the current one matches', async () => {
    const me = await createUserWithRole('USER');
    const token = await tokenFor(me);
    const wrong = await api('PUT', '/api/users/changePassword', {
      token,
      body: { currentPassword: 'not-the-password', newPassword: 'another-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.details[0].path).toBe('currentPassword');

    const same = await api('PUT', '/api/users/changePassword', {
      token,
      body: { currentPassword: me.password, newPassword: me.password },
    });
    expect(same.status).toBe(400);
    const short = await api('PUT', '/api/users/changePassword', {
      token,
      body: { currentPassword: me.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.json.details[0].path).toBe('newPassword');

    const ok = await api('PUT', '/api/users/changePassword', {
      token,
      body: { currentPassword: me.password, newPassword: 'another-pass-1' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: expect.any(String) });
    expect((await api('POST', '/api/auth/login', { body: { name: me.name, password: me.password } })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { body: { name: me.name, password: 'another-pass-1' } })).status).toBe(200);
  });
});

describe('GET /api/users/me', () => {
  it('401 without a token or with a bad one', async () => {
    expect((await api('GET', '/api/users/me')).status).toBe(401);
    expect((await api('GET', '/api/users/me', { token: 'garbage' })).status).toBe(401);
  });

  it('returns the caller without the password', async () => {
    const res = await api('GET', '/api/users/me', { token: user.token });
    expect(res.status).toBe(200);
    expect(PublicUser.parse(res.json)).toMatchObject({ id: user.user.id, name: user.user.name, role: 'USER' });
    noSecrets(res.json);
  });

  it('401 when the account behind a valid token was deleted', async () => {
    const gone = await createUserWithRole('USER');
    const token = await tokenFor(gone);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.id).run();
    expect((await api('GET', '/api/users/me', { token })).status).toBe(401);
  });
});
