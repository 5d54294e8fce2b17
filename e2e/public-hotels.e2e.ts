/**
 * Journey on the real Worker, once in an English and once in a Persian browser: home → search by
 * city, dates and guests → /hotels lists exactly the server search's hotels with the stay price →
 * a hotel's room types with rooms left → Book lands on /reserve/{id} with the stay in the URL;
 * the PNR dialog finds a seeded reservation and says 'Reservation not found' for an unknown one.
 */
import { describe, expect, it } from 'vitest';
import { addDays, HotelSearchResult, vanToday } from '../contract';
import enHome from '../src/locales/en/home.json';
import enHotelCard from '../src/locales/en/hotelCard.json';
import enHotelDetail from '../src/locales/en/hotelDetail.json';
import enPnr from '../src/locales/en/pnr.json';
import enRoomTypes from '../src/locales/en/roomTypes.json';
import enSearch from '../src/locales/en/searchForm.json';
import faHome from '../src/locales/fa/home.json';
import faHotelCard from '../src/locales/fa/hotelCard.json';
import faHotelDetail from '../src/locales/fa/hotelDetail.json';
import faPnr from '../src/locales/fa/pnr.json';
import faRoomTypes from '../src/locales/fa/roomTypes.json';
import faSearch from '../src/locales/fa/searchForm.json';
import path from 'node:path';
import { ARTIFACTS, setupJourney } from './browser.ts';
import { hotelTexts } from '../scripts/seed-translations.ts';

const texts = {
  en: { home: enHome, card: enHotelCard, detail: enHotelDetail, pnr: enPnr, search: enSearch, roomTypes: enRoomTypes, browser: 'en-US' },
  fa: { home: faHome, card: faHotelCard, detail: faHotelDetail, pnr: faPnr, search: faSearch, roomTypes: faRoomTypes, browser: 'fa-IR' },
} as const;

const PERSIAN_DIGIT = /[۰-۹]/;

