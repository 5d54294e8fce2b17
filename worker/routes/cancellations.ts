import { routes } from '../../contract/routes';
import {
  AdminCancelRequest,
  CancellationMessages,
  CancelReservationRequest,
  FrontDeskMessages,
  IdParams,
  MarkRefundedRequest,
  RefundListQuery,
  ReservationMessages,
  sameGuestEmail,
  vanToday,
  type CancelledBy,
  type CancelReservationResponse,
} from '../../contract';
import {
  cancellationRecordQuery,
  cancelStay,
  findCancellationRecord,
  getRefund,
  listRefunds,
  markRefunded,
  quoteOf,
  type CancellationRecord,
} from '../db/cancellations';
import { fromCents, paged, toCents } from '../db/common';
import { reservationCancelledEmail, refundSentEmail } from '../email/cancellationMessages';
import { router } from '../http/app';
import { badRequest, conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { firstWithinBudget } from '../middleware/rateLimit';

/** The 409 texts of a refused cancellation or no-show (contract/cancellation.ts, contract/frontDesk.ts). */
const REFUSALS = { ...CancellationMessages, notExpected: FrontDeskMessages.notExpected, noShowTooEarly: FrontDeskMessages.noShowTooEarly };

/**
 * Cancels `record` as `by` and answers the cancelled booking with what was kept and refunded;
 * every refusal of the rule is a 409 with its message (contract/cancellation.ts). With `noShow`
 * the front desk marks a stay not shown: the same policy and e-mail (worker/routes/frontDesk.ts).
 */
export async function cancelAndAnswer(db: D1Database, record: CancellationRecord, by: CancelledBy, reason: string | null, noShow = false) {
  const today = vanToday();
  const result = await cancelStay(db, record, {
    by,
    reason,
    today,
    noShow,
    email: (terms) =>
      reservationCancelledEmail(record.language, {
        guestName: record.guest_name,
        pnrCode: record.pnr_code,
        hotelName: record.hotel_name,
        checkIn: record.check_in,
        checkOut: record.check_out,
        feeCents: terms.feeCents,
        paidCents: record.paid_cents,
        keptCents: terms.keptCents,
        refundCents: terms.refundCents,
        reason,
      }),
  });
  if (result.outcome !== 'cancelled') throw conflict(REFUSALS[result.outcome]);
  const answer: CancelReservationResponse = {
    kind: record.kind,
    hotelName: record.hotel_name,
    guestName: record.guest_name,
    checkIn: record.check_in,
    checkOut: record.check_out,
    status: 'CANCELLED',
    totalAmount: fromCents(record.total_amount_cents),
    pnrCode: record.pnr_code,
    cancellation: quoteOf({ ...record, status: 'CANCELLED' }, today),
    cancelledAt: result.cancelledAt,
    fee: fromCents(result.feeCents),
    kept: fromCents(result.keptCents),
    refund: result.refund ? { id: result.refund.id, amount: fromCents(result.refund.amountCents), status: 'DUE' } : null,
  };
  return answer;
}

export const cancellations = router()
  /**
   * A guest cancels by PNR with the booking's e-mail, or with the token of the account that
   * booked it. A wrong e-mail or someone else's booking answers exactly like an unknown PNR,
   * and counts as a failed call like the PNR lookup (its own bucket).
   */
  .post(routes.cancelReservation.path, validate('json', CancelReservationRequest), async (c) => {
    const { pnr, email } = c.req.valid('json');
    const session = c.get('session');
    if (!email && !session) {
      throw badRequest(CancellationMessages.emailRequired, [{ path: 'email', message: CancellationMessages.emailRequired }]);
    }
    const record = await firstWithinBudget<CancellationRecord>(c, cancellationRecordQuery('pnr', pnr));
    const owns = record !== null && (email ? sameGuestEmail(email, record.guest_email) : record.user_id === session!.sub);
    if (!record || !owns) throw notFound(ReservationMessages.pnrNotFound);
    return c.json(await cancelAndAnswer(c.env.DB, record, 'GUEST', null));
  })

  // An admin's cancellation gives the guest a reason and follows the same rules.
  .post(routes.adminCancelReservation.path, requireAdmin, validate('param', IdParams), validate('json', AdminCancelRequest), async (c) => {
    const record = await findCancellationRecord(c.env.DB, 'id', c.req.valid('param').id);
    if (!record) throw notFound('Reservation not found');
    return c.json(await cancelAndAnswer(c.env.DB, record, 'ADMIN', c.req.valid('json').reason));
  })

  .get(routes.getRefunds.path, requireAdmin, validate('query', RefundListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await listRefunds(c.env.DB, pager.page, query.status));
  })

  // The bank transfer is recorded once; the guest is e-mailed in the booking's language.
  .post(routes.markRefunded.path, requireAdmin, validate('param', IdParams), validate('json', MarkRefundedRequest), async (c) => {
    const db = c.env.DB;
    const refund = await getRefund(db, c.req.valid('param').id);
    if (!refund) throw notFound(CancellationMessages.refundNotFound);
    const { bankReference } = c.req.valid('json');
    const language =
      (
        await db
          .prepare('SELECT language FROM reservations WHERE id = ?1 UNION ALL SELECT language FROM tour_reservations WHERE id = ?1')
          .bind(refund.reservationId)
          .first<{ language: 'tr' | 'en' | 'fa' }>()
      )?.language ?? 'tr';
    const email = refundSentEmail(language, {
      guestName: refund.guestName,
      pnrCode: refund.pnrCode,
      hotelName: refund.hotelName,
      amountCents: toCents(refund.amount),
      bankReference,
    });
    if ((await markRefunded(db, refund, bankReference, { language, email })) === 'alreadyRefunded') {
      throw conflict(CancellationMessages.alreadyRefunded);
    }
    return c.json((await getRefund(db, refund.id))!);
  });
