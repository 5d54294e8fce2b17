/**
 * Password reset (issue 20): one answer for known and unknown addresses, a single-use link valid
 * 30 minutes in the outbox in the account's language, every old session ended, and a limit.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PasswordResetMessages } from '../contract';
import { PASSWORD_RESET_LIMITS } from './auth/limits';
import { api, createUserWithRole, loginAs, TEST_PASSWORD, unique } from './test/helpers';
import { awayFromWindowEdge } from './test/rateWindow';

const NEW_PASSWORD = 'Van-Gölü-2026!';

type OutboxRow = { to_email: string; language: string; subject: string; body: string; html: string; kind: string };

/** The reset e-mails sent to `email`, oldest first. */
async function resetMails(email: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT to_email, language, subject, body, html, kind FROM email_outbox WHERE kind = 'PASSWORD_RESET' AND to_email = ? ORDER BY created_at, rowid",
  )
    .bind(email)
    .all<OutboxRow>();
  return results;
}

/** The token of the link in the newest reset e-mail to `email`. */
async function linkToken(email: string): Promise<string> {
  const mails = await resetMails(email);
  const match = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.body ?? '');
  expect(match, 'the e-mail carries the link').not.toBeNull();
  return match![1]!;
}

const forgot = (body: unknown, headers?: Record<string, string>) => api('POST', '/api/auth/forgotPassword', { body, headers });
const reset = (body: unknown, headers?: Record<string, string>) => api('POST', '/api/auth/resetPassword', { body, headers });
const canLogIn = async (name: string, password: string) =>
  (await api('POST', '/api/auth/login', { body: { name, password } })).status === 200;

describe('POST /api/auth/forgotPassword', () => {
  it('answers a known and an unknown address alike; only the known one gets an e-mail', async () => {
    const user = await createUserWithRole('USER');
    const known = await forgot({ email: user.email.toUpperCase() });
    const stranger = `${unique('nobody')}@example.com`;
    const unknown = await forgot({ email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ message: PasswordResetMessages.sent });
    expect(unknown.json).toEqual(known.json);
    expect(await resetMails(user.email)).toHaveLength(1);
    expect(await resetMails(stranger)).toHaveLength(0);
  });

  it("writes the e-mail in the page's language, else the account's, with the link to this site", async () => {
    const user = await createUserWithRole('USER', { languagePreference: 'EN' });
    await forgot({ email: user.email });
    await forgot({ email: user.email, language: 'fa' });
    const [english, persian] = await resetMails(user.email);
    expect(english).toMatchObject({ language: 'en', subject: 'Reset your password - Van Tourism' });
    expect(english!.body).toContain('within 30 minutes');
    expect(english!.body).toMatch(/^http:\/\/local\.test\/reset-password\?token=/m);
    expect(persian).toMatchObject({ language: 'fa' });
    expect(persian!.html).toContain('dir="rtl"');
  });

  it('writes the e-mail in Persian for an account whose language is Persian, when the page names none', async () => {
    const user = await createUserWithRole('USER', { languagePreference: 'FA' });
    await forgot({ email: user.email });
    const [mail] = await resetMails(user.email);
    expect(mail).toMatchObject({ language: 'fa' });
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('400 for a malformed address, with the field named', async () => {
    const res = await forgot({ email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'email' })]));
  });
});

