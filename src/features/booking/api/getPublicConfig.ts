import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { PublicConfig } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { bookingKeys } from './bookingKeys';

const route = routes.getPublicConfig;

/** GET /api/config/public: the company's bank account for the transfer, and the hold time. */
export function getPublicConfig(options: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return apiFetch(route.path, { signal: options.signal });
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: bookingKeys.config,
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    staleTime: 60 * 60 * 1000,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
