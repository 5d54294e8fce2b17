import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { endpoints, ServerMessages } from '../contract';
import type { Endpoint, EndpointName } from '../contract';

/** An endpoint's path (contract/routes.ts, `:param` style like MSW's) on any origin. */
export const mockPath = (path: string) => `*${path}`;

/**
 * Per-story failures in front of the Worker, which answers everything else (mocks/world.ts):
 * msw-storybook-addon's `msw.use(...)` in a story's `beforeEach`, or `parameters.msw`. Each builder takes the calls to override
 * (default: all of them).
 */
const allNames = Object.keys(endpoints) as EndpointName[];
const listNames = allNames.filter((name) => 'paged' in endpoints[name] || endpoints[name].path.endsWith('/room-types'));

function override(names: readonly EndpointName[], resolver: Parameters<typeof http.get>[1]): HttpHandler[] {
  return names.map((name) => {
    const endpoint: Endpoint = endpoints[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](mockPath(endpoint.path), resolver);
  });
}

/** List calls answer `[]` (the empty states). */
export const empty = (...names: EndpointName[]) =>
  override(names.length ? names : listNames, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }));

/** Server failures: 500 'Internal server error' or 503 'Service unavailable' (the error states). */
export const failing = (status: 500 | 503 = 500, ...names: EndpointName[]) =>
  override(names.length ? names : allNames, () =>
    HttpResponse.json({ message: status === 503 ? ServerMessages.unavailable : ServerMessages.internal }, { status }),
  );

/**
 * Slow answers: `'infinite'` never answers (the loading states); a number of milliseconds
 * answers late with the normal handler (the resolver falls through after the delay).
 */
export const slow = (ms: number | 'infinite' = 'infinite', ...names: EndpointName[]) =>
  override(names.length ? names : allNames, async () => {
    await delay(ms);
  });


