import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, localizeRecord, lookupOrder, missingTranslations } from './translations';

describe('languageFromAcceptLanguage', () => {
  it('takes the best-weighted of tr, en, fa; regions are ignored; others and q=0 are skipped', () => {
    expect(languageFromAcceptLanguage('fa-IR,fa;q=0.9,en-US;q=0.8')).toBe('fa');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.5,tr;q=0.7')).toBe('tr');
    expect(languageFromAcceptLanguage('tr;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('de, *')).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('localizeRecord', () => {
  const base = { id: '1', name: 'Van Fortress', description: 'Base', location: 'Tuşba', facilities: ['Parking'], recommendedDuration: null };

  it('looks in the asked language, then tr, then en, then the base text, and marks a fallback', () => {
    expect(lookupOrder('fa')).toEqual(['fa', 'tr', 'en']);
    expect(lookupOrder('en')).toEqual(['en', 'tr']);
    const shown = localizeRecord(base, 'place', { fa: { name: 'قلعه وان' }, tr: { description: 'Urartu kalesi' }, en: { location: 'Tushba' } }, 'fa');
    expect(shown).toMatchObject({ name: 'قلعه وان', description: 'Urartu kalesi', location: 'Tushba', facilities: ['Parking'], lang: 'fa', fallback: true });
  });

  it('no fallback when every text that exists is in the asked language; empty fields do not count', () => {
    const shown = localizeRecord(base, 'place', { en: { name: 'Van Fortress', description: 'D', location: 'L', facilities: ['P'] } }, 'en');
    expect(shown).toMatchObject({ fallback: false, recommendedDuration: null });
  });

  it('no language asked: the base texts, unmarked; a room type answers its name as displayName too', () => {
    expect(localizeRecord(base, 'place', { fa: { name: 'قلعه وان' } }, null)).toMatchObject({ name: 'Van Fortress', lang: null, fallback: false });
    expect(localizeRecord({ id: '2', name: 'DOUBLE' }, 'roomType', { fa: { name: 'اتاق دونفره' } }, 'fa')).toEqual({
      id: '2',
      name: 'DOUBLE',
      displayName: 'اتاق دونفره',
      lang: 'fa',
      fallback: false,
    });
  });

  it('missingTranslations names the required texts a language lacks (the admin tabs’ mark)', () => {
    expect(missingTranslations('hotel', { hotelName: 'Otel', hotelAddress: '  ' })).toEqual(['hotelAddress']);
    expect(missingTranslations('tour', undefined)).toEqual(['tourName', 'tourStartAddress', 'tourEndAddress']);
  });
});
