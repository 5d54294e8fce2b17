import { beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../contract';
import { api, countRows, expectAdminOnly, loginAs } from './test/helpers';
import { awayFromWindowEdge } from './test/rateWindow';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Deniz',
  email: 'deniz@example.com',
  subject: 'Oda sorusu',
  message: 'Merhaba, göl manzaralı oda var mı?',
  ...overrides,
});
const send = (body: unknown, ip: string) => api('POST', '/api/contact/createMessage', { body, headers: { 'CF-Connecting-IP': ip } });

describe('POST /api/contact/createMessage', () => {
  it('201: stored and returned (anyone)', async () => {
    const res = await send(message(), '203.0.113.10');
    expect(res.status).toBe(201);
    expect(ContactMessage.parse(res.json)).toMatchObject({ name: 'Deniz', subject: 'Oda sorusu', readAt: null });
  });

  it('400 for each missing or bad field; nothing stored', async () => {
    const before = await countRows('contact_messages');
    for (const field of ['name', 'email', 'subject', 'message']) {
      const res = await send(message({ [field]: field === 'email' ? 'not-an-email' : '  ' }), '203.0.113.11');
      expect(res.status, field).toBe(400);
      expect(res.json.details[0].path).toBe(field);
    }
    expect(await countRows('contact_messages')).toBe(before);
  });

  it('429 with Retry-After after 5 messages per client in 10 minutes', async () => {
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) expect((await send(message(), '203.0.113.12')).status).toBe(201);
    const limited = await send(message(), '203.0.113.12');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send(message(), '203.0.113.13')).status).toBe(201);
  });
});

describe('GET /api/contact/getAllMessages', () => {
  it('admin only', async () => {
    await expectAdminOnly('GET', '/api/contact/getAllMessages', userToken);
  });

  it('admin: newest first; paging with X-Total-Count', async () => {
    const res = await api('GET', '/api/contact/getAllMessages', { token: adminToken });
    expect(res.status).toBe(200);
    const list = ContactMessage.array().parse(res.json);
    expect(list.length).toBe(await countRows('contact_messages'));
    const page = await api('GET', '/api/contact/getAllMessages?page=2&pageSize=2', { token: adminToken });
    expect(page.json).toHaveLength(2);
    expect(page.headers.get('X-Total-Count')).toBe(String(list.length));
    expect(page.json[0].id).toBe(list[2]!.id);
  });
});
