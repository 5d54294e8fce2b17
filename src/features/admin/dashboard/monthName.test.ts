import { describe, expect, it } from 'vitest';
import { monthName } from './monthName';

describe("the dashboard's month names", () => {
  it('name the Gregorian month in Turkish and English', () => {
    expect(monthName('2026-11', 'tr')).toBe('Kasım 2026');
    expect(monthName('2026-11', 'en')).toBe('November 2026');
  });

  it('add the Solar Hijri months a Gregorian month spans in Persian, with Persian digits', () => {
    expect(monthName('2026-11', 'fa')).toBe('نوامبر ۲۰۲۶ (آبان–آذر ۱۴۰۵)');
  });

  it('name both Solar Hijri years when the month holds Nowruz', () => {
    expect(monthName('2027-03', 'fa')).toBe('مارس ۲۰۲۷ (اسفند ۱۴۰۵–فروردین ۱۴۰۶)');
  });
});
