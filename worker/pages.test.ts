/** Public pages' HTML metadata, 404s for unknown ids, the sitemap and robots.txt. */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { setManifestSource, setShellSource } from './routes/pages';
import type { BuildManifest } from './pages/firstView';
import { insertHotel, insertRoomType, insertTourRow, UNKNOWN_ID } from './test/helpers';
import { loaderPage } from './test/loaderPage';

const ORIGIN = 'https://van.example';
const SHELL = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="UTF-8" />
<meta name="description" content="built description" /><title>Van Turizm</title>
<script type="module" src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`;

/** A build manifest: the entry with one shared chunk, and the hotel screen importing both. */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-2.js': { file: 'assets/card-2.js', css: ['assets/card-2.css'] },
  'src/features/hotels/components/HotelDetailScreen.tsx': { file: 'assets/HotelDetailScreen-3.js', imports: ['_react-1.js', '_card-2.js', 'index.html'] },
  'src/app/screens/HomePage.tsx': { file: 'assets/HomePage-4.js', imports: ['_card-2.js'] },
  'src/locales/fa/index.ts': { file: 'assets/fa-5.js' },
  'src/locales/en/index.ts': { file: 'assets/en-6.js' },
  'src/features/support/components/SupportScreen.tsx': { file: 'assets/SupportScreen-7.js' },
  'src/locales/fa/supportTexts.ts': { file: 'assets/supportTexts-8.js' },
  'src/locales/en/supportTexts.ts': { file: 'assets/supportTexts-9.js' },
  'src/locales/en/detailTexts.ts': { file: 'assets/detailTexts-10.js' },
  'src/locales/en/account.ts': { file: 'assets/account-11.js' },
  'src/locales/en/tourTexts.ts': { file: 'assets/tourTexts-12.js' },
  'src/features/booking/components/ReservationScreen.tsx': { file: 'assets/ReservationScreen-13.js', imports: ['_react-1.js'] },
  'src/features/tours/components/TourReservationScreen.tsx': { file: 'assets/TourReservationScreen-14.js', imports: ['_react-1.js'] },
};

let hotelId: string;
let placeId: string;
let tourId: string;

beforeAll(async () => {
  setShellSource(async () => SHELL);
  setManifestSource(async () => MANIFEST);
  const hotel = await insertHotel({ hotelName: 'Akdamar "Göl" Evi & Spa', hotelCity: 'Van', district: 'Gevaş', starRating: 4 });
  hotelId = hotel.id;
  await env.DB.prepare("UPDATE hotels SET photo_urls = '[\"/photos/hotels/akdamar-gol-evi-1.svg\"]' WHERE id = ?").bind(hotelId).run();
  placeId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO places (id, name, description, location, image, visit_open_time, visit_close_time)
     VALUES (?, 'Van Kalesi', 'Urartu kalesi, Van Gölü kıyısında <3000 yıllık>.', 'Van', '/photos/places/van-kalesi-1.svg', '09:00', '18:00')`,
  )
    .bind(placeId)
    .run();
  tourId = (await insertTourRow({ tourName: 'Lake Van Cruise' })).id;
});

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
/** The page's preloads, in order (the app's stylesheet handed over aside). */
const links = (html: string) => (html.match(/<link rel="(?:preload|modulepreload|stylesheet)"[^>]*>/g) ?? []).filter((tag) => !tag.includes('data-app-style'));

