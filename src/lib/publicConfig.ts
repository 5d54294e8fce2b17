import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import type { PublicConfig } from '../../contract';
import { apiFetch } from './api';

const route = routes.getPublicConfig;

/** Query keys of the public configuration (one call, shared by the booking screens and the bot check). */
export const configKeys = {
  public: ['config', 'public'] as const,
};

/** GET /api/config/public: the company's bank account for the transfer, the hold time and the Turnstile site key. */
export function getPublicConfig(options: { signal?: AbortSignal } = {}): Promise<PublicConfig> {
  return apiFetch(route.path, { signal: options.signal });
}

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.public,
    queryFn: ({ signal }) => getPublicConfig({ signal }),
    staleTime: 60 * 60 * 1000,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQuery());
}
