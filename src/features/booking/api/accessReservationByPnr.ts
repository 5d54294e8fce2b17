import { routes } from '../../../../contract/routes';
import type { PnrAccess } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.accessReservationByPnr;

/** POST /api/reservation/public/pnr/:pnr/access {email}: a booking token for a PENDING reservation's receipt. */
export function accessReservationByPnr(pnrCode: string, email: string): Promise<PnrAccess> {
  return apiFetch(route.path.replace(':pnr', encodeURIComponent(pnrCode.trim().toUpperCase())), {
    method: 'POST',
    body: { email },
  });
}
