import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages, workerFirstPaths } from '../../contract/pages';
import { routes, type Route } from '../../contract/routes';

/**
 * The one route table (contract/routes.ts for the calls, contract/pages.ts for the pages) is
 * what the deployment and the SPA's links follow: wrangler.toml sends exactly the table's
 * Worker paths to the Worker first, and no SPA module writes a page address by hand.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

/** The `run_worker_first` array of wrangler.toml, as written. */
function runWorkerFirst(): string[] {
  const toml = readFileSync(path.join(root, 'wrangler.toml'), 'utf8');
  const match = /^run_worker_first\s*=\s*\[([^\]]*)\]/m.exec(toml);
  expect(match, 'wrangler.toml has a run_worker_first list').not.toBeNull();
  return [...match![1]!.matchAll(/"([^"]*)"/g)].map((entry) => entry[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the route table', () => {
  it('the bot check (Turnstile) guards exactly the public forms: register, contact, forgot password, the three hotel and the two tour bookings', () => {
    const checked = Object.entries(routes as Record<string, Route>)
      .filter(([, route]) => route.botCheck)
      .map(([name, route]) => `${route.method} ${route.path} (${name})`);
    expect(checked.sort()).toEqual(
      [
        'POST /api/users/createUser (register)',
        'POST /api/contact/createMessage (createContactMessage)',
        'POST /api/auth/forgotPassword (forgotPassword)',
        'POST /api/reservation/public/createReservation (createReservation)',
        'POST /api/reservations (createReservationApi)',
        'POST /reservations (createReservationLegacy)',
        'POST /api/tour-reservations (createTourReservation)',
        'POST /tour-reservations (createTourReservationLegacy)',
      ].sort(),
    );
    // Only calls anyone may make: a bot check on an admin or booking-token call would lock out staff and guests.
    for (const [name, route] of Object.entries(routes as Record<string, Route>)) {
      if (route.botCheck) expect(route.access, name).toBe('anyone');
    }
  });

  it("wrangler.toml's run_worker_first is exactly the table's Worker paths (API, older root calls, the pages the Worker answers, its files)", () => {
    const declared = runWorkerFirst();
    expect(new Set(declared).size, 'each path once').toBe(declared.length);
    expect([...declared].sort()).toEqual([...workerFirstPaths()].sort());
  });

  it('the SPA writes no page address by hand: every link and navigation goes through pageUrl', () => {
    // A quote or backtick, then a page's fixed part (`/hotel` of `/hotel/:id`), then its end, a
    // slash, a query or a template hole: `'/hotels'`, `` `/hotel/${id}` ``, `'/tours?type=…'`.
    const prefixes = Object.values(pages)
      .map((page) => (page.path as string).replace(/\/:.*$/, ''))
      .filter((prefix) => prefix !== '/')
      .map((prefix) => prefix.replace(/[-/]/g, '\\$&'));
    const literal = new RegExp(`['"\`](${prefixes.join('|')})(['"\`/?]|\\$\\{)`);
    const home = /\bto=["']\/["']|navigate\(['"]\/['"]/;
    const offenders = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${path.relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && !line.startsWith('/*'))
        .filter(({ line }) => literal.test(line) || home.test(line))
        .map(({ line, at }) => `${at}: ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
