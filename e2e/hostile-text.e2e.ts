/**
 * Journey: text people type that contains markup is shown as text everywhere — the public PNR
 * check and every admin list that shows it. Markup is stored through the real API in a review,
 * a user name, a reservation (guest name, special requests), a tour booking and a contact
 * message; the pages that show them must render the literal text, create no element from it and
 * run nothing (the CSP check of e2e/browser.ts also fails the test on any blocked inline handler).
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { hotels, reservations, reviews, tours, USER_LOGIN, users } from '../scripts/seed-data.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'tr-TR' });
const api = (path: string) => `${journey.baseURL}${path}`;

/** A payload that would run if it ever became HTML: it sets a flag on window. */
const markup = (where: string) => `<img src=x onerror="window.__xss='${where}'"><b>${where}</b>`;

async function send(method: string, path: string, body: unknown, token?: string) {
  const res = await fetch(api(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const login = async (name: string, password: string) => (await send('POST', '/api/auth/login', { name, password })).token as string;

describe('markup typed by people is shown as text', () => {
  it('in the PNR check and in every admin section that shows it', async () => {
    const { page } = journey;
    const suffix = Date.now().toString(36);
    const userName = markup(`user${suffix}`);
    await send('POST', '/api/users/createUser', { name: userName, email: `xss${suffix}@example.com`, password: 'Password123!' });
    // A review is written about an ended stay of one's own: the demo user's stay of November 2026.
    const demoToken = await login(USER_LOGIN.name, USER_LOGIN.password);
    const endedStay = reservations.find(
      (r) => r.userId === users[1]!.id && r.status === 'CONFIRMED' && r.checkOut < vanToday() && !reviews.some((review) => review.reservationId === r.id),
    )!;
    await send('POST', '/api/review/createReview', { reservationId: endedStay.id, rating: 4, comment: markup('review') }, demoToken);

    const checkIn = addDays(vanToday(), 70);
    const booked = await send('POST', '/api/reservation/public/createReservation', {
      hotelId: hotels[2]!.id,
      roomTypeId: hotels[2]!.roomTypes[0]!.id,
      reservationGuests: 1,
      checkIn,
      checkOut: addDays(checkIn, 1),
      fullName: markup('guest'),
      guestEmail: `guest${suffix}@example.com`,
      guestPhone: '+90 555 111 22 33',
      specialRequests: markup('requests'),
    });
    await send('POST', '/api/tour-reservations', {
      tourId: tours[0]!.id,
      fullName: markup('tourist'),
      email: `tourist${suffix}@example.com`,
      phone: '+90 555 444 55 66',
      tourDate: tours[0]!.startDate,
      numberOfPeople: 1,
      specialRequests: markup('tour-requests'),
      paymentMethod: 'BANK_TRANSFER',
      termsAccepted: true,
    });
    await send('POST', '/api/contact/createMessage', { name: markup('sender'), email: `sender${suffix}@example.com`, subject: markup('subject'), message: markup('message') });

    const expectText = async (where: string) => {
      await page.getByText(markup(where), { exact: false }).first().waitFor();
    };
    const expectInert = async () => {
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.evaluate(() => (globalThis as unknown as { __xss?: string }).__xss)).toBeUndefined();
    };

    // The public PNR check shows the guest name.
    await page.goto('/');
    await page.getByRole('button', { name: 'PNR Sorgula' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('PNR kodu').fill(booked.pnrCode as string);
    await dialog.getByRole('button', { name: 'Sorgula', exact: true }).click();
    await dialog.getByText(markup('guest')).waitFor();
    await expectInert();

    // The admin's sections.
    const adminToken = await login('admin', 'VanAdmin!2026');
    const admin = await send('GET', '/api/users/me', undefined, adminToken);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: adminToken, user: admin },
    );
    const sections: Array<[string, string[]]> = [
      ['reviews', ['review']],
      ['users', [`user${suffix}`]],
      ['reservations', ['guest']],
      ['tourBookings', ['tourist']],
      ['messages', ['sender']],
    ];
    for (const [section, places] of sections) {
      await page.goto(`/admin?section=${section}`);
      for (const where of places) await expectText(where);
      await expectInert();
      await journey.screenshot(`hostile-text-${section}`);
    }
  });
});