describe('public pages carry their own metadata', () => {
  it('a hotel page: title, description, canonical, hreflang, Open Graph with a raster image', async () => {
    const { status, type, text } = await get(`/hotel/${hotelId}?lang=en`);
    expect(status).toBe(200);
    expect(type).toMatch(/text\/html/);
    expect(text).toContain('<title>Akdamar &quot;Göl&quot; Evi &amp; Spa | Van Turizm</title>'.replace(/&quot;/g, '"'));
    expect(text).toContain('<html lang="en" dir="ltr">');
    expect(text).not.toContain('built description');
    expect(attr(text, /<meta name="description" content="([^"]*)"/)).toMatch(/^Akdamar &quot;Göl&quot; Evi &amp; Spa: 4-star hotel, Gevaş, Van/);
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/hotel/${hotelId}?lang=en" />`);
    for (const lang of ['tr', 'en', 'fa']) {
      expect(text).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}/hotel/${hotelId}?lang=${lang}" />`);
    }
    expect(text).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/hotel/${hotelId}" />`);
    expect(text).toContain(`<meta property="og:image" content="${ORIGIN}/og/hotels/akdamar-gol-evi-1.jpg" />`);
    expect(text).toContain(`<meta property="og:url" content="${ORIGIN}/hotel/${hotelId}?lang=en" />`);
    expect(text).toContain('<meta property="og:type" content="website" />');
    expect(text).toMatch(/<meta property="og:title" content="Akdamar &quot;Göl&quot; Evi &amp; Spa \| Van Turizm" \/>/);
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The SPA itself is still there, started by the loader once the first photo has painted
    // (worker/pages/appStart.ts), its root holding the page's first paint (below).
    expect(text).toContain('<script type="module" src="/first-view.js" data-app="/assets/index-abc.js"></script>');
    expect(text).toContain('<div id="root"><div class="prepaint-bar">');
  });

  it("a hotel page's description says what the hotel wrote about itself, in the page's language", async () => {
    const hotel = await insertHotel({ hotelName: 'Tuşba Göl Evi', hotelCity: 'Van', district: 'Tuşba', starRating: 3 });
    await env.DB.batch([
      env.DB.prepare("UPDATE hotels SET description = 'Göl kenarında sakin bir ev.' WHERE id = ?").bind(hotel.id),
      env.DB.prepare("INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES ('hotel', ?, 'fa', 'description', 'خانه‌ای آرام کنار دریاچه.')").bind(hotel.id),
    ]);
    const tr = await get(`/hotel/${hotel.id}?lang=tr`);
    expect(attr(tr.text, /<meta name="description" content="([^"]*)"/)).toMatch(/^Tuşba Göl Evi: .*Tuşba, Van\. Göl kenarında sakin bir ev\.$/);
    const fa = await get(`/hotel/${hotel.id}?lang=fa`);
    expect(attr(fa.text, /<meta name="description" content="([^"]*)"/)).toMatch(/خانه‌ای آرام کنار دریاچه\.$/);
  });

  it('a place page escapes its description; a tour page speaks the requested language', async () => {
    const place = await get(`/place/${placeId}?lang=tr`);
    expect(place.status).toBe(200);
    expect(place.text).toContain('<title>Van Kalesi | Van Turizm</title>');
    expect(place.text).toContain('content="Urartu kalesi, Van Gölü kıyısında &lt;3000 yıllık&gt;."');
    expect(place.text).toContain('<meta property="og:type" content="article" />');
    expect(place.text).toContain(`content="${ORIGIN}/og/places/van-kalesi-1.jpg"`);
    const tour = await get(`/tour/${tourId}?lang=fa`);
    expect(tour.text).toContain('<html lang="fa" dir="rtl">');
    expect(tour.text).toContain('<title>Lake Van Cruise | Van Turizm</title>');
    expect(tour.text).toMatch(/هر نفر/);
  });

  it.each([
    ['/', 'Van Turizm: hotels, tours and places to visit | Van Turizm'],
    ['/hotels', 'Hotels in Van | Van Turizm'],
    ['/touristic-places', 'Places to visit | Van Turizm'],
    ['/tours', 'Tours | Van Turizm'],
    ['/contact', 'Contact and support | Van Turizm'],
    ['/terms', 'Terms of sale | Van Turizm'],
    ['/privacy', 'Privacy notice (KVKK) | Van Turizm'],
    ['/cancellation-policy', 'Cancellation and refund rules | Van Turizm'],
  ])('%s has its title, canonical and default share image', async (path, title) => {
    const { status, text } = await get(`${path}?lang=en`);
    expect(status).toBe(200);
    expect(text).toContain(`<title>${title}</title>`);
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}${path}?lang=en" />`);
    expect(text).toContain(`<meta property="og:image" content="${ORIGIN}/og/default.jpg" />`);
  });

  it('the legal pages speak each language: /privacy in tr and fa (right to left), /cancellation-policy in tr', async () => {
    expect((await get('/privacy?lang=tr')).text).toContain('<title>Aydınlatma metni (KVKK) | Van Turizm</title>');
    const fa = (await get('/privacy?lang=fa')).text;
    expect(fa).toContain('<html lang="fa" dir="rtl">');
    expect(fa).toContain('<title>اطلاعیه حریم خصوصی (KVKK) | Van Turizm</title>');
    expect((await get('/cancellation-policy?lang=tr')).text).toContain('<title>İptal ve iade kuralları | Van Turizm</title>');
  });

  it("without ?lang the page speaks the browser's language, as the first paint and the SPA do; its canonical stays the x-default URL", async () => {
    const res = await SELF.fetch(`${ORIGIN}/hotels`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
    const text = await res.text();
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(text).toContain('<html lang="en" dir="ltr">');
    expect(text).toContain('<title>Hotels in Van | Van Turizm</title>');
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/hotels" />`);
    expect(text).toMatch(/<h1[^>]*>Hotels<\/h1>/);
  });

  it('without ?lang the page speaks the default language (fa) and its canonical is the x-default URL', async () => {
    const { text } = await get('/hotels');
    expect(text).toContain('<html lang="fa" dir="rtl">');
    expect(text).toContain('<title>هتل‌های وان | Van Turizm</title>');
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/hotels" />`);
  });

  it.each([`/hotel/${UNKNOWN_ID}`, '/hotel/not-an-id', `/place/${UNKNOWN_ID}`, `/tour/${UNKNOWN_ID}`])(
    '%s: the SPA with status 404 and noindex',
    async (path) => {
      const { status, type, text } = await get(`${path}?lang=en`);
      expect(status).toBe(404);
      expect(type).toMatch(/text\/html/);
      expect(text).toContain('<meta name="robots" content="noindex" />');
      expect(text).toContain('<title>Page not found | Van Turizm</title>');
      expect(text).not.toContain('rel="canonical"');
      expect(text).toContain('<div id="root"></div>');
    },
  );
});

