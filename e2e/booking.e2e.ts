/**
 * Journey: a guest books a stay on the real Worker (form prefilled from the URL), sees the PNR
 * and the company's IBAN, uploads a PNG receipt and gets the confirmation; an admin approves the
 * payment through the API and the PNR lookup answers CONFIRMED. Then the error paths a guest
 * meets: a past date, a full room type (the server's 409), a 6 MB file, a .txt file, and a
 * wrong password on /login. The browser speaks Turkish, so the spec's own texts show.
 */
import { describe, expect, it } from 'vitest';
import { priceStay } from '../contract/stayPricing.ts';
import { addDays, vanToday } from '../contract/time.ts';
import { hotels, rateRulesOf } from '../scripts/seed-data.ts';
import { adminToken, json } from './api.ts';
import { setupJourney } from './browser.ts';

const journey = setupJourney({ locale: 'tr-TR' });
const api = (path: string) => `${journey.baseURL}${path}`;

// A tiny valid PNG (1x1), so the Worker's first-bytes check accepts it.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

const hotel = hotels[0]!;
const double = hotel.roomTypes.find((room) => room.name === 'DOUBLE')!;



async function bookThroughApi(body: Record<string, unknown>) {
  return fetch(api('/api/reservation/public/createReservation'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The guest's part of the form: name, e-mail, phone and the required box of the legal texts. */
async function fillGuest() {
  const { page } = journey;
  await page.getByLabel('Ad Soyad').fill('Deniz Yılmaz');
  await page.getByLabel('E-posta').fill('deniz.e2e@example.com');
  await page.getByLabel('Telefon').fill('+90 555 123 45 67');
  await page.getByRole('checkbox', { name: /okudum ve kabul ediyorum/ }).check();
}

async function openPrefilled(checkIn: string, checkOut: string, roomTypeId: string, hotelId = hotel.id, guests = 2) {
  const { page } = journey;
  await page.goto(`/reserve/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}&roomTypeId=${roomTypeId}`);
  await page.getByLabel('Oda Tipi').waitFor();
  await expect.poll(() => page.getByLabel('Oda Tipi').inputValue(), { timeout: 15_000 }).toBe(roomTypeId);
}

describe('booking a stay', () => {
  it('book, upload a PNG receipt, confirmation; admin approves; the PNR lookup shows CONFIRMED', async () => {
    const { page } = journey;
    const checkIn = addDays(vanToday(), 40);
    const checkOut = addDays(checkIn, 3);
    await openPrefilled(checkIn, checkOut, double.id);
    expect(await page.getByLabel('Giriş Tarihi').inputValue()).toBe(checkIn);
    expect(await page.getByLabel('Misafir Sayısı').inputValue()).toBe('2');
    // The quote's total: the nights at the seed's rates plus the hotel's tax (contract/stayPricing.ts).
    const total = priceStay({ pricePerNightCents: double.pricePerNight * 100 }, rateRulesOf(double.id), { checkIn, checkOut }, hotel.taxRate).totalCents / 100;
    await expect.poll(() => page.getByTestId('live-total').textContent(), { timeout: 15_000 }).toContain(total.toLocaleString('tr-TR'));
    await fillGuest();
    await journey.screenshot('booking-form-tr');

    await page.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    const pnrCode = (await page.getByTestId('pnr-code').textContent())!.trim();
    expect(pnrCode).toMatch(/^[A-Z0-9]{6,}$/);
    await page.getByTestId('iban').getByText('TR33 0001 0012 3456 7890 1234 56').waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toContain(total.toLocaleString('tr-TR'));
    await page.getByText(`Havale açıklamasına PNR kodunuzu (${pnrCode}) yazmayı unutmayın.`).waitFor();
    await journey.screenshot('booking-receipt-tr');

    await page.locator('input[type="file"]').setInputFiles({ name: 'dekont.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Dekontu Yükle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rezervasyonunuz alındı' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reservation-confirmation');
    expect(await page.getByTestId('confirmation-pnr').textContent()).toBe(pnrCode);
    await page.getByText(hotel.hotelName).first().waitFor();
    await page.getByText('Deniz Yılmaz').waitFor();
    await journey.screenshot('booking-confirmation-tr');

    // The admin approves the payment through the API.
    const token = await adminToken(journey.baseURL);
    const auth = { Authorization: `Bearer ${token}` };
    const payments = await json<{ id: string; receipt: string | null; reservation: { pnrCode: string } }[]>(
      await fetch(api('/api/payments/getAllPayments?pageSize=100'), { headers: auth }),
    );
    const payment = payments.find((p) => p.reservation.pnrCode === pnrCode);
    expect(payment?.receipt).toBeTruthy();
    const verified = await fetch(api(`/api/payments/${payment!.id}/verify?approve=true`), { method: 'POST', headers: auth });
    expect(verified.status).toBe(200);

    const lookup = await json<{ status: string; pnrCode: string }>(await fetch(api(`/api/reservation/public/pnr/${pnrCode}`)));
    expect(lookup).toMatchObject({ pnrCode, status: 'CONFIRMED' });
  });

  it('a past check-in date is refused with the spec message', async () => {
    const { page } = journey;
    const checkIn = addDays(vanToday(), 50);
    await openPrefilled(checkIn, addDays(checkIn, 2), double.id);
    await fillGuest();
    await page.getByLabel('Giriş Tarihi').fill(addDays(vanToday(), -2));
    // The summary's quote says it before the guest commits...
    await page.getByTestId('quote-refusal').getByText('Geçmiş bir tarih için rezervasyon yapamazsınız').waitFor();
    await page.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    // ...and the field does once they try.
    await expect.poll(() => page.getByText('Geçmiş bir tarih için rezervasyon yapamazsınız').count()).toBe(2);
    expect(await page.getByTestId('pnr-code').count()).toBe(0);
  });

  it('a full room type: the server refuses with 409 and the guest sees why, nothing typed lost', async () => {
    const { page } = journey;
    const target = hotels.flatMap((h) => h.roomTypes.map((room) => ({ hotel: h, room }))).sort((a, b) => a.room.roomCount - b.room.roomCount)[0]!;
    const checkIn = addDays(vanToday(), 60);
    const checkOut = addDays(checkIn, 2);
    // Take every room of that type through the API first.
    const fill = await bookThroughApi({
      hotelId: target.hotel.id,
      roomTypeId: target.room.id,
      roomCount: target.room.roomCount,
      reservationGuests: target.room.roomCount,
      checkIn,
      checkOut,
      fullName: 'Tüm Odalar',
      guestEmail: 'full@example.com',
      guestPhone: '+90 555 000 00 00',
    });
    expect(fill.status).toBe(201);

    await openPrefilled(checkIn, checkOut, target.room.id, target.hotel.id, 1);
    await fillGuest();
    await page.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    const error = page.getByTestId('form-error');
    await error.waitFor();
    // The server's own 409 text (the same as a direct API call gets).
    const refused = await bookThroughApi({
      hotelId: target.hotel.id,
      roomTypeId: target.room.id,
      reservationGuests: 1,
      checkIn,
      checkOut,
      fullName: 'X',
      guestEmail: 'x@example.com',
      guestPhone: '+90 532 000 11 22',
    });
    expect(refused.status).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    expect(await error.textContent()).toContain(message);
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('Deniz Yılmaz');
    await journey.screenshot('booking-409-tr');
  });

  it('a 6 MB file and a .txt file are refused before sending', async () => {
    const { page } = journey;
    const checkIn = addDays(vanToday(), 70);
    await openPrefilled(checkIn, addDays(checkIn, 1), double.id);
    await fillGuest();
    await page.getByRole('button', { name: 'Rezervasyon Yap' }).click();
    await page.getByTestId('pnr-code').waitFor();

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await page.getByText("Dosya boyutu 5MB'dan küçük olmalıdır").waitFor();
    await input.setInputFiles({ name: 'notlar.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') });
    await page.getByText('Sadece JPG, PNG ve PDF dosyaları yüklenebilir').waitFor();
    await page.getByRole('button', { name: 'Dekontu Yükle' }).click();
    await page.getByText('Lütfen bir dekont dosyası seçin').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/reserve\//);
  });

  it('a wrong password on /login shows the red box', async () => {
    const { page } = journey;
    await page.goto('/login');
    await page.getByLabel('Kullanıcı Adı').fill('admin');
    await page.getByLabel('Şifre').fill('wrong-password');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('alert').filter({ hasText: /.+/ }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await journey.screenshot('login-wrong-password-tr');

    // The right password lands the admin on /admin.
    await page.getByLabel('Şifre').fill('VanAdmin!2026');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
  });
});
