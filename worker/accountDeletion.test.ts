/**
 * A user deletes their own account (issue 20, KVKK right to erasure): confirmed with the
 * password; personal data erased, bookings kept for the books; a current stay blocks it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AccountMessages, ERASED_GUEST, vanToday } from '../contract';
import { addDays } from '../contract/time';
import { api, insertHotel, insertReservationRow, insertRoomType, loginAs, TEST_PASSWORD } from './test/helpers';

const deleteMe = (token: string | undefined, body: unknown) => api('DELETE', '/api/users/me', { token, body });
const userExists = async (id: string) => (await env.DB.prepare('SELECT 1 FROM users WHERE id = ?').bind(id).first()) !== null;

async function stayFor(userId: string, status: 'PENDING' | 'CONFIRMED' | 'CANCELLED', checkIn: string, checkOut: string) {
  const hotel = await insertHotel();
  const room = await insertRoomType(hotel.id, { roomCount: 3 });
  return { hotel, ...(await insertReservationRow(hotel.id, room.id, { userId, status, checkIn, checkOut })) };
}

describe('DELETE /api/users/me', () => {
  it('erases the account and the guest data of its past bookings; the bookings, amounts and reviews stay', async () => {
    const { token, user } = await loginAs('USER');
    const today = vanToday();
    const past = await stayFor(user.id, 'CONFIRMED', addDays(today, -10), addDays(today, -7));
    await env.DB.prepare('INSERT INTO favourites (user_id, hotel_id) VALUES (?, ?)').bind(user.id, past.hotel.id).run();
    const reviewId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status) VALUES (?, ?, ?, 5, 'Lovely', 'APPROVED')")
      .bind(reviewId, past.hotel.id, user.id)
      .run();
    await env.DB.prepare(
      "INSERT INTO email_outbox (id, to_email, kind, subject, body, reservation_id) VALUES (?, 'guest@example.com', 'PAYMENT_APPROVED', 's', 'Dear Guest Test', ?)",
    )
      .bind(crypto.randomUUID(), past.id)
      .run();

    const res = await deleteMe(token, { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: AccountMessages.deleted });

    expect(await userExists(user.id)).toBe(false);
    expect((await api('GET', '/api/users/me', { token })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { body: { name: user.name, password: TEST_PASSWORD } })).status).toBe(401);
    const booking = await env.DB.prepare(
      'SELECT status, total_amount_cents, pnr_code, guest_name, guest_email, guest_phone, special_requests, user_id FROM reservations WHERE id = ?',
    )
      .bind(past.id)
      .first();
    expect(booking).toEqual({
      status: 'CONFIRMED',
      total_amount_cents: 200000,
      pnr_code: past.pnrCode,
      guest_name: ERASED_GUEST,
      guest_email: ERASED_GUEST,
      guest_phone: ERASED_GUEST,
      special_requests: null,
      user_id: null,
    });
    expect(await env.DB.prepare('SELECT user_id, comment FROM reviews WHERE id = ?').bind(reviewId).first()).toEqual({ user_id: null, comment: 'Lovely' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM favourites WHERE user_id = ?').bind(user.id).first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE reservation_id = ?').bind(past.id).first('n')).toBe(0);
  });

  it('a wrong or missing password is a 400 on `password` and erases nothing', async () => {
    const { token, user } = await loginAs('USER');
    const wrong = await deleteMe(token, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.details).toEqual([{ path: 'password', message: AccountMessages.wrongPassword, code: 'PASSWORD_WRONG' }]);
    const missing = await deleteMe(token, {});
    expect(missing.status).toBe(400);
    expect(missing.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'password' })]));
    expect(await userExists(user.id)).toBe(true);
    expect((await api('GET', '/api/users/me', { token })).status).toBe(200);
  });

  it('409 while a stay is current or upcoming (PENDING or CONFIRMED); nothing is erased', async () => {
    const today = vanToday();
    for (const [status, checkIn, checkOut] of [
      ['PENDING', addDays(today, 20), addDays(today, 22)],
      ['CONFIRMED', addDays(today, -1), addDays(today, 1)],
    ] as const) {
      const { token, user } = await loginAs('USER');
      const stay = await stayFor(user.id, status, checkIn, checkOut);
      const res = await deleteMe(token, { password: TEST_PASSWORD });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(AccountMessages.activeBooking);
      expect(await userExists(user.id)).toBe(true);
      expect(await env.DB.prepare('SELECT guest_name FROM reservations WHERE id = ?').bind(stay.id).first('guest_name')).toBe('Guest Test');
    }
  });

  it('a cancelled upcoming booking, or a stay that ended today, does not block it', async () => {
    const today = vanToday();
    const { token, user } = await loginAs('USER');
    await stayFor(user.id, 'CANCELLED', addDays(today, 5), addDays(today, 7));
    await stayFor(user.id, 'CONFIRMED', addDays(today, -2), today);
    expect((await deleteMe(token, { password: TEST_PASSWORD })).status).toBe(200);
    expect(await userExists(user.id)).toBe(false);
  });

  it('the last admin cannot leave (409); with another admin they can, and other users are untouched', async () => {
    await env.DB.prepare("DELETE FROM users WHERE role = 'ADMIN'").run();
    const { token, user } = await loginAs('ADMIN');
    const alone = await deleteMe(token, { password: TEST_PASSWORD });
    expect(alone.status).toBe(409);
    expect(alone.json.message).toBe(AccountMessages.lastAdmin);
    expect(await userExists(user.id)).toBe(true);
    await loginAs('ADMIN');
    const { user: other } = await loginAs('USER');
    expect((await deleteMe(token, { password: TEST_PASSWORD })).status).toBe(200);
    expect(await userExists(user.id)).toBe(false);
    expect(await userExists(other.id)).toBe(true);
  });

  it('without a token: 401', async () => {
    expect((await deleteMe(undefined, { password: TEST_PASSWORD })).status).toBe(401);
  });
});
