/**
 * Journey: a guest who closed the tab before uploading is not lost. Booked through the API (the
 * reservation-created email waits in the outbox, in the guest's language), the guest opens the
 * PNR check on the home page, finds the PENDING reservation, proves it is theirs with the
 * booking email (a wrong email is refused) and uploads the receipt; the admin sees it attached.
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { hotels } from '../scripts/seed-data.ts';
import { adminHeaders, json } from './api.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US' });
const api = (path: string) => `${journey.baseURL}${path}`;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);



const hotel = hotels[1]!;
const room = hotel.roomTypes[0]!;
const guestEmail = 'late.upload.e2e@example.com';

async function book() {
  const checkIn = addDays(vanToday(), 50);
  return json<{ id: string; pnrCode: string }>(
    await fetch(api('/api/reservation/public/createReservation'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotelId: hotel.id,
        roomTypeId: room.id,
        reservationGuests: 1,
        checkIn,
        checkOut: addDays(checkIn, 2),
        fullName: 'Late Uploader',
        guestEmail,
        guestPhone: '+90 555 765 43 21',
        language: 'en',
      }),
    }),
  );
}

async function openPnr(pnrCode: string) {
  const { page } = journey;
  await page.goto('/');
  await page.getByRole('button', { name: 'Check PNR' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('PNR code').fill(pnrCode.toLowerCase());
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByText('Pending', { exact: true }).waitFor();
  return dialog;
}

describe('late receipt upload from the PNR check', () => {
  it('the booking email is in the outbox, in the guest language, to the guest', async () => {
    const { id } = await book();
    const outbox = await json<Array<{ kind: string; to: string; language: string; reservationId: string | null; subject: string }>>(
      await fetch(api('/api/admin/outbox?pageSize=100'), { headers: await adminHeaders(journey.baseURL) }),
    );
    const mail = outbox.find((row) => row.reservationId === id);
    expect(mail).toMatchObject({ kind: 'RESERVATION_CREATED', to: guestEmail, language: 'en' });
  });

  it('a wrong email is refused; the booking email opens the upload; the receipt is stored', async () => {
    const { page } = journey;
    const { id, pnrCode } = await book();
    const dialog = await openPnr(pnrCode);

    await dialog.getByLabel('Email used for the reservation').fill('someone.else@example.com');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('No reservation matches this PNR code and email.').waitFor();

    await dialog.getByLabel('Email used for the reservation').fill(guestEmail.toUpperCase());
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('TR33 0001 0012 3456 7890 1234 56').waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Upload receipt' }).click();
    await dialog.getByText('Your receipt was received. We will check it and confirm your reservation.').waitFor();
    await journey.screenshot('late-receipt-done-en');

    const payments = await json<Array<{ reservationId: string; receipt: string | null; status: string }>>(
      await fetch(api('/api/payments/getAllPayments?pageSize=100'), { headers: await adminHeaders(journey.baseURL) }),
    );
    const payment = payments.find((p) => p.reservationId === id);
    expect(payment?.receipt).toBeTruthy();
    expect(payment?.status).toBe('PENDING');
  });
});