for (const language of ['en', 'fa'] as const) {
  const text = texts[language];

  describe(`public hotels (${language})`, () => {
    const journey = setupJourney({ locale: text.browser });

    it('home search → only free hotels with the stay price → room types → Book with the stay', async () => {
      const { page } = journey;
      const checkIn = addDays(vanToday(), 3);
      const checkOut = addDays(vanToday(), 5);

      await page.goto('/');
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      await journey.screenshot(`home-${language}-1280`);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS, `home-${language}-360.png`) });
      await page.setViewportSize({ width: 1280, height: 800 });

      const form = page.getByRole('form', { name: text.search.label });
      await form.getByRole('textbox', { name: text.search.city }).fill('Van');
      for (const [label, date] of [
        [text.search.checkIn, checkIn],
        [text.search.checkOut, checkOut],
      ] as const) {
        await form.getByRole('button', { name: label, exact: true }).click();
        // The calendar's code is downloaded when the visitor reaches the form: it opens once there.
        await page.locator('[data-dates-dropdown]').last().waitFor();
        // The last dropdown opened: the previous picker's may still be fading out.
        const day = page.locator(`button[data-date="${date}"]:not([data-outside]):visible`).last();
        for (let step = 0; step < 3 && !(await day.isVisible()); step += 1) {
          await page.getByRole('button', { name: text.search.nextMonth }).last().click();
        }
        // A chosen day closes its picker. Under load a click can land while the dropdown is still
        // moving in and pick nothing; the picker then stays open and the day is clicked again.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await day.click();
          const closed = await day.waitFor({ state: 'hidden', timeout: 3000 }).then(
            () => true,
            () => false,
          );
          if (closed) break;
        }
      }
      const guests = form.getByRole('textbox', { name: text.search.guests });
      await guests.fill('2');
      await form.getByRole('button', { name: text.search.submit }).click();

      await page.waitForURL((url) => url.pathname === '/hotels');
      // The address also keeps its language when it is not the default fa (issue 33: a copied link keeps it).
      await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe(language === 'fa' ? null : language);
      const { lang: _listLang, ...listQuery } = Object.fromEntries(new URL(page.url()).searchParams);
      expect(listQuery).toEqual({ city: 'Van', checkIn, checkOut, guests: '2' });

      // The server's answer to the same question: the list shows exactly these hotels.
      // In the page's language: the names are translated (ADR docs/decisions/0012-content-translations.md).
      const answer = await fetch(`${journey.baseURL}/api/hotels/search?city=Van&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&pageSize=100&lang=${language}`);
      const expected = HotelSearchResult.array().parse(await answer.json());
      expect(expected.length).toBeGreaterThan(0);
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect.poll(() => headings.count(), { timeout: 15_000 }).toBe(expected.length);
      expect((await headings.allTextContents()).sort()).toEqual(expected.map((hotel) => hotel.hotelName).sort());
      const stayTexts = page.getByText(text.card.stayFor.split('{{')[0]!.trim() || text.card.stayFor.slice(0, 5));
      expect(await stayTexts.count()).toBe(expected.length);
      if (language === 'fa') {
        expect(await stayTexts.first().textContent()).toMatch(PERSIAN_DIGIT);
      }
      await journey.screenshot(`hotels-search-${language}-1280`);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS, `hotels-search-${language}-360.png`) });
      await page.setViewportSize({ width: 1280, height: 800 });

      // Open the first hit: its room types with rooms left for these nights.
      const first = expected[0]!;
      await page.locator(`a[href^="/hotel/${first.id}?"]`).first().click();
      await page.waitForURL((next) => next.pathname === `/hotel/${first.id}`);
      await page.getByRole('heading', { level: 1, name: first.hotelName }).waitFor();
      const roomsLeft = page.getByText(new RegExp(text.detail.rooms.left_other.replace('{{formatted}}', '[\\d۰-۹]+')));
      await roomsLeft.first().waitFor();
      if (language === 'fa') expect(await roomsLeft.first().textContent()).toMatch(PERSIAN_DIGIT);
      await journey.screenshot(`hotel-detail-${language}-1280`);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: path.join(ARTIFACTS, `hotel-detail-${language}-360.png`) });
      await page.setViewportSize({ width: 1280, height: 800 });

      // The stored code (DOUBLE) is shown as words in the page's language (src/lib/roomTypeName.ts).
      const roomName = text.roomTypes[first.stay!.roomTypeName as keyof typeof text.roomTypes] ?? first.stay!.roomTypeName;
      const book = page.getByRole('link', { name: text.detail.rooms.bookRoom.replace('{{room}}', roomName), exact: true });
      await book.click();
      await page.waitForURL((next) => next.pathname === `/reserve/${first.id}`);
      const { lang: _formLang, ...formQuery } = Object.fromEntries(new URL(page.url()).searchParams);
      expect(formQuery).toEqual({
        checkIn,
        checkOut,
        guests: '2',
        roomTypeId: first.stay!.roomTypeId,
      });
    });

    it('the PNR dialog finds a seeded reservation and clears it for an unknown code', async () => {
      const { page } = journey;
      await page.goto('/');
      await page.getByRole('button', { name: text.home.hero.pnr }).click();
      const dialog = page.getByRole('dialog', { name: text.pnr.title });
      const input = dialog.getByRole('textbox', { name: text.pnr.label });
      await input.fill('vk7p3qha');
      expect(await input.inputValue()).toBe('VK7P3QHA');
      await dialog.getByRole('button', { name: text.pnr.search, exact: true }).click();
      await dialog.getByText('Demo Misafir').waitFor();
      // The hotel's name in the visitor's language (scripts/seed-translations.ts), not the stored one.
      await dialog.getByText(hotelTexts['ipekyolu-grand-otel']![language]!.hotelName as string, { exact: true }).waitFor();
      // The status badge (the payment's note below may say the same word).
      await dialog.getByText(text.pnr.statuses.CONFIRMED, { exact: true }).waitFor();
      if (language === 'fa') expect(await dialog.textContent()).toMatch(PERSIAN_DIGIT);
      await journey.screenshot(`pnr-found-${language}`);

      await input.fill('ZZZZ9999');
      await dialog.getByRole('button', { name: text.pnr.search, exact: true }).click();
      await dialog.getByText(text.home.pnr.errorNotFound).waitFor();
      expect(await dialog.getByText('Demo Misafir').count()).toBe(0);
    });
  });
}
