import { describe, expect, it } from 'vitest';
import {
  grossCentsOf,
  isWeekendNight,
  netCentsOfGross,
  overlappingRates,
  priceStay,
  priceWithoutTaxes,
  priceWithTaxes,
  rateForNight,
  refusalNights,
  stayRuleMessage,
  taxCentsOf,
  type RateRule,
} from './stayPricing';

const room = { pricePerNightCents: 100_000 };
const rate = (fields: Partial<RateRule> & Pick<RateRule, 'from' | 'to' | 'priceCents'>): RateRule => ({ id: `${fields.from}-${fields.to}`, ...fields });

// 2027-03-18 is a Thursday: 19 (Fri) and 20 (Sat) are weekend nights.
const nowruz = rate({ from: '2027-03-18', to: '2027-04-01', priceCents: 250_000, weekendPriceCents: 300_000, minStay: 3 });

describe('nightly prices', () => {
  it('a night with no rate costs the base price; the stay sums its nights', () => {
    const price = priceStay(room, [], { checkIn: '2027-02-01', checkOut: '2027-02-04' });
    expect(price.nights).toEqual([
      { date: '2027-02-01', priceCents: 100_000 },
      { date: '2027-02-02', priceCents: 100_000 },
      { date: '2027-02-03', priceCents: 100_000 },
    ]);
    expect(price).toMatchObject({ subtotalCents: 300_000, taxCents: 0, totalCents: 300_000, bookable: true, reason: null });
  });

  it('a stay across a rate boundary: base nights before `from`, rate nights from it, base again from `to` (half-open)', () => {
    const price = priceStay(room, [nowruz], { checkIn: '2027-03-16', checkOut: '2027-03-19' });
    expect(price.nights.map((n) => n.priceCents)).toEqual([100_000, 100_000, 250_000]);
    const after = priceStay(room, [nowruz], { checkIn: '2027-03-29', checkOut: '2027-04-03' });
    expect(after.nights.map((n) => [n.date, n.priceCents])).toEqual([
      ['2027-03-29', 250_000],
      ['2027-03-30', 250_000],
      ['2027-03-31', 250_000],
      ['2027-04-01', 100_000],
      ['2027-04-02', 100_000],
    ]);
  });

  it('Friday and Saturday nights take the weekend price of their rate; a rate without one charges its price', () => {
    expect(isWeekendNight('2027-03-19')).toBe(true);
    expect(isWeekendNight('2027-03-20')).toBe(true);
    expect(isWeekendNight('2027-03-21')).toBe(false);
    const price = priceStay(room, [nowruz], { checkIn: '2027-03-18', checkOut: '2027-03-23' });
    expect(price.nights.map((n) => n.priceCents)).toEqual([250_000, 300_000, 300_000, 250_000, 250_000]);
    expect(price.subtotalCents).toBe(1_350_000);
    const flat = priceStay(room, [rate({ from: '2027-03-18', to: '2027-03-22', priceCents: 200_000 })], {
      checkIn: '2027-03-19',
      checkOut: '2027-03-21',
    });
    expect(flat.nights.map((n) => n.priceCents)).toEqual([200_000, 200_000]);
  });

  it('the narrowest rate covering a night prices it (a special inside a season), then the later start, then the newer row', () => {
    const season = rate({ from: '2027-06-01', to: '2027-09-01', priceCents: 150_000 });
    const festival = rate({ from: '2027-07-10', to: '2027-07-13', priceCents: 220_000 });
    expect(rateForNight([season, festival], '2027-07-11')).toBe(festival);
    expect(rateForNight([festival, season], '2027-07-09')).toBe(season);
    const older = rate({ from: '2027-07-10', to: '2027-07-13', priceCents: 1, createdAt: '2026-01-01T00:00:00Z' });
    const newer = rate({ from: '2027-07-10', to: '2027-07-13', priceCents: 2, createdAt: '2026-02-01T00:00:00Z' });
    expect(rateForNight([newer, older], '2027-07-10')).toBe(newer);
    const later = rate({ from: '2027-07-11', to: '2027-07-14', priceCents: 3 });
    expect(rateForNight([older, later], '2027-07-12')).toBe(later);
  });

  it('rooms multiply the subtotal; tax is the hotel rate on it, rounded to the kuruş; total = subtotal + tax', () => {
    const price = priceStay(room, [nowruz], { checkIn: '2027-03-18', checkOut: '2027-03-21', rooms: 2 }, 12);
    expect(price.subtotalCents).toBe(2 * (250_000 + 300_000 + 300_000));
    expect(price.taxCents).toBe(204_000);
    expect(price.totalCents).toBe(1_904_000);
    expect(taxCentsOf(333, 12.5)).toBe(42);
    expect(taxCentsOf(100_000, 0)).toBe(0);
  });
});

