import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse } from '../contract';
import { api, createUserWithRole, unique, type TestUser } from './test/helpers';
import { awayFromWindowEdge } from './test/rateWindow';

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  user = await createUserWithRole('USER');
  admin = await createUserWithRole('ADMIN');
});

describe('POST /api/auth/login', () => {
  it('returns a token and the public user (no password hash)', async () => {
    const res = await api('POST', '/api/auth/login', { body: { name: user.name, password: user.password } });
    expect(res.status).toBe(200);
    const body = LoginResponse.parse(res.json);
    expect(body.user).toMatchObject({ id: user.id, name: user.name, role: 'USER' });
    expect(JSON.stringify(res.json)).not.toMatch(/password|pbkdf2/i);
    const me = await api('GET', '/api/users/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(user.id);
  });

  it('accepts the name case-insensitively and tells an ADMIN by role', async () => {
    const res = await api('POST', '/api/auth/login', { body: { name: admin.name.toUpperCase(), password: admin.password } });
    expect(res.status).toBe(200);
    expect(res.json.user.role).toBe('ADMIN');
  });

  it('one 401 message for a wrong password and an unknown name', async () => {
    const wrong = await api('POST', '/api/auth/login', { body: { name: user.name, password: 'wrong-password' } });
    const unknown = await api('POST', '/api/auth/login', { body: { name: unique('nobody'), password: 'wrong-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ code: 'LOGIN_FAILED', message: 'Invalid username or password' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it.each([
    ['missing name', { password: 'x' }, 'name'],
    ['blank name', { name: '  ', password: 'x' }, 'name'],
    ['missing password', { name: 'someone' }, 'password'],
    ['empty password', { name: 'someone', password: '' }, 'password'],
    ['number as name', { name: 42, password: 'x' }, 'name'],
  ])('400 with details: %s', async (_label, body, path) => {
    const res = await api('POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('400 on malformed JSON', async () => {
    const res = await api('POST', '/api/auth/login', { body: '{not json' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: expect.any(String) });
  });

  it('429 after 10 failed attempts for one name from one client, even with the right password', async () => {
    const victim = await createUserWithRole('USER');
    const headers = { 'CF-Connecting-IP': '203.0.113.7' };
    await awayFromWindowEdge();
    for (let i = 0; i < 10; i++) {
      const res = await api('POST', '/api/auth/login', { headers, body: { name: victim.name, password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await api('POST', '/api/auth/login', { headers, body: { name: victim.name, password: victim.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toEqual(expect.any(String));
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another client is not locked out.
    const other = await api('POST', '/api/auth/login', {
      headers: { 'CF-Connecting-IP': '198.51.100.1' },
      body: { name: victim.name, password: victim.password },
    });
    expect(other.status).toBe(200);
  });

  it('a successful login clears the failure count', async () => {
    const someone = await createUserWithRole('USER');
    const headers = { 'CF-Connecting-IP': '203.0.113.8' };
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) await api('POST', '/api/auth/login', { headers, body: { name: someone.name, password: 'nope-nope' } });
    expect((await api('POST', '/api/auth/login', { headers, body: { name: someone.name, password: someone.password } })).status).toBe(200);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'login:203.0.113.8:%'").first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
