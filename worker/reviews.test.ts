import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hotel, HotelReview, MyReservation, Review, ReviewMessages } from '../contract';
import { day } from './test/fixtures';
import {
  api,
  countRows,
  createUserWithRole,
  expectAdminOnly,
  insertHotel,
  insertReservationRow,
  insertRoomType,
  loginAs,
  tokenFor,
  UNKNOWN_ID,
  type TestUser,
} from './test/helpers';

type Room = { hotelId: string; roomTypeId: string };

let adminToken: string;
let author: { token: string; user: TestUser };
let hotelId: string;
let room: Room;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  author = await loginAs('USER');
  hotelId = (await insertHotel()).id;
  room = { hotelId, roomTypeId: (await insertRoomType(hotelId, { roomCount: 50 })).id };
});

const insertReview = async (
  fields: { status?: string; flagged?: boolean; userId?: string | null; hotel?: string | null; createdAt?: string; reservationId?: string; rating?: number } = {},
) => {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    'INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status, is_flagged, created_at, reservation_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      fields.hotel === undefined ? hotelId : fields.hotel,
      fields.userId === undefined ? author.user.id : fields.userId,
      fields.rating ?? 4,
      `comment ${id}`,
      fields.status ?? 'APPROVED',
      fields.flagged ? 1 : 0,
      fields.createdAt ?? new Date().toISOString(),
      fields.reservationId ?? null,
    )
    .run();
  return id;
};

