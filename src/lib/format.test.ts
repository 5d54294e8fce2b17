import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatTimeOfDay, joinPlace, localizeDigits } from './format';

describe('formatTimeOfDay (a hotel check-in / check-out time)', () => {
  it('24-hour HH:MM in every language, in the language’s digits', () => {
    expect(formatTimeOfDay('14:00', 'en')).toBe('14:00');
    expect(formatTimeOfDay('09:30', 'tr')).toBe('09:30');
    expect(formatTimeOfDay('14:00', 'fa')).toBe('۱۴:۰۰');
    expect(formatTimeOfDay('00:05', 'en')).toBe('00:05');
  });

  it('a value that is not HH:MM is shown as it is', () => {
    expect(formatTimeOfDay('2 pm', 'en')).toBe('2 pm');
    expect(formatTimeOfDay('25:00', 'en')).toBe('25:00');
  });
});

describe('formatters made once per language', () => {
  it('amounts and counts switch language call by call, each in its own digits and separators', () => {
    expect(formatMoney(1250.5, 'tr')).toBe('1.250,50');
    expect(formatMoney(1250.5, 'en')).toBe('1,250.50');
    expect(formatMoney(1250, 'en')).toBe('1,250');
    expect(formatMoney(1250.5, 'tr')).toBe('1.250,50');
    expect(formatNumber(12, 'fa')).toBe('۱۲');
    expect(formatNumber(12, 'en')).toBe('12');
  });

  it('localizeDigits turns the digits of opening hours into the language’s numerals, without grouping', () => {
    expect(localizeDigits('08:30–17:00', 'fa')).toBe('۰۸:۳۰–۱۷:۰۰');
    expect(localizeDigits('2024 hours', 'en')).toBe('2024 hours');
  });
});

describe('joinPlace', () => {
  it("joins a place's parts with the language's comma and leaves blanks out", () => {
    expect(joinPlace(['Van', 'İpekyolu'], 'tr')).toBe('Van, İpekyolu');
    expect(joinPlace(['Van', null, 'İpekyolu'], 'en')).toBe('Van, İpekyolu');
    expect(joinPlace(['وان', 'ایپک‌یولو'], 'fa')).toBe('وان، ایپک‌یولو');
    expect(joinPlace(['وان', ''], 'fa')).toBe('وان');
  });
});
