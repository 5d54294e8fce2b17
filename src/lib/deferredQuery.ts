import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query whose arriving data renders in the background: React renders the new data as a
 * transition, in slices of a few milliseconds, so a screen of cards never holds the main thread
 * (taps stay answered; Lighthouse's blocking time counts what it would have held). Until that
 * render is ready the screen keeps showing what it showed (the loading state the first time).
 */
export function useDeferredQuery<Q extends UseQueryResult<unknown, unknown> | UseInfiniteQueryResult<unknown, unknown>>(query: Q): Q {
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  if (data !== undefined) return { ...query, data } as Q;
  // First data still rendering in the background: still loading, as far as the screen knows.
  return {
    ...query,
    data: undefined,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    error: null,
  } as Q;
}
