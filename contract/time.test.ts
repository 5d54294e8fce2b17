import { describe, expect, it } from 'vitest';
import { addDays, VAN_TIME_ZONE, vanToday, weekdayName } from './time';

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

  it("is Intl's date in Europe/Istanbul at every hour from 2024 to the end of 2030", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: VAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const differing: string[] = [];
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2031, 0, 1); at += 3_600_000) {
      const now = new Date(at);
      if (vanToday(now) !== intl.format(now)) differing.push(now.toISOString());
    }
    expect(differing).toEqual([]);
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
