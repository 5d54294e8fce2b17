/**
 * The after-stay e-mail (issue 20, verified reviews): a confirmed stay booked from an account
 * that has just ended gets one invitation with the link to its review form; nobody else does.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { vanToday } from '../contract';
import { addDays } from '../contract/time';
import { inviteReviews, INVITE_WITHIN_DAYS } from './jobs/inviteReviews';
import { createUserWithRole, insertHotel, insertReservationRow, insertRoomType } from './test/helpers';

const today = vanToday();

async function endedStay(options: { userId: string | null; status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED'; checkOut: string }) {
  const hotel = await insertHotel();
  const room = await insertRoomType(hotel.id, { roomCount: 2 });
  return insertReservationRow(hotel.id, room.id, {
    userId: options.userId,
    status: options.status ?? 'CONFIRMED',
    checkIn: addDays(options.checkOut, -2),
    checkOut: options.checkOut,
  });
}

const invitations = (reservationId: string) =>
  env.DB.prepare("SELECT to_email, language, subject, body FROM email_outbox WHERE kind = 'REVIEW_INVITATION' AND reservation_id = ?")
    .bind(reservationId)
    .all<{ to_email: string; language: string; subject: string; body: string }>()
    .then((result) => result.results);

describe('after-stay review invitations (cron)', () => {
  it("a confirmed stay that ended yesterday: one e-mail to the account's address with its review link, once", async () => {
    const user = await createUserWithRole('USER');
    const stay = await endedStay({ userId: user.id, checkOut: addDays(today, -1) });
    expect(await inviteReviews(env, new Date())).toBeGreaterThanOrEqual(1);
    await inviteReviews(env, new Date());
    const mails = await invitations(stay.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_email: user.email, language: 'tr' });
    expect(mails[0]!.subject).toContain(stay.pnrCode);
    expect(mails[0]!.body).toContain(`${env.PUBLIC_URL}/profile?tab=reservations&review=${stay.id}`);
  });

  it('no invitation for a stay not ended, not confirmed, booked without an account, already reviewed, or ended too long ago', async () => {
    const user = await createUserWithRole('USER');
    const notEnded = await endedStay({ userId: user.id, checkOut: today });
    const pending = await endedStay({ userId: user.id, status: 'PENDING', checkOut: addDays(today, -1) });
    const guest = await endedStay({ userId: null, checkOut: addDays(today, -1) });
    const old = await endedStay({ userId: user.id, checkOut: addDays(today, -(INVITE_WITHIN_DAYS + 1)) });
    const reviewed = await endedStay({ userId: user.id, checkOut: addDays(today, -2) });
    await env.DB.prepare(
      "INSERT INTO reviews (id, hotel_id, user_id, reservation_id, rating, comment) SELECT ?, hotel_id, ?, id, 5, 'Great' FROM reservations WHERE id = ?",
    )
      .bind(crypto.randomUUID(), user.id, reviewed.id)
      .run();
    await inviteReviews(env, new Date());
    for (const stay of [notEnded, pending, guest, old, reviewed]) expect(await invitations(stay.id)).toEqual([]);
  });

  it('two overlapping runs still send one invitation per stay', async () => {
    const user = await createUserWithRole('USER');
    const stay = await endedStay({ userId: user.id, checkOut: addDays(today, -3) });
    await Promise.all([inviteReviews(env, new Date()), inviteReviews(env, new Date())]);
    expect(await invitations(stay.id)).toHaveLength(1);
  });
});
