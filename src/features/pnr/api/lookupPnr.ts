import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { PnrLookup } from '../../../../contract';
import type { ContentLanguage } from '../../../../contract/translations';
import { apiFetch } from '../../../lib/api';
import { useContentLanguage } from '../../../lib/contentLanguage';

const route = routes.lookupPnr;

/**
 * GET /api/reservation/public/pnr/:pnr: the reservation behind a PNR code (no email or phone),
 * its hotel's (or tour's) name in `lang` (`hotelDisplayName`).
 */
export function lookupPnr(pnr: string, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<PnrLookup> {
  return apiFetch(route.path.replace(':pnr', encodeURIComponent(pnr)), {
    query: { lang },
    signal: options.signal,
  });
}

/** A lookup is a question the visitor asks once per click, so a mutation (not a cached query), in the interface language. */
export function useLookupPnr() {
  const lang = useContentLanguage();
  return useMutation({ mutationFn: (pnr: string) => lookupPnr(pnr, lang) });
}
