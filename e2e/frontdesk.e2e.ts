/**
 * Journey: the front desk on the real Worker (issue 32). A stay arriving today (booked through
 * the API, its payment confirmed by the admin) is checked in with a guest's identity from the
 * Front desk section, then checked out; another stay whose arrival day passed is marked as a
 * no-show: the policy applies, the nights are free again and the guest's e-mail waits in the
 * outbox. Screenshots of the section at 360 and 1280 px in en and fa.
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { ADMIN_LOGIN, hotels } from '../scripts/seed-data.ts';
import { json } from './api.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US' });
const url = (path: string) => `${journey.baseURL}${path}`;
const hotel = hotels[0]!;
const room = hotel.roomTypes[0]!;
const today = vanToday();

async function login(): Promise<{ token: string; user: unknown }> {
  return json(await fetch(url('/api/auth/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN_LOGIN) }));
}

/** Books a stay from today as a guest would, then the admin confirms it (its payment approved by hand) and sets its dates. */
async function confirmedStay(token: string, guestName: string, dates: { checkIn: string; checkOut: string }) {
  const booked = await json<{ id: string; pnrCode: string }>(
    await fetch(url('/api/reservation/public/createReservation'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotelId: hotel.id,
        roomTypeId: room.id,
        reservationGuests: 1,
        checkIn: today,
        checkOut: addDays(today, 1),
        guestName,
        guestEmail: 'frontdesk.e2e@example.com',
        guestPhone: '+90 555 000 00 02',
        language: 'en',
      }),
    }),
  );
  const auth = { Authorization: `Bearer ${token}` };
  const stored = await json<Record<string, unknown>>(await fetch(url(`/api/reservation/public/getReservationById?id=${booked.id}`), { headers: auth }));
  await json(
    await fetch(url(`/api/reservation/public/updateReservation?id=${booked.id}`), {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        guestName,
        guestEmail: stored.guestEmail,
        guestPhone: stored.guestPhone,
        hotelId: hotel.id,
        roomTypeId: room.id,
        checkIn: dates.checkIn,
        checkOut: dates.checkOut,
        roomCount: 1,
        reservationGuests: 1,
        totalAmount: stored.totalAmount,
        status: 'CONFIRMED',
        specialRequests: 'Extra pillow',
        language: 'en',
      }),
    }),
  );
  return booked;
}

