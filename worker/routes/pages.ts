/**
 * Shareable, findable public pages: the Worker serves the built index.html (from ASSETS)
 * rewritten with HTMLRewriter for each public route: its own <title>, description, canonical
 * URL, hreflang alternates (tr / en / fa via `?lang=`, x-default without), Open Graph and
 * Twitter card tags with a raster image. Unknown hotel / place / tour ids get the SPA with
 * status 404 and noindex. Also /sitemap.xml (every public page and every hotel, place and
 * tour in D1) and /robots.txt. Detail pages carry their schema.org JSON-LD
 * (worker/pages/structuredData.ts). wrangler.toml sends exactly these paths to the Worker first
 * (contract/pages.ts `workerFirstPaths`).
 */
import type { Context } from 'hono';
import type { Graph } from 'schema-dts';
import { getHotel } from '../db/hotels';
import { getPlace } from '../db/places';
import { getTour } from '../db/tours';
import { readTranslations } from '../db/translations';
import { listPhotos, toGalleryPhoto } from '../db/photos';
import type { GalleryPhoto, PhotoKind } from '../../contract';
import { router, type AppEnv } from '../http/app';
import {
  bookingMeta,
  DEFAULT_PAGE_LANGUAGE,
  hotelMeta,
  notFoundMeta,
  PAGE_LANGUAGES,
  placeMeta,
  staticMeta,
  tourMeta,
  type PageLanguage,
  type PageMeta,
} from '../pages/meta';
import { chooseLanguage } from '../../contract/languageChoice';
import { localizeRecord, type ContentKind } from '../../contract/translations';
import { API_PREFIX, canonicalUrl, pages, pageUrl, staticPageNames, workerFiles, type Page } from '../../contract/pages';
import { APP_START_SCRIPT, appStartTag, moduleScripts, paintsPhoto } from '../pages/appStart';
import { UUID_PATTERN } from '../../contract/patterns';
import { hotelStructuredData, jsonLdScript, placeStructuredData, tourStructuredData } from '../pages/structuredData';
import {
  callUrl,
  firstViewTags,
  hotelFirstView,
  imagePreloadTag,
  placeFirstView,
  reserveFirstView,
  staticFirstView,
  tourFirstView,
  tourReserveFirstView,
  type BuildManifest,
  type FirstCard,
  type FirstView,
  type LocaleCode,
} from '../pages/firstView';
import { escapeHtml } from '../pages/html';
import { detailPrepaint, PREPAINT_STYLE, PREPAINT_TEXTS, prepaintHtml, reservePrepaint, staticPrepaint, tourReservePrepaint, type PrepaintOf } from '../pages/prepaint';

