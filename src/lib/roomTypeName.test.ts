import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { roomTypeName } from './roomTypeName';

const texts = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', 'locales', language, 'roomTypes.json'), 'utf8')) as Record<string, string>;

describe('room type names in the visitor language', () => {
  const t = ((key: string) => texts('fa')[key.replace('roomTypes.', '')] ?? key) as unknown as TFunction;

  it('the usual codes become words, in any case and with spaces around', () => {
    expect(roomTypeName('DOUBLE', t)).toBe('اتاق دوتخته');
    expect(roomTypeName(' single ', t)).toBe('اتاق یک‌تخته');
    expect(roomTypeName('Suite', t)).toBe('سوئیت');
  });

  it("an admin's own name is shown as written", () => {
    expect(roomTypeName('Lake view loft', t)).toBe('Lake view loft');
  });

  it("an admin's own name in the visitor's language when the call answered one; a code stays the texts' word", () => {
    expect(roomTypeName('Göl Manzaralı Oda', t, 'اتاق رو به دریاچه')).toBe('اتاق رو به دریاچه');
    expect(roomTypeName('DOUBLE', t, 'DOUBLE')).toBe('اتاق دوتخته');
  });

  it('tr, en and fa name the same codes, and fa in Persian', () => {
    const [tr, en, fa] = ['tr', 'en', 'fa'].map(texts);
    expect(Object.keys(tr!).sort()).toEqual(Object.keys(en!).sort());
    expect(Object.keys(fa!).sort()).toEqual(Object.keys(en!).sort());
    for (const code of Object.keys(fa!)) expect(fa![code]).toMatch(/[\u0600-\u06FF]/);
  });
});