async function openFrontDesk(language: 'en' | 'fa') {
  const session = await login();
  const { page } = journey;
  await page.goto('/');
  await page.evaluate(
    ({ token, user, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('preferredLanguage', language);
    },
    { token: session.token, user: session.user, language },
  );
  await page.goto(`/admin?section=frontdesk&hotel=${hotel.id}`);
  return session.token;
}

const roomsLeftTonight = async () => {
  const types = await json<Array<{ id: string; roomsLeft: number | null }>>(
    await fetch(url(`/api/hotel/public/${hotel.id}/room-types?checkIn=${addDays(today, 1)}&checkOut=${addDays(today, 2)}`)),
  );
  return types.find((type) => type.id === room.id)!.roomsLeft!;
};

describe('the front desk', () => {
  it('checks a guest arriving today in with an identity, then out (early: the nights left are for sale again); the room is dirty, then cleaned', async () => {
    const { token } = await login();
    const stay = await confirmedStay(token, 'Front Desk Guest', { checkIn: today, checkOut: addDays(today, 3) });
    const before = await roomsLeftTonight();
    await openFrontDesk('en');
    const { page } = journey;
    const arrivals = page.getByRole('region', { name: 'Arrivals' });
    await arrivals.getByRole('button', { name: `Check in: Front Desk Guest ${stay.pnrCode}` }).click();
    const form = page.getByRole('form', { name: 'Check in' });
    await form.getByLabel('Full name').fill('Front Desk Guest');
    await form.getByLabel('Nationality').selectOption('TR');
    await form.getByLabel('T.C. identity number').fill('10000000146');
    await form.getByLabel('Birth date').fill('1990-04-12');
    await journey.screenshot('frontdesk-checkin-en-1280');
    await form.getByRole('button', { name: 'Check in' }).click();
    await page.getByText('Front Desk Guest is checked in.').waitFor();
    const inHouse = page.getByRole('region', { name: 'In house' });
    await inHouse.getByText('1 identity recorded').first().waitFor();
    await journey.screenshot('frontdesk-board-en-1280');

    await inHouse.getByRole('button', { name: `Check out: Front Desk Guest ${stay.pnrCode}` }).click();
    await page.getByText(/the nights left go back on sale/).waitFor();
    await page.getByRole('group', { name: 'Check out' }).getByRole('button', { name: 'Check out' }).click();
    await page.getByText('Front Desk Guest is checked out.').waitFor();
    const read = await json<{ stayStatus: string; checkOut: string }>(
      await fetch(url(`/api/reservation/public/getReservationById?id=${stay.id}`), { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(read).toMatchObject({ stayStatus: 'CHECKED_OUT', checkOut: addDays(today, 3) });
    expect(await roomsLeftTonight()).toBe(before + 1);

    const kbs = await fetch(url(`/api/admin/kbs?hotelId=${hotel.id}&date=${today}`), { headers: { Authorization: `Bearer ${token}` } });
    const kbsText = await kbs.text();
    expect(kbsText).toContain(`10000000146;Front Desk;Guest;TR;T.C. Kimlik Kartı;10000000146;TR;12.04.1990`);

    // The room the guest was given at check-in is dirty now; housekeeping cleans it in one tap.
    const number = kbsText.split('\r\n').find((line) => line.includes(stay.pnrCode))!.split(';')[11]!;
    expect(number).toMatch(/^\d+$/);
    const roomsOfHotel = async () =>
      json<Array<{ number: string; housekeeping: string }>>(await fetch(url(`/api/admin/rooms?hotelId=${hotel.id}`), { headers: { Authorization: `Bearer ${token}` } }));
    expect((await roomsOfHotel()).find((r) => r.number === number)?.housekeeping).toBe('DIRTY');
    await page.goto(`/admin?section=rooms&hotel=${hotel.id}`);
    const card = page.getByRole('listitem', { name: `Room ${number}` });
    await card.getByText('Dirty', { exact: true }).first().waitFor();
    await card.getByRole('radiogroup', { name: `Status of room ${number}` }).getByText('Clean', { exact: true }).click();
    await page.getByText(`Room ${number}: Clean.`).waitFor();
    expect((await roomsOfHotel()).find((r) => r.number === number)?.housekeeping).toBe('CLEAN');
  });

  it('marks a stay whose arrival day passed as a no-show: policy applied, nights freed, guest e-mailed', async () => {
    const { token } = await login();
    const stay = await confirmedStay(token, 'No Show Guest', { checkIn: addDays(today, -1), checkOut: addDays(today, 2) });
    const before = await roomsLeftTonight();
    await openFrontDesk('en');
    const { page } = journey;
    const arrivals = page.getByRole('region', { name: 'Arrivals' });
    await arrivals.getByRole('button', { name: `No-show: No Show Guest ${stay.pnrCode}` }).click();
    const dialog = page.getByRole('group', { name: 'Mark as no-show' });
    await dialog.getByText(/applies as for a late cancellation/).waitFor();
    await dialog.getByRole('button', { name: 'Mark as no-show' }).click();
    await page.getByText(new RegExp(`${stay.pnrCode} marked as no-show`)).waitFor();
    await expect.poll(() => arrivals.getByText('No Show Guest').count()).toBe(0);
    expect(await roomsLeftTonight()).toBe(before + 1);
    const outbox = await json<Array<{ kind: string; language: string; reservationId: string | null }>>(
      await fetch(url('/api/admin/outbox?pageSize=100'), { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(outbox.find((mail) => mail.reservationId === stay.id && mail.kind === 'RESERVATION_CANCELLED')).toMatchObject({ language: 'en' });
  });

  it('reads at 360 and 1280 px in en and fa', async () => {
    const { token } = await login();
    await confirmedStay(token, 'Screenshot Guest', { checkIn: today, checkOut: addDays(today, 2) });
    const { page } = journey;
    for (const language of ['en', 'fa'] as const) {
      await openFrontDesk(language);
      const arrivals = page.getByRole('region', { name: language === 'en' ? 'Arrivals' : 'ورودها' });
      await arrivals.getByText('Screenshot Guest').first().waitFor();
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await journey.screenshot(`frontdesk-${language}-${width}`);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, `${language} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize({ width: 360, height: 800 });
      await arrivals.getByRole('button', { name: language === 'en' ? /^Check in: Screenshot Guest/ : /^پذیرش: Screenshot Guest/ }).click();
      // On a phone the dialog takes the whole screen: its submit button is reached by scrolling the dialog, not the page.
      const submit = page.getByRole('form').getByRole('button', { name: language === 'en' ? 'Check in' : 'پذیرش' });
      await submit.scrollIntoViewIfNeeded();
      const box = (await page.getByRole('dialog').boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(359);
      await page.screenshot({ path: `e2e/artifacts/frontdesk-checkin-${language}-360-viewport.png` });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
