import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './format';

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
