import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const res = await SELF.fetch('http://local.test/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the JSON error envelope', async () => {
    const res = await SELF.fetch('http://local.test/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('has the D1 schema applied', async () => {
    const { env } = await import('cloudflare:test');
    const row = await env.DB.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").first<{ n: number }>();
    expect(row?.n).toBeGreaterThan(5);
  });
});
