import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { PnrLookup } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.lookupPnr;

/** GET /api/reservation/public/pnr/:pnr: the reservation behind a PNR code (no email or phone). */
export function lookupPnr(pnr: string, options: { signal?: AbortSignal } = {}): Promise<PnrLookup> {
  return apiFetch(endpoint.path.replace(':pnr', encodeURIComponent(pnr)), {
    schema: endpoint.response,
    signal: options.signal,
  });
}

/** A lookup is a question the visitor asks once per click, so a mutation (not a cached query). */
export function useLookupPnr() {
  return useMutation({ mutationFn: (pnr: string) => lookupPnr(pnr) });
}
