import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract';
import { handlers } from '../../mocks/handlers';
import { app } from '../../worker';
import { pages } from '../../worker/routes/pages';

/**
 * Mocks and Worker serve the same calls: a route the Worker serves and the mocks lack (a screen
 * works in production and breaks in Storybook), or a mock the Worker does not serve (a screen
 * works in Storybook and 404s in production), fails here. Both lists are read from the code:
 * Hono's `app.routes` and msw's `handler.info`. `:param` names are normalised (`:id` = `:x`).
 */
type Route = `${string} ${string}`;

function normalisePath(path: string): string {
  const withoutOrigin = path.replace(/^\*(?=\/)/, '').replace(/^https?:\/\/[^/]+/, '');
  const withSlash = withoutOrigin.startsWith('/') ? withoutOrigin : `/${withoutOrigin}`;
  return withSlash.replace(/\/+/g, '/').replace(/(.)\/$/, '$1').replace(/:[A-Za-z_][A-Za-z0-9_]*\??/g, ':param');
}

const route = (method: string, path: string): Route => `${method.toUpperCase()} ${normalisePath(path)}`;

/**
 * The HTML pages (worker/routes/pages.ts: page metadata, sitemap, robots) are not API calls:
 * the SPA never fetches them, so neither the mocks nor the catalog have them.
 */
const pageRoutes = new Set(pages.routes.map((r) => route(r.method, r.path)));

/** Worker API routes: method + path, without middleware (`ALL`) entries and HTML pages. */
function workerRoutes(): Route[] {
  return [
    ...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => route(r.method, r.path)).filter((r) => !pageRoutes.has(r))),
  ].sort();
}

/** Mock routes: every http handler's method + path. */
function mockRoutes(): Route[] {
  return [
    ...new Set(handlers.map((handler) => route(String(handler.info.method), String(handler.info.path)))),
  ].sort();
}

const catalogRoutes = (): Route[] => [...new Set(Object.values(endpoints).map((e) => route(e.method, e.path)))].sort();

const missingFrom = (have: Route[], want: Route[]) => want.filter((r) => !have.includes(r));

describe('mocks and Worker serve the same routes', () => {
  it('normalises param names, origins and slashes', () => {
    expect(normalisePath('*/api/payments/:id/verify')).toBe('/api/payments/:param/verify');
    expect(normalisePath('/api/hotel/public/:hotelId/room-types/')).toBe('/api/hotel/public/:param/room-types');
    expect(normalisePath('http://localhost/api/health')).toBe('/api/health');
  });

  it('the Worker serves every mocked route', () => {
    expect(missingFrom(workerRoutes(), mockRoutes())).toEqual([]);
  });

  it('the mocks answer every Worker route', () => {
    expect(missingFrom(mockRoutes(), workerRoutes())).toEqual([]);
  });

  it('both match the call catalog (contract/endpoints.ts)', () => {
    expect(mockRoutes()).toEqual(catalogRoutes());
    expect(missingFrom(workerRoutes(), catalogRoutes())).toEqual([]);
  });
});