describe('stay rules', () => {
  it('minimum stay: a rate covering any night of the stay sets it; shorter stays are refused with the number', () => {
    const short = priceStay(room, [nowruz], { checkIn: '2027-03-30', checkOut: '2027-04-02' });
    expect(short).toMatchObject({ bookable: true, minNights: 3 });
    const tooShort = priceStay(room, [nowruz], { checkIn: '2027-03-31', checkOut: '2027-04-02' });
    expect(tooShort).toMatchObject({ bookable: false, reason: 'minStay', minNights: 3 });
    expect(stayRuleMessage('minStay', refusalNights(tooShort))).toBe('This stay needs at least 3 nights on the chosen dates');
    // Still priced, so the form can show what the nights would cost.
    expect(tooShort.totalCents).toBe(350_000);
  });

  it("the room type's own min and max nights apply with no rate; the strictest limit wins", () => {
    const typed = { pricePerNightCents: 100_000, minNights: 2, maxNights: 7 };
    expect(priceStay(typed, [], { checkIn: '2027-02-01', checkOut: '2027-02-02' }).reason).toBe('minStay');
    expect(priceStay(typed, [], { checkIn: '2027-02-01', checkOut: '2027-02-09' })).toMatchObject({ reason: 'maxStay', maxNights: 7 });
    expect(priceStay(typed, [], { checkIn: '2027-02-01', checkOut: '2027-02-08' }).bookable).toBe(true);
    const strict = priceStay(typed, [rate({ from: '2027-02-01', to: '2027-02-10', priceCents: 1, maxStay: 4, minStay: 1 })], {
      checkIn: '2027-02-01',
      checkOut: '2027-02-06',
    });
    expect(strict).toMatchObject({ reason: 'maxStay', minNights: 2, maxNights: 4 });
    expect(stayRuleMessage('maxStay', refusalNights(strict))).toBe('This stay can be at most 4 nights on the chosen dates');
  });

  it('closed to arrival refuses a stay starting on one of its nights, not one passing through it', () => {
    const closed = rate({ from: '2027-12-31', to: '2028-01-01', priceCents: 100_000, closedToArrival: true });
    expect(priceStay(room, [closed], { checkIn: '2027-12-31', checkOut: '2028-01-02' }).reason).toBe('closedToArrival');
    expect(priceStay(room, [closed], { checkIn: '2027-12-30', checkOut: '2028-01-02' }).bookable).toBe(true);
  });

  it('stop-sell refuses any stay touching its nights, and wins over the other rules', () => {
    const stop = rate({ from: '2027-05-10', to: '2027-05-12', priceCents: 100_000, stopSell: true });
    expect(priceStay(room, [stop], { checkIn: '2027-05-08', checkOut: '2027-05-11' }).reason).toBe('stopSell');
    expect(priceStay(room, [stop], { checkIn: '2027-05-12', checkOut: '2027-05-14' }).bookable).toBe(true);
    expect(priceStay(room, [stop], { checkIn: '2027-05-06', checkOut: '2027-05-10' }).bookable).toBe(true);
    const both = [stop, rate({ from: '2027-05-11', to: '2027-05-20', priceCents: 1, closedToArrival: true, minStay: 5 })];
    expect(priceStay(room, both, { checkIn: '2027-05-11', checkOut: '2027-05-12' }).reason).toBe('stopSell');
  });

  it('rates of other dates do not touch the stay', () => {
    const winter = rate({ from: '2027-01-01', to: '2027-02-01', priceCents: 1, minStay: 9, stopSell: true });
    expect(priceStay(room, [winter], { checkIn: '2027-02-01', checkOut: '2027-02-02' })).toMatchObject({
      bookable: true,
      minNights: null,
      maxNights: null,
    });
  });
});

