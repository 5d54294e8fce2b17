import { routes } from '../../contract/routes';
import {
  IdParams,
  PaymentCreate,
  PaymentListQuery,
  PaymentMessages,
  PaymentUpdate,
  ReceiptContentType,
  UpdateReceiptRequest,
  VerifyQuery,
  VerifyRequest,
} from '../../contract';
import { paged } from '../db/common';
import {
  attachReceipt,
  createPayment,
  deletePayment,
  getPayment,
  getPaymentRecord,
  listPayments,
  toPayment,
  updatePayment,
  verifyPayment,
} from '../db/payments';
import { verifiedBookingOf } from '../db/paymentVerification';
import { router } from '../http/app';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { assertBookingAccess, requireBookingOrAdmin } from '../middleware/booking';
import { discardReceipts, receiptBelongsTo } from '../storage/receipts';
// GET /api/payments/my (profile)
import { PageQuery } from '../../contract';
import { listPaymentsOfUser } from '../db/payments';
import { requireUser } from '../middleware/auth';

/** Messages of the payment calls (contract/payment.ts, shared with the mocks). */
export { PaymentMessages };

export const payments = router()
  // One payment per reservation: a repeated create answers the existing one (200) instead of
  // a second record; the first create answers 201. Amount, currency, status and provider are
  // the server's (the reservation's total, TRY, PENDING, BANK_TRANSFER).
  .post(routes.createPayment.path, requireBookingOrAdmin, validate('json', PaymentCreate), async (c) => {
    const { reservationId, transactionId } = c.req.valid('json');
    assertBookingAccess(c, reservationId);
    const result = await createPayment(c.env.DB, reservationId, transactionId);
    if (!result) throw notFound(PaymentMessages.reservationNotFound);
    return c.json(result.payment, result.created ? 201 : 200);
  })

  .get(routes.getAllPayments.path, requireAdmin, validate('query', PaymentListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await listPayments(c.env.DB, query, pager.page));
  })

  .get(routes.getPaymentById.path, requireAdmin, validate('param', IdParams), async (c) => {
    const payment = await getPayment(c.env.DB, c.req.valid('param').id);
    if (!payment) throw notFound(PaymentMessages.notFound);
    return c.json(payment);
  })

  // A plain record edit (no reservation or e-mail effects): approval goes through /verify.
  // An empty change (no known field, or a body that is not JSON) is a 400, not a silent no-op.
  .put(routes.updatePayment.path, requireAdmin, validate('param', IdParams), validate('json', PaymentUpdate), async (c) => {
    const patch = c.req.valid('json');
    if (!Object.values(patch).some((value) => value !== undefined)) throw badRequest(PaymentMessages.nothingToUpdate);
    const payment = await updatePayment(c.env.DB, c.req.valid('param').id, patch);
    if (!payment) throw notFound(PaymentMessages.notFound);
    return c.json(payment);
  })

  .delete(routes.deletePayment.path, requireAdmin, validate('param', IdParams), async (c) => {
    const outcome = await deletePayment(c.env.DB, c.req.valid('param').id);
    if (outcome === 'missing') throw notFound(PaymentMessages.notFound);
    await discardReceipts(c.env, [outcome.receipt]);
    return c.json({ message: 'Payment deleted', deleted: 1 });
  })

  // Attach an uploaded receipt: only a file uploaded for this payment's reservation.
  .post(routes.updateReceipt.path, requireBookingOrAdmin, validate('param', IdParams), validate('json', UpdateReceiptRequest), async (c) => {
    const db = c.env.DB;
    const payment = await getPaymentRecord(db, c.req.valid('param').id);
    if (!payment) throw notFound(PaymentMessages.notFound);
    assertBookingAccess(c, payment.reservation_id);

    const { receipt } = c.req.valid('json');
    const stored = await receiptBelongsTo(c.env, receipt, payment.reservation_id);
    if (stored === 'missing') throw notFound(PaymentMessages.receiptNotFound);
    if (stored === 'other') throw forbidden(PaymentMessages.receiptOtherReservation);
    const contentType = ReceiptContentType.safeParse(stored.contentType);
    if (!contentType.success) throw notFound(PaymentMessages.receiptNotFound);

    const attached = await attachReceipt(db, payment.id, { key: receipt, contentType: contentType.data });
    if (attached === 'missing') throw notFound(PaymentMessages.notFound);
    if (attached === 'locked') throw conflict(PaymentMessages.locked);
    await discardReceipts(c.env, [attached.previous]);
    return c.json(toPayment((await getPaymentRecord(db, payment.id))!));
  })

  // Approve or reject the bank transfer: one batch each (db/payments verifyPayment). A reject
  // may say why (JSON body `reason`): stored, shown to the guest and written in the e-mail.
  .post(routes.verifyPayment.path, requireAdmin, validate('param', IdParams), validate('query', VerifyQuery), validate('json', VerifyRequest), async (c) => {
    const db = c.env.DB;
    const { approve } = c.req.valid('query');
    const reason = approve ? null : (c.req.valid('json').reason ?? null);
    const payment = await getPaymentRecord(db, c.req.valid('param').id);
    if (!payment) throw notFound(PaymentMessages.notFound);
    if (!payment.receipt) throw conflict(PaymentMessages.noReceipt);
    const verified = await verifiedBookingOf(db, payment, approve, reason);
    if (!verified) throw notFound(PaymentMessages.reservationNotFound);
    const outcome = await verifyPayment(db, payment, verified.booking, approve, verified.email, reason);
    if (outcome === 'no-receipt') throw conflict(PaymentMessages.noReceipt);
    if (outcome === 'full') throw conflict(payment.booking_kind === 'TOUR' ? PaymentMessages.placesGone : PaymentMessages.roomsGone);
    return c.json((await getPayment(db, payment.id))!);
  })

  // The caller's own payments (those of their reservations), never another user's.
  .get(routes.getMyPayments.path, requireUser, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    return pager.send(await listPaymentsOfUser(c.env.DB, c.get('session')!.sub, pager.page));
  })

  // After the fixed paths above, so they win over `:id`.
  .get(routes.getPayment.path, requireAdmin, validate('param', IdParams), async (c) => {
    const payment = await getPayment(c.env.DB, c.req.valid('param').id);
    if (!payment) throw notFound(PaymentMessages.notFound);
    return c.json(payment);
  });
