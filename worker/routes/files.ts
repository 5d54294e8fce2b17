import { routes } from '../../contract/routes';
import { blankToUndefined, FilenameParams, FileUploadForm, MAX_RECEIPT_BYTES, ReceiptMessages, type FileUploadResponse } from '../../contract';
import { attachReceipt, bookingExists, createPayment, getPaymentOfReservation, getPaymentRecord, RECEIPT_OPEN_STATUSES, type PaymentRecord } from '../db/payments';
import { router } from '../http/app';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { issuesToDetails, validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { assertBookingAccess, requireBookingOrAdmin } from '../middleware/booking';
import { cleanOriginalName, discardReceipts, getReceipt, putReceipt, sniffReceipt } from '../storage/receipts';
import { PaymentMessages } from './payments';

export const FileMessages = {
  ...ReceiptMessages,
  notMultipart: 'Send the receipt as multipart/form-data with a "file" field',
  badMultipart: 'The multipart body could not be read',
  idsDisagree: 'paymentId and reservationId name different reservations',
  fileNotFound: 'File not found',
} as const;

const fileError = (status: 400 | 413 | 415, message: string) => new ApiError(status, message, { details: [{ path: 'file', message }] });

/** A text field of the form; a file part where text belongs is passed on as is (and fails validation). */
const textField = (form: FormData, name: string): unknown => blankToUndefined(form.get(name) ?? undefined);

/** `filename="..."` needs plain ASCII; the exact name goes in `filename*` (RFC 6266). */
function contentDisposition(kind: 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const files = router()
  // The guest's receipt (booking token of that reservation) or an admin. Stored in R2 under a
  // server-made key and attached at once to the payment (given, or the reservation's one), so
  // the flow works even when the update-receipt call is skipped; a replaced receipt is deleted.
  .post(routes.uploadFile.path, requireBookingOrAdmin, async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) throw badRequest(FileMessages.notMultipart);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest(FileMessages.badMultipart);
    }
    const fields = FileUploadForm.safeParse({ paymentId: textField(form, 'paymentId'), reservationId: textField(form, 'reservationId') });
    if (!fields.success) {
      const details = issuesToDetails(fields.error.issues);
      throw badRequest(details[0]?.message ?? 'Invalid request', details);
    }

    const db = c.env.DB;
    let payment: PaymentRecord | null = null;
    let reservationId = fields.data.reservationId;
    if (fields.data.paymentId) {
      payment = await getPaymentRecord(db, fields.data.paymentId);
      if (!payment) throw notFound(PaymentMessages.notFound);
      if (reservationId && reservationId !== payment.reservation_id) throw badRequest(FileMessages.idsDisagree);
      reservationId = payment.reservation_id;
    }
    if (!reservationId) throw badRequest('paymentId or reservationId is required');
    assertBookingAccess(c, reservationId);
    if (!payment) {
      if (!(await bookingExists(db, reservationId))) throw notFound(PaymentMessages.reservationNotFound);
      payment = await getPaymentOfReservation(db, reservationId);
    }
    if (payment && !RECEIPT_OPEN_STATUSES.includes(payment.status)) throw conflict(PaymentMessages.locked);

    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) throw fileError(400, FileMessages.fileRequired);
    if (file.size > MAX_RECEIPT_BYTES) throw fileError(413, FileMessages.tooLarge);
    const kind = sniffReceipt(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!kind) throw fileError(415, FileMessages.wrongType);

    // A receipt always belongs to a payment record: without one yet (the payment step failed or
    // was skipped) it is created as /api/payments/create would. So the admin sees the receipt,
    // the hold cron spares the reservation, and no uploaded file is left unreferenced.
    const target = payment ?? (await createPayment(db, reservationId, null))?.payment;
    if (!target) throw notFound(PaymentMessages.reservationNotFound);

    const key = await putReceipt(c.env, await file.arrayBuffer(), kind, {
      reservationId,
      paymentId: target.id,
      originalName: cleanOriginalName(file.name),
    });
    const attached = await attachReceipt(db, target.id, { key, contentType: kind.contentType });
    if (attached === 'missing' || attached === 'locked') {
      // Changed meanwhile (deleted or approved): keep nothing of this upload.
      await discardReceipts(c.env, [key]);
      throw attached === 'missing' ? notFound(PaymentMessages.notFound) : conflict(PaymentMessages.locked);
    }
    await discardReceipts(c.env, [attached.previous]);
    const answer: FileUploadResponse = { message: `Dosya yüklendi: ${key}`, filename: key, contentType: kind.contentType, size: file.size };
    return c.json(answer, 201);
  })

  // Admin only: the stored bytes with their type, always as an attachment with nosniff, so a
  // receipt can never render as a page of this origin (the admin viewer reads it as a blob).
  .get(routes.getUploadedFile.path, requireAdmin, validate('param', FilenameParams), async (c) => {
    const receipt = await getReceipt(c.env, c.req.valid('param').filename);
    if (!receipt) throw notFound(FileMessages.fileNotFound);
    return new Response(receipt.body, {
      headers: {
        'Content-Type': receipt.contentType,
        'Content-Length': String(receipt.size),
        'Content-Disposition': contentDisposition('attachment', receipt.originalName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
