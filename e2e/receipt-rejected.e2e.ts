/**
 * Journey (issue 36): a receipt rejected with a reason reaches the guest. The admin rejects a
 * guest's receipt in the payments screen, giving the reason in the dialog (required); the guest
 * opens the PNR check on the home page and reads that the receipt was rejected and why, uploads a
 * new one with the booking e-mail, and the check then says it is under review. The rejection
 * e-mail in the outbox carries the reason in the guest's language.
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { ADMIN_LOGIN, hotels } from '../scripts/seed-data.ts';
import { adminHeaders, json } from './api.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'en-US' });
const api = (path: string) => `${journey.baseURL}${path}`;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const guestEmail = 'rejected.receipt.e2e@example.com';
const REASON = 'The amount on the receipt is 200 TL less than the total';

/** A guest's booking (English e-mails) with its payment and an uploaded receipt, through the API. */
async function bookAndUpload() {
  const hotel = hotels[2]!;
  const checkIn = addDays(vanToday(), 60);
  const booked = await json<{ id: string; pnrCode: string; bookingToken: string }>(
    await fetch(api('/api/reservation/public/createReservation'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotelId: hotel.id,
        roomTypeId: hotel.roomTypes[0]!.id,
        reservationGuests: 1,
        checkIn,
        checkOut: addDays(checkIn, 1),
        fullName: 'Rejected Receipt',
        guestEmail,
        guestPhone: '+90 555 111 00 36',
        language: 'en',
      }),
    }),
  );
  const booking = { 'X-Booking-Token': booked.bookingToken };
  const payment = await json<{ id: string }>(
    await fetch(api('/api/payments/create'), { method: 'POST', headers: { ...booking, 'Content-Type': 'application/json' }, body: JSON.stringify({ reservationId: booked.id }) }),
  );
  const form = new FormData();
  form.append('file', new File([PNG], 'dekont.png', { type: 'image/png' }));
  form.append('paymentId', payment.id);
  await json(await fetch(api('/api/files/upload'), { method: 'POST', headers: booking, body: form }));
  return booked;
}

describe('a rejected receipt, from the admin to the guest', () => {
  it('the admin rejects with a reason; the guest reads it in the PNR check, uploads again and sees it under review', async () => {
    const { page } = journey;
    const booked = await bookAndUpload();

    // The admin, in the payments screen (Turkish, as the spec has it).
    const session = await json<{ token: string; user: unknown }>(
      await fetch(api('/api/auth/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN_LOGIN) }),
    );
    await page.goto('/');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('preferredLanguage', 'tr');
    }, session);
    await page.goto('/admin?section=payments');
    await page.getByRole('table', { name: 'Onay bekleyen dekontlar' }).getByText(booked.pnrCode).waitFor();
    await page.getByRole('button', { name: `Reddet ${booked.pnrCode}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Dekontu reddet' });
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await dialog.getByText('Ret gerekçesi zorunludur.').waitFor();
    await dialog.getByLabel('Ret gerekçesi').fill(REASON);
    await dialog.getByRole('button', { name: 'Reddet' }).click();
    await page.getByText('Ödeme reddedildi.').waitFor();

    // The guest, logged out, in English.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
      localStorage.setItem('preferredLanguage', 'en');
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Check PNR' }).first().click();
    const pnr = page.getByRole('dialog');
    await pnr.getByLabel('PNR code').fill(booked.pnrCode);
    await pnr.getByRole('button', { name: 'Search' }).click();
    await pnr.getByRole('status', { name: 'Payment: Receipt rejected' }).waitFor();
    await pnr.getByText(`Reason given: ${REASON}`).waitFor();
    await journey.screenshot('pnr-receipt-rejected-en-1280');

    await pnr.getByLabel('Email used for the reservation').fill(guestEmail);
    await pnr.getByRole('button', { name: 'Continue' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt-2.png', mimeType: 'image/png', buffer: PNG });
    await pnr.getByRole('button', { name: 'Upload receipt' }).click();
    await pnr.getByText('Your receipt was received. We will check it and confirm your reservation.').waitFor();

    // Looked up again: under review, and no longer asked for.
    await pnr.getByRole('button', { name: 'Search' }).click();
    await pnr.getByRole('status', { name: 'Payment: Receipt received — under review' }).waitFor();
    expect(await pnr.getByLabel('Email used for the reservation').count()).toBe(0);

    const outbox = await json<Array<{ kind: string; to: string; language: string; reservationId: string | null }>>(
      await fetch(api('/api/admin/outbox?pageSize=100'), { headers: await adminHeaders(journey.baseURL) }),
    );
    expect(outbox.find((row) => row.reservationId === booked.id && row.kind === 'PAYMENT_REJECTED')).toMatchObject({ to: guestEmail, language: 'en' });
  });
});
