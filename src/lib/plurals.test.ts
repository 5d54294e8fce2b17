import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import enPublic from '../locales/en';
import enAccount from '../locales/en/account';
import faPublic from '../locales/fa';
import faAccount from '../locales/fa/account';
import trPublic from '../locales/tr';
import trAccount from '../locales/tr/account';

const [en, fa, tr] = [
  { ...enPublic, ...enAccount },
  { ...faPublic, ...faAccount },
  { ...trPublic, ...trAccount },
];

const localesDir = join(import.meta.dirname, '..', 'locales');

function values(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => values(child, path ? `${path}.${key}` : key));
  return [];
}

describe('counts are plurals through i18next (docs/conventions.md, "Texts, messages and errors")', () => {
  it('no text hedges its plural with "(s)" (e.g. "1 room(s)"): it has _one and _other forms', () => {
    const hedged = readdirSync(join(localesDir, 'en'))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => values(JSON.parse(readFileSync(join(localesDir, 'en', name), 'utf8'))).map(([path, text]) => [`${name} ${path}`, text] as const))
      .filter(([, text]) => /\w\(s\)/.test(text));
    expect(hedged).toEqual([]);
  });

  it('one guest, one night, one room, one person read as one in English; Persian and Turkish say the number', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en }, tr: { translation: tr }, fa: { translation: fa } }, interpolation: { escapeValue: false } });
    const count = (key: 'counts.guests' | 'counts.nights' | 'counts.rooms' | 'counts.people', n: number, lng = 'en') => i18n.t(key, { lng, count: n, formatted: String(n) });
    expect(count('counts.guests', 1)).toBe('1 guest');
    expect(count('counts.guests', 2)).toBe('2 guests');
    expect(count('counts.nights', 1)).toBe('1 night');
    expect(count('counts.rooms', 3)).toBe('3 rooms');
    expect(count('counts.people', 1)).toBe('1 person');
    expect(count('counts.people', 1, 'tr')).toBe('1 kişi');
    expect(count('counts.nights', 2, 'fa')).toBe('2 شب');
    const hint = i18n.t('booking.capacityHint', { count: 1, capacity: '1', perRoom: '1', rooms: count('counts.rooms', 1) });
    expect(hint).toBe('Sleeps 1 guest: 1 per room × 1 room');
    expect(i18n.t('cancellation.policyFreeDays', { count: 1, formattedCount: '1' })).toMatch(/until 1 day before/);
  });
});
