/**
 * Journey: a guest cancels a stay from the PNR check on the real Worker. Booked through the API,
 * the guest finds the booking, reads the hotel's policy and what a cancellation costs today,
 * proves the booking with its e-mail (a wrong one is refused), and cancels: the nights are free
 * again at once and the cancellation e-mail waits in the outbox, in the guest's language.
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { hotels } from '../scripts/seed-data.ts';
import { adminHeaders, json } from './api.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US' });
const api = (path: string) => `${journey.baseURL}${path}`;



const hotel = hotels[2]!;
const room = hotel.roomTypes[0]!;
const guestEmail = 'cancel.journey.e2e@example.com';
const checkIn = addDays(vanToday(), 45);
const checkOut = addDays(checkIn, 2);

const roomsLeft = async () => {
  const types = await json<Array<{ id: string; roomsLeft: number | null }>>(
    await fetch(api(`/api/hotel/public/${hotel.id}/room-types?checkIn=${checkIn}&checkOut=${checkOut}`)),
  );
  return types.find((type) => type.id === room.id)!.roomsLeft!;
};

describe('a guest cancels from the PNR check', () => {
  it('states the policy and the money, refuses a wrong e-mail, cancels, frees the nights and writes the e-mail', async () => {
    const { page } = journey;
    const before = await roomsLeft();
    const { id, pnrCode } = await json<{ id: string; pnrCode: string }>(
      await fetch(api('/api/reservation/public/createReservation'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          hotelId: hotel.id,
          roomTypeId: room.id,
          reservationGuests: 1,
          checkIn,
          checkOut,
          fullName: 'Cancel Journey',
          guestEmail,
          guestPhone: '+90 555 111 22 33',
          language: 'en',
        }),
      }),
    );
    expect(await roomsLeft()).toBe(before - 1);

    await page.goto('/');
    await page.getByRole('button', { name: 'Check PNR' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('PNR code').fill(pnrCode);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByText('Cancellation fee if cancelled today').waitFor();
    await dialog.getByText(/Free cancellation until .* \(Van time\)/).waitFor();
    await journey.screenshot('cancellation-quote-en');

    await dialog.getByRole('button', { name: 'Cancel this booking' }).click();
    await dialog.getByLabel("The booking's e-mail address").fill('someone.else@example.com');
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await dialog.getByText('No booking with this PNR code and e-mail address.').waitFor();

    await dialog.getByLabel("The booking's e-mail address").fill(guestEmail);
    await dialog.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await dialog.getByText(`Booking ${pnrCode} has been cancelled.`).waitFor();
    await dialog.getByText('No refund is due.').waitFor();
    await dialog.getByText('Cancelled', { exact: true }).waitFor();
    await journey.screenshot('cancellation-done-en');

    expect(await roomsLeft()).toBe(before);
    const outbox = await json<Array<{ kind: string; to: string; language: string; reservationId: string | null }>>(
      await fetch(api('/api/admin/outbox?pageSize=100'), { headers: await adminHeaders(journey.baseURL) }),
    );
    expect(outbox.filter((mail) => mail.reservationId === id).map((mail) => mail.kind).sort()).toEqual(['RESERVATION_CANCELLED', 'RESERVATION_CREATED']);
    expect(outbox.find((mail) => mail.reservationId === id && mail.kind === 'RESERVATION_CANCELLED')).toMatchObject({ to: guestEmail, language: 'en' });
  });
});
