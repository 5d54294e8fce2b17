import type { EndpointResponse } from '../../../../contract';
import { routes } from '../../../../contract/routes';
import { apiFetch } from '../../../lib/api';

/** The calls answering a JSON array (the lists). */
export type ListCall = {
  [N in keyof typeof routes]: EndpointResponse<N> extends readonly unknown[] ? N : never;
}[keyof typeof routes];

/** One row of a list call's answer. */
export type ListItem<N extends ListCall> = EndpointResponse<N>[number];

/**
 * The whole list of a call (no page parameters: the server answers every row). The sections'
 * cards count over all rows; the tables page on the server.
 */
export function fetchAll<N extends ListCall>(call: N, signal?: AbortSignal): Promise<ListItem<N>[]> {
  return apiFetch(routes[call].path, { signal });
}