describe('a public page starts its first view with the HTML', () => {
  // The first view's own tags (the shell's stylesheet, handed over as a preload, aside).

  it("a hotel page preloads its photo, the two calls the screen makes and the screen's chunks", async () => {
    const { text } = await get(`/hotel/${hotelId}?lang=en`);
    expect(links(text)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/photos/hotels/akdamar-gol-evi-1.svg" />',
      // The content in the SPA's language, `lang` last as the SPA's fetchers put it (src/lib/contentLanguage.ts).
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getHotelById?id=${hotelId}&amp;lang=en" />`,
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/${hotelId}/room-types?lang=en" />`,
      // The texts of the language the SPA will choose (?lang=en here), and the detail pages' part of them.
      '<link rel="modulepreload" crossorigin href="/assets/en-6.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/detailTexts-10.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/card-2.css" />',
      // The entry and what it imports are already in index.html: only the screen's own chunks.
      '<link rel="modulepreload" crossorigin href="/assets/HotelDetailScreen-3.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-2.js" />',
    ]);
  });

  it('the home page preloads its hero photo and its three sections of four', async () => {
    const { text } = await get('/');
    expect(links(text)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/photos/places/akdamar-island.svg" />',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getAllHotels?lang=fa" />',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tour/public/getAllPlaces?page=1&amp;pageSize=4&amp;lang=fa" />',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tour/public/getAllTours?page=1&amp;pageSize=4&amp;lang=fa" />',
      // No ?lang and no Accept-Language: the default language, fa.
      '<link rel="modulepreload" crossorigin href="/assets/fa-5.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/card-2.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-4.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-2.js" />',
    ]);
  });

  it("a list page preloads its first card's photo: the first item of the call the SPA makes", async () => {
    const firstOf = async (call: string) => ((await (await SELF.fetch(`${ORIGIN}${call}`)).json()) as Record<string, unknown>[])[0];
    const hotel = (await firstOf('/api/hotel/public/getAllHotels?lang=fa')) as { photoUrls: string[] };
    expect(hotel.photoUrls[0]).toBe('/photos/hotels/akdamar-gol-evi-1.svg');
    expect(links((await get('/hotels')).text)[0]).toBe('<link rel="preload" as="image" fetchpriority="high" href="/photos/hotels/akdamar-gol-evi-1.svg" />');
    const place = (await firstOf('/api/tour/public/getAllPlaces?lang=fa')) as { image: string };
    expect(place.image).toBe('/photos/places/van-kalesi-1.svg');
    expect(links((await get('/touristic-places')).text)[0]).toBe('<link rel="preload" as="image" fetchpriority="high" href="/photos/places/van-kalesi-1.svg" />');
    // A first tour without a photo: nothing to preload, the page is served all the same.
    await env.DB.prepare('UPDATE tours SET photo_url = NULL').run();
    const tours = await get('/tours');
    expect(tours.status).toBe(200);
    expect(links(tours.text).some((tag) => tag.includes('as="image"'))).toBe(false);
  });

  it('the hotel and place lists preload their call with the sort and filters of the page URL, as the SPA asks (issue 22)', async () => {
    expect(links((await get('/hotels?lang=en&sort=price&order=desc&amenities=pool,wifi&minStars=4&view=map')).text)).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getAllHotels?sort=price&amp;order=desc&amp;minStars=4&amp;amenities=wifi%2Cpool&amp;lang=en" />',
    );
    // A value the API would refuse is left out, as the SPA leaves it out.
    expect(links((await get('/hotels?lang=en&sort=banana&minPrice=-3')).text)).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getAllHotels?lang=en" />',
    );
    expect(links((await get('/touristic-places?lang=en&sort=category&category=nature')).text)).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tour/public/getAllPlaces?category=nature&amp;sort=category&amp;lang=en" />',
    );
  });

  it('a place and a tour page preload their call; an unknown id preloads nothing', async () => {
    expect(links((await get(`/place/${placeId}`)).text)).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tour/public/getPlaceById?id=${placeId}&amp;lang=fa" />`,
    );
    expect(links((await get(`/tour/${tourId}`)).text)).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tour/public/getTourById?id=${tourId}&amp;lang=fa" />`,
    );
    expect(links((await get(`/hotel/${UNKNOWN_ID}`)).text)).toEqual([]);
  });

  it("the browser's language picks the texts to preload, as the SPA picks its language", async () => {
    const res = await SELF.fetch(`${ORIGIN}/`, { headers: { 'accept-language': 'en-US,en;q=0.9,tr;q=0.8' } });
    const found = links(await res.text());
    expect(found).toContain('<link rel="modulepreload" crossorigin href="/assets/en-6.js" />');
    // The catalogue's content too, in the language the SPA will ask for it (ADR 0012).
    expect(found).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getAllHotels?lang=en" />');
    expect(found).not.toContain('<link rel="modulepreload" crossorigin href="/assets/fa-5.js" />');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it("the contact page preloads its screen and the contact texts in the visitor's language", async () => {
    expect(links((await get('/contact')).text)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/fa-5.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/supportTexts-8.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/SupportScreen-7.js" />',
    ]);
    expect(links((await get('/contact?lang=en')).text)).toContain('<link rel="modulepreload" crossorigin href="/assets/supportTexts-9.js" />');
  });

  it("the app's stylesheet does not block the first paint: it is handed over as a preload for src/main.tsx", async () => {
    const { text } = await get('/tours');
    expect(text).toContain('<link rel="preload" crossorigin href="/assets/index-abc.css" as="style" data-app-style="">');
    expect(text).not.toMatch(/rel="stylesheet"/);
  });

  it('without a build manifest the page still preloads its calls, only not the chunks', async () => {
    setManifestSource(async () => null);
    try {
      const found = links((await get('/hotels')).text);
      expect(found).toEqual([
        '<link rel="preload" as="image" fetchpriority="high" href="/photos/hotels/akdamar-gol-evi-1.svg" />',
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getAllHotels?lang=fa" />',
      ]);
    } finally {
      setManifestSource(async () => MANIFEST);
    }
  });
});

