/**
 * Token revocation (issue 10): a role change or deletion applies on the next request; logout
 * and a password change end the old tokens; no default secret outside development.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signSession, verifySession } from './auth/tokens';
import { api, loginAs, TEST_PASSWORD } from './test/helpers';

describe('sessions end when the account changes', () => {
  it('a demoted admin gets 403 on the next admin call with the same token', async () => {
    const { token: adminToken, user: admin } = await loginAs('ADMIN');
    const { token: otherAdmin } = await loginAs('ADMIN');
    expect((await api('GET', '/api/users/public/getAllUsers', { token: adminToken })).status).toBe(200);

    const demote = await api('PUT', `/api/users/updateUser?id=${admin.id}`, {
      token: otherAdmin,
      body: { name: admin.name, email: admin.email, role: 'USER', languagePreference: 'TR' },
    });
    expect(demote.status).toBe(200);

    const next = await api('GET', '/api/users/public/getAllUsers', { token: adminToken });
    expect(next.status).toBe(403);
    // Still a valid USER session: the demotion did not log them out.
    expect((await api('GET', '/api/users/me', { token: adminToken })).json).toMatchObject({ role: 'USER' });
  });

  it("a deleted user's next call is 401", async () => {
    const { token, user } = await loginAs('USER');
    const { token: adminToken } = await loginAs('ADMIN');
    expect((await api('GET', '/api/users/me', { token })).status).toBe(200);
    expect((await api('DELETE', `/api/users/deleteUser?id=${user.id}`, { token: adminToken })).status).toBe(200);
    const next = await api('GET', '/api/users/me', { token });
    expect(next.status).toBe(401);
    expect(next.json).toEqual({ code: 'TOKEN_INVALID', message: expect.any(String) });
  });

  it('logout ends the token and every other session of the user; a new login works', async () => {
    const { user } = await loginAs('USER');
    const first = await api('POST', '/api/auth/login', { body: { name: user.name, password: TEST_PASSWORD } });
    const second = await api('POST', '/api/auth/login', { body: { name: user.name, password: TEST_PASSWORD } });
    expect(first.status).toBe(200);
    const out = await api('POST', '/api/auth/logout', { token: first.json.token });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ message: 'Logged out' });

    expect((await api('GET', '/api/users/me', { token: first.json.token })).status).toBe(401);
    expect((await api('GET', '/api/users/me', { token: second.json.token })).status).toBe(401);
    expect((await api('POST', '/api/auth/logout', { token: first.json.token })).status).toBe(401);

    const again = await api('POST', '/api/auth/login', { body: { name: user.name, password: TEST_PASSWORD } });
    expect((await api('GET', '/api/users/me', { token: again.json.token })).status).toBe(200);
  });

  it('logout without a token is 401', async () => {
    expect((await api('POST', '/api/auth/logout')).status).toBe(401);
  });

  it('a password change ends the old tokens (own change and admin reset)', async () => {
    const { token, user } = await loginAs('USER');
    const changed = await api('PUT', '/api/users/changePassword', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'BrandNew!Pass2027' },
    });
    expect(changed.status).toBe(200);
    expect((await api('GET', '/api/users/me', { token })).status).toBe(401);
    const relogin = await api('POST', '/api/auth/login', { body: { name: user.name, password: 'BrandNew!Pass2027' } });
    expect(relogin.status).toBe(200);

    const { token: adminToken } = await loginAs('ADMIN');
    const reset = await api('PUT', `/api/users/updateUser?id=${user.id}`, {
      token: adminToken,
      body: { name: user.name, email: user.email, role: 'USER', languagePreference: 'TR', password: 'AdminReset!2027' },
    });
    expect(reset.status).toBe(200);
    expect((await api('GET', '/api/users/me', { token: relogin.json.token })).status).toBe(401);
  });

  it('an admin edit without a password keeps the user logged in', async () => {
    const { token, user } = await loginAs('USER');
    const { token: adminToken } = await loginAs('ADMIN');
    const edit = await api('PUT', `/api/users/updateUser?id=${user.id}`, {
      token: adminToken,
      body: { name: user.name, email: user.email, role: 'USER', languagePreference: 'EN' },
    });
    expect(edit.status).toBe(200);
    expect((await api('GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('a token without a version claim (issued before revocation existed) is refused', async () => {
    const { user } = await loginAs('USER');
    const { sign } = await import('hono/jwt');
    const legacy = await sign(
      { sub: user.id, role: 'USER', name: user.name, exp: Math.floor(Date.now() / 1000) + 3600 },
      env.JWT_SECRET,
      'HS256',
    );
    expect(await verifySession(env, legacy)).toBeNull();
    expect((await api('GET', '/api/users/me', { token: legacy })).status).toBe(401);
  });
});

describe('JWT secret', () => {
  const user = { id: crypto.randomUUID(), role: 'USER' as const, name: 'x', tokenVersion: 0 };

  it('refuses to sign with the repository test secret outside development', async () => {
    await expect(signSession({ ...env, ENVIRONMENT: undefined }, user)).rejects.toThrow(/JWT_SECRET/);
    await expect(signSession({ ...env, ENVIRONMENT: 'production' }, user)).rejects.toThrow(/JWT_SECRET/);
  });

  it('refuses a missing or short secret everywhere, a placeholder outside development', async () => {
    await expect(signSession({ ...env, JWT_SECRET: '' }, user)).rejects.toThrow(/JWT_SECRET/);
    await expect(signSession({ ...env, JWT_SECRET: 'short' }, user)).rejects.toThrow(/JWT_SECRET/);
    await expect(signSession({ ...env, ENVIRONMENT: undefined, JWT_SECRET: 'change-me-please-0123' }, user)).rejects.toThrow(
      /JWT_SECRET/,
    );
  });

  it('signs with a long random secret in production', async () => {
    const secret = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const token = await signSession({ ...env, ENVIRONMENT: undefined, JWT_SECRET: secret }, user);
    expect(token.split('.')).toHaveLength(3);
  });
});
