import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Review } from '../contract';
import {
  api,
  countRows,
  createUserWithRole,
  expectAdminOnly,
  insertHotel,
  loginAs,
  tokenFor,
  UNKNOWN_ID,
  type TestUser,
} from './test/helpers';

let adminToken: string;
let author: { token: string; user: TestUser };
let hotelId: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  author = await loginAs('USER');
  hotelId = (await insertHotel()).id;
});

const insertReview = async (fields: { status?: string; flagged?: boolean; userId?: string | null; hotel?: string | null; createdAt?: string } = {}) => {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    'INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status, is_flagged, created_at) VALUES (?, ?, ?, 4, ?, ?, ?, ?)',
  )
    .bind(
      id,
      fields.hotel === undefined ? hotelId : fields.hotel,
      fields.userId === undefined ? author.user.id : fields.userId,
      `comment ${id}`,
      fields.status ?? 'APPROVED',
      fields.flagged ? 1 : 0,
      fields.createdAt ?? new Date().toISOString(),
    )
    .run();
  return id;
};

describe('POST /api/review/createReview', () => {
  it('401 without a token', async () => {
    const res = await api('POST', '/api/review/createReview', { body: { rating: 5, comment: 'x' } });
    expect(res.status).toBe(401);
  });

  it('a logged-in user creates a PENDING review shown with their name', async () => {
    const res = await api('POST', '/api/review/createReview', {
      token: author.token,
      body: { hotelId, rating: '5', comment: '  Lovely view of the lake  ' },
    });
    expect(res.status).toBe(201);
    expect(Review.parse(res.json)).toMatchObject({
      hotelId, rating: 5, comment: 'Lovely view of the lake', status: 'PENDING', isFlagged: false, user: { name: author.user.name },
    });
    // Not public until approved.
    const pub = await api('GET', '/api/review/public/getAllReviews');
    expect(pub.json.map((r: Review) => r.id)).not.toContain(res.json.id);
  });

  it('a review without a hotel is allowed; a client cannot set status', async () => {
    const res = await api('POST', '/api/review/createReview', {
      token: author.token,
      body: { rating: 3, comment: 'General', status: 'APPROVED', isFlagged: true },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ hotelId: null, status: 'PENDING', isFlagged: false });
  });

  it('404 unknown hotel; 400 bad rating / comment', async () => {
    const before = await countRows('reviews');
    const unknown = await api('POST', '/api/review/createReview', { token: author.token, body: { hotelId: UNKNOWN_ID, rating: 4, comment: 'x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Hotel not found');
    for (const [body, path] of [
      [{ rating: 0, comment: 'x' }, 'rating'],
      [{ rating: 6, comment: 'x' }, 'rating'],
      [{ rating: 4.5, comment: 'x' }, 'rating'],
      [{ rating: 4, comment: ' ' }, 'comment'],
      [{ rating: 4 }, 'comment'],
      [{ hotelId: 'x', rating: 4, comment: 'x' }, 'hotelId'],
    ] as const) {
      const res = await api('POST', '/api/review/createReview', { token: author.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.details[0].path).toBe(path);
    }
    expect(await countRows('reviews')).toBe(before);
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
