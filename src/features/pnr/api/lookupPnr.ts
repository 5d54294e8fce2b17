import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { PnrLookup } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.lookupPnr;

/** GET /api/reservation/public/pnr/:pnr: the reservation behind a PNR code (no email or phone). */
export function lookupPnr(pnr: string, options: { signal?: AbortSignal } = {}): Promise<PnrLookup> {
  return apiFetch(route.path.replace(':pnr', encodeURIComponent(pnr)), {
    signal: options.signal,
  });
}

/** A lookup is a question the visitor asks once per click, so a mutation (not a cached query). */
export function useLookupPnr() {
  return useMutation({ mutationFn: (pnr: string) => lookupPnr(pnr) });
}