/** Used when ASSETS has no built index.html (tests, a Worker run without `vite build`). */
export const FALLBACK_SHELL = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="Van Turizm" /><title>Van Turizm</title></head>
<body><div id="root"></div></body></html>`;

/** Where the page shell comes from; tests replace it (`setShellSource`). */
let shellSource = async (c: Context<AppEnv>): Promise<string> => {
  try {
    const res = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));
    if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) return await res.text();
  } catch {
    // No assets binding or no build: the fallback shell below.
  }
  return FALLBACK_SHELL;
};

export function setShellSource(source: (c: Context<AppEnv>) => Promise<string>) {
  shellSource = source;
}

/** Vite's manifest of the build (to preload a page's screen chunks); none without a build. */
let manifestSource = async (c: Context<AppEnv>): Promise<BuildManifest | null> => {
  try {
    const res = await c.env.ASSETS.fetch(new Request(new URL('/.vite/manifest.json', c.req.url)));
    if (res.ok && (res.headers.get('content-type') ?? '').includes('json')) return (await res.json()) as BuildManifest;
  } catch {
    // No assets binding or no build: pages go without the screen's modulepreloads.
  }
  return null;
};

/**
 * How a page asks the API for its first call (to find a list's first photo): the Worker's own
 * app, set by worker/index.ts, so the answer is exactly the one the SPA will get.
 */
let apiSource: ((request: Request, c: Context<AppEnv>) => Promise<Response>) | null = null;

export function setApiSource(source: (request: Request, c: Context<AppEnv>) => Promise<Response>) {
  apiSource = source;
}

/** The first card of a list page (its first call's first item); none when it cannot be known. */
async function firstItemCard(c: Context<AppEnv>, view: FirstView, language: LocaleCode): Promise<FirstCard | undefined> {
  const call = view.calls[0];
  if (!view.firstCard || !call || !apiSource) return undefined;
  try {
    const res = await apiSource(new Request(new URL(callUrl(call, language), c.req.url)), c);
    if (!res.ok) return undefined;
    const items: unknown = await res.json();
    return Array.isArray(items) && items.length > 0 ? view.firstCard.of(items[0]) : undefined;
  } catch {
    return undefined; // The page is served without the preload rather than not at all.
  }
}

/**
 * The language the SPA will choose for this request (the same rule: contract/languageChoice.ts;
 * a stored preference it cannot see aside): its texts are preloaded, its first paint uses it.
 */
function spaLanguage(c: Context<AppEnv>): LocaleCode {
  const url = new URL(c.req.url);
  return chooseLanguage(PAGE_LANGUAGES, DEFAULT_PAGE_LANGUAGE, { search: url.search, browser: c.req.header('accept-language')?.split(',')[0] });
}

export function setManifestSource(source: (c: Context<AppEnv>) => Promise<BuildManifest | null>) {
  manifestSource = source;
}


const isLanguage = (value: string | undefined): value is PageLanguage => PAGE_LANGUAGES.includes(value as PageLanguage);

const OG_LOCALE: Record<PageLanguage, string> = { tr: 'tr_TR', en: 'en_US', fa: 'fa_IR' };

/** The head tags of a page (all values escaped). */
export function headTags(origin: string, path: string, lang: PageLanguage, explicitLang: boolean, meta: PageMeta, notFound: boolean): string {
  const url = (l?: PageLanguage) => canonicalUrl(origin, path, l);
  const canonical = url(explicitLang ? lang : undefined);
  const image = /^https?:\/\//.test(meta.image) ? meta.image : `${origin}${meta.image}`;
  const tag = (name: string, attrs: Record<string, string>) =>
    `<${name} ${Object.entries(attrs).map(([k, v]) => `${k}="${escapeHtml(v)}"`).join(' ')} />`;
  const tags = [
    tag('meta', { name: 'description', content: meta.description }),
    notFound ? tag('meta', { name: 'robots', content: 'noindex' }) : tag('link', { rel: 'canonical', href: canonical }),
    ...(notFound
      ? []
      : [
          ...PAGE_LANGUAGES.map((l) => tag('link', { rel: 'alternate', hreflang: l, href: url(l) })),
          tag('link', { rel: 'alternate', hreflang: 'x-default', href: url() }),
        ]),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:image', content: image }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:type', content: meta.type }),
    tag('meta', { property: 'og:site_name', content: 'Van Turizm' }),
    tag('meta', { property: 'og:locale', content: OG_LOCALE[lang] }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    tag('meta', { name: 'twitter:image', content: image }),
  ];
  return tags.join('\n');
}

async function page(c: Context<AppEnv>, meta: PageMeta | null, firstView?: FirstView, structuredData?: Graph, prepaintOf?: PrepaintOf) {
  const requested = c.req.query('lang');
  const lang = langOf(c);
  const notFound = meta === null;
  const shown = meta ?? notFoundMeta(lang);
  const url = new URL(c.req.url);
  const head = headTags(url.origin, url.pathname, lang, isLanguage(requested), shown, notFound);
  const language = spaLanguage(c);
  const [shell, manifest, card] = await Promise.all([
    shellSource(c),
    firstView ? manifestSource(c) : null,
    firstView && !firstView.image ? firstItemCard(c, firstView, language) : undefined,
  ]);
  const shownView = firstView && card?.image ? { ...firstView, image: card.image } : firstView;
  // The largest image is the page's first request, ahead of the app's scripts in the shell's
  // head: it is what the first paint waits for (worker/pages/prepaint.ts); the rest follows.
  const imagePreload = shownView ? imagePreloadTag(shownView) : '';
  const preloads = shownView ? firstViewTags({ ...shownView, image: undefined }, manifest, language) : '';
  const prepaint = prepaintOf?.(language, card);
  const appScripts = imagePreload && prepaint && paintsPhoto(prepaint) ? moduleScripts(shell) : undefined;
  const rewritten = new HTMLRewriter()
    // The document speaks the language the visitor sees (langOf: the first paint's and the SPA's).
    .on('html', { element: (el) => void el.setAttribute('lang', lang).setAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr') })
    .on('title', { element: (el) => void el.setInnerContent(shown.title) })
    // The app's stylesheets do not block the first paint (the top bar in index.html has its own
    // inline style): fetched at once, attached by src/app/appStyles.ts before React's first render.
    .on('link[rel="stylesheet"]', {
      element: (el) => void el.setAttribute('rel', 'preload').setAttribute('as', 'style').setAttribute('data-app-style', ''),
    })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on('meta[charset]', { element: (el) => void (imagePreload && el.after(imagePreload, { html: true })) })
    .on('head', {
      element: (el) =>
        void el.append([head, preloads, prepaint ? PREPAINT_STYLE : '', structuredData ? jsonLdScript(structuredData) : ''].filter(Boolean).join('\n'), { html: true }),
    })
    .on('#root', { element: (el) => void (prepaint && el.setInnerContent(prepaintHtml(prepaint, language), { html: true })) })
    // A page that paints a photo starts the app after it (worker/pages/appStart.ts): the shell's
    // module scripts become one loader that names them.
    .on('script[type="module"][src]', {
      element: (el) => {
        if (!appScripts) return;
        if (el.getAttribute('src') === appScripts[0]) el.replace(appStartTag(appScripts), { html: true });
        else el.remove();
      },
    })
    .transform(new Response(shell, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  return new Response(rewritten.body, {
    status: notFound ? 404 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300', vary: 'Accept-Language' },
  });
}

/**
 * The page's language: the URL's ?lang, else the one the visitor's browser asks for, which the
 * SPA and the first paint show too (spaLanguage); a request that names none (a crawler) gets the
 * default. The answer varies by Accept-Language and says so (Vary); its canonical URL and the
 * hreflang alternates do not change with it.
 */
const langOf = (c: Context<AppEnv>): PageLanguage => {
  const requested = c.req.query('lang');
  return isLanguage(requested) ? requested : spaLanguage(c);
};

/**
 * A record's texts in the page's language (its head: the same rule as the API's public reads,
 * db/translations) and in the SPA's (its first paint: they differ when the URL names no language).
 */
async function inLanguages<T extends { id: string }>(c: Context<AppEnv>, kind: ContentKind, record: T | null): Promise<{ page: T; shown: T } | null> {
  if (!record) return null;
  const translations = (await readTranslations(c.env.DB, kind, [record.id])).get(record.id);
  return { page: localizeRecord(record, kind, translations, langOf(c)), shown: localizeRecord(record, kind, translations, spaLanguage(c)) };
}

/** The first photo of a record's gallery: the page's largest image (docs/decisions/0014-photo-galleries.md). */
async function firstPhoto(c: Context<AppEnv>, kind: PhotoKind, id: string): Promise<GalleryPhoto | undefined> {
  const [first] = await listPhotos(c.env.DB, kind, [id]);
  return first ? toGalleryPhoto(first, spaLanguage(c)) : undefined;
}

/** The pages the Worker answers itself (`edge` in contract/pages.ts) and its own files. */
/** The hotel booking form (/reserve/:id, /tour-reserve/:id): the hotel's texts, the form's screen, texts and calls, its heading painted first. */
async function hotelBookingPage(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const hotel = await inLanguages(c, 'hotel', UUID_PATTERN.test(id) ? await getHotel(c.env.DB, id) : null);
  if (!hotel) return page(c, null);
  const lang = langOf(c);
  const meta = bookingMeta(hotelMeta(hotel.page, lang), PREPAINT_TEXTS[lang].reserve, hotel.page.hotelName);
  return page(c, meta, reserveFirstView(hotel.page, new URL(c.req.url).searchParams), undefined, reservePrepaint);
}

export const edgePages = router();
for (const name of staticPageNames) {
  edgePages.get(pages[name].path, (c) => {
    const search = new URL(c.req.url).searchParams;
    return page(c, staticMeta(name, langOf(c)), staticFirstView(name, search), undefined, staticPrepaint(name, search));
  });
}
edgePages
  .get(pages.hotel.path, async (c) => {
    const id = c.req.param('id');
    const hotel = await inLanguages(c, 'hotel', UUID_PATTERN.test(id) ? await getHotel(c.env.DB, id) : null);
    if (!hotel) return page(c, null);
    const lang = langOf(c);
    const photo = await firstPhoto(c, 'hotel', id);
    const view = hotelFirstView(hotel.page, photo);
    return page(c, hotelMeta(hotel.page, lang), view, hotelStructuredData(new URL(c.req.url).origin, lang, hotel.page), () =>
      detailPrepaint('hotel', view, hotel.shown.hotelName, photo?.alt),
    );
  })
  .get(pages.place.path, async (c) => {
    const id = c.req.param('id');
    const place = await inLanguages(c, 'place', UUID_PATTERN.test(id) ? await getPlace(c.env.DB, id) : null);
    if (!place) return page(c, null);
    const photo = await firstPhoto(c, 'place', id);
    const view = placeFirstView(place.page, photo);
    return page(c, placeMeta(place.page), view, placeStructuredData(new URL(c.req.url).origin, langOf(c), place.page), () =>
      detailPrepaint('place', view, place.shown.name, photo?.alt),
    );
  })
  .get(pages.tour.path, async (c) => {
    const id = c.req.param('id');
    const tour = await inLanguages(c, 'tour', UUID_PATTERN.test(id) ? await getTour(c.env.DB, id) : null);
    if (!tour) return page(c, null);
    const lang = langOf(c);
    const photo = await firstPhoto(c, 'tour', id);
    const view = tourFirstView(tour.page, photo);
    return page(c, tourMeta(tour.page, lang), view, tourStructuredData(new URL(c.req.url).origin, lang, tour.page), () =>
      detailPrepaint('tour', view, tour.shown.tourName, photo?.alt),
    );
  })
  // The booking forms: the record's texts, the form's screen, texts and calls, its heading painted first.
  .get(pages.reserve.path, hotelBookingPage)
  // The spec names a second path for the hotel booking form (docs/urls.md).
  .get(pages.tourReserve.path, hotelBookingPage)
  .get(pages.tourReservation.path, async (c) => {
    const id = c.req.param('id');
    const tour = await inLanguages(c, 'tour', UUID_PATTERN.test(id) ? await getTour(c.env.DB, id) : null);
    if (!tour) return page(c, null);
    const lang = langOf(c);
    const meta = bookingMeta(tourMeta(tour.page, lang), PREPAINT_TEXTS[lang].tourReserve, tour.page.tourName);
    return page(c, meta, tourReserveFirstView(tour.page), undefined, tourReservePrepaint(tour.shown.tourName, pageUrl('tour', id)));
  })
  .get(workerFiles.sitemap, async (c) => {
    const origin = new URL(c.req.url).origin;
    const [hotels, places, tours] = await c.env.DB.batch<{ id: string }>([
      c.env.DB.prepare('SELECT id FROM hotels ORDER BY created_at, rowid'),
      c.env.DB.prepare('SELECT id FROM places ORDER BY created_at, rowid'),
      c.env.DB.prepare('SELECT id FROM tours WHERE archived_at IS NULL ORDER BY created_at, rowid'),
    ]);
    const paths = [
      ...staticPageNames.map((name) => pageUrl(name)),
      ...(hotels?.results ?? []).map((r) => pageUrl('hotel', r.id)),
      ...(places?.results ?? []).map((r) => pageUrl('place', r.id)),
      ...(tours?.results ?? []).map((r) => pageUrl('tour', r.id)),
    ];
    const entry = (path: string) => {
      const loc = escapeHtml(`${origin}${path}`);
      const alternates = PAGE_LANGUAGES.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(`${origin}${path}?lang=${l}`)}"/>`,
      );
      return [`  <url>`, `    <loc>${loc}</loc>`, ...alternates, `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`, `  </url>`].join('\n');
    };
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(entry).join('\n')}
</urlset>
`;
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8' });
  })
  .get(workerFiles.appStart, (c) =>
    c.body(APP_START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' }),
  )
  .get(workerFiles.robots, (c) => {
    const origin = new URL(c.req.url).origin;
    // Nothing behind a login and no API call is worth indexing.
    const closed = Object.values(pages)
      .filter((entry: Page) => entry.access !== 'anyone')
      .map((entry) => `Disallow: ${entry.path}`);
    const text = ['User-agent: *', 'Allow: /', `Disallow: ${API_PREFIX}`, ...closed, '', `Sitemap: ${origin}${workerFiles.sitemap}`, ''].join('\n');
    return c.text(text, 200, { 'content-type': 'text/plain; charset=utf-8' });
  });
