import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api';

/** Only network failures and 5xx answers are worth repeating; a 4xx will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 2;
}

/** A fresh client per app, story or test, so no cache leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Lists are loaded once on open (spec section 2); no refetch on tab focus.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
