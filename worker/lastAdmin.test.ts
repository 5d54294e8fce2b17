/**
 * Two parallel demotions or deletions of the last two admins leave one admin (issue 10): the
 * admin count is checked by the writing statement itself.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { api, loginAs } from './test/helpers';

async function onlyTheseAdmins() {
  // Every other admin of this file's database is demoted first, so the two made here are the last.
  await env.DB.prepare("UPDATE users SET role = 'USER' WHERE role = 'ADMIN'").run();
  const a = await loginAs('ADMIN');
  const b = await loginAs('ADMIN');
  return { a, b };
}

const adminCount = () => env.DB.prepare("SELECT count(*) AS n FROM users WHERE role = 'ADMIN'").first<number>('n');

describe('at least one admin remains', () => {
  it('two admins demoting each other in parallel: one 200, one 409, one admin left', async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b } = await onlyTheseAdmins();
      const demote = (by: typeof a, target: typeof a) =>
        api('PUT', `/api/users/updateUser?id=${target.user.id}`, {
          token: by.token,
          body: { name: target.user.name, email: target.user.email, role: 'USER', languagePreference: 'TR' },
        });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      const statuses = answers.map((r) => r.status).sort();
      // The second request may also meet an already-demoted caller (403): never two 200s.
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 409 || s === 403)).toBe(true);
      expect(await adminCount()).toBe(1);
    }
  });

  it('two admins deleting each other in parallel: one admin left', async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b } = await onlyTheseAdmins();
      const remove = (by: typeof a, target: typeof a) => api('DELETE', `/api/users/deleteUser?id=${target.user.id}`, { token: by.token });
      const answers = await Promise.all([remove(a, b), remove(b, a)]);
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 409 || s === 401)).toBe(true);
      expect(await adminCount()).toBe(1);
    }
  });

  it('the last admin cannot be demoted by a parallel pair of demotions of themselves and the other', async () => {
    const { a, b } = await onlyTheseAdmins();
    const c = await loginAs('USER');
    // A third party (a USER) cannot help: 403. Both admins demote the other and themselves at once.
    const body = (t: typeof a) => ({ name: t.user.name, email: t.user.email, role: 'USER', languagePreference: 'TR' });
    const answers = await Promise.all([
      api('PUT', `/api/users/updateUser?id=${a.user.id}`, { token: a.token, body: body(a) }),
      api('PUT', `/api/users/updateUser?id=${b.user.id}`, { token: b.token, body: body(b) }),
      api('PUT', `/api/users/updateUser?id=${a.user.id}`, { token: c.token, body: body(a) }),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    expect(await adminCount()).toBe(1);
  });
});
