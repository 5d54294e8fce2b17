import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PublicConfig } from '../contract';

describe('GET /api/config/public', () => {
  it("answers the company's bank account, the hold time and the Turnstile site key (null: empty by default) from the Worker's vars, to anyone", async () => {
    const res = await SELF.fetch('http://local.test/api/config/public');
    expect(res.status).toBe(200);
    const body = PublicConfig.parse(await res.json());
    expect(body).toEqual({
      bankName: env.BANK_NAME,
      bankAccountName: env.BANK_ACCOUNT_NAME,
      iban: env.BANK_IBAN,
      holdHours: Number(env.HOLD_HOURS),
      turnstileSiteKey: null,
    });
  });

});
