import { describe, expect, it } from 'vitest';
import { email, id } from './common';
import { EMAIL_PATTERN, UUID_PATTERN } from './patterns';

describe('contract patterns', () => {
  it('UUID_PATTERN accepts exactly the ids the id schema accepts', () => {
    const samples = [
      '5eed0000-0000-4000-8000-000000000001',
      '5EED0000-0000-4000-8000-00000000000A',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '5eed0000-0000-4000-8000-00000000001',
      '5eed0000-0000-4000-8000-0000000000011',
      '5eed0000000040008000000000000001',
      'g5ed0000-0000-4000-8000-000000000001',
      ' 5eed0000-0000-4000-8000-000000000001',
      'abc',
      '',
    ];
    for (const sample of samples) expect(UUID_PATTERN.test(sample), sample).toBe(id.safeParse(sample).success);
  });

  it('EMAIL_PATTERN takes what the email schema takes and refuses the obvious mistakes', () => {
    for (const good of ['demo@vanturizm.example', 'a.b+c@d.co', 'ayse.kaya@mail.com.tr']) {
      expect(EMAIL_PATTERN.test(good), good).toBe(true);
      expect(email().safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['demo', 'demo@', '@vanturizm.example', 'demo@vanturizm', 'de mo@vanturizm.example', 'a@b@c.d']) {
      expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
      expect(email().safeParse(bad).success, bad).toBe(false);
    }
  });
});
