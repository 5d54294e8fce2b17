import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { FavouriteHotel, Payment } from '../contract';
import {
  api,
  insertHotel,
  insertReservationRow,
  insertRoomType,
  loginAs,
  UNKNOWN_ID,
  type TestUser,
} from './test/helpers';

let alice: { token: string; user: TestUser };
let bob: { token: string; user: TestUser };
let admin: { token: string; user: TestUser };

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([loginAs('USER'), loginAs('USER'), loginAs('ADMIN')]);
});

const favouritesOf = async (token: string) => {
  const res = await api('GET', '/api/favourites', { token });
  expect(res.status).toBe(200);
  return FavouriteHotel.array().parse(res.json);
};

describe('/api/favourites', () => {
  it('401 without a token on every call', async () => {
    const hotel = await insertHotel();
    expect((await api('GET', '/api/favourites')).status).toBe(401);
    expect((await api('POST', '/api/favourites', { body: { hotelId: hotel.id } })).status).toBe(401);
    expect((await api('DELETE', `/api/favourites/${hotel.id}`)).status).toBe(401);
  });

  it('adds once (201, then 200 with the same favourite), lists it with public fields, removes it', async () => {
    const { token } = await loginAs('USER');
    const hotel = await insertHotel({ apiKey: 'secret-key-123' });

    const first = await api('POST', '/api/favourites', { token, body: { hotelId: hotel.id } });
    expect(first.status).toBe(201);
    expect(FavouriteHotel.parse(first.json)).toMatchObject({ id: hotel.id, hotelName: hotel.hotelName });
    const again = await api('POST', '/api/favourites', { token, body: { hotelId: hotel.id } });
    expect(again.status).toBe(200);
    expect(again.json.favouritedAt).toBe(first.json.favouritedAt);

    const list = await favouritesOf(token);
    expect(list.map((h) => h.id)).toEqual([hotel.id]);
    expect(JSON.stringify(list)).not.toContain('secret-key-123');

    const removed = await api('DELETE', `/api/favourites/${hotel.id}`, { token });
    expect(removed).toMatchObject({ status: 200, json: { deleted: 1 } });
    expect(await favouritesOf(token)).toEqual([]);
    // Removing again is harmless.
    expect((await api('DELETE', `/api/favourites/${hotel.id}`, { token })).json.deleted).toBe(0);
  });

  it('lists the newest first and pages with X-Total-Count', async () => {
    const { token } = await loginAs('USER');
    const hotels = [await insertHotel(), await insertHotel(), await insertHotel()];
    for (const hotel of hotels) {
      expect((await api('POST', '/api/favourites', { token, body: { hotelId: hotel.id } })).status).toBe(201);
    }
    expect((await favouritesOf(token)).map((h) => h.id)).toEqual(hotels.map((h) => h.id).reverse());
    const page = await api('GET', '/api/favourites?page=2&pageSize=2', { token });
    expect(page.headers.get('X-Total-Count')).toBe('3');
    expect(page.json.map((h: { id: string }) => h.id)).toEqual([hotels[0]!.id]);
  });

  it('404 for an unknown hotel, 400 for a malformed id; nothing is written', async () => {
    const unknown = await api('POST', '/api/favourites', { token: alice.token, body: { hotelId: UNKNOWN_ID } });
    expect(unknown).toMatchObject({ status: 404, json: { code: 'HOTEL_NOT_FOUND', message: 'Hotel not found' } });
    const malformed = await api('POST', '/api/favourites', { token: alice.token, body: { hotelId: 'nope' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json.details[0].path).toBe('hotelId');
    expect((await api('DELETE', '/api/favourites/nope', { token: alice.token })).status).toBe(400);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM favourites WHERE user_id = ?').bind(alice.user.id).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("one user never sees or changes another user's favourites", async () => {
    const hotel = await insertHotel();
    expect((await api('POST', '/api/favourites', { token: alice.token, body: { hotelId: hotel.id } })).status).toBe(201);

    expect((await favouritesOf(bob.token)).map((h) => h.id)).not.toContain(hotel.id);
    // Bob's delete of the same hotel touches only Bob's (absent) favourite.
    expect((await api('DELETE', `/api/favourites/${hotel.id}`, { token: bob.token })).json.deleted).toBe(0);
    expect((await favouritesOf(alice.token)).map((h) => h.id)).toContain(hotel.id);
    // Bob saving the same hotel gives Bob his own favourite; Alice's list is unchanged.
    expect((await api('POST', '/api/favourites', { token: bob.token, body: { hotelId: hotel.id } })).status).toBe(201);
    expect((await api('DELETE', `/api/favourites/${hotel.id}`, { token: bob.token })).json.deleted).toBe(1);
    expect((await favouritesOf(alice.token)).map((h) => h.id)).toContain(hotel.id);
  });

  it('a deleted hotel leaves every list (ON DELETE CASCADE), and a hotel with favourites can be deleted', async () => {
    const { token } = await loginAs('USER');
    const hotel = await insertHotel();
    await api('POST', '/api/favourites', { token, body: { hotelId: hotel.id } });
    const deleted = await api('DELETE', `/api/hotel/deleteHotel?id=${hotel.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(await favouritesOf(token)).toEqual([]);
  });
});

describe('GET /api/payments/my', () => {
  async function paymentFor(userId: string | null, amountCents: number) {
    const hotel = await insertHotel();
    const room = await insertRoomType(hotel.id);
    const reservation = await insertReservationRow(hotel.id, room.id, { userId });
    const id = crypto.randomUUID();
    await env.DB.prepare('INSERT INTO payments (id, reservation_id, status, amount_cents) VALUES (?, ?, ?, ?)')
      .bind(id, reservation.id, 'PAID', amountCents)
      .run();
    return { id, pnrCode: reservation.pnrCode };
  }

  it('401 without a token', async () => {
    expect((await api('GET', '/api/payments/my')).status).toBe(401);
  });

  it("answers the caller's own payments only, never another user's or a guest's", async () => {
    const { token, user } = await loginAs('USER');
    const other = await loginAs('USER');
    const mine = [await paymentFor(user.id, 10000), await paymentFor(user.id, 25050)];
    const theirs = await paymentFor(other.user.id, 5000);
    await paymentFor(null, 7000);

    const res = await api('GET', '/api/payments/my', { token });
    expect(res.status).toBe(200);
    const list = Payment.array().parse(res.json);
    expect(list.map((p) => p.id).sort()).toEqual(mine.map((p) => p.id).sort());
    expect(list.map((p) => p.reservation.pnrCode).sort()).toEqual(mine.map((p) => p.pnrCode).sort());
    expect(list.find((p) => p.id === mine[1]!.id)?.amount).toBe(250.5);
    expect(res.headers.get('X-Total-Count')).toBe('2');

    const theirList = await api('GET', '/api/payments/my', { token: other.token });
    expect(theirList.json.map((p: { id: string }) => p.id)).toEqual([theirs.id]);
  });

  it('pages like the other lists', async () => {
    const { token, user } = await loginAs('USER');
    for (const cents of [100, 200, 300]) await paymentFor(user.id, cents);
    const res = await api('GET', '/api/payments/my?page=1&pageSize=2', { token });
    expect(res.json).toHaveLength(2);
    expect(res.headers.get('X-Total-Count')).toBe('3');
  });

  it('is not taken for an id by /api/payments/:id, which stays admin-only', async () => {
    const payment = await paymentFor(alice.user.id, 100);
    expect((await api('GET', '/api/payments/my', { token: admin.token })).status).toBe(200);
    expect((await api('GET', `/api/payments/${payment.id}`, { token: alice.token })).status).toBe(403);
    expect((await api('GET', `/api/payments/${payment.id}`, { token: admin.token })).json.id).toBe(payment.id);
  });
});
