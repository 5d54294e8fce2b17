import { HttpResponse } from 'msw';
import { endpoints, PaymentMessages, ReceiptMessages } from '../../contract';
import { badRequest, fieldError, notFound } from '../errors';
import { assertBookingFor, created, mock } from '../http';
import { assertReceiptOpen, attachReceipt, createPayment, getPayment, getReservation, paymentOfReservation, storeReceipt } from '../store';

export const fileHandlers = [
  // Multipart: `file` plus paymentId or reservationId; JPG/PNG/PDF by the first bytes, at most 5 MB.
  mock(endpoints.uploadFile, async (context) => {
    const { body, form, store } = context;
    // The Worker's order: the payment (given, or the reservation's), the booking token, the
    // payment still open (409), then the file (400 / 413 / 415); the receipt is attached at once.
    const given = body.paymentId ? getPayment(store, body.paymentId) : undefined;
    if (given && body.reservationId && body.reservationId !== given.reservationId) {
      throw badRequest('paymentId and reservationId name different reservations');
    }
    const reservationId = given?.reservationId ?? body.reservationId;
    if (!reservationId) throw badRequest('paymentId or reservationId is required');
    assertBookingFor(context, reservationId);
    if (!given && !store.reservations.some((r) => r.id === reservationId)) throw notFound(PaymentMessages.reservationNotFound);
    const payment = given ?? paymentOfReservation(store, getReservation(store, reservationId).id);
    if (payment) assertReceiptOpen(payment);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw fieldError('file', ReceiptMessages.fileRequired);
    const stored = storeReceipt(store, new Uint8Array(await file.arrayBuffer()), reservationId);
    const target = payment ?? createPayment(store, reservationId, null);
    const previous = target.receipt;
    attachReceipt(store, target.id, stored.filename);
    if (previous && previous !== stored.filename) store.files = store.files.filter((f) => f.filename !== previous);
    return created({
      message: `Dosya yüklendi: ${stored.filename}`,
      filename: stored.filename,
      contentType: stored.contentType,
      size: stored.bytes.byteLength,
    });
  }),

  // Admin only: the receipt itself, for the viewer (a blob in a frame) and the download.
  mock(endpoints.getUploadedFile, ({ params, store }) => {
    const file = store.files.find((f) => f.filename === params.filename);
    if (!file) throw notFound('File not found');
    return new HttpResponse(file.bytes.slice().buffer, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${file.filename}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
