import type { FileUploadResponse, Payment } from '../../../../contract';
import { RECEIPT_FILENAME } from '../../../../contract/receipt';
import { BOOKING_TOKEN_HEADER, routes } from '../../../../contract/routes';
import { apiFetch, apiUpload } from '../../../lib/api';

const bookingHeaders = (bookingToken: string) => ({ [BOOKING_TOKEN_HEADER]: bookingToken });

/**
 * POST /api/payments/create (booking token): the reservation's payment record (PENDING, bank
 * transfer). The server answers the existing record when there is one, so a retry is safe.
 */
export function createPayment(reservationId: string, bookingToken: string): Promise<Payment> {
  const route = routes.createPayment;
  return apiFetch(route.path, {
    method: 'POST',
    body: { reservationId },
    headers: bookingHeaders(bookingToken),
  });
}

/** Thrown when the upload answered 2xx with something that is not a stored file's name. */
export class InvalidUploadResponse extends Error {
  constructor() {
    super('Invalid file upload response');
    this.name = 'InvalidUploadResponse';
  }
}

/** POST /api/files/upload (multipart `file` + `paymentId`, booking token), with upload progress. */
export async function uploadReceiptFile(
  file: File,
  paymentId: string,
  bookingToken: string,
  onProgress?: (fraction: number) => void,
): Promise<FileUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  form.append('paymentId', paymentId);
  const body = await apiUpload<Partial<FileUploadResponse> | string | null | undefined>(routes.uploadFile.path, {
    body: form,
    headers: bookingHeaders(bookingToken),
    onProgress,
  });
  // The stored file's name goes back to the server in update-receipt: no name, no attaching.
  if (!body || typeof body !== 'object' || typeof body.filename !== 'string' || !RECEIPT_FILENAME.test(body.filename)) {
    throw new InvalidUploadResponse();
  }
  return body as FileUploadResponse;
}

/** POST /api/payments/:id/update-receipt {receipt} (booking token): attaches the stored file. */
export function attachReceipt(paymentId: string, receipt: string, bookingToken: string): Promise<Payment> {
  const route = routes.updateReceipt;
  return apiFetch(route.path.replace(':id', encodeURIComponent(paymentId)), {
    method: 'POST',
    body: { receipt },
    headers: bookingHeaders(bookingToken),
  });
}
