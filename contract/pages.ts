/**
 * The page table: every address of the SPA, who may see it, and whether the Worker answers its
 * HTML itself (the page's own head and first-view preloads, worker/routes/pages.ts). With the
 * call table (routes.ts) it is the one list of the product's URLs: the SPA's router and links,
 * the Worker's pages, sitemap and robots.txt, and wrangler.toml's `run_worker_first`
 * (`workerFirstPaths`, held by tests/unit/routeTable.test.ts) all read it. No zod: the first
 * view loads it.
 */
import { routes, withQuery, type QueryValue } from './routes';

/** anyone; a logged-in user; an ADMIN (the SPA's guard only: the Worker checks every call). */
export type PageAccess = 'anyone' | 'user' | 'admin';

/**
 * How the Worker answers the page's HTML before the SPA runs: a page with fixed texts, or the
 * page of one hotel, place or tour, its own page or its booking form (404 for an unknown id).
 * Without it the SPA's index.html.
 */
export type EdgeKind = 'static' | 'hotel' | 'place' | 'tour';

export interface Page {
  /** react-router style (`/hotel/:id`). */
  path: string;
  access: PageAccess;
  edge?: EdgeKind;
}

export const pages = {
  home: { path: '/', access: 'anyone', edge: 'static' },
  login: { path: '/login', access: 'anyone', edge: 'static' },
  register: { path: '/register', access: 'anyone', edge: 'static' },
  forgotPassword: { path: '/forgot-password', access: 'anyone' },
  resetPassword: { path: '/reset-password', access: 'anyone' },
  hotels: { path: '/hotels', access: 'anyone', edge: 'static' },
  hotel: { path: '/hotel/:id', access: 'anyone', edge: 'hotel' },
  reserve: { path: '/reserve/:id', access: 'anyone', edge: 'hotel' },
  places: { path: '/touristic-places', access: 'anyone', edge: 'static' },
  place: { path: '/place/:id', access: 'anyone', edge: 'place' },
  tours: { path: '/tours', access: 'anyone', edge: 'static' },
  tour: { path: '/tour/:id', access: 'anyone', edge: 'tour' },
  tourReserve: { path: '/tour-reserve/:id', access: 'anyone', edge: 'hotel' },
  tourReservation: { path: '/tour-reservation/:id', access: 'anyone', edge: 'tour' },
  confirmation: { path: '/reservation-confirmation', access: 'anyone' },
  contact: { path: '/contact', access: 'anyone', edge: 'static' },
  // The legal texts a booking accepts (contract/legal.ts); one screen shows each (src/features/legal/).
  terms: { path: '/terms', access: 'anyone', edge: 'static' },
  privacy: { path: '/privacy', access: 'anyone', edge: 'static' },
  cancellationPolicy: { path: '/cancellation-policy', access: 'anyone', edge: 'static' },
  profile: { path: '/profile', access: 'user' },
  admin: { path: '/admin', access: 'admin' },
} as const satisfies Record<string, Page>;

export type PageName = keyof typeof pages;

/** Pages of one record (`/hotel/:id`): their URL needs the id. */
export type RecordPage = { [K in PageName]: (typeof pages)[K]['path'] extends `${string}/:id` ? K : never }[PageName];
type PlainPage = Exclude<PageName, RecordPage>;

/** The Worker's own files beside the pages. */
export const workerFiles = { sitemap: '/sitemap.xml', robots: '/robots.txt', appStart: '/first-view.js' } as const;

/** Pages the Worker answers with fixed texts (home, lists, contact, sign-in and registration, the legal texts). */
export type StaticPageName = { [K in PageName]: (typeof pages)[K] extends { edge: 'static' } ? K : never }[PageName];
export const staticPageNames = (Object.keys(pages) as PageName[]).filter(
  (name): name is StaticPageName => (pages[name] as Page).edge === 'static',
);

type PageQuery = Record<string, QueryValue> | URLSearchParams;

/**
 * A page's canonical URL (also its og:url and, per language, its hreflang alternates): the path
 * alone, with `?lang=` when the address names a language (a shared link keeps it). The edge
 * prints it (worker/routes/pages.ts) and the SPA rewrites it on each navigation
 * (src/lib/addressLanguage.ts), by this one rule
 * (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
export function canonicalUrl(origin: string, path: string, lang?: string | null): string {
  return `${origin}${path}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
}

const withPageQuery = (path: string, query?: PageQuery) => {
  if (!(query instanceof URLSearchParams)) return withQuery(path, query);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/** The URL of a page: `pageUrl('hotels', { type })`, `pageUrl('hotel', id, { checkIn })`. */
export function pageUrl(name: RecordPage, id: string, query?: PageQuery): string;
export function pageUrl(name: PlainPage, query?: PageQuery): string;
export function pageUrl(name: PageName, idOrQuery?: string | PageQuery, query?: PageQuery): string {
  const path: string = pages[name].path;
  if (typeof idOrQuery === 'string') return withPageQuery(path.replace(':id', encodeURIComponent(idOrQuery)), query);
  return withPageQuery(path, idOrQuery);
}

/** The prefix of every API call but the older root variants. */
export const API_PREFIX = '/api/';

/**
 * What the Worker must see before the static assets (wrangler.toml `run_worker_first`): all of
 * /api, the calls outside it, the pages it answers itself and its own files. A `:param`
 * becomes `*`. Assets can never shadow these, and every other address is served as a file or as
 * the SPA's index.html without running the Worker.
 */
export function workerFirstPaths(): string[] {
  const pattern = (path: string) => path.replace(/\/:[A-Za-z]+.*$/, '/*');
  const outsideApi = Object.values(routes)
    .map((route) => route.path as string)
    .filter((path) => !path.startsWith(API_PREFIX));
  const edgePages = Object.values(pages)
    .filter((page: Page) => page.edge !== undefined)
    .map((page) => page.path);
  return [...new Set([`${API_PREFIX}*`, ...outsideApi.map(pattern), ...edgePages.map(pattern), ...Object.values(workerFiles)])];
}