/** The inner HTML of #root as served (the shell's is empty). */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe("a public page paints its heading and largest image from the HTML, before the app's code (worker/pages/prepaint.ts)", () => {
  it('the home page paints its hero in the language the SPA will speak: the browser\'s, else the URL\'s, else fa', async () => {
    const english = await SELF.fetch(`${ORIGIN}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const root = rootOf(await english.text());
    expect(root).toContain('<h1>Discover Van and Lake Van</h1>');
    expect(root).toContain(`--hero-image: url('/photos/places/akdamar-island.svg')`);
    expect(root).toContain('lang="en" dir="ltr"');
    const persian = rootOf((await get('/')).text);
    expect(persian).toContain('<h1>وان و دریاچه وان را کشف کنید</h1>');
    expect(persian).toContain('lang="fa" dir="rtl"');
    expect(rootOf((await get('/?lang=tr')).text)).toContain("<h1>Van'ı ve Van Gölü'nü keşfedin</h1>");
  });

  it("a list paints its title and its first card: the first item's name and photo, escaped", async () => {
    const root = rootOf((await get('/hotels?lang=en')).text);
    expect(root).toContain('<h1>Hotels</h1>');
    expect(root).toContain('<img src="/photos/hotels/akdamar-gol-evi-1.svg" alt="Akdamar &quot;Göl&quot; Evi &amp; Spa" fetchpriority="high" style="height: 200px" />');
    expect(root).toContain('<p>Akdamar &quot;Göl&quot; Evi &amp; Spa</p>');
    const places = rootOf((await get('/touristic-places?lang=fa')).text);
    expect(places).toContain('<h1>جاذبه‌های گردشگری</h1>');
    expect(places).toContain('src="/photos/places/van-kalesi-1.svg" alt="Van Kalesi" fetchpriority="high" style="height: 180px"');
    // With stay dates the list shows the search's answer: the search is preloaded as the SPA asks
    // for it, and its first hotel (free on those dates) is painted first, not the plain list's.
    const searchCall = '/api/hotels/search?checkIn=2031-07-01&checkOut=2031-07-03&guests=2&pageSize=100&lang=en';
    const free = await insertHotel({ hotelName: 'Erciş Free Rooms', hotelCity: 'Van', district: 'Erciş', starRating: 3 });
    await insertRoomType(free.id, { capacity: 2 });
    await env.DB.prepare('UPDATE hotels SET photo_urls = ? WHERE id = ?').bind(JSON.stringify(['/photos/hotels/first-free.svg']), free.id).run();
    const found = (await (await SELF.fetch(`${ORIGIN}${searchCall}`)).json()) as Array<{ id: string }>;
    expect(found.map((hotel) => hotel.id)).toEqual([free.id]);
    const dated = (await get('/hotels?lang=en&checkIn=2031-07-01&checkOut=2031-07-03&guests=2')).text;
    expect(rootOf(dated)).toContain('<h1>Hotels</h1>');
    expect(rootOf(dated)).toContain('<img src="/photos/hotels/first-free.svg"');
    expect(links(dated).slice(0, 2)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/photos/hotels/first-free.svg" />',
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${searchCall.replace(/&/g, '&amp;')}" />`,
    ]);
    expect(dated).not.toContain('getAllHotels');
    // So does a list by city (the server's search knows the city in every language): its search is
    // preloaded, not the plain list; its title is the city's, which the HTML does not paint.
    const byCity = (await get(`/hotels?lang=fa&city=${encodeURIComponent('وان')}`)).text;
    expect(byCity).not.toContain('getAllHotels');
    expect(links(byCity)).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotels/search?city=%D9%88%D8%A7%D9%86&amp;pageSize=100&amp;lang=fa" />');
    expect(rootOf(byCity)).toBe('');
    // A list titled by a filter the HTML does not know the words of keeps the shell's root as it is.
    expect(rootOf((await get('/hotels?type=boutique')).text)).toBe('');
  });

  it("a detail page paints its name and its first photo at the gallery's height; the photo is the page's first request", async () => {
    const { text } = await get(`/hotel/${hotelId}?lang=en`);
    const root = rootOf(text);
    expect(root).toContain('<img src="/photos/hotels/akdamar-gol-evi-1.svg" alt="Akdamar &quot;Göl&quot; Evi &amp; Spa" fetchpriority="high" style="height: clamp(220px, 45vw, 460px)" />');
    expect(root).toContain('<h1>Akdamar &quot;Göl&quot; Evi &amp; Spa</h1>');
    // Ahead of the app's script in the shell's head.
    expect(text.indexOf('as="image"')).toBeGreaterThan(-1);
    expect(text.indexOf('as="image"')).toBeLessThan(text.indexOf('<script type="module"'));
    expect(rootOf((await get(`/place/${placeId}`)).text)).toContain('<h1>Van Kalesi</h1>');
    expect(rootOf((await get(`/tour/${tourId}?lang=en`)).text)).toContain('<h1>Lake Van Cruise</h1>');
  });

  it('the contact page paints its heading in the language the SPA will speak (it has no photo: the app starts at once)', async () => {
    const persian = (await get('/contact')).text;
    expect(rootOf(persian)).toContain('<h1>پشتیبانی و تماس</h1><p class="pp-dim">برای کمک در رزرو هتل و تور در کنار شما هستیم</p>');
    expect(persian).not.toContain('/first-view.js');
    expect(rootOf((await get('/contact?lang=en')).text)).toContain('<h1>Support and contact</h1>');
  });

  it('a page without a first paint keeps the shell\'s root; an unknown id too', async () => {
    expect(rootOf((await get('/terms')).text)).toBe('');
    expect(rootOf((await get(`/hotel/${UNKNOWN_ID}`)).text)).toBe('');
  });
});

