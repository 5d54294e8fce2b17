import { describe, expect, it } from 'vitest';
import {
  formatPersianNumeric,
  latinDigits,
  parseTypedDate,
  persianMonthLength,
  persianMonthStart,
  persianMonthWeeks,
  shiftPersianMonth,
  toPersian,
  weekdayNames,
} from './persianCalendar';

describe('the Solar Hijri calendar of the fa pickers', () => {
  it('knows Nowruz and the days around it', () => {
    expect(toPersian('2027-03-21')).toEqual({ year: 1406, month: 1, day: 1 });
    expect(toPersian('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 });
    // 1403 was a leap year: Esfand had 30 days, its last on 20 March 2025.
    expect(toPersian('2025-03-20')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(toPersian('2026-11-26')).toEqual({ year: 1405, month: 9, day: 5 });
  });

  it('months have 31, 30 and 29 or 30 days', () => {
    expect(persianMonthLength('2027-03-21')).toBe(31); // Farvardin
    expect(persianMonthLength(persianMonthStart('2026-11-26'))).toBe(30); // Azar
    expect(persianMonthLength(persianMonthStart('2025-03-01'))).toBe(30); // Esfand 1403 (leap)
    expect(persianMonthLength(persianMonthStart('2026-03-01'))).toBe(29); // Esfand 1404
  });

  it('walks months forwards and backwards across the new year', () => {
    const azar = persianMonthStart('2026-11-26');
    expect(azar).toBe('2026-11-22');
    expect(shiftPersianMonth(azar, 4)).toBe('2027-03-21'); // Farvardin 1406
    expect(shiftPersianMonth('2027-03-21', -1)).toBe('2027-02-20'); // Esfand 1405
    expect(shiftPersianMonth(azar, 0)).toBe(azar);
  });

  it('lays a month out in weeks from Saturday', () => {
    // 1 Farvardin 1406 is a Sunday: one empty Saturday cell before it.
    const weeks = persianMonthWeeks('2027-03-21');
    expect(weeks[0]).toEqual([null, '2027-03-21', '2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weekdayNames('fa-IR')[0]!.long).toBe('شنبه');
  });

  it('reads what a visitor types, in Persian or Latin digits, Persian or Gregorian', () => {
    expect(latinDigits('۱۴۰۶/۰۱/۰۱')).toBe('1406/01/01');
    expect(parseTypedDate('۱۴۰۶/۰۱/۰۱')).toBe('2027-03-21');
    expect(parseTypedDate('1405-9-5')).toBe('2026-11-26');
    expect(parseTypedDate('2027-05-10')).toBe('2027-05-10');
    expect(parseTypedDate('1404/12/30')).toBeNull(); // Esfand 1404 has 29 days
    expect(parseTypedDate('2027-02-30')).toBeNull();
    expect(parseTypedDate('10 May')).toBeNull();
    expect(formatPersianNumeric('2027-03-21')).toBe('۱۴۰۶/۰۱/۰۱');
  });
});