/** A reservation of `userId` at the file's hotel, written with SQL (the API refuses past dates). */
const stay = (fields: { userId?: string | null; status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED'; checkIn?: string; checkOut?: string; hotel?: Room } = {}) =>
  insertReservationRow((fields.hotel ?? room).hotelId, (fields.hotel ?? room).roomTypeId, {
    userId: fields.userId === undefined ? author.user.id : fields.userId,
    status: fields.status ?? 'CONFIRMED',
    checkIn: fields.checkIn ?? day(-5),
    checkOut: fields.checkOut ?? day(-2),
  });

const post = (body: Record<string, unknown>, token = author.token) => api('POST', '/api/review/createReview', { token, body });

describe('POST /api/review/createReview', () => {
  it('401 without a token', async () => {
    const res = await api('POST', '/api/review/createReview', { body: { rating: 5, comment: 'x' } });
    expect(res.status).toBe(401);
  });

  it('201: the author\'s confirmed stay that ended yesterday; PENDING, verifiedStay, at the stay\'s hotel; a client cannot set status', async () => {
    const { id: reservationId } = await stay({ checkIn: day(-3), checkOut: day(-1) });
    const res = await post({ reservationId, rating: '5', comment: '  Lovely view of the lake  ', status: 'APPROVED', isFlagged: true });
    expect(res.status).toBe(201);
    expect(Review.parse(res.json)).toMatchObject({
      hotelId, rating: 5, comment: 'Lovely view of the lake', status: 'PENDING', isFlagged: false, verifiedStay: true, user: { name: author.user.name },
    });
    const row = await env.DB.prepare('SELECT reservation_id, status FROM reviews WHERE id = ?').bind(res.json.id).first();
    expect(row).toEqual({ reservation_id: reservationId, status: 'PENDING' });
    // Not public until approved.
    const pub = await api('GET', `/api/hotel/public/${hotelId}/reviews`);
    expect(pub.json.map((r: HotelReview) => r.id)).not.toContain(res.json.id);
    // The same hotel sent along is fine.
    const again = await post({ reservationId: (await stay()).id, hotelId, rating: 4, comment: 'Good' });
    expect(again.status).toBe(201);
  });

  it('403: a stay that has not ended (check-out today in Van, or later)', async () => {
    for (const checkOut of [day(0), day(3)]) {
      const { id } = await stay({ checkIn: day(-1), checkOut });
      const res = await post({ reservationId: id, rating: 4, comment: 'Too early' });
      expect(res.status, checkOut).toBe(403);
      expect(res.json.message).toBe(ReviewMessages.stayNotEnded);
    }
  });

  it('403: a stay that is not confirmed (pending or cancelled)', async () => {
    for (const status of ['PENDING', 'CANCELLED'] as const) {
      const { id } = await stay({ status });
      const res = await post({ reservationId: id, rating: 4, comment: 'Hmm' });
      expect(res.status, status).toBe(403);
      expect(res.json.message).toBe(ReviewMessages.stayNotConfirmed);
    }
  });

  it("403: someone else's stay, a guest's stay without an account, another hotel, an unknown reservation; nothing written", async () => {
    const before = await countRows('reviews');
    const other = await loginAs('USER');
    const otherHotel = await insertHotel();
    const cases: Array<[string, Record<string, unknown>]> = [
      ["someone else's", { reservationId: (await stay({ userId: other.user.id })).id }],
      ['no account', { reservationId: (await stay({ userId: null })).id }],
      ['another hotel', { reservationId: (await stay()).id, hotelId: otherHotel.id }],
      ['unknown', { reservationId: UNKNOWN_ID }],
    ];
    for (const [label, body] of cases) {
      const res = await post({ ...body, rating: 4, comment: 'Not mine' });
      expect(res.status, label).toBe(403);
      expect(res.json.message, label).toBe(ReviewMessages.notYourStay);
    }
    expect(await countRows('reviews')).toBe(before);
  });

  it('409: a second review of the same stay', async () => {
    const { id } = await stay();
    expect((await post({ reservationId: id, rating: 5, comment: 'First' })).status).toBe(201);
    const second = await post({ reservationId: id, rating: 1, comment: 'Second' });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(ReviewMessages.alreadyReviewed);
  });

  it('20 parallel posts for one stay: exactly one 201, the others 409', async () => {
    const { id } = await stay();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => post({ reservationId: id, rating: 4, comment: `Parallel ${n}` })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const n = await env.DB.prepare('SELECT count(*) AS n FROM reviews WHERE reservation_id = ?').bind(id).first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it('404 unknown hotel; 400 missing reservation, bad rating / comment', async () => {
    const before = await countRows('reviews');
    const { id: reservationId } = await stay();
    const unknown = await post({ reservationId, hotelId: UNKNOWN_ID, rating: 4, comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Hotel not found');
    const missing = await post({ rating: 4, comment: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json.details[0]).toMatchObject({ path: 'reservationId', message: ReviewMessages.reservationRequired });
    for (const [body, path] of [
      [{ reservationId: 'x', rating: 4, comment: 'x' }, 'reservationId'],
      [{ reservationId, rating: 0, comment: 'x' }, 'rating'],
      [{ reservationId, rating: 6, comment: 'x' }, 'rating'],
      [{ reservationId, rating: 4.5, comment: 'x' }, 'rating'],
      [{ reservationId, rating: 4, comment: ' ' }, 'comment'],
      [{ reservationId, rating: 4 }, 'comment'],
      [{ reservationId, rating: 4, comment: 'x'.repeat(5001) }, 'comment'],
      [{ reservationId, hotelId: 'x', rating: 4, comment: 'x' }, 'hotelId'],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.details[0].path).toBe(path);
    }
    expect(await countRows('reviews')).toBe(before);
  });

  it('my reservations say which stays have a review', async () => {
    const guest = await loginAs('USER');
    const reviewed = await stay({ userId: guest.user.id });
    const open = await stay({ userId: guest.user.id });
    expect((await post({ reservationId: reviewed.id, rating: 5, comment: 'Mine' }, guest.token)).status).toBe(201);
    const mine = await api('GET', '/api/reservation/my', { token: guest.token });
    expect(mine.status).toBe(200);
    const list = MyReservation.array().parse(mine.json);
    expect(Object.fromEntries(list.map((r) => [r.id, r.reviewed]))).toEqual({ [reviewed.id]: true, [open.id]: false });
  });
});

describe('GET /api/hotel/public/:id/reviews and the hotel average', () => {
  it('APPROVED only, newest first, first names, verifiedStay; paging; average and count on the hotel', async () => {
    const hotel = await insertHotel();
    const guestRoom = await insertRoomType(hotel.id);
    const at = { hotelId: hotel.id, roomTypeId: guestRoom.id };
    const verified = await stay({ hotel: at });
    await env.DB.prepare("UPDATE reservations SET guest_name = 'Zeynep Arslan' WHERE id = ?").bind(verified.id).run();
    const gone = await createUserWithRole('USER');
    const oldest = await insertReview({ hotel: hotel.id, createdAt: '2030-01-01T00:00:00.000Z' });
    const anonymous = await insertReview({ hotel: hotel.id, userId: gone.id, createdAt: '2030-01-02T00:00:00.000Z' });
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.id).run();
    const newest = await insertReview({ hotel: hotel.id, createdAt: '2030-01-03T00:00:00.000Z', reservationId: verified.id, rating: 5 });
    await insertReview({ hotel: hotel.id, status: 'PENDING', rating: 1 });
    await insertReview({ hotel: hotel.id, status: 'REJECTED', rating: 1 });
    await insertReview({ hotel: hotelId, rating: 1 });

    const res = await api('GET', `/api/hotel/public/${hotel.id}/reviews`);
    expect(res.status).toBe(200);
    const list = HotelReview.array().parse(res.json);
    expect(list.map((r) => r.id)).toEqual([newest, anonymous, oldest]);
    expect(list.map((r) => [r.reviewerName, r.verifiedStay])).toEqual([
      ['Zeynep', true],
      [null, false],
      [author.user.name, false],
    ]);
    expect(res.headers.get('X-Total-Count')).toBe('3');
    expect(JSON.stringify(res.json)).not.toMatch(/email|password|@example/i);

    const page = await api('GET', `/api/hotel/public/${hotel.id}/reviews?page=2&pageSize=2`);
    expect(page.json.map((r: HotelReview) => r.id)).toEqual([oldest]);
    expect(page.headers.get('X-Total-Count')).toBe('3');

    // (5 + 4 + 4) / 3 = 4.33: pending, rejected and other hotels' reviews do not count.
    const byId = await api('GET', `/api/hotel/public/getHotelById?id=${hotel.id}`);
    expect(Hotel.parse(byId.json)).toMatchObject({ reviewAverage: 4.3, reviewCount: 3 });
    const all = await api('GET', '/api/hotel/public/getAllHotels');
    expect(all.json.find((h: Hotel) => h.id === hotel.id)).toMatchObject({ reviewAverage: 4.3, reviewCount: 3 });
    const search = await api('GET', '/api/hotels/search');
    expect(search.json.find((h: Hotel) => h.id === hotel.id)).toMatchObject({ reviewAverage: 4.3, reviewCount: 3 });
  });

  it('a hotel without approved reviews: empty list, average null, count 0', async () => {
    const hotel = await insertHotel();
    await insertReview({ hotel: hotel.id, status: 'PENDING' });
    const res = await api('GET', `/api/hotel/public/${hotel.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
    expect(res.headers.get('X-Total-Count')).toBe('0');
    const byId = await api('GET', `/api/hotel/public/getHotelById?id=${hotel.id}`);
    expect(byId.json).toMatchObject({ reviewAverage: null, reviewCount: 0 });
  });

  it('a reviewer name that looks like an e-mail is never shown', async () => {
    const hotel = await insertHotel();
    const mailName = await createUserWithRole('USER', { name: 'someone@example.com' });
    await insertReview({ hotel: hotel.id, userId: mailName.id });
    const res = await api('GET', `/api/hotel/public/${hotel.id}/reviews`);
    expect(res.json[0].reviewerName).toBeNull();
  });

  it('404 unknown hotel; 400 bad id or paging', async () => {
    const unknown = await api('GET', `/api/hotel/public/${UNKNOWN_ID}/reviews`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(ReviewMessages.hotelNotFound);
    expect((await api('GET', '/api/hotel/public/not-an-id/reviews')).status).toBe(400);
    expect((await api('GET', `/api/hotel/public/${hotelId}/reviews?pageSize=0`)).status).toBe(400);
  });
});

describe('review lists', () => {
  it('public: APPROVED only (whatever status asks), newest first, user {name} or null; paging', async () => {
    await env.DB.prepare('DELETE FROM reviews').run();
    const gone = await createUserWithRole('USER');
    const old = await insertReview({ createdAt: '2030-01-01T00:00:00.000Z' });
    const anon = await insertReview({ userId: gone.id, createdAt: '2030-01-02T00:00:00.000Z' });
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.id).run();
    await insertReview({ status: 'PENDING' });
    await insertReview({ status: 'REJECTED' });

    const res = await api('GET', '/api/review/public/getAllReviews?status=PENDING');
    expect(res.status).toBe(200);
    const list = Review.array().parse(res.json);
    expect(list.map((r) => r.id)).toEqual([anon, old]);
    expect(list[0]!.user).toBeNull();
    expect(list[1]!.user).toEqual({ name: author.user.name });
    expect(res.headers.get('X-Total-Count')).toBe('2');
    expect(JSON.stringify(res.json)).not.toMatch(/email|password/i);

    const page = await api('GET', '/api/review/public/getAllReviews?page=2&pageSize=1');
    expect(page.json.map((r: Review) => r.id)).toEqual([old]);
    expect(page.headers.get('X-Total-Count')).toBe('2');
    const other = await api('GET', `/api/review/public/getAllReviews?hotelId=${UNKNOWN_ID}`);
    expect(other.json).toEqual([]);
    expect((await api('GET', '/api/review/public/getAllReviews?hotelId=x')).status).toBe(400);
  });

  it('admin: 401 / 403 for others; all statuses; filters status and flagged; paging', async () => {
    await expectAdminOnly('GET', '/api/review/getAllReviews', author.token);
    await env.DB.prepare('DELETE FROM reviews').run();
    await insertReview({ status: 'APPROVED' });
    const pending = await insertReview({ status: 'PENDING' });
    const flagged = await insertReview({ status: 'REJECTED', flagged: true });

    const all = await api('GET', '/api/review/getAllReviews', { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.json).toHaveLength(3);
    expect(all.headers.get('X-Total-Count')).toBe('3');
    const onlyPending = await api('GET', '/api/review/getAllReviews?status=PENDING', { token: adminToken });
    expect(onlyPending.json.map((r: Review) => r.id)).toEqual([pending]);
    const onlyFlagged = await api('GET', '/api/review/getAllReviews?flagged=true', { token: adminToken });
    expect(onlyFlagged.json.map((r: Review) => r.id)).toEqual([flagged]);
    expect(onlyFlagged.json[0].isFlagged).toBe(true);
    const unflagged = await api('GET', '/api/review/getAllReviews?flagged=false', { token: adminToken });
    expect(unflagged.json).toHaveLength(2);
    const paged = await api('GET', '/api/review/getAllReviews?pageSize=2', { token: adminToken });
    expect(paged.json).toHaveLength(2);
    expect(paged.headers.get('X-Total-Count')).toBe('3');
    expect((await api('GET', '/api/review/getAllReviews?status=MAYBE', { token: adminToken })).status).toBe(400);
    expect((await api('GET', '/api/review/getAllReviews?flagged=yes', { token: adminToken })).status).toBe(400);
  });
});

describe('admin review edits', () => {
  it('401 / 403 for non-admins on update and delete', async () => {
    const id = await insertReview();
    await expectAdminOnly('PUT', `/api/review/public/updateReview?id=${id}`, author.token, { rating: 1, comment: '', status: 'APPROVED' });
    await expectAdminOnly('DELETE', `/api/review/public/deleteReview?id=${id}`, author.token);
  });

  it('update sets rating, comment, status, isFlagged (kept when missing); 404; 400', async () => {
    const id = await insertReview({ status: 'PENDING' });
    const res = await api('PUT', `/api/review/public/updateReview?id=${id}`, {
      token: adminToken,
      body: { rating: 2, comment: 'Edited', status: 'APPROVED', isFlagged: true },
    });
    expect(res.status).toBe(200);
    expect(Review.parse(res.json)).toMatchObject({ id, rating: 2, comment: 'Edited', status: 'APPROVED', isFlagged: true });
    const keep = await api('PUT', `/api/review/public/updateReview?id=${id}`, {
      token: adminToken,
      body: { rating: 3, comment: '', status: 'REJECTED' },
    });
    expect(keep.json).toMatchObject({ rating: 3, comment: '', status: 'REJECTED', isFlagged: true });

    expect((await api('PUT', `/api/review/public/updateReview?id=${UNKNOWN_ID}`, { token: adminToken, body: { rating: 3, comment: '', status: 'APPROVED' } })).status).toBe(404);
    const bad = await api('PUT', `/api/review/public/updateReview?id=${id}`, { token: adminToken, body: { rating: 9, comment: '', status: 'APPROVED' } });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('rating');
    const badStatus = await api('PUT', `/api/review/public/updateReview?id=${id}`, { token: adminToken, body: { rating: 3, comment: '', status: 'LOST' } });
    expect(badStatus.status).toBe(400);
    const badFlag = await api('PUT', `/api/review/public/updateReview?id=${id}`, { token: adminToken, body: { rating: 3, comment: '', status: 'APPROVED', isFlagged: 'yes' } });
    expect(badFlag.status).toBe(400);
  });

  it('delete: 200 then 404; 400 bad id', async () => {
    const id = await insertReview();
    const res = await api('DELETE', `/api/review/public/deleteReview?id=${id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Review deleted', deleted: 1 });
    expect((await api('DELETE', `/api/review/public/deleteReview?id=${id}`, { token: adminToken })).status).toBe(404);
    expect((await api('DELETE', '/api/review/public/deleteReview?id=abc', { token: adminToken })).status).toBe(400);
  });

  it('a token of a deleted account cannot create a review (401)', async () => {
    const ghost = await createUserWithRole('USER');
    const token = await tokenFor(ghost);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(ghost.id).run();
    const res = await api('POST', '/api/review/createReview', { token, body: { rating: 4, comment: 'boo' } });
    expect(res.status).toBe(401);
  });
});