/**
 * The booking forms (/reserve/:id and /tour-reserve/:id of a hotel, /tour-reservation/:id of a tour) start from their HTML
 * too: their own head, their screen, texts and calls preloaded, their heading painted (issue 31).
 */
describe('the booking forms start from their HTML', () => {
  it("/reserve/:id preloads the hotel and its room types as the form asks for them (the prefilled nights'), its screen and texts", async () => {
    const { status, text } = await get(`/reserve/${hotelId}?lang=en&checkIn=2027-06-10&checkOut=2027-06-12&guests=2`);
    expect(status).toBe(200);
    expect(links(text)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/getHotelById?id=${hotelId}&amp;lang=en" />`,
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/${hotelId}/room-types?checkIn=2027-06-10&amp;checkOut=2027-06-12&amp;lang=en" />`,
      '<link rel="modulepreload" crossorigin href="/assets/en-6.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/account-11.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/tourTexts-12.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/ReservationScreen-13.js" />',
    ]);
    expect(attr(text, /<title>([^<]*)<\/title>/)).toBe('Hotel reservation: Akdamar "Göl" Evi &amp; Spa | Van Turizm');
    // Without a valid stay the form asks for the room types without nights, and so does the preload.
    expect(links((await get(`/reserve/${hotelId}?lang=en&checkIn=2027-02-30&checkOut=2027-06-12`)).text)).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/hotel/public/${hotelId}/room-types?lang=en" />`,
    );
  });

  it('/reserve/:id paints the form\'s heading and the line under it in the language the SPA will speak; the app starts at once', async () => {
    const persian = (await get(`/reserve/${hotelId}`)).text;
    expect(rootOf(persian)).toContain(
      '<div class="pp-c pp-lg"><h1>رزرو هتل</h1><p class="pp-dim">اقامت خود را رزرو کنید؛ پرداخت پس از رزرو با حوالهٔ بانکی انجام می‌شود.</p></div>',
    );
    expect(persian).not.toContain('/first-view.js');
    expect(rootOf((await get(`/reserve/${hotelId}?lang=en`)).text)).toContain('<h1>Hotel reservation</h1>');
  });

  it('/tour-reserve/:id is the hotel booking form again (the spec names both paths): the same preloads, title and paint', async () => {
    const query = `?lang=en&checkIn=2027-06-10&checkOut=2027-06-12&guests=2`;
    const reserve = (await get(`/reserve/${hotelId}${query}`)).text;
    const { status, text } = await get(`/tour-reserve/${hotelId}${query}`);
    expect(status).toBe(200);
    expect(links(text)).toEqual(links(reserve));
    expect(attr(text, /<title>([^<]*)<\/title>/)).toBe('Hotel reservation: Akdamar "Göl" Evi &amp; Spa | Van Turizm');
    expect(rootOf(text)).toBe(rootOf(reserve));
  });

  it("/tour-reservation/:id is the tour's booking form: it preloads the tour (no hotel call) and paints the back link, the heading and the tour's name", async () => {
    const { status, text } = await get(`/tour-reservation/${tourId}?lang=en`);
    expect(status).toBe(200);
    expect(links(text)).toEqual([
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/tour/public/getTourById?id=${tourId}&amp;lang=en" />`,
      '<link rel="modulepreload" crossorigin href="/assets/en-6.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/account-11.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/tourTexts-12.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/TourReservationScreen-14.js" />',
    ]);
    expect(attr(text, /<title>([^<]*)<\/title>/)).toBe('Book a tour: Lake Van Cruise | Van Turizm');
    expect(rootOf(text)).toContain(
      `<div class="pp-c pp-lg"><a class="pp-back" href="/tour/${tourId}"><span aria-hidden="true">←</span>Lake Van Cruise</a><h1>Book a tour</h1><p class="pp-dim">Lake Van Cruise</p></div>`,
    );
    expect(rootOf((await get(`/tour-reservation/${tourId}`)).text)).toContain('<span aria-hidden="true">→</span>Lake Van Cruise</a><h1>رزرو تور</h1>');
  });

  it("an unknown id, or a tour's id on the hotel's form and a hotel's on the tour's, is the not-found page: 404, nothing preloaded or painted", async () => {
    for (const path of [`/reserve/${UNKNOWN_ID}`, `/reserve/${tourId}`, `/tour-reserve/${tourId}`, `/tour-reservation/${hotelId}`, '/tour-reservation/not-an-id']) {
      const { status, text } = await get(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain('<meta name="robots" content="noindex" />');
      expect(links(text), path).toEqual([]);
      expect(rootOf(text), path).toBe('');
    }
  });
});

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>);
}
const nodeOf = (html: string, type: string) => {
  const [graph] = structuredData(html);
  return (graph?.['@graph'] as Array<Record<string, unknown>>).find((node) => node['@type'] === type)!;
};

