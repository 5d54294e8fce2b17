/**
 * Cron: the after-stay e-mail. A confirmed stay booked from an account, whose check-out has
 * passed (Van's calendar) within the last INVITE_WITHIN_DAYS days and that has no review yet,
 * gets one invitation with the link that opens its review form (`/profile?review=<id>`,
 * docs/urls.md). Each INSERT is guarded by "no invitation for this stay yet", so overlapping
 * runs never send two.
 */
import { addDays, vanToday, type ReservationLanguage } from '../../contract';
import { pageUrl } from '../../contract/pages';
import { outboxInsert } from '../db/outbox';
import { reviewInvitationEmail } from '../email/reviewMessages';

/** Stays that ended longer ago than this are not invited (the guest has moved on). */
export const INVITE_WITHIN_DAYS = 14;
const BATCH = 50;

type EndedStay = {
  id: string;
  pnr_code: string;
  guest_name: string;
  account_email: string;
  language: ReservationLanguage;
  hotel_name: string;
  check_in: string;
  check_out: string;
};

const NOT_INVITED = "NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.reservation_id = :reservationId AND o.kind = 'REVIEW_INVITATION')";

export async function inviteReviews(env: Cloudflare.Env, now: Date): Promise<number> {
  const today = vanToday(now);
  const { results } = await env.DB.prepare(
    `SELECT r.id, r.pnr_code, r.guest_name, u.email AS account_email, r.language, h.hotel_name, r.check_in, r.check_out
     FROM reservations r JOIN users u ON u.id = r.user_id JOIN hotels h ON h.id = r.hotel_id
     WHERE r.status = 'CONFIRMED' AND r.check_out < ?1 AND r.check_out >= ?2
       AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.reservation_id = r.id)
       AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.reservation_id = r.id AND o.kind = 'REVIEW_INVITATION')
     ORDER BY r.check_out LIMIT ?3`,
  )
    .bind(today, addDays(today, -INVITE_WITHIN_DAYS), BATCH)
    .all<EndedStay>();
  if (results.length === 0) return 0;
  const statements = results.map((stay) =>
    outboxInsert(
      env.DB,
      {
        kind: 'REVIEW_INVITATION',
        toEmail: stay.account_email,
        language: stay.language,
        reservationId: stay.id,
        email: reviewInvitationEmail(stay.language, {
          guestName: stay.guest_name,
          pnrCode: stay.pnr_code,
          hotelName: stay.hotel_name,
          checkIn: stay.check_in,
          checkOut: stay.check_out,
          link: new URL(pageUrl('profile', { tab: 'reservations', review: stay.id }), env.PUBLIC_URL).toString(),
        }),
      },
      NOT_INVITED,
    ),
  );
  const written = await env.DB.batch(statements);
  const invited = written.reduce((sum, result) => sum + result.meta.changes, 0);
  if (invited > 0) console.log(`inviteReviews: ${invited} after-stay invitation(s) queued`);
  return invited;
}
