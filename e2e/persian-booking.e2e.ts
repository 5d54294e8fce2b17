/**
 * Journey (issue 36): a Persian visitor on a 360 px phone opens a hotel, books it typing the
 * guests and the phone in Persian digits (as a Persian keyboard types them), and the back office
 * shows that phone as the one number staff can dial: +989123456789, a `tel:` link
 * (contract/phone.ts normalizes it; src/components/PhoneLink.tsx shows it).
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { ADMIN_LOGIN, hotels } from '../scripts/seed-data.ts';
import { adminToken, json } from './api.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'fa-IR', viewport: { width: 360, height: 780 } });

const hotel = hotels[0]!;

describe('a Persian visitor books with Persian digits; the admin can call the phone', () => {
  it('fa at 360 px: hotel, book with ۲ guests and +۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹; the back office lists +989123456789 as a tel: link', async () => {
    const { page } = journey;
    const email = `fa.digits.${Date.now()}@example.com`;
    const checkIn = addDays(vanToday(), 75);
    const checkOut = addDays(checkIn, 2);

    // The hotel page, in Persian (the browser's language), and its side card's Book button.
    await page.goto(`/hotel/${hotel.id}`);
    // Its name in Persian (the seed's translation): the page's one heading.
    await page.locator('main h1').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('link', { name: 'رزرو', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'رزرو هتل' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/reserve/${hotel.id}`);

    // The form from empty, as a person types it: the numbers in Persian digits.
    await page.getByLabel('نام و نام خانوادگی').fill('سارا احمدی');
    await page.getByLabel('ایمیل').fill(email);
    await page.getByLabel('تلفن').pressSequentially('+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹');
    await page.getByLabel('تاریخ ورود').fill(checkIn);
    await page.getByLabel('تاریخ خروج').fill(checkOut);
    const guests = page.getByLabel('تعداد مهمانان');
    await guests.fill('');
    await guests.pressSequentially('۲');
    await guests.blur();
    expect(await guests.inputValue()).toBe('۲');
    // The room type follows the party (the cheapest that sleeps two); the total is priced.
    await expect.poll(() => page.getByLabel('نوع اتاق').inputValue(), { timeout: 15_000 }).not.toBe('');
    await expect.poll(() => page.getByTestId('live-total').textContent(), { timeout: 15_000 }).toMatch(/[۰-۹]/);
    await page.getByRole('checkbox', { name: /خوانده‌ام و می‌پذیرم/ }).check();
    await journey.screenshot('booking-persian-digits-fa-360');
    await page.getByRole('button', { name: 'ثبت رزرو' }).click();
    await page.getByTestId('pnr-code').waitFor();

    // Stored as one dialable number, for the two guests typed.
    const token = await adminToken(journey.baseURL);
    const rows = await json<{ guestEmail: string; guestPhone: string; reservationGuests: number }[]>(
      await fetch(`${journey.baseURL}/api/reservation/public/getAllReservations?q=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(rows.map((row) => [row.guestEmail, row.guestPhone, row.reservationGuests])).toEqual([[email, '+989123456789', 2]]);

    // The admin, signed in (the session as src/lib/session.ts keeps it), finds the booking in the back office.
    const session = await json<{ token: string; user: unknown }>(
      await fetch(`${journey.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: ADMIN_LOGIN.name, password: ADMIN_LOGIN.password }),
      }),
    );
    await page.evaluate(
      ({ token: stored, user }) => {
        localStorage.setItem('token', stored);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: session.token, user: session.user },
    );
    await page.goto('/admin?section=reservations');
    const table = page.getByRole('table', { name: 'رزروها' });
    await table.waitFor();
    await page.getByLabel('جستجو').fill(email);
    await page.getByLabel('جستجو').press('Enter');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    const phone = table.getByRole('link', { name: '+989123456789' });
    expect(await phone.getAttribute('href')).toBe('tel:+989123456789');
    await phone.scrollIntoViewIfNeeded();
    await journey.screenshot('admin-reservation-phone-fa-360');
  });
});