describe('structured data (schema.org JSON-LD) on the detail pages', () => {
  it('a hotel page describes the hotel the API answers: address, position, stars, amenities, price, approved reviews only', async () => {
    await env.DB.prepare(
      `UPDATE hotels SET features = '["Wi-Fi","Kahvaltı"]', amenities = '["breakfast","lakeView"]', phone = '+90 432 000 00 00',
         latitude = 38.31, longitude = 43.105, description = 'Base', check_in_time = '14:00', check_out_time = '11:30' WHERE id = ?`,
    )
      .bind(hotelId)
      .run();
    await env.DB.prepare("INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES ('hotel', ?, 'en', 'description', 'A lakeside house by the Akdamar pier.')")
      .bind(hotelId)
      .run();
    const review = (rating: number, status: string) =>
      env.DB.prepare('INSERT INTO reviews (id, hotel_id, rating, comment, status) VALUES (?, ?, ?, ?, ?)').bind(crypto.randomUUID(), hotelId, rating, 'r', status);
    await env.DB.batch([review(5, 'APPROVED'), review(4, 'APPROVED'), review(4, 'APPROVED'), review(1, 'PENDING'), review(1, 'REJECTED')]);
    const page = await get(`/hotel/${hotelId}?lang=en`);
    const blocks = structuredData(page.text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!['@context']).toBe('https://schema.org');
    const api = (await (await SELF.fetch(`${ORIGIN}/api/hotel/public/getHotelById?id=${hotelId}&lang=en`)).json()) as Record<string, unknown>;
    const hotel = nodeOf(page.text, 'Hotel');
    expect(hotel).toMatchObject({
      '@id': `${ORIGIN}/hotel/${hotelId}`,
      name: api.hotelName,
      url: `${ORIGIN}/hotel/${hotelId}?lang=en`,
      address: { '@type': 'PostalAddress', streetAddress: api.hotelAddress, addressLocality: 'Gevaş', addressRegion: 'Van', addressCountry: 'TR' },
      starRating: { '@type': 'Rating', ratingValue: 4 },
      geo: { '@type': 'GeoCoordinates', latitude: api.latitude, longitude: api.longitude },
      telephone: '+90 432 000 00 00',
      priceRange: `${(api.fromPriceWithTaxes ?? api.advancePayment) as number} TRY`,
      image: [`${ORIGIN}/photos/hotels/akdamar-gol-evi-1.svg`],
      // The features as typed, then the amenities by the names the English page shows (src/locales/en/amenities.json).
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Kahvaltı', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Breakfast', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Lake view', value: true },
      ],
      description: api.description,
      checkinTime: `${api.checkInTime as string}:00`,
      checkoutTime: `${api.checkOutTime as string}:00`,
    });
    expect([api.description, api.checkInTime, api.checkOutTime]).toEqual(['A lakeside house by the Akdamar pier.', '14:00', '11:30']);
    expect([api.latitude, api.longitude]).toEqual([38.31, 43.105]);
    // Three approved reviews (5, 4, 4): the pending and the rejected one are not counted.
    expect(api.reviewCount).toBe(3);
    expect(hotel.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: api.reviewAverage, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(api.reviewAverage).toBe(4.3);
    const crumbs = nodeOf(page.text, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Van Turizm: hotels, tours and places to visit', `${ORIGIN}/?lang=en`],
      [2, 'Hotels in Van', `${ORIGIN}/hotels?lang=en`],
      [3, api.hotelName, `${ORIGIN}/hotel/${hotelId}?lang=en`],
    ]);
  });

  it("a hotel's offer is its from price with taxes, the price paid (issue 33): 2,450 TL a night at 12 % is 2,744 TRY, VAT included", async () => {
    const priced = await insertHotel({ hotelName: 'Edremit Göl Otel', hotelCity: 'Van', district: 'Edremit', starRating: 4 });
    await env.DB.prepare('UPDATE hotels SET tax_rate_bp = 1200 WHERE id = ?').bind(priced.id).run();
    await insertRoomType(priced.id, { pricePerNightCents: 245_000 });
    await insertRoomType(priced.id, { pricePerNightCents: 390_000 });
    const hotel = nodeOf((await get(`/hotel/${priced.id}?lang=en`)).text, 'Hotel');
    expect(hotel.priceRange).toBe('2744 TRY');
    expect(hotel.makesOffer).toEqual({
      '@type': 'Offer',
      price: 2744,
      priceCurrency: 'TRY',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 2744, priceCurrency: 'TRY', unitText: 'night', valueAddedTaxIncluded: true },
    });
  });

  it('a hotel without approved reviews has no rating; its breadcrumbs speak fa', async () => {
    const bare = await insertHotel({ hotelName: 'Erek Pansiyon', hotelCity: 'Van', district: null, starRating: 2 });
    const page = await get(`/hotel/${bare.id}?lang=fa`);
    const hotel = nodeOf(page.text, 'Hotel');
    expect(hotel.aggregateRating).toBeUndefined();
    expect(hotel.geo).toBeUndefined();
    expect(hotel.image).toBeUndefined();
    expect((hotel.address as Record<string, unknown>).addressLocality).toBe('Van');
    const crumbs = nodeOf(page.text, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>;
    expect(crumbs[1]!.name).toBe('هتل‌های وان');
  });

  it('a place is a TouristAttraction, a tour a TouristTrip with its offer; no value can close the script', async () => {
    const place = nodeOf((await get(`/place/${placeId}?lang=tr`)).text, 'TouristAttraction');
    expect(place).toMatchObject({ name: 'Van Kalesi', description: 'Urartu kalesi, Van Gölü kıyısında <3000 yıllık>.', image: `${ORIGIN}/photos/places/van-kalesi-1.svg` });
    const raw = (await get(`/place/${placeId}?lang=tr`)).text;
    expect(raw).toContain('\\u003c3000 yıllık>');
    const tourApi = (await (await SELF.fetch(`${ORIGIN}/api/tour/public/getTourById?id=${tourId}`)).json()) as Record<string, unknown>;
    const tour = nodeOf((await get(`/tour/${tourId}?lang=en`)).text, 'TouristTrip');
    expect(tour).toMatchObject({
      name: 'Lake Van Cruise',
      offers: { '@type': 'Offer', price: tourApi.price, priceCurrency: 'TRY', availabilityStarts: tourApi.startDate, availabilityEnds: tourApi.endDate },
    });
    expect((tour.itinerary as { itemListElement: unknown[] }).itemListElement).toHaveLength(2);
  });

  it('pages that are not a detail page, and unknown ids, carry none', async () => {
    expect(structuredData((await get('/hotels?lang=en')).text)).toEqual([]);
    expect(structuredData((await get(`/hotel/${UNKNOWN_ID}`)).text)).toEqual([]);
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists every public page and every hotel, place and tour, with language alternates', async () => {
    const { status, type, text } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toMatch(/application\/xml/);
    for (const path of ['/', '/hotels', '/touristic-places', '/tours', '/contact', '/terms', '/privacy', '/cancellation-policy', `/hotel/${hotelId}`, `/place/${placeId}`, `/tour/${tourId}`]) {
      expect(text).toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
    const hotels = (await env.DB.prepare('SELECT count(*) AS n FROM hotels').first<{ n: number }>())!.n;
    expect(text.match(/<loc>[^<]*\/hotel\//g)).toHaveLength(hotels);
    expect(text).toContain(`<xhtml:link rel="alternate" hreflang="fa" href="${ORIGIN}/place/${placeId}?lang=fa"/>`);
  });

  it('/robots.txt points to the sitemap and keeps crawlers out of the API and private pages', async () => {
    const { status, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toMatch(/Disallow: \/api\//);
    expect(text).toMatch(/Disallow: \/admin/);
  });
});

describe('the app starts after the first photo (worker/pages/appStart.ts)', () => {
  const twoScripts = SHELL.replace(
    '<script type="module" src="/assets/index-abc.js"></script>',
    '<script type="module" crossorigin src="/assets/runtime-1.js"></script>\n<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  );

  it('a page that paints a photo loads one loader naming the shell\'s module scripts in order, and no script of its own', async () => {
    setShellSource(async () => twoScripts);
    try {
      const text = await (await SELF.fetch(`${ORIGIN}/hotel/${hotelId}?lang=en`)).text();
      expect(text).toContain('<script type="module" src="/first-view.js" data-app="/assets/runtime-1.js /assets/index-abc.js"></script>');
      expect(text).not.toMatch(/<script[^>]*src="\/assets\//);
      // The photo it waits for is painted by the HTML and preloaded ahead of it.
      expect(text.indexOf('rel="preload" as="image"')).toBeLessThan(text.indexOf('/first-view.js'));
      expect(text).toMatch(/<div id="root">[\s\S]*<img /);
    } finally {
      setShellSource(async () => SHELL);
    }
  });

  it('a page without a photo in its first paint keeps the shell\'s scripts as they are', async () => {
    const text = await (await SELF.fetch(`${ORIGIN}/contact?lang=en`)).text();
    expect(text).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(text).not.toContain('/first-view.js');
  });

  it('/first-view.js is JavaScript the content security policy allows, importing what data-app names', async () => {
    const res = await SELF.fetch(`${ORIGIN}/first-view.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await res.text();
    expect(script).toContain('import(source)');
    expect(() => new Function(script.replace(/\bimport\(/g, 'String('))).not.toThrow();
  });

  it('/first-view.js imports the scripts in order once the photo has loaded and a frame has painted, and only once', async () => {
    const script = await (await SELF.fetch(`${ORIGIN}/first-view.js`)).text();
    const sources = ['/assets/runtime-1.js', '/assets/index-abc.js'];
    const page = loaderPage(script, sources, 'loading');
    await page.settled();
    expect(page.imported).toEqual([]);
    await page.fire('load');
    expect(page.imported).toEqual([]);
    await page.paint();
    expect(page.imported).toEqual([]); // and then the task after the frame's
    await page.elapse(0);
    expect(page.imported).toEqual(sources);
    await page.elapse(2500);
    expect(page.imported).toEqual(sources);
  });

  it('/first-view.js imports the scripts after 2.5 s when the photo takes longer, when it fails, and at once when there is no photo to wait for', async () => {
    const script = await (await SELF.fetch(`${ORIGIN}/first-view.js`)).text();
    const sources = ['/assets/runtime-1.js', '/assets/index-abc.js'];
    const slow = loaderPage(script, sources, 'loading');
    await slow.elapse(2500);
    expect(slow.imported).toEqual(sources);
    await slow.fire('load');
    await slow.paint();
    await slow.elapse(0);
    expect(slow.imported).toEqual(sources);

    const broken = loaderPage(script, sources, 'loading');
    await broken.fire('error');
    expect(broken.imported).toEqual(sources);

    for (const photo of ['complete', 'none'] as const) {
      const page = loaderPage(script, sources, photo);
      await page.settled();
      expect(page.imported, photo).toEqual(sources);
    }
  });
});

describe('shared links keep their language (issue 33)', () => {
  it('a hotel link copied from a Turkish page (?lang=tr) previews in Turkish for a Persian client: texts, first paint, canonical and og:url carry tr', async () => {
    const res = await SELF.fetch(`${ORIGIN}/hotel/${hotelId}?lang=tr`, { headers: { 'Accept-Language': 'fa-IR,fa;q=0.9' } });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('<html lang="tr" dir="ltr">');
    expect(text).toContain('<meta property="og:locale" content="tr_TR" />');
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/hotel/${hotelId}?lang=tr" />`);
    expect(text).toContain(`<meta property="og:url" content="${ORIGIN}/hotel/${hotelId}?lang=tr" />`);
    for (const lang of ['tr', 'en', 'fa']) expect(text).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}/hotel/${hotelId}?lang=${lang}" />`);
    // The first paint is Turkish too (its top bar's links), not the Persian the client names.
    expect(text).toMatch(/<div class="pp" lang="tr" dir="ltr">/);
  });

  it('a crawler naming no language gets English for ?lang=en (and Persian, the default, without it)', async () => {
    const en = await SELF.fetch(`${ORIGIN}/hotel/${hotelId}?lang=en`);
    const text = await en.text();
    expect(text).toContain('<html lang="en" dir="ltr">');
    expect(text).toContain('<meta property="og:locale" content="en_US" />');
    expect(text).toContain(`<meta property="og:url" content="${ORIGIN}/hotel/${hotelId}?lang=en" />`);
    expect(text).toMatch(/<div class="pp" lang="en" dir="ltr">/);
    const bare = await (await SELF.fetch(`${ORIGIN}/hotel/${hotelId}`)).text();
    expect(bare).toContain('<html lang="fa" dir="rtl">');
    expect(bare).toContain(`<meta property="og:url" content="${ORIGIN}/hotel/${hotelId}" />`);
  });

  it('?lang wins over Accept-Language on every public page the spec names; the bare routes keep working', async () => {
    for (const path of ['/', '/hotels', `/hotel/${hotelId}`, `/reserve/${hotelId}`, '/tours', '/contact']) {
      const named = await SELF.fetch(`${ORIGIN}${path}?lang=en`, { headers: { 'Accept-Language': 'tr-TR' } });
      expect(await named.text(), path).toContain('<html lang="en" dir="ltr">');
      const bare = await SELF.fetch(`${ORIGIN}${path}`, { headers: { 'Accept-Language': 'tr-TR' } });
      expect(bare.status, path).toBe(200);
      expect(await bare.text(), path).toContain('<html lang="tr" dir="ltr">');
    }
  });
});
