import { routes } from '../../../../contract/routes';
import type { CancelReservationResponse, EndpointBody, FrontDeskBoard, Reservation } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { refundKeys } from '../payments/refundsApi';
import { reservationKeys } from '../reservations/api';
import { adminKeys } from '../shared';

export const frontDeskKeys = {
  section: adminKeys.section('frontdesk'),
  board: (hotelId: string, date: string) => [...adminKeys.section('frontdesk'), hotelId, date] as const,
};

/** What an action changes beside the board: the reservations' list and cards, the refunds (a no-show's), the dashboard. */
export const afterAction = [frontDeskKeys.section, reservationKeys.section, refundKeys.section, adminKeys.section('dashboard')];

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /api/admin/frontdesk: the hotel's arrivals, departures and guests in house on `date` (Van's calendar). */
export const getFrontDesk = (hotelId: string, date: string, signal?: AbortSignal): Promise<FrontDeskBoard> =>
  apiFetch(routes.getFrontDesk.path, { query: { hotelId, date }, signal });

/** POST /api/admin/reservations/:id/check-in with each guest's identity. */
export const checkInReservation = (id: string, body: EndpointBody<'checkInReservation'>): Promise<Reservation> =>
  apiFetch(withId(routes.checkInReservation.path, id), { method: 'POST', body });

/** POST /api/admin/reservations/:id/check-out: an early one frees the nights left. */
export const checkOutReservation = (id: string): Promise<Reservation> => apiFetch(withId(routes.checkOutReservation.path, id), { method: 'POST' });

/** POST /api/admin/reservations/:id/no-show: the cancellation's answer (fee, kept, refund). */
export const markNoShow = (id: string): Promise<CancelReservationResponse> => apiFetch(withId(routes.markNoShow.path, id), { method: 'POST' });
