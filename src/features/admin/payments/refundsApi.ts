import { routes } from '../../../../contract/routes';
import type { RefundStatus } from '../../../../contract/cancellation';
import type { EndpointBody, Refund } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

/** The refunds owed by cancellations: invalidating `section` refetches both lists. */
export const refundKeys = {
  section: adminKeys.section('refunds'),
  list: (status: RefundStatus) => adminKeys.list('refunds', { status }),
};

/** One page of GET /api/admin/refunds?status= (newest first, the total in X-Total-Count). */
export const getRefundsPage = (status: RefundStatus) => (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getRefunds', { ...request, query: { status } });

/** POST /api/admin/refunds/:id/refunded: records the bank transfer once (409 when already refunded). */
export const markRefunded = (id: string, body: EndpointBody<'markRefunded'>): Promise<Refund> =>
  apiFetch(routes.markRefunded.path.replace(':id', encodeURIComponent(id)), { method: 'POST', body });
