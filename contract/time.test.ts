import { describe, expect, it } from 'vitest';
import { addDays, vanToday, weekdayName } from './time';

describe("Van's today", () => {
  it('is already the next day at 00:30 in Van while UTC is still on the previous day', () => {
    const at = new Date('2026-11-22T21:30:00Z'); // 00:30 on 23 November in Van (UTC+3)
    expect(at.toISOString().slice(0, 10)).toBe('2026-11-22');
    expect(vanToday(at)).toBe('2026-11-23');
  });

  it('is the same day at 23:59 in Van', () => {
    expect(vanToday(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
    expect(vanToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('names weekdays in English', () => {
    expect(weekdayName('2026-11-22')).toBe('Sunday');
  });
});
