import type { z } from 'zod';
import { apiFetch } from '../../../lib/api';

/**
 * The whole list of a call (no page parameters: the server answers every row). The sections'
 * cards count over all rows; the tables page on the server.
 */
export function fetchAll<T>(path: string, schema: z.ZodType<T[]>, signal?: AbortSignal): Promise<T[]> {
  return apiFetch(path, { schema, signal });
}
