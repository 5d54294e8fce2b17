import { routes } from '../../../../contract/routes';
import type { Payment, PaymentStage } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { getToken } from '../../../lib/session';
import { adminKeys, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const paymentKeys = {
  section: adminKeys.section('payments'),
  counts: [...adminKeys.section('payments'), 'counts'] as const,
  list: (stage: PaymentStage | 'all') => adminKeys.list('payments', { stage }),
  receipt: (filename: string) => [...adminKeys.section('payments'), 'receipt', filename] as const,
};

/** One page of GET /api/payments/getAllPayments (optionally one receipt stage). */
export const getPaymentsPage = (stage?: PaymentStage) => (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllPayments', { ...request, query: { stage } });

/** How many payments (of a stage): X-Total-Count of a one-row page. */
export const countPayments = async (stage?: PaymentStage, signal?: AbortSignal) =>
  (await fetchPage('getAllPayments', { page: 1, pageSize: 1, query: { stage }, signal })).total;

/** POST /api/payments/{id}/verify?approve=, a reject with its reason (the guest reads it). */
export const verifyPayment = (id: string, approve: boolean, reason?: string): Promise<Payment> =>
  apiFetch(routes.verifyPayment.path.replace(':id', encodeURIComponent(id)), {
    method: 'POST',
    query: { approve },
    ...(reason === undefined ? {} : { body: { reason } }),
  });

export interface ReceiptFile {
  url: string;
  type: string;
  filename: string;
}

/** GET /api/files/uploads/{filename} with the admin token, as a blob URL (the caller revokes it). */
export async function fetchReceipt(receipt: string, signal?: AbortSignal): Promise<ReceiptFile> {
  const filename = receipt.split('/').pop() ?? receipt;
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(routes.getUploadedFile.path.replace(':filename', encodeURIComponent(filename)), { headers, signal });
  if (!response.ok) {
    let message = `${response.status}`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new Error(message);
  }
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), type: blob.type || response.headers.get('Content-Type') || '', filename };
}
