import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Rate, ReservationMessages, RoomTypeAvailability, StayQuote, StayRuleMessages, vanToday } from '../contract';
import type { Hotel, Reservation, RoomType } from '../contract';

/** Turkey's accommodation tax (2 %) and VAT on accommodation (10 %), as the demo hotels charge them. */
const HOTEL_TAX_RATE = 12;
import { bookingBody, day, outboxOf } from './test/fixtures';
import { api, expectAdminOnly, hotelInput, insertHotel, insertReservationRow, insertRoomType, loginAs, UNKNOWN_ID } from './test/helpers';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const RATES = '/api/admin/rates';
const QUOTE = '/api/hotels/quote';
const CREATE = '/api/reservation/public/createReservation';

/** A hotel (tax rate in percent) with one room type priced `priceCents` a night. */
async function hotelWithRoom(options: { taxRate?: number; priceCents?: number; rooms?: number; capacity?: number } = {}) {
  const hotel = await insertHotel();
  await env.DB.prepare('UPDATE hotels SET tax_rate_bp = ? WHERE id = ?').bind(Math.round((options.taxRate ?? 0) * 100), hotel.id).run();
  const room = await insertRoomType(hotel.id, {
    pricePerNightCents: options.priceCents ?? 100_000,
    roomCount: options.rooms ?? 3,
    capacity: options.capacity ?? 2,
  });
  return { hotelId: hotel.id, roomTypeId: room.id };
}

