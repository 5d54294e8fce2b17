import { routes } from '../../../../contract/routes';
import type { CancelReservationResponse, EndpointBody, ListSort, Reservation, ReservationStatus, SortOrder } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { getToken } from '../../../lib/session';
import { adminKeys, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const reservationKeys = {
  section: adminKeys.section('reservations'),
  counts: [...adminKeys.section('reservations'), 'counts'] as const,
  list: (filters: ReservationFilters) => adminKeys.list('reservations', { ...filters }),
};

/** The filter bar's values; blanks are left out of the query. */
export interface ReservationFilters {
  q: string;
  status: ReservationStatus | '';
  hotelId: string;
  from: string;
  to: string;
  sort: ListSort;
  order: SortOrder;
}

export const NO_FILTERS: ReservationFilters = { q: '', status: '', hotelId: '', from: '', to: '', sort: 'createdAt', order: 'desc' };

export const filterQuery = (f: Partial<ReservationFilters>) => ({
  q: f.q?.trim() || undefined,
  status: f.status || undefined,
  hotelId: f.hotelId || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
  sort: f.sort,
  order: f.order,
});

/** One page of GET /api/reservation/public/getAllReservations with the filters. */
export const getReservationsPage = (filters: ReservationFilters) => (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllReservations', { ...request, query: filterQuery(filters) });

/** The total of a status (X-Total-Count of a one-row page): the cards count on the server. */
export const countReservations = async (status?: ReservationStatus, signal?: AbortSignal) =>
  (await fetchPage('getAllReservations', { page: 1, pageSize: 1, query: { status }, signal })).total;

export const updateReservation = (id: string, body: EndpointBody<'updateReservation'>): Promise<Reservation> =>
  apiFetch(routes.updateReservation.path, { method: 'PUT', query: { id }, body });

export const createReservation = (body: EndpointBody<'createReservation'>) =>
  apiFetch(routes.createReservation.path, { method: 'POST', body });

export const deleteReservation = (id: string) =>
  apiFetch(routes.deleteReservation.path, { method: 'DELETE', query: { id } });

/**
 * Downloads a CSV export (admin token) as a file: the bytes are kept as sent (UTF-8 with BOM),
 * so a spreadsheet opens Turkish letters intact. Throws with the server's message on failure.
 */
export async function downloadCsv(path: string, query: Record<string, string | undefined>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${path}${params.size ? `?${params}` : ''}`, { headers });
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
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * POST /api/admin/reservations/:id/cancel with the reason the guest is told: the cancelled
 * booking with the fee, what the hotel keeps and the refund now due (worker/routes/cancellations.ts);
 * 409 when it is already cancelled or the guest has arrived.
 */
export const adminCancelReservation = (id: string, body: EndpointBody<'adminCancelReservation'>): Promise<CancelReservationResponse> =>
  apiFetch(routes.adminCancelReservation.path.replace(':id', encodeURIComponent(id)), { method: 'POST', body });
