import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatTimeOfDay, localizeDigits } from './format';

// The numbers are written without Intl (src/lib/numerals.ts); Intl stays the reference.
const LOCALES = { tr: 'tr-TR', en: 'en-GB', fa: 'fa-IR' } as const;
const WHOLE = [0, 1, 7, 12, 99, 100, 999, 1000, 1250, 9999, 10000, 35350, 100000, 999999, 1000000, 1234567, 39592, 2 ** 31, 987654321012];
const AMOUNTS = [0.5, 1.005, 1.015, 2.675, 12.345, 99.995, 999.999, 1250.5, 1234.565, 4242.12, 35350.01, 0.01, 0.004, 0.005, 1234567.891];

describe('numbers in tr, en and fa are written exactly as Intl writes them', () => {
  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`${language}: whole counts and amounts`, () => {
      const counts = new Intl.NumberFormat(locale);
      const whole = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
      for (const value of WHOLE) {
        expect(formatNumber(value, language)).toBe(counts.format(value));
        expect(formatMoney(value, language)).toBe(whole.format(value));
      }
    });

    it(`${language}: amounts with decimals always show two, rounded as Intl rounds`, () => {
      const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of AMOUNTS) expect(formatMoney(value, language), String(value)).toBe(money.format(value));
    });

    it(`${language}: digits of times and opening hours`, () => {
      const digit = new Intl.NumberFormat(locale, { useGrouping: false });
      const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
      for (const hhmm of ['00:00', '09:05', '14:30', '23:59']) {
        expect(formatTimeOfDay(hhmm, language)).toBe(time.format(new Date(`1970-01-01T${hhmm}:00Z`)));
      }
      expect(localizeDigits('08:30-17:00, 2 h', language)).toBe('08:30-17:00, 2 h'.replace(/\d/g, (d) => digit.format(Number(d))));
    });
  }

  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`${language}: numbers with decimals (review averages) keep up to three, as Intl does`, () => {
      const plain = new Intl.NumberFormat(locale);
      for (const value of [...AMOUNTS, 4.5, 4.25, 3.3333333, 4.0005, 4.9996, 1234.5678]) expect(formatNumber(value, language), String(value)).toBe(plain.format(value));
    });
  }

  it('what the written form does not cover is still answered by Intl: negative numbers', () => {
    expect(formatNumber(-12, 'fa')).toBe(new Intl.NumberFormat('fa-IR').format(-12));
    expect(formatNumber(-2.5, 'tr')).toBe('-2,5');
    expect(formatMoney(-1250.5, 'en')).toBe('-1,250.50');
  });
});
