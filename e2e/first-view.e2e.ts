/**
 * The first view of each public page starts from its HTML (worker/pages/firstView.ts): the API
 * calls, the largest image and the screen's chunks are preloaded, and the SPA then uses exactly
 * those. A preload the SPA does not use (a URL built differently, a call dropped) would load
 * twice or for nothing: here it fails.
 */
import { describe, expect, it } from 'vitest';
import { hotels, places, tours } from '../scripts/seed-data.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US', viewport: { width: 412, height: 823 } });

const PAGES = ['/', '/hotels', `/hotel/${hotels[0]!.id}`, '/touristic-places', `/place/${places[0]!.id}`, '/tours', `/tour/${tours[0]!.id}`];

/**
 * Each file is a request, and on a phone's network early requests queue (six at a time over
 * HTTP/1.1): the chunks of a public page are laid out to keep them few (scripts/build/screenChunks.ts).
 * 17 of the app's, plus /first-view.js on a page that paints a photo (worker/pages/appStart.ts).
 * It was 16 of the app's until the hotel list was cut into parts of under 200 lines: those parts
 * now form a chunk of their own (site~HotelList), and the detail pages gained one too; putting a
 * page's own parts back into its screen's chunk is open work (scripts/build/screenChunks.ts:
 * leaving them to Rolldown scattered them over more shared chunks, 19 to 22 files).
 */
const MAX_FIRST_VIEW_SCRIPTS = 18;

const decode = (text: string) => text.replace(/&amp;/g, '&');

describe('each public page preloads what its first view uses, and the SPA uses every preload', () => {
  it.each(PAGES)('%s', async (pagePath) => {
    const requested = new Map<string, number>();
    const { page } = journey;
    page.on('request', (request) => {
      const url = new URL(request.url());
      const key = `${url.pathname}${url.search}`;
      requested.set(key, (requested.get(key) ?? 0) + 1);
    });
    // The page's HTML as the browser got it (its Accept-Language picks the texts preloaded).
    const response = await page.goto(pagePath, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const hrefs = (rel: string, as?: string) =>
      [...html.matchAll(/<link ([^>]*)\/?>/g)]
        .map((m) => m[1]!)
        .filter((attrs) => attrs.includes(`rel="${rel}"`) && (!as || attrs.includes(`as="${as}"`)))
        .map((attrs) => decode(/href="([^"]*)"/.exec(attrs)![1]!));
    const calls = hrefs('preload', 'fetch');
    const images = hrefs('preload', 'image');
    const modules = hrefs('modulepreload');
    const styles = hrefs('preload', 'style');
    expect(calls.length).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main h1, main h2').count()).toBeGreaterThan(0);

    const apiCalls = [...requested.keys()].filter((key) => key.startsWith('/api/'));
    // The SPA asked for exactly the preloaded calls, and each went over the network once.
    expect(apiCalls.sort()).toEqual([...calls].sort());
    for (const url of [...calls, ...images, ...modules, ...styles]) expect(requested.get(url), url).toBe(1);
    // Every preloaded stylesheet is applied (the app's by src/main.tsx, a screen's by its chunk).
    for (const style of styles) {
      expect(await page.locator(`link[rel="stylesheet"][href$="${style}"]`).count(), style).toBe(1);
    }
    const scripts = [...requested.keys()].filter((key) => key.endsWith('.js'));
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(MAX_FIRST_VIEW_SCRIPTS);
    // The preloaded image is the one the page shows.
    for (const image of images) {
      // A string: e2e code is typed for Node, the expression runs in the page.
      // Polled: the list's cards can render a moment after its heading on a loaded machine.
      const shown = () =>
        page.evaluate<boolean>(
          `[...document.querySelectorAll('main *')].some((el) => (el.currentSrc ?? '').endsWith(${JSON.stringify(image)}) || getComputedStyle(el).backgroundImage.includes(${JSON.stringify(image)}))`,
        );
      await expect.poll(shown, { message: image, timeout: 15_000 }).toBe(true);
    }
  });
});

/** The largest image the page draws in the viewport (a photo, or the home hero's background): its visible area in px². */
const LARGEST_IMAGE = `(() => {
  let largest = 0;
  for (const el of document.querySelectorAll('#root img, #root [style*="--hero-image"]')) {
    const r = el.getBoundingClientRect();
    const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0));
    const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
    largest = Math.max(largest, Math.round(w * h));
  }
  return largest;
})()`;

/**
 * The page's HTML paints its heading and largest image before the app's code runs
 * (worker/pages/prepaint.ts). That paint is the page's largest only if the app then draws
 * nothing larger: measured here with the app's scripts held back, then with them.
 */
describe("each public page's first paint from its HTML is its largest: the app draws nothing larger", () => {
  const cases = PAGES.flatMap((pagePath) => [pagePath, `${pagePath}?lang=fa`]);
  it.each(cases)('%s', async (pagePath) => {
    const { page } = journey;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(pagePath, { waitUntil: 'load' });
    expect(await page.locator('#root .pp h1').count()).toBe(1);
    const painted = await page.evaluate<number>(LARGEST_IMAGE);
    expect(painted).toBeGreaterThan(0);

    await page.unrouteAll();
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main h1').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator('#root .pp').count()).toBe(0);
    // The list's cards can come a moment after its heading.
    await expect.poll(() => page.evaluate<number>(LARGEST_IMAGE), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate<number>(LARGEST_IMAGE)).toBeLessThanOrEqual(painted);
  });
});


/**
 * The dated search and the contact page paint first from their HTML too (worker/pages/firstView.ts,
 * prepaint.ts): the search is preloaded exactly as the SPA asks for it (one request, used), and
 * its first free hotel is the photo painted first; contact, login and register paint their heading.
 */
describe('the dated search, the contact page and the sign-in pages start from their HTML', () => {
  it('/hotels with stay dates preloads the search the SPA makes and paints its first free hotel, no larger than the app then draws it', async () => {
    const { page } = journey;
    const pagePath = '/hotels?checkIn=2027-06-10&checkOut=2027-06-12&guests=2';
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/hotels/search') searches.push(`${url.pathname}${url.search}`);
    });
    const html = (await (await page.goto(pagePath, { waitUntil: 'networkidle' }))?.text()) ?? '';
    const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map((m) => decode(m[1]!));
    expect(preloaded).toEqual(['/api/hotels/search?checkIn=2027-06-10&checkOut=2027-06-12&guests=2&pageSize=100&lang=en']);
    await expect.poll(() => page.locator('main h1').count(), { timeout: 15_000 }).toBe(1);
    expect(searches).toEqual(preloaded);

    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(pagePath, { waitUntil: 'load' });
    expect(await page.locator('#root .pp h1').textContent()).toBe('Hotels');
    const painted = await page.evaluate<number>(LARGEST_IMAGE);
    expect(painted).toBeGreaterThan(0);
    await page.unrouteAll();
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('#root .pp').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.evaluate<number>(LARGEST_IMAGE), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate<number>(LARGEST_IMAGE)).toBeLessThanOrEqual(painted);
  });

  it.each([
    ['/contact', 'Support and contact'],
    ['/login', 'Log in'],
    ['/register', 'Register'],
  ])('%s paints the heading the app then shows', async (pagePath, heading) => {
    const { page } = journey;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(pagePath, { waitUntil: 'load' });
    expect(await page.locator('#root .pp h1').textContent()).toBe(heading);
    await page.unrouteAll();
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(heading);
    await expect.poll(() => page.locator('#root .pp').count()).toBe(0);
  });
});

