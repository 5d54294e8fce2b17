import { routes } from '../../../../contract/routes';
import type { QueryValue } from '../../../lib/api';
import { apiFetch } from '../../../lib/api';
import type { ListCall, ListItem } from './fetchAll';

/** One page of a server-paged list: the rows and the total from `X-Total-Count`. */
export interface PageResult<T> {
  items: T[];
  total: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * GET a paged list call (contract `paged: true`): `page`/`pageSize` in the query, the rows as a
 * JSON array, the total in `X-Total-Count` (the row count when the header is missing).
 */
/** The admin's catalogue tables list the newest first (a row just added is on page 1). */
export const NEWEST_FIRST = { sort: 'createdAt', order: 'desc' } as const;

export async function fetchPage<N extends ListCall>(
  call: N,
  request: PageRequest & { query?: Record<string, QueryValue>; signal?: AbortSignal },
): Promise<PageResult<ListItem<N>>> {
  let total: number | null = null;
  const items = await apiFetch<ListItem<N>[]>(routes[call].path, {
    signal: request.signal,
    query: { ...request.query, page: request.page, pageSize: request.pageSize },
    onResponse: (response) => {
      const header = response.headers.get('X-Total-Count');
      const parsed = header === null ? Number.NaN : Number(header);
      total = Number.isFinite(parsed) ? parsed : null;
    },
  });
  return { items, total: total ?? items.length };
}
