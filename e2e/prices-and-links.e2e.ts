/**
 * Issue 33 on the real Worker, in an English browser: a dated hotel card's price (taxes included)
 * is the booking form's total; the address keeps its language (`?lang=`) and the canonical link
 * and og:url follow client-side navigation (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract';
import { setupJourney } from './browser.ts';

const href = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).first().getAttribute(attribute);

describe('prices with taxes and links with their language (en)', () => {
  const journey = setupJourney({ locale: 'en-US' });

  it("a dated card's total (incl. taxes) is the booking form's total; canonical and og:url follow each client navigation with ?lang=en", async () => {
    const { page, baseURL } = journey;
    const checkIn = addDays(vanToday(), 45);
    const checkOut = addDays(vanToday(), 48);
    await page.goto(`/hotels?city=Van&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    const totals = page.getByTestId('card-stay-total');
    await totals.first().waitFor({ timeout: 20_000 });
    // The address carries the language the page is in (English is not the default). The loaded
    // page's canonical stays the one the edge wrote for the address it served (a canonical naming
    // another hreflang alternate than the loaded URL is refused by search engines); from the next
    // navigation on it follows the address.
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(await href(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}/hotels`);
    const cardTotal = (await totals.first().textContent())!.trim();
    expect(cardTotal).toMatch(/^[\d,.]+ TL$/);
    expect(await page.getByText('incl. taxes').first().isVisible()).toBe(true);

    // Client-side navigation to the hotel's page: its canonical, og:url and the address follow.
    await page.getByRole('link', { name: 'Details' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/hotel/'));
    const hotelPath = new URL(page.url()).pathname;
    await expect.poll(() => href(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}${hotelPath}?lang=en`);
    await expect.poll(() => href(page, 'meta[property="og:url"]', 'content')).toBe(`${baseURL}${hotelPath}?lang=en`);
    await expect.poll(() => href(page, 'link[rel="alternate"][hreflang="tr"]', 'href')).toBe(`${baseURL}${hotelPath}?lang=tr`);
    expect(new URL(page.url()).searchParams.get('checkIn')).toBe(checkIn);

    // Back to the list, then Book on the same card: the form asks exactly the card's total.
    await page.goBack();
    await totals.first().waitFor();
    await page.getByRole('link', { name: 'Book' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/reserve/'));
    const formTotal = page.getByTestId('live-total');
    await expect.poll(async () => (await formTotal.textContent())?.trim(), { timeout: 20_000 }).toBe(cardTotal);
    await expect.poll(() => href(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}${new URL(page.url()).pathname}?lang=en`);

    // A language chosen in the menu goes into the address: a copied link opens in it.
    await page.getByRole('button', { name: /^Change language/ }).click();
    await page.getByRole('menuitem', { name: /Türkçe/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('tr');
    const copied = page.url();
    const fresh = await page.context().browser()!.newContext({ locale: 'fa-IR' });
    const other = await fresh.newPage();
    await other.goto(copied);
    await expect.poll(() => other.locator('html').getAttribute('lang')).toBe('tr');
    await expect.poll(() => href(other, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}${new URL(copied).pathname}?lang=tr`);
    await fresh.close();
  });
});
