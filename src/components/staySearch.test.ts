import { describe, expect, it } from 'vitest';
import { parseStaySearch, staySearchErrors } from './staySearch';

const today = '2026-11-23';
const fields = (patch: Partial<Parameters<typeof staySearchErrors>[0]>) => ({ city: '', checkIn: null, checkOut: null, guests: 1, ...patch });

describe('staySearchErrors: the search form rules (spec "Home" search)', () => {
  it('accepts no dates, or a stay from today on', () => {
    expect(staySearchErrors(fields({}), today)).toEqual({});
    expect(staySearchErrors(fields({ checkIn: today, checkOut: '2026-11-24', guests: '2' }), today)).toEqual({});
  });

  it('refuses a check-in before today in Van', () => {
    expect(staySearchErrors(fields({ checkIn: '2026-11-22', checkOut: '2026-11-24' }), today)).toEqual({ checkIn: 'pastDate' });
  });

  it('refuses a check-out on or before the check-in', () => {
    expect(staySearchErrors(fields({ checkIn: '2026-11-25', checkOut: '2026-11-25' }), today)).toEqual({ checkOut: 'checkOutAfterCheckIn' });
    expect(staySearchErrors(fields({ checkIn: '2026-11-25', checkOut: '2026-11-24' }), today)).toEqual({ checkOut: 'checkOutAfterCheckIn' });
  });

  it('asks for the other date when only one is given', () => {
    expect(staySearchErrors(fields({ checkIn: '2026-11-25' }), today)).toEqual({ checkOut: 'checkOutRequired' });
    expect(staySearchErrors(fields({ checkOut: '2026-11-25' }), today)).toEqual({ checkIn: 'checkInRequired' });
  });

  it('takes guests as a whole number from 1 to 100, like the address bar', () => {
    for (const guests of ['', '0', '1.5', 'two', '101', -1]) expect(staySearchErrors(fields({ guests }), today), String(guests)).toEqual({ guests: 'guestsInvalid' });
    for (const guests of ['1', 100, '42']) {
      expect(staySearchErrors(fields({ guests }), today)).toEqual({});
      expect(parseStaySearch(new URLSearchParams({ guests: String(guests) })).guests).toBe(Number(guests));
    }
  });
});