describe('POST /api/auth/resetPassword', () => {
  it('sets the password once, ends every old session, and the old password stops working', async () => {
    const { token: session, user } = await loginAs('USER');
    await forgot({ email: user.email });
    const token = await linkToken(user.email);

    const done = await reset({ token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ message: PasswordResetMessages.done });
    expect((await api('GET', '/api/users/me', { token: session })).status).toBe(401);
    expect(await canLogIn(user.name, TEST_PASSWORD)).toBe(false);
    expect(await canLogIn(user.name, NEW_PASSWORD)).toBe(true);

    const again = await reset({ token, password: 'Another-Password-1' });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(PasswordResetMessages.used);
    expect(again.json.details).toEqual([{ path: 'token', message: PasswordResetMessages.used, code: 'RESET_LINK_USED' }]);
    expect(await canLogIn(user.name, NEW_PASSWORD)).toBe(true);
  });

  it('a link older than 30 minutes is refused as expired and changes nothing', async () => {
    const user = await createUserWithRole('USER');
    await forgot({ email: user.email });
    const token = await linkToken(user.email);
    await env.DB.prepare("UPDATE password_resets SET expires_at = '2020-01-01T00:00:00.000Z' WHERE user_id = ?").bind(user.id).run();
    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(PasswordResetMessages.expired);
    expect(await canLogIn(user.name, TEST_PASSWORD)).toBe(true);
  });

  it('a newer link makes the earlier one expire', async () => {
    const user = await createUserWithRole('USER');
    await forgot({ email: user.email });
    const first = await linkToken(user.email);
    await forgot({ email: user.email });
    const second = await linkToken(user.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: NEW_PASSWORD })).json.message).toBe(PasswordResetMessages.expired);
    expect((await reset({ token: second, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('an unknown or malformed token is invalid; a short password is refused before the link is used', async () => {
    const user = await createUserWithRole('USER');
    await forgot({ email: user.email });
    const token = await linkToken(user.email);
    const unknown = await reset({ token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(PasswordResetMessages.invalid);
    const malformed = await reset({ token: 'abc', password: NEW_PASSWORD });
    expect(malformed.status).toBe(400);
    expect(malformed.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'token' })]));
    const short = await reset({ token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'password' })]));
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('20 parallel uses of one link: exactly one sets the password', async () => {
    const user = await createUserWithRole('USER');
    await forgot({ email: user.email });
    const token = await linkToken(user.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reset({ token, password: `Parallel-Password-${i}` })),
    );
    const winners = answers.map((res, i) => ({ res, i })).filter(({ res }) => res.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((res) => res.status === 400 && res.json.message === PasswordResetMessages.used)).toHaveLength(19);
    expect(await canLogIn(user.name, `Parallel-Password-${winners[0]!.i}`)).toBe(true);
  });
});

describe('password reset limits', () => {
  it(`${PASSWORD_RESET_LIMITS.perEmail.limit} links an hour per address asked for, then 429 with Retry-After`, async () => {
    const user = await createUserWithRole('USER');
    await awayFromWindowEdge();
    const statuses: number[] = [];
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.perEmail.limit; i++) {
      const res = await forgot({ email: user.email }, { 'CF-Connecting-IP': `198.51.100.${i + 1}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.json.message).toBe(PasswordResetMessages.tooMany);
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(PASSWORD_RESET_LIMITS.perEmail.limit).fill(200), 429]);
    expect(await resetMails(user.email)).toHaveLength(PASSWORD_RESET_LIMITS.perEmail.limit);
  });

  it('a burst from one address across both calls: the 6th of a minute is 429', async () => {
    const headers = { 'CF-Connecting-IP': `203.0.113.${Math.floor(Math.random() * 200) + 20}` };
    await awayFromWindowEdge();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = i % 2 ? await reset({ token: 'A'.repeat(43), password: NEW_PASSWORD }, headers) : await forgot({ email: `${unique('x')}@example.com` }, headers);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 400, 200, 400, 200, 429]);
  });

  it(`${PASSWORD_RESET_LIMITS.perAddress.limit} calls an hour per address are counted in D1 (the hour's count full: 429)`, async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 20}`;
    const seconds = Math.floor(Date.now() / 1000);
    const { windowSeconds, limit } = PASSWORD_RESET_LIMITS.perAddress;
    await awayFromWindowEdge();
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)')
      .bind(`reset-ip:${address}`, seconds - (seconds % windowSeconds), limit)
      .run();
    const res = await forgot({ email: `${unique('x')}@example.com` }, { 'CF-Connecting-IP': address });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
