/**
 * Journey: a visitor opens the site in English (only English texts are downloaded), switches the
 * language menu to Persian (downloaded then) and gets a right-to-left page, never a translation
 * key on screen; then opens the hotel list and finds the demo hotels of Van.
 */
import { describe, expect, it } from 'vitest';
import { hotels } from '../scripts/seed-data.ts';
import en from '../src/locales/en/index.ts';
import { setupJourney } from './browser.ts';

/** A translation key as text (`nav.hotels`, `searchForm.checkIn`): what a missing text shows. */
const KEY_AS_TEXT = `\\b(?:${Object.keys(en).join('|')})\\.[A-Za-z]\\w*`;

/** Each language's texts are their own chunk (src/lib/i18n.ts), named after the language. */
const LOCALE_CHUNK = /\/assets\/(tr|en|fa)-[\w-]+\.js$/;

const journey = setupJourney({ locale: 'en-US' });
const htmlAttribute = (name: string) => journey.page.locator('html').getAttribute(name);

describe('language and hotels', () => {
  it('the Worker serves the API and the SPA on one origin', async () => {
    const health = await fetch(`${journey.baseURL}/api/health`);
    expect(health.status).toBe(200);
    // A deep link falls back to the SPA's index.html.
    const deepLink = await fetch(`${journey.baseURL}/hotels`, { headers: { accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  });

  it('switching the language menu to Persian renders the page right-to-left', async () => {
    const { page } = journey;
    // Every text the page ever shows is checked for keys, from the very first render on.
    await page.addInitScript({
      content: `(() => {
        const key = new RegExp(${JSON.stringify(KEY_AS_TEXT)});
        const seen = (window.keysSeen = []);
        new MutationObserver(() => {
          const match = key.exec(document.body?.innerText ?? '');
          if (match) seen.push(match[0]);
        }).observe(document, { childList: true, subtree: true, characterData: true });
      })();`,
    });
    const keysSeen = () => page.evaluate('window.keysSeen');
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      const match = LOCALE_CHUNK.exec(new URL(request.url()).pathname);
      if (match) localeChunks.push(match[1]!);
    });

    await page.goto('/');
    // An English browser with no stored preference gets English, left-to-right.
    await expect.poll(() => htmlAttribute('lang')).toBe('en');
    expect(await htmlAttribute('dir')).toBe('ltr');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Only English is downloaded; the first render already shows its texts.
    expect(localeChunks).toEqual(['en']);

    await page.getByRole('button', { name: /change language/i }).click();
    await page.getByRole('menuitem', { name: /Persian/ }).click();

    await expect.poll(() => htmlAttribute('dir')).toBe('rtl');
    expect(await htmlAttribute('lang')).toBe('fa');
    await page.getByRole('button', { name: /تغییر زبان/ }).waitFor();
    // Persian was downloaded when chosen, and the page switched only once it was there.
    expect(localeChunks).toEqual(['en', 'fa']);
    expect(await keysSeen()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('fa');
    await journey.screenshot('home-fa-rtl');

    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => htmlAttribute('dir')).toBe('rtl');
  });

  it('the hotel list shows the demo hotels of Van', async () => {
    const { page } = journey;
    await page.goto('/hotels');
    // The names as the API answers them in the page's language (ADR docs/decisions/0012-content-translations.md).
    const lang = await htmlAttribute('lang');
    const shown = (await (await fetch(`${journey.baseURL}/api/hotel/public/getAllHotels?pageSize=100&lang=${lang}`)).json()) as Array<{ id: string; hotelName: string }>;
    for (const hotel of hotels) {
      const name = shown.find((candidate) => candidate.id === hotel.id)!.hotelName;
      await page.getByText(name, { exact: true }).first().waitFor({ state: 'visible' });
    }
    // Each hotel card links to its detail page and to its reservation form.
    const first = hotels[0]!;
    expect(await page.locator(`a[href="/hotel/${first.id}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`a[href="/reserve/${first.id}"]`).count()).toBeGreaterThan(0);
    await journey.screenshot('hotels-en');
  });

  it('a type menu of the top bar opens under its trigger, which keeps its look', async () => {
    const { page } = journey;
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Hotel types' });
    // A string: e2e code is typed for Node, the function runs in the page.
    const look = () =>
      trigger.evaluate(
        `(button) => ({ fontSize: getComputedStyle(button).fontSize, padding: getComputedStyle(button).padding, height: button.getBoundingClientRect().height })`,
      ) as Promise<{ fontSize: string; padding: string; height: number }>;
    const closed = await look();
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Luxury hotels' }).waitFor();
    // The menu's target gets a class of its own while open; the link's style must stay.
    expect(await look()).toEqual(closed);
  });
});
