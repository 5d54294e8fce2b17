import { describe, expect, it } from 'vitest';
import { latinDigits, normalizePhone, phoneHref } from './phone';

describe('normalizePhone (contract/phone.ts)', () => {
  it.each([
    ['+90 532 123 45 67', '+905321234567'],
    ['0532 123 45 67', '+905321234567'],
    ['532-123-45-67', '+905321234567'],
    ['(0432) 216 40 00', '+904322164000'],
    ['0090 532 123 4567', '+905321234567'],
    ['905321234567', '+905321234567'],
    ['+98 912 345 6789', '+989123456789'],
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', '+989123456789'],
    ['+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', '+989123456789'],
    ['٠٥٣٢ ١٢٣ ٤٥ ٦٧', '+905321234567'],
    ['\u200e+98 912 345 6789\u200e', '+989123456789'],
    ['+49 30 1234567', '+49301234567'],
  ])('%s is %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each(['', 'call me', '12345', '+90 532 123', '+90 0532 123 45 67', '+98 912 345 67890', '0532 123 45 6x', '+1234567'])(
    'refuses %j: it cannot be a phone number',
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );

  it('reads Persian and Arabic-Indic digits as digits', () => {
    expect(latinDigits('۱۲۳ ٤٥٦')).toBe('123 456');
  });

  it('links a stored number to tel:', () => {
    expect(phoneHref('+905321234567')).toBe('tel:+905321234567');
    expect(phoneHref('0532 123 45 67')).toBe('tel:+905321234567');
  });
});