/** Where the page's heading is drawn: its box in px, rounded. */
const HEADING_BOX = (selector: string) => `(() => {
  const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
  return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)];
})()`;

/**
 * The booking forms paint their heading from the HTML (issue 31) where the app then draws it (no
 * layout shift, nor when the hotel and the price arrive), and the app uses each call the HTML preloaded, once. /tour-reserve/:id is
 * the hotel's form again (docs/urls.md); /tour-reservation/:id, the tour's, asks for the tour only, never for a hotel.
 */
describe('the booking forms start from their HTML', () => {
  const cases = [
    [`/reserve/${hotels[0]!.id}?checkIn=2027-06-10&checkOut=2027-06-12&guests=2`, 'Hotel reservation'],
    [`/reserve/${hotels[0]!.id}?checkIn=2027-06-10&checkOut=2027-06-12&guests=2&lang=fa`, 'رزرو هتل'],
    [`/tour-reserve/${hotels[0]!.id}?checkIn=2027-06-10&checkOut=2027-06-12&guests=2`, 'Hotel reservation'],
    [`/tour-reservation/${tours[0]!.id}`, 'Book a tour'],
    [`/tour-reservation/${tours[0]!.id}?lang=fa`, 'رزرو تور'],
  ] as const;
  it.each(cases)('%s paints "%s" where the app then draws it, and the app uses every preloaded call once', async (pagePath, heading) => {
    const { page } = journey;
    await page.route('**/assets/*.js', (route) => route.abort());
    const html = (await (await page.goto(pagePath, { waitUntil: 'load' }))?.text()) ?? '';
    expect(await page.locator('#root .pp h1').textContent()).toBe(heading);
    const subtitle = await page.locator('#root .pp h1 + p').textContent();
    const painted = await page.evaluate<number[]>(HEADING_BOX('#root .pp h1'));
    const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map((m) => decode(m[1]!));
    expect(preloaded.length).toBeGreaterThan(0);
    await page.unrouteAll();

    // The layout shifts of the load (the summary's hotel, nights and total arrive after the form is drawn).
    await page.addInitScript(`window.__shifts = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__shifts += entry.value; }).observe({ type: 'layout-shift', buffered: true });`);
    const requested = new Map<string, number>();
    const failed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const key = `${url.pathname}${url.search}`;
      requested.set(key, (requested.get(key) ?? 0) + 1);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main h1').textContent(), { timeout: 15_000 }).toBe(heading);
    await expect.poll(() => page.locator('#root .pp').count()).toBe(0);
    expect(await page.locator('main h1 + p').textContent()).toBe(subtitle);
    expect(await page.evaluate<number[]>(HEADING_BOX('main h1'))).toEqual(painted);
    if (!pagePath.startsWith('/tour-reservation/')) await expect.poll(() => page.getByTestId('live-total').textContent(), { timeout: 15_000 }).toMatch(/[0-9۰-۹]/);
    expect(await page.evaluate<number>('window.__shifts')).toBeLessThan(0.01);
    for (const call of preloaded) expect(requested.get(call), call).toBe(1);
    expect(failed).toEqual([]);
    if (pagePath.startsWith('/tour-reservation/')) {
      expect([...requested.keys()].filter((key) => key.startsWith('/api/hotel/'))).toEqual([]);
    }
  });
});
