import { HttpResponse } from 'msw';
import { endpoints, ReceiptMessages } from '../../contract';
import { fieldError, notFound } from '../errors';
import { assertBookingFor, created, mock } from '../http';
import { getPayment, getReservation, storeReceipt } from '../store';

export const fileHandlers = [
  // Multipart: `file` plus paymentId or reservationId; JPG/PNG/PDF by the first bytes, at most 5 MB.
  mock(endpoints.uploadFile, async (context) => {
    const { body, form, store } = context;
    const reservationId = body.paymentId
      ? getPayment(store, body.paymentId).reservationId
      : getReservation(store, body.reservationId as string).id;
    assertBookingFor(context, reservationId);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw fieldError('file', ReceiptMessages.fileRequired);
    const stored = storeReceipt(store, new Uint8Array(await file.arrayBuffer()), reservationId);
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
