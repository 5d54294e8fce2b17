/**
 * Journeys of the admin back office on the real Worker: an admin creates a hotel with two room
 * types, edits it, finds it in the list and deletes it; a USER opening /admin lands on /profile;
 * every section reads without sideways scrolling on a phone, in Turkish and in Persian.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US' });

const ADMIN = { name: 'admin', password: 'VanAdmin!2026' };
const USER = { name: 'demo', password: 'VanGuest!2026' };

/** Logs in through the API and stores the session as src/lib/session.ts does (token + user). */
async function logIn(page: Page, credentials: { name: string; password: string }, language?: string) {
  const response = await fetch(`${journey.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u, lang]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', u as string);
      if (lang) localStorage.setItem('preferredLanguage', lang as string);
    },
    [token, JSON.stringify(user), language ?? ''],
  );
}

const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first();

describe('admin catalog', () => {
  it('an admin creates a hotel with two room types, edits it, finds it in the list and deletes it', async () => {
    const { page } = journey;
    await logIn(page, ADMIN, 'en');
    const name = `E2E Lake Hotel ${Date.now().toString(36)}`;
    const edited = `${name} (renovated)`;

    await page.goto('/admin?section=hotels');
    await page.getByRole('heading', { level: 2, name: 'Hotels' }).waitFor();

    // Add: required fields, photo URLs one by one (a blank one is not added).
    const addForm = page.getByRole('form', { name: 'New hotel' });
    await addForm.getByLabel('Hotel name').fill(name);
    await addForm.getByLabel(/^City/).fill('Van');
    await addForm.getByLabel('District').fill('Edremit');
    await addForm.getByLabel('Address').fill('Sahil Yolu 1, Edremit');
    await addForm.getByLabel('Price per night (TL)').fill('1850.50');
    await addForm.getByLabel('Star rating').selectOption('4');
    await addForm.getByLabel('Phone').fill('+90 432 000 00 00');
    await addForm.getByLabel('API key').fill('secret-key-123');
    for (const url of ['  /photos/akdamar-gol-evi-1.svg  ', '   ', '/photos/akdamar-gol-evi-2.svg']) {
      await addForm.getByLabel('Photo URL').fill(url);
      await addForm.getByRole('button', { name: 'Add photo' }).click();
    }
    expect(await addForm.getByRole('button', { name: /^Remove photo/ }).count()).toBe(2);
    await addForm.getByRole('button', { name: 'Add', exact: true }).click();
    await notification(page, 'Hotel added.').waitFor();

    // Room types: choose the new hotel and add two.
    await page.goto('/admin?section=roomTypes');
    await page.getByLabel('Hotel', { exact: true }).selectOption({ label: name });
    const roomForm = page.getByRole('form', { name: 'New room type' });
    for (const room of [
      // The table names a usual room type in words (src/locales/en/roomTypes.json).
      { name: 'SINGLE', shown: 'Single room', price: '1200', capacity: '1', rooms: '5' },
      { name: 'DOUBLE', shown: 'Double room', price: '1800.75', capacity: '2', rooms: '8' },
    ]) {
      await roomForm.getByLabel('Room type name').fill(room.name);
      await roomForm.getByLabel('Price per night (TL)').fill(room.price);
      await roomForm.getByLabel('Capacity (guests)').fill(room.capacity);
      await roomForm.getByLabel('Number of rooms').fill(room.rooms);
      await roomForm.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('table', { name: `Room types of ${name}` }).getByRole('cell', { name: room.shown, exact: true }).waitFor();
    }
    const roomTable = page.getByRole('table', { name: `Room types of ${name}` });
    expect(await roomTable.locator('tbody tr').count()).toBe(2);
    await roomTable.getByRole('cell', { name: '1,800.75 TL' }).waitFor();
    await journey.screenshot('admin-room-types-en');

    // Back to the hotels: find it (largest page), edit it, find the new name.
    await page.goto('/admin?section=hotels');
    const table = page.getByRole('table', { name: 'Hotels' });
    await table.waitFor();
    await page.getByLabel('Rows per page').selectOption('50');
    await table.getByRole('cell', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit hotel' });
    expect(await editForm.getByLabel('Hotel name').inputValue()).toBe(name);
    expect(await editForm.getByLabel('API key').inputValue()).toBe('');
    await editForm.getByLabel('Hotel name').fill(edited);
    await editForm.getByRole('button', { name: 'Update' }).click();
    await notification(page, 'Hotel updated.').waitFor();
    await page.getByRole('form', { name: 'New hotel' }).waitFor();
    await table.getByRole('cell', { name: edited, exact: true }).waitFor();

    // The server kept both photos and counts the 13 rooms.
    const hotels = (await (await fetch(`${journey.baseURL}/api/hotel/public/getAllHotels`)).json()) as {
      id: string;
      hotelName: string;
      photoUrls: string[];
      roomCount: number;
      starRating: number;
    }[];
    const saved = hotels.find((hotel) => hotel.hotelName === edited);
    expect(saved).toMatchObject({
      photoUrls: ['/photos/akdamar-gol-evi-1.svg', '/photos/akdamar-gol-evi-2.svg'],
      roomCount: 13,
      starRating: 4,
    });
    await journey.screenshot('admin-hotels-en');

    // Delete with the spec's confirmation.
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this hotel?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await notification(page, 'Hotel deleted.').waitFor();
    await table.getByRole('cell', { name: edited, exact: true }).waitFor({ state: 'detached' });
    const after = await fetch(`${journey.baseURL}/api/hotel/public/getHotelById?id=${saved!.id}`);
    expect(after.status).toBe(404);
  });

  it('a USER opening /admin lands on /profile', async () => {
    const { page } = journey;
    await logIn(page, USER);
    await page.goto('/admin');
    await page.waitForURL('**/profile');
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('every section reads on a phone and a desktop, in Turkish and in Persian', async () => {
    const { page } = journey;
    const sections = ['dashboard', 'users', 'places', 'tours', 'hotels', 'roomTypes', 'reservations', 'reviews', 'payments'];
    for (const language of ['tr', 'fa'] as const) {
      await page.context().clearCookies();
      await logIn(page, ADMIN, language);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const section of sections) {
          await page.goto(`/admin?section=${section}`);
          await page.locator(`[data-section="${section}"] h2`).first().waitFor();
          // Let the section's data arrive (spinners gone).
          await page.locator('[role="status"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
          expect(await page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
          // Nothing pushes the page sideways (wide tables scroll inside their own box).
          const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
          expect(overflow, `${section} ${language} ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
          await journey.screenshot(`admin-${section}-${language}-${width}`);
        }
      }
    }
  }, 240_000);
});