async function addRate(body: Record<string, unknown>) {
  const res = await api<Rate>('POST', RATES, { token: adminToken, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
}

const quote = (roomTypeId: string, checkIn: string, checkOut: string, guests = 2) =>
  api<StayQuote>('GET', `${QUOTE}?roomTypeId=${roomTypeId}&checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`);

describe('admin rates: GET/POST /api/admin/rates, PUT/DELETE /api/admin/rates/{id}', () => {
  it('admin only (401 / 403)', async () => {
    await expectAdminOnly('GET', RATES, userToken);
    await expectAdminOnly('POST', RATES, userToken, {});
    await expectAdminOnly('DELETE', `${RATES}/${UNKNOWN_ID}`, userToken);
  });

  it('creates, lists per room type (by first night) and deletes a rate', async () => {
    const { roomTypeId } = await hotelWithRoom();
    const other = await hotelWithRoom();
    const summer = await addRate({ roomTypeId, from: '2031-06-15', to: '2031-09-01', price: '1300', weekendPrice: 1400, minStay: '2' });
    expect(Rate.parse(summer)).toMatchObject({
      roomTypeId,
      from: '2031-06-15',
      to: '2031-09-01',
      price: 1300,
      weekendPrice: 1400,
      minStay: 2,
      maxStay: null,
      closedToArrival: false,
      stopSell: false,
    });
    const spring = await addRate({ roomTypeId, from: '2031-04-01', to: '2031-04-05', price: 1100, stopSell: true });
    await addRate({ roomTypeId: other.roomTypeId, from: '2031-04-01', to: '2031-04-02', price: 900 });

    const list = await api<Rate[]>('GET', `${RATES}?roomTypeId=${roomTypeId}`, { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.json.map((rate) => rate.id)).toEqual([spring.id, summer.id]);
    const all = await api<Rate[]>('GET', RATES, { token: adminToken });
    expect(all.json.length).toBeGreaterThanOrEqual(3);

    const gone = await api('DELETE', `${RATES}/${spring.id}`, { token: adminToken });
    expect(gone).toMatchObject({ status: 200, json: { deleted: 1 } });
    expect((await api<Rate[]>('GET', `${RATES}?roomTypeId=${roomTypeId}`, { token: adminToken })).json.map((rate) => rate.id)).toEqual([summer.id]);
    expect(await api('DELETE', `${RATES}/${spring.id}`, { token: adminToken })).toMatchObject({
      status: 404,
      json: { message: StayRuleMessages.rateNotFound },
    });
  });

  it('PUT changes a rate (dates, prices, rules); the quote prices its new nights; 400 as POST, 404 for an unknown rate', async () => {
    const { roomTypeId } = await hotelWithRoom();
    const rate = await addRate({ roomTypeId, from: '2031-07-01', to: '2031-07-10', price: 1300, stopSell: true });
    const body = { roomTypeId, from: '2031-07-05', to: '2031-07-20', price: '1500', weekendPrice: 1600, minStay: 2, maxStay: '', stopSell: false };
    const changed = await api<Rate>('PUT', `${RATES}/${rate.id}`, { token: adminToken, body });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(Rate.parse(changed.json)).toMatchObject({ id: rate.id, from: '2031-07-05', to: '2031-07-20', price: 1500, weekendPrice: 1600, minStay: 2, maxStay: null, stopSell: false });
    expect((await api<Rate[]>('GET', `${RATES}?roomTypeId=${roomTypeId}`, { token: adminToken })).json).toEqual([changed.json]);
    // Tuesday 15 July 2031 and Wednesday 16th: the new price, no stop-sell any more.
    const priced = await quote(roomTypeId, '2031-07-15', '2031-07-17');
    expect(priced.json).toMatchObject({ subtotal: 3000 });
    expect(priced.json.reason).toBeUndefined();
    const refused = await api('PUT', `${RATES}/${rate.id}`, { token: adminToken, body: { ...body, to: '2031-07-05' } });
    expect(refused).toMatchObject({ status: 400, json: { details: [{ path: 'to', message: StayRuleMessages.fromBeforeTo }] } });
    expect(await api('PUT', `${RATES}/${UNKNOWN_ID}`, { token: adminToken, body })).toMatchObject({ status: 404, json: { message: StayRuleMessages.rateNotFound } });
    await expectAdminOnly('PUT', `${RATES}/${rate.id}`, userToken, body);
  });

  it('400 with the field named: to not after from, price 0, min above max, bad dates; 404 for an unknown room type', async () => {
    const { roomTypeId } = await hotelWithRoom();
    const base = { roomTypeId, from: '2031-05-01', to: '2031-05-05', price: 1000 };
    const refused = async (body: Record<string, unknown>, path: string, message?: string) => {
      const res = await api('POST', RATES, { token: adminToken, body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.details.map((d: { path: string }) => d.path)).toContain(path);
      if (message) expect(res.json.details.find((d: { path: string }) => d.path === path).message).toBe(message);
    };
    await refused({ ...base, to: '2031-05-01' }, 'to', StayRuleMessages.fromBeforeTo);
    await refused({ ...base, to: '2031-04-30' }, 'to', StayRuleMessages.fromBeforeTo);
    await refused({ ...base, price: 0 }, 'price');
    await refused({ ...base, price: -5 }, 'price');
    await refused({ ...base, price: undefined }, 'price');
    await refused({ ...base, weekendPrice: 0 }, 'weekendPrice');
    await refused({ ...base, minStay: 5, maxStay: 2 }, 'maxStay', StayRuleMessages.minAboveMax);
    await refused({ ...base, from: '2031-02-30' }, 'from');
    await refused({ ...base, roomTypeId: 'nope' }, 'roomTypeId');
    const missing = await api('POST', RATES, { token: adminToken, body: { ...base, roomTypeId: UNKNOWN_ID } });
    expect(missing).toMatchObject({ status: 404, json: { message: StayRuleMessages.roomTypeNotFound } });
  });
});

describe('GET /api/hotels/quote', () => {
  it('prices each night (rate nights, weekend nights, base nights), adds the hotel tax and says it can be booked', async () => {
    const { roomTypeId } = await hotelWithRoom({ taxRate: 12, priceCents: 100_000 });
    // 2031-03-21 is a Friday.
    await addRate({ roomTypeId, from: '2031-03-20', to: '2031-03-23', price: 1500, weekendPrice: 1800 });
    const res = await quote(roomTypeId, '2031-03-19', '2031-03-24');
    expect(res.status).toBe(200);
    expect(StayQuote.parse(res.json)).toEqual({
      roomTypeId,
      checkIn: '2031-03-19',
      checkOut: '2031-03-24',
      guests: 2,
      rooms: 1,
      // Each night also with its taxes (issue 33: the price a guest reads is the price paid).
      nights: [
        { date: '2031-03-19', price: 1000, priceWithTaxes: 1120 },
        { date: '2031-03-20', price: 1500, priceWithTaxes: 1680 },
        { date: '2031-03-21', price: 1800, priceWithTaxes: 2016 },
        { date: '2031-03-22', price: 1800, priceWithTaxes: 2016 },
        { date: '2031-03-23', price: 1000, priceWithTaxes: 1120 },
      ],
      subtotal: 7100,
      taxRate: 12,
      tax: 852,
      total: 7952,
      minNights: null,
      maxNights: null,
      bookable: true,
    });
  });

  it("the hotel's room-type list with dates prices one room's stay as the quote does (the season's rates, tax); without dates it has no stay price", async () => {
    const { hotelId, roomTypeId } = await hotelWithRoom({ taxRate: 12, priceCents: 690_000 });
    await addRate({ roomTypeId, from: '2031-03-20', to: '2031-03-22', price: 12_400, weekendPrice: 11_050 });
    const stay = 'checkIn=2031-03-20&checkOut=2031-03-22';
    const quoted = StayQuote.parse((await quote(roomTypeId, '2031-03-20', '2031-03-22', 1)).json);
    const dated = await api<RoomTypeAvailability[]>('GET', `/api/hotel/public/${hotelId}/room-types?${stay}`);
    expect(dated.status).toBe(200);
    const [room] = RoomTypeAvailability.array().parse(dated.json);
    expect(room).toMatchObject({ id: roomTypeId, pricePerNight: 6900, roomsLeft: 3 });
    // Issue 33: the stay's mean night also with taxes, the figure a guest reads (the quote's total / nights).
    expect(room!.stayPrice).toEqual({ nights: 2, pricePerNight: quoted.subtotal / 2, pricePerNightWithTaxes: quoted.total / 2, total: quoted.total, bookable: true });
    expect(quoted.subtotal).toBe(12_400 + 11_050);
    const plain = await api<RoomTypeAvailability[]>('GET', `/api/hotel/public/${hotelId}/room-types`);
    expect(plain.json[0]!.stayPrice).toBeNull();
  });

  it('a party needing two rooms is priced for two', async () => {
    const { roomTypeId } = await hotelWithRoom({ capacity: 2 });
    const res = await quote(roomTypeId, '2031-01-10', '2031-01-12', 3);
    expect(res.json).toMatchObject({ rooms: 2, subtotal: 4000, total: 4000, bookable: true });
    // The booking form's room quantity, when sent.
    const three = await api<StayQuote>('GET', `${QUOTE}?roomTypeId=${roomTypeId}&checkIn=2031-01-10&checkOut=2031-01-12&guests=3&rooms=3`);
    expect(three.json).toMatchObject({ rooms: 3, subtotal: 6000, bookable: true });
  });

  it('refuses with a stable reason and a message: min stay, max stay, closed to arrival, stop-sell, no rooms left', async () => {
    const { hotelId, roomTypeId } = await hotelWithRoom({ rooms: 1 });
    await addRate({ roomTypeId, from: '2031-12-30', to: '2032-01-02', price: 1800, minStay: 3 });
    await addRate({ roomTypeId, from: '2031-07-01', to: '2031-07-31', price: 1200, maxStay: 5 });
    await addRate({ roomTypeId, from: '2031-08-10', to: '2031-08-11', price: 1000, closedToArrival: true });
    await addRate({ roomTypeId, from: '2031-09-01', to: '2031-09-03', price: 1000, stopSell: true });
    await insertReservationRow(hotelId, roomTypeId, { checkIn: '2031-10-01', checkOut: '2031-10-03', status: 'CONFIRMED' });

    expect((await quote(roomTypeId, '2031-12-31', '2032-01-02')).json).toMatchObject({
      bookable: false,
      reason: 'minStay',
      minNights: 3,
      message: 'This stay needs at least 3 nights on the chosen dates',
    });
    expect((await quote(roomTypeId, '2031-12-30', '2032-01-02')).json).toMatchObject({ bookable: true, subtotal: 5400 });
    expect((await quote(roomTypeId, '2031-07-01', '2031-07-08')).json).toMatchObject({ reason: 'maxStay', maxNights: 5 });
    expect((await quote(roomTypeId, '2031-08-10', '2031-08-12')).json).toMatchObject({ reason: 'closedToArrival' });
    expect((await quote(roomTypeId, '2031-08-09', '2031-08-12')).json).toMatchObject({ bookable: true });
    expect((await quote(roomTypeId, '2031-08-31', '2031-09-02')).json).toMatchObject({ reason: 'stopSell', message: StayRuleMessages.stopSell });
    expect((await quote(roomTypeId, '2031-10-02', '2031-10-04')).json).toMatchObject({ bookable: false, reason: 'noRoomsLeft' });
  });

  it("the room type's own min and max nights", async () => {
    const { roomTypeId } = await hotelWithRoom();
    await env.DB.prepare('UPDATE room_types SET min_nights = 2, max_nights = 4 WHERE id = ?').bind(roomTypeId).run();
    expect((await quote(roomTypeId, '2031-02-01', '2031-02-02')).json).toMatchObject({ reason: 'minStay', minNights: 2 });
    expect((await quote(roomTypeId, '2031-02-01', '2031-02-06')).json).toMatchObject({ reason: 'maxStay', maxNights: 4 });
    expect((await quote(roomTypeId, '2031-02-01', '2031-02-05')).json).toMatchObject({ bookable: true });
  });

  it('a past arrival is priced but not bookable, with the booking form\'s message', async () => {
    const { roomTypeId } = await hotelWithRoom();
    expect((await quote(roomTypeId, day(-2), day(1))).json).toMatchObject({
      bookable: false,
      reason: 'pastCheckIn',
      message: ReservationMessages.pastCheckIn,
      subtotal: 3000,
    });
    expect((await quote(roomTypeId, day(0), day(1))).json).toMatchObject({ bookable: true });
  });

  it('400 for bad dates, 404 for an unknown room type', async () => {
    const { roomTypeId } = await hotelWithRoom();
    expect((await quote(roomTypeId, '2031-02-05', '2031-02-05')).status).toBe(400);
    expect((await quote(roomTypeId, '2031-02-31', '2031-03-02')).status).toBe(400);
    expect((await api('GET', `${QUOTE}?checkIn=2031-02-01&checkOut=2031-02-02`)).status).toBe(400);
    expect(await quote(UNKNOWN_ID, '2031-02-01', '2031-02-03')).toMatchObject({ status: 404, json: { message: StayRuleMessages.roomTypeNotFound } });
  });
});

describe('booking and search apply the quote', () => {
  it("booking stores the quote's total (nights + tax) and its split, and refuses what the quote refuses", async () => {
    const room = await hotelWithRoom({ taxRate: 12, priceCents: 100_000 });
    await addRate({ roomTypeId: room.roomTypeId, from: '2031-05-02', to: '2031-05-04', price: 2000, minStay: 2 });
    const res = await api('POST', CREATE, { body: bookingBody(room, { checkIn: '2031-05-01', checkOut: '2031-05-04' }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ subtotal: 5000, tax: 600, totalAmount: 5600, nights: 3 });
    const stored = await env.DB.prepare('SELECT subtotal_cents, tax_cents, tax_rate_bp, total_amount_cents, price_per_night_cents, night_prices FROM reservations WHERE id = ?')
      .bind(res.json.id)
      .first<Record<string, number | string>>();
    expect(stored).toMatchObject({ subtotal_cents: 500_000, tax_cents: 60_000, tax_rate_bp: 1200, total_amount_cents: 560_000, price_per_night_cents: 100_000 });
    expect(JSON.parse(stored!.night_prices as string)).toEqual([
      { date: '2031-05-01', priceCents: 100_000 },
      { date: '2031-05-02', priceCents: 200_000 },
      { date: '2031-05-03', priceCents: 200_000 },
    ]);
    const admin = await api<Reservation>('GET', `/api/reservation/public/getReservationById?id=${res.json.id}`, { token: adminToken });
    expect(admin.json).toMatchObject({ subtotal: 5000, tax: 600, totalAmount: 5600 });

    const short = await api('POST', CREATE, { body: bookingBody(room, { checkIn: '2031-05-03', checkOut: '2031-05-04' }) });
    expect(short).toMatchObject({ status: 400, json: { message: 'This stay needs at least 2 nights on the chosen dates' } });
    expect(short.json.details[0].path).toBe('checkOut');
    await addRate({ roomTypeId: room.roomTypeId, from: '2031-06-01', to: '2031-06-02', price: 1000, stopSell: true });
    const stopped = await api('POST', CREATE, { body: bookingBody(room, { checkIn: '2031-05-30', checkOut: '2031-06-02' }) });
    expect(stopped).toMatchObject({ status: 409, json: { message: StayRuleMessages.stopSell } });
  });

  // Issue 33: the total is the price paid, taxes included; the taxes are shown inside it ("of which"),
  // no longer as a subtotal plus tax (docs/decisions/0020-prices-with-taxes-and-link-language.md).
  it("the booking e-mail shows the total with its taxes, then the taxes inside it at the hotel's rate, in the guest's language", async () => {
    const room = await hotelWithRoom({ taxRate: 12, priceCents: 100_000 });
    const lines = {
      tr: ['Toplam tutar (vergiler dahil): 2.240,00 TL', 'Bunun içindeki konaklama vergisi ve KDV (%12): 240,00 TL'],
      en: ['Total amount (incl. taxes): 2,240.00 TL', 'of which accommodation tax and VAT (12%): 240.00 TL'],
      fa: ['مبلغ کل (با احتساب مالیات): 2,240.00 TL', 'شامل مالیات اقامت و ارزش افزوده (12%): 240.00 TL'],
    } as const;
    for (const language of ['tr', 'en', 'fa'] as const) {
      const res = await api('POST', CREATE, { body: bookingBody(room, { checkIn: '2031-07-01', checkOut: '2031-07-03', language }) });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const [mail] = await outboxOf(res.json.id);
      const body = mail!.body.split('\n');
      const at = lines[language].map((line) => body.indexOf(line));
      expect(at.every((index) => index >= 0), mail!.body).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
    // Without a tax the e-mail shows the total alone.
    const untaxed = await hotelWithRoom({ priceCents: 100_000 });
    const res = await api('POST', CREATE, { body: bookingBody(untaxed, { checkIn: '2031-07-01', checkOut: '2031-07-03', language: 'en' }) });
    const [mail] = await outboxOf(res.json.id);
    expect(mail!.body).toContain('Total amount: 2,000.00 TL');
    expect(mail!.body).not.toContain('of which');
  });

  it('search leaves out hotels whose every free room type is refused, and prices the rest with rates and tax', async () => {
    const city = `Rateville${Date.now()}`;
    const make = async (name: string) => {
      const hotel = await insertHotel({ hotelName: name, hotelCity: city });
      await env.DB.prepare('UPDATE hotels SET tax_rate_bp = 1000 WHERE id = ?').bind(hotel.id).run();
      const room = await insertRoomType(hotel.id, { pricePerNightCents: 100_000, roomCount: 2 });
      return { hotelId: hotel.id, roomTypeId: room.id };
    };
    const open = await make('Open Hotel');
    const closed = await make('Closed Hotel');
    await addRate({ roomTypeId: open.roomTypeId, from: '2031-04-10', to: '2031-04-12', price: 1500 });
    await addRate({ roomTypeId: closed.roomTypeId, from: '2031-04-10', to: '2031-04-12', price: 1500, minStay: 4 });
    const res = await api('GET', `/api/hotels/search?city=${city}&checkIn=2031-04-10&checkOut=2031-04-12&guests=2`);
    expect(res.status).toBe(200);
    expect(res.json.map((hotel: { hotelName: string }) => hotel.hotelName)).toEqual(['Open Hotel']);
    expect(res.headers.get('X-Total-Count')).toBe('1');
    expect(res.json[0].stay).toMatchObject({ roomTypeId: open.roomTypeId, pricePerNight: 1500, total: 3300 });
    // Long enough for the closed hotel's rule: both come back.
    const longer = await api('GET', `/api/hotels/search?city=${city}&checkIn=2031-04-10&checkOut=2031-04-14&guests=2`);
    expect(longer.json.map((hotel: { hotelName: string }) => hotel.hotelName).sort()).toEqual(['Closed Hotel', 'Open Hotel']);
  });

  it("fromPrice is the cheapest base price of the hotel's room types, and follows an edit", async () => {
    const hotel = await insertHotel();
    const none = await api<Hotel>('GET', `/api/hotel/public/getHotelById?id=${hotel.id}`);
    expect(none.json).toMatchObject({ fromPrice: null, taxRate: 0 });
    await insertRoomType(hotel.id, { pricePerNightCents: 250_000 });
    const cheap = await insertRoomType(hotel.id, { pricePerNightCents: 180_000 });
    expect((await api<Hotel>('GET', `/api/hotel/public/getHotelById?id=${hotel.id}`)).json.fromPrice).toBe(1800);
    await api('PUT', `/api/roomType/updateRoomType?id=${cheap.id}`, { token: adminToken, body: { pricePerNight: 3000 } });
    expect((await api<Hotel>('GET', `/api/hotel/public/getHotelById?id=${hotel.id}`)).json.fromPrice).toBe(2500);
  });

  it('room types keep min and max nights; PUT edits or clears them, refusing min above max', async () => {
    const { roomTypeId } = await hotelWithRoom();
    const put = (body: Record<string, unknown>) => api<RoomType>('PUT', `/api/roomType/updateRoomType?id=${roomTypeId}`, { token: adminToken, body });
    expect((await put({ minNights: 2, maxNights: '10' })).json).toMatchObject({ minNights: 2, maxNights: 10 });
    expect((await put({ name: 'RENAMED' })).json).toMatchObject({ name: 'RENAMED', minNights: 2, maxNights: 10 });
    expect((await put({ minNights: 12 })).status).toBe(400);
    expect((await put({ minNights: 5, maxNights: 3 })).status).toBe(400);
    expect((await put({ maxNights: null })).json).toMatchObject({ minNights: 2, maxNights: null });
  });

  it('the hotel tax rate is set on create and update, kept when left out, 0..50 %', async () => {
    const body = hotelInput({ hotelName: `Tax ${Date.now()}`, taxRate: '12' });
    const created = await api<Hotel>('POST', '/api/hotel/createHotel', { token: adminToken, body });
    expect(created.json.taxRate).toBe(12);
    const kept = await api<Hotel>('PUT', `/api/hotel/updateHotel?id=${created.json.id}`, { token: adminToken, body: { ...body, taxRate: undefined } });
    expect(kept.json.taxRate).toBe(12);
    const changed = await api<Hotel>('PUT', `/api/hotel/updateHotel?id=${created.json.id}`, { token: adminToken, body: { ...body, taxRate: 10.5 } });
    expect(changed.json.taxRate).toBe(10.5);
    expect((await api('PUT', `/api/hotel/updateHotel?id=${created.json.id}`, { token: adminToken, body: { ...body, taxRate: 51 } })).status).toBe(400);
  });
});

describe('the occupancy calendar', () => {
  it("shows each night's rate and the rules on it", async () => {
    const { hotelId, roomTypeId } = await hotelWithRoom();
    await addRate({ roomTypeId, from: '2031-03-20', to: '2031-03-22', price: 1500, weekendPrice: 1800, minStay: 3, closedToArrival: true });
    await addRate({ roomTypeId, from: '2031-03-22', to: '2031-03-23', price: 2000, stopSell: true });
    const res = await api('GET', `/api/admin/occupancy?hotelId=${hotelId}&from=2031-03-19&days=5`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(
      res.json.roomTypes[0].nights.map((n: { date: string; price: number; stopSell: boolean; closedToArrival: boolean; minStay: number | null }) => [
        n.date,
        n.price,
        n.stopSell,
        n.closedToArrival,
        n.minStay,
      ]),
    ).toEqual([
      ['2031-03-19', 1000, false, false, null],
      ['2031-03-20', 1500, false, true, 3],
      ['2031-03-21', 1800, false, true, 3],
      ['2031-03-22', 2000, true, false, null],
      ['2031-03-23', 1000, false, false, null],
    ]);
  });
});

describe('a stay at Nowruz 2027, night by night', () => {
  it('prices 16 → 23 March 2027 across the Nowruz boundary (base, Nowruz, its weekend) with the demo figures', async () => {
    // The demo's İpekyolu Grand Otel DOUBLE (3,400 TL a night) and its Nowruz rate in scripts/seed-data.ts
    // (SEASONS: x1.6, Friday and Saturday x1.8, rounded to 50 TL; three nights at least), 12 % tax.
    const nowruz = { from: '2027-03-18', to: '2027-04-01', minStay: 3 };
    const [price, weekendPrice] = [5450, 6100];
    const room = await hotelWithRoom({ taxRate: HOTEL_TAX_RATE, priceCents: 340_000 });
    await addRate({ roomTypeId: room.roomTypeId, from: nowruz.from, to: nowruz.to, price, weekendPrice, minStay: nowruz.minStay });

    const res = await quote(room.roomTypeId, '2027-03-16', '2027-03-23');
    expect(res.status).toBe(200);
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
    console.log(
      [
        `Nowruz stay, DOUBLE at a Van hotel (base 3,400 TL; Nowruz ${nowruz.from}..${nowruz.to} ${price} TL, Fri/Sat ${weekendPrice} TL, min ${nowruz.minStay} nights; tax ${HOTEL_TAX_RATE} %)`,
        'night       day  price (TL)',
        ...res.json.nights.map((night) => `${night.date}  ${weekday(night.date)}  ${night.price.toFixed(2).padStart(9)}`),
        `subtotal ${res.json.subtotal.toFixed(2)}  tax ${res.json.tax.toFixed(2)}  total ${res.json.total.toFixed(2)}  bookable ${res.json.bookable}`,
      ].join('\n'),
    );
    // Each night also with its 12 % (issue 33: the price a guest reads is the price paid).
    expect(res.json.nights).toEqual([
      { date: '2027-03-16', price: 3400, priceWithTaxes: 3808 },
      { date: '2027-03-17', price: 3400, priceWithTaxes: 3808 },
      { date: '2027-03-18', price: 5450, priceWithTaxes: 6104 },
      { date: '2027-03-19', price: 6100, priceWithTaxes: 6832 },
      { date: '2027-03-20', price: 6100, priceWithTaxes: 6832 },
      { date: '2027-03-21', price: 5450, priceWithTaxes: 6104 },
      { date: '2027-03-22', price: 5450, priceWithTaxes: 6104 },
    ]);
    expect(res.json).toMatchObject({ subtotal: 35_350, tax: 4242, total: 39_592, minNights: 3 });
    // Bookable until its arrival day has passed in Van (then priced all the same: pastCheckIn).
    expect(res.json.reason).toBe(vanToday() <= '2027-03-16' ? undefined : 'pastCheckIn');
    // Two nights inside Nowruz are fewer than its three.
    const short = await quote(room.roomTypeId, '2027-03-20', '2027-03-22');
    expect(short.json).toMatchObject({ bookable: false, minNights: 3 });
    if (vanToday() <= '2027-03-20') expect(short.json.reason).toBe('minStay');
  });
});
