import { endpoints } from '../../../../contract';
import type { PnrAccess } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.accessReservationByPnr;

/** POST /api/reservation/public/pnr/:pnr/access {email}: a booking token for a PENDING reservation's receipt. */
export function accessReservationByPnr(pnrCode: string, email: string): Promise<PnrAccess> {
  return apiFetch(endpoint.path.replace(':pnr', encodeURIComponent(pnrCode.trim().toUpperCase())), {
    method: 'POST',
    body: { email },
    schema: endpoint.response,
  });
}
