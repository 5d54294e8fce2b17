import { apiRoutes } from '#mock-backend';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract';
import { mocks, request } from './sides';

/**
 * The mock world is the Worker's own app, so it serves whatever the Worker serves. What can still
 * drift is the call table: a Worker route missing from contract/endpoints.ts (a call no screen or
 * test knows of), or an endpoint of the table that no route answers (a screen that would 404).
 */
type Route = `${string} ${string}`;
const normalise = (path: string) => path.replace(/\/+$/, '').replace(/:[A-Za-z_][A-Za-z0-9_]*\??/g, ':param');
const route = (method: string, path: string): Route => `${method.toUpperCase()} ${normalise(path)}`;

const catalog = [...new Set(Object.values(endpoints).map((e) => route(e.method, e.path)))].sort();
const served = [...new Set(apiRoutes().map((r) => route(r.method, r.path)))].sort();

describe('the call table and the Worker agree', () => {
  it('every Worker API route is in contract/endpoints.ts', () => {
    expect(served.filter((r) => !catalog.includes(r))).toEqual([]);
  });

  it('every endpoint of the table is a Worker route', () => {
    expect(catalog.filter((r) => !served.includes(r))).toEqual([]);
  });

  it.each(Object.entries(endpoints))('%s is answered by the mock world (not "No route")', async (_name, endpoint) => {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'pnr' ? 'ZZZZ9999' : '00000000-0000-4000-8000-000000000000'));
    const response = await mocks.fetch(request(path, { method: endpoint.method }));
    const body = await response.text();
    expect(body, `${endpoint.method} ${endpoint.path}`).not.toMatch(/No route for/);
  });
});
