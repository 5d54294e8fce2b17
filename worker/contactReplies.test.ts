/**
 * Issue 36: a message (the contact form, or a live chat handed over) is answered by e-mail
 * through the outbox in the visitor's language, the answer kept, and marked handled: the list
 * says new, answered or handled.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../contract';
import { api, expectAdminOnly, loginAs, UNKNOWN_ID } from './test/helpers';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const send = async (overrides: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/contact/createMessage', {
    body: { name: 'Shirin', email: `shirin.${crypto.randomUUID()}@example.com`, subject: 'Canlı destek', message: 'Akdamar turu hangi günler var?', ...overrides },
    headers: { 'CF-Connecting-IP': `203.0.114.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return ContactMessage.parse(res.json);
};
const outboxTo = (to: string) =>
  env.DB.prepare('SELECT kind, language, subject, body FROM email_outbox WHERE to_email = ?').bind(to).all<{ kind: string; language: string; subject: string; body: string }>().then((r) => r.results);

describe('answering a message', () => {
  it('a new message is NEW in its language; the reply is stored, e-mailed through the outbox in that language, and the message is ANSWERED', async () => {
    const message = await send({ language: 'fa' });
    expect(message).toMatchObject({ status: 'NEW', language: 'fa', reply: null, repliedAt: null, handledAt: null });

    const res = await api('POST', `/api/contact/messages/${message.id}/reply`, { token: adminToken, body: { reply: '  Every Saturday and Sunday at 09:00. ' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(ContactMessage.parse(res.json)).toMatchObject({ status: 'ANSWERED', reply: 'Every Saturday and Sunday at 09:00.' });
    const mails = await outboxTo(message.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'CONTACT_REPLY', language: 'fa', subject: 'پاسخ به پیام شما - Canlı destek' });
    expect(mails[0]!.body).toContain('Every Saturday and Sunday at 09:00.');
    expect(mails[0]!.body).toContain('پیام شما: Akdamar turu hangi günler var?');

    const listed = (await api('GET', '/api/contact/getAllMessages?pageSize=100', { token: adminToken })).json as ContactMessage[];
    expect(listed.find((row) => row.id === message.id)?.status).toBe('ANSWERED');
  });

  it('marked handled: HANDLED (also without a reply); the list says so', async () => {
    const message = await send();
    const res = await api('POST', `/api/contact/messages/${message.id}/handled`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'HANDLED', handledAt: expect.any(String) });
    expect(await outboxTo(message.email)).toHaveLength(0);
  });

  it('400 CONTACT_REPLY_REQUIRED for a blank reply (nothing sent); 404 for an unknown message; admin only', async () => {
    const message = await send();
    const blank = await api('POST', `/api/contact/messages/${message.id}/reply`, { token: adminToken, body: { reply: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ code: 'CONTACT_REPLY_REQUIRED', details: [{ path: 'reply' }] });
    expect(await outboxTo(message.email)).toHaveLength(0);
    const unknown = await api('POST', `/api/contact/messages/${UNKNOWN_ID}/handled`, { token: adminToken });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'CONTACT_MESSAGE_NOT_FOUND' });
    await expectAdminOnly('POST', `/api/contact/messages/${message.id}/reply`, userToken);
    await expectAdminOnly('POST', `/api/contact/messages/${message.id}/handled`, userToken);
  });
});
