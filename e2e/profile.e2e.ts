/**
 * Journey: the demo user logs in, hearts a hotel on /hotels, finds it on /profile with their
 * seeded reservation (PNR VK7P3QHA) and its paid payment, changes the password and can log in
 * with the new one. The password is put back afterwards (other journeys log in as demo too).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hotels, USER_LOGIN } from '../scripts/seed-data.ts';
import { hotelTexts } from '../scripts/seed-translations.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US' });
const NEW_PASSWORD = 'LakeVan!2027-e2e';
const SEEDED_PNR = 'VK7P3QHA';

async function apiLogin(name: string, password: string): Promise<Response> {
  return fetch(`${journey.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
}

/** Logs in through the API and stores token + user as src/lib/session.ts does. */
async function logInAsDemo(page: Page): Promise<string> {
  const response = await apiLogin(USER_LOGIN.name, USER_LOGIN.password);
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** Puts the demo password back (other tests and journeys log in as demo); true when it did. */
async function restoreDemoPassword(): Promise<boolean> {
  const login = await apiLogin(USER_LOGIN.name, NEW_PASSWORD);
  if (login.status !== 200) return false;
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${journey.baseURL}/api/users/changePassword`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ currentPassword: NEW_PASSWORD, newPassword: USER_LOGIN.password }),
  });
  return response.status === 200;
}

// A safety net when the journey fails between the change and its restore.
afterAll(restoreDemoPassword);

describe('profile', () => {
  it('hearts a hotel, sees it with the seeded reservation on /profile, changes the password', async () => {
    const { page } = journey;
    const token = await logInAsDemo(page);
    const hotel = hotels[1]!;

    // /hotels: the heart on the hotel's card saves it to the account.
    await page.goto('/hotels');
    const card = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: hotel.hotelName, exact: true }) });
    const heart = card.getByRole('button', { name: 'Add to favourites' });
    // click() waits until the heart is enabled (it is while the user's favourites load).
    await heart.click();
    await card.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await expect
      .poll(async () => {
        const list = await fetch(`${journey.baseURL}/api/favourites`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await list.json()) as { id: string }[]).map((h) => h.id);
      }, { timeout: 10_000 })
      .toContain(hotel.id);
    // After a reload the heart still knows.
    await page.reload();
    await card.getByRole('button', { name: 'Remove from favourites' }).waitFor();

    // /profile: the account, the favourite, the seeded reservation and its payment.
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: `Hello, ${USER_LOGIN.name}` }).waitFor();
    await page.getByRole('cell', { name: USER_LOGIN.email }).waitFor();

    await page.getByRole('tab', { name: 'Favourites' }).click();
    const favourite = page.getByRole('link', { name: hotel.hotelName });
    await favourite.waitFor();
    expect(await favourite.getAttribute('href')).toBe(`/hotel/${hotel.id}`);

    await page.getByRole('tab', { name: 'Reservations' }).click();
    const reservation = page.getByRole('article').filter({ hasText: SEEDED_PNR });
    await reservation.waitFor();
    // The hotel's name in the visitor's language (scripts/seed-translations.ts), not the stored one.
    expect(await reservation.getByRole('heading').textContent()).toBe(hotelTexts['ipekyolu-grand-otel']!.en!.hotelName);
    expect(await reservation.textContent()).toContain('Confirmed');
    await journey.screenshot('profile-reservations-en-1280');

    await page.getByRole('tab', { name: 'Payments' }).click();
    const payment = page.getByRole('article', { name: SEEDED_PNR });
    await payment.waitFor();
    expect(await payment.textContent()).toContain('Paid');

    // Change password: a wrong current password is refused on its field, the right one works.
    await page.getByRole('tab', { name: 'Change password' }).click();
    const current = page.getByLabel('Current password');
    await current.fill('not-the-password');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await page.getByText('The current password is wrong').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    await current.fill(USER_LOGIN.password);
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await page.getByText('Your password has been changed.').waitFor();

    expect((await apiLogin(USER_LOGIN.name, NEW_PASSWORD)).status).toBe(200);
    expect((await apiLogin(USER_LOGIN.name, USER_LOGIN.password)).status).toBe(401);
    expect(await restoreDemoPassword()).toBe(true);

    // Log out: back home, and /profile now sends to /login.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('log out ends the session on the server: the token the browser held answers 401 afterwards', async () => {
    const { page } = journey;
    const token = await logInAsDemo(page);
    const me = () => fetch(`${journey.baseURL}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile');
    expect(await me()).toBe(200);
    await page.getByRole('button', { name: USER_LOGIN.name }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(me).toBe(401);
  });

  it('fits a 360 px phone and a 1280 px desktop in English and in Persian (right to left), without sideways scrolling', async () => {
    const { page } = journey;
    await logInAsDemo(page);
    for (const [width, language] of [[360, 'en'], [360, 'fa'], [1280, 'en'], [1280, 'fa']] as const) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      await page.evaluate((code) => localStorage.setItem('preferredLanguage', code), language);
      for (const tab of ['info', 'reservations', 'favourites', 'payments', 'password']) {
        await page.goto(`/profile?tab=${tab}`);
        await page.locator('[role="tabpanel"]:visible').waitFor();
        // The tab's data has arrived: its spinner (a Loader with role status) is gone; a payment's
        // state note is a status too (issue 36) and stays.
        await page.locator('[role="tabpanel"]:visible .mantine-Loader-root[role="status"]').waitFor({ state: 'detached' });
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, `${language} ${tab} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
        await journey.screenshot(`profile-${tab}-${language}-${width}`);
      }
    }
  });
});