describe('overlappingRates: the rates a range shares a night with (warned, not refused)', () => {
  const spring = { id: 'a', from: '2029-03-01', to: '2029-04-01' };
  const april = { id: 'b', from: '2029-04-01', to: '2029-05-01' };
  it('a week inside a season overlaps it; back-to-back seasons do not', () => {
    expect(overlappingRates([spring, april], { from: '2029-03-18', to: '2029-03-25' })).toEqual([spring]);
    expect(overlappingRates([spring, april], { from: '2029-03-31', to: '2029-04-02' })).toEqual([spring, april]);
    expect(overlappingRates([spring], { from: '2029-04-01', to: '2029-04-05' })).toEqual([]);
  });
  it('the rate being edited is not its own overlap; an incomplete range overlaps nothing', () => {
    expect(overlappingRates([spring], { from: '2029-03-01', to: '2029-04-01' }, 'a')).toEqual([]);
    expect(overlappingRates([spring], { from: '2029-03-05', to: '' })).toEqual([]);
  });
});

describe('prices with taxes (the price a guest sees is the price paid)', () => {
  it('a net price plus its tax rounded to the kuruş: 2,450 TL at 12 % is 2,744 TL', () => {
    expect(grossCentsOf(245_000, 12)).toBe(274_400);
    expect(grossCentsOf(333, 12.5)).toBe(375);
    expect(grossCentsOf(100_000, 0)).toBe(100_000);
    expect(priceWithTaxes(2450, 12)).toBe(2744);
    expect(priceWithTaxes(1234.57, 12)).toBe(1382.72);
  });

  it('the stay tax is the sum of its room-nights\' taxes: total = gross nightly price x nights x rooms', () => {
    // 333 kuruş at 12.5 %: 41.625 per night rounds to 42; on the subtotal it would be 124.875 -> 125.
    const price = priceStay({ pricePerNightCents: 333 }, [], { checkIn: '2027-02-01', checkOut: '2027-02-04', rooms: 2 }, 12.5);
    expect(price.taxCents).toBe(2 * 3 * 42);
    expect(price.totalCents).toBe(grossCentsOf(333, 12.5) * 3 * 2);
  });

  it('a card\'s gross nightly price x nights equals the quote\'s total for every net price up to 10,000 TL at 12 %, 8 %, 12.5 %', () => {
    for (const taxRate of [12, 8, 12.5]) {
      for (let net = 1; net <= 1_000_000; net += 997) {
        const nights = 1 + (net % 9);
        const quote = priceStay({ pricePerNightCents: net }, [], { checkIn: '2027-05-03', checkOut: `2027-05-${String(3 + nights).padStart(2, '0')}` }, taxRate);
        expect(grossCentsOf(net, taxRate) * nights).toBe(quote.totalCents);
        expect(quote.subtotalCents + quote.taxCents).toBe(quote.totalCents);
      }
    }
  });

  it('an admin\'s gross price is stored as the net whose gross is that price (or one kuruş above when rounding skips it)', () => {
    for (const taxRate of [12, 20, 0, 12.5]) {
      for (let gross = 1; gross <= 300_000; gross += 31) {
        const net = netCentsOfGross(gross, taxRate);
        const back = grossCentsOf(net, taxRate);
        expect(back).toBeGreaterThanOrEqual(gross);
        expect(back - gross).toBeLessThanOrEqual(1);
        if (net > 0) expect(grossCentsOf(net - 1, taxRate)).toBeLessThan(gross);
      }
    }
    expect(netCentsOfGross(274_400, 12)).toBe(245_000);
    expect(priceWithoutTaxes(2744, 12)).toBe(2450);
  });
});
