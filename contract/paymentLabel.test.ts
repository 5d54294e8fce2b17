import { describe, expect, it } from 'vitest';
import { paymentStatusLabel } from './paymentLabel';

describe('paymentStatusLabel (spec section 4)', () => {
  it('PAID or COMPLETED = paid; PENDING = pending; CANCELLED = cancelled; REFUNDED = refunded', () => {
    expect(['PAID', 'COMPLETED', 'PENDING', 'CANCELLED', 'REFUNDED'].map(paymentStatusLabel)).toEqual([
      'paid',
      'paid',
      'pending',
      'cancelled',
      'refunded',
    ]);
  });

  it('any other value is failed', () => {
    for (const status of ['FAILED', 'UNKNOWN', '', 'paid']) expect(paymentStatusLabel(status)).toBe('failed');
  });
});
