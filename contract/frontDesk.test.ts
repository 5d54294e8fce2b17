import { describe, expect, it } from 'vitest';
import { checkInRefusal, checkOutRefusal, isValidTcNumber, kbsDate, noShowRefusal, splitFullName, type FrontDeskStay } from './frontDesk';

const stay = (fields: Partial<FrontDeskStay> = {}): FrontDeskStay => ({ status: 'CONFIRMED', stayStatus: 'EXPECTED', checkIn: '2027-03-10', checkOut: '2027-03-12', ...fields });

describe('the front desk rules (contract/frontDesk.ts)', () => {
  it('a T.C. number: 11 digits, not starting with 0, both check digits', () => {
    expect(isValidTcNumber('10000000146')).toBe(true);
    expect(isValidTcNumber('12345678950')).toBe(true);
    expect(isValidTcNumber('10000000147')).toBe(false); // last check digit
    expect(isValidTcNumber('10000000156')).toBe(false); // 10th check digit
    expect(isValidTcNumber('01234567890')).toBe(false);
    expect(isValidTcNumber('1000000014')).toBe(false);
    expect(isValidTcNumber('1000000014a')).toBe(false);
  });

  it('check-in: a confirmed, expected stay from its arrival day until the day before its check-out', () => {
    expect(checkInRefusal(stay(), '2027-03-09')).toBe('beforeArrival');
    expect(checkInRefusal(stay(), '2027-03-10')).toBeNull();
    expect(checkInRefusal(stay(), '2027-03-11')).toBeNull();
    expect(checkInRefusal(stay(), '2027-03-12')).toBe('stayOver');
    expect(checkInRefusal(stay({ status: 'PENDING' }), '2027-03-10')).toBe('notConfirmed');
    expect(checkInRefusal(stay({ status: 'CANCELLED', stayStatus: 'NO_SHOW' }), '2027-03-10')).toBe('alreadyCancelled');
    expect(checkInRefusal(stay({ stayStatus: 'IN_HOUSE' }), '2027-03-10')).toBe('alreadyInHouse');
    expect(checkInRefusal(stay({ stayStatus: 'CHECKED_OUT' }), '2027-03-10')).toBe('notExpected');
  });

  it('check-out only in house; no-show only after the arrival day, while still expected', () => {
    expect(checkOutRefusal(stay({ stayStatus: 'IN_HOUSE' }))).toBeNull();
    expect(checkOutRefusal(stay())).toBe('notInHouse');
    expect(noShowRefusal(stay(), '2027-03-10')).toBe('noShowTooEarly');
    expect(noShowRefusal(stay(), '2027-03-11')).toBeNull();
    expect(noShowRefusal(stay({ status: 'PENDING' }), '2027-03-11')).toBeNull();
    expect(noShowRefusal(stay({ stayStatus: 'IN_HOUSE' }), '2027-03-11')).toBe('notExpected');
    expect(noShowRefusal(stay({ status: 'CANCELLED' }), '2027-03-11')).toBe('alreadyCancelled');
  });

  it('the KBS columns: the surname is the last word, dates DD.MM.YYYY', () => {
    expect(splitFullName('  Ayşe Nur   Yılmaz ')).toEqual(['Ayşe Nur', 'Yılmaz']);
    expect(splitFullName('Cher')).toEqual(['Cher', '']);
    expect(kbsDate('1990-04-12')).toBe('12.04.1990');
  });
});
