import { BOOKING_TOKEN_HEADER, endpoints, FileUploadResponse } from '../../../../contract';
import type { Payment } from '../../../../contract';
import { apiFetch, apiUpload } from '../../../lib/api';

const bookingHeaders = (bookingToken: string) => ({ [BOOKING_TOKEN_HEADER]: bookingToken });

/**
 * POST /api/payments/create (booking token): the reservation's payment record (PENDING, bank
 * transfer). The server answers the existing record when there is one, so a retry is safe.
 */
export function createPayment(reservationId: string, bookingToken: string): Promise<Payment> {
  const endpoint = endpoints.createPayment;
  return apiFetch(endpoint.path, {
    method: 'POST',
    body: { reservationId },
    headers: bookingHeaders(bookingToken),
    schema: endpoint.response,
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
  const body = await apiUpload(endpoints.uploadFile.path, { body: form, headers: bookingHeaders(bookingToken), onProgress });
  const parsed = FileUploadResponse.safeParse(body);
  if (!parsed.success) throw new InvalidUploadResponse();
  return parsed.data;
}

/** POST /api/payments/:id/update-receipt {receipt} (booking token): attaches the stored file. */
export function attachReceipt(paymentId: string, receipt: string, bookingToken: string): Promise<Payment> {
  const endpoint = endpoints.updateReceipt;
  return apiFetch(endpoint.path.replace(':id', encodeURIComponent(paymentId)), {
    method: 'POST',
    body: { receipt },
    headers: bookingHeaders(bookingToken),
    schema: endpoint.response,
  });
}
