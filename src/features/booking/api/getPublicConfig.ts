import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { PublicConfig } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { bookingKeys } from './bookingKeys';

const endpoint = endpoints.getPublicConfig;

/** GET /api/config/public: the company's bank account for the transfer, and the hold time. */
export function getPublicConfig(options: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return apiFetch(endpoint.path, { schema: endpoint.response, signal: options.signal });
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
