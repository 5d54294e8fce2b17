/**
 * Journey: an admin (logged in through the API, session put into localStorage as
 * src/lib/session.ts does) approves one receipt and rejects another in the payments screen and
 * sees the reservation statuses change; opens the occupancy calendar and sees a new booking on
 * its nights. Screenshots of the admin's sections at 360 and 1280 px in tr and fa.
 */
import { describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract/time.ts';
import { hotels } from '../scripts/seed-data.ts';
import { setupJourney } from './browser.ts';
import trRoomTypes from '../src/locales/tr/roomTypes.json';

const journey = setupJourney({ locale: 'tr-TR' });
const ADMIN = { name: 'admin', password: 'VanAdmin!2026' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

async function api<T = unknown>(path: string, init: { method?: string; json?: unknown; token?: string; booking?: string; form?: FormData } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.booking) headers['X-Booking-Token'] = init.booking;
  const response = await fetch(`${journey.baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function login() {
  const res = await api<{ token: string; user: unknown }>('/api/auth/login', { method: 'POST', json: ADMIN });
  expect(res.status).toBe(200);
  return res.body;
}

async function openAdmin(section: string, language: 'tr' | 'fa' = 'tr') {
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
  await page.goto(`/admin?section=${section}`);
  return session.token;
}

/** Books a stay through the API (as a guest) and returns its ids and booking token. */
async function book(checkIn: string, nights: number, guestName: string) {
  const hotel = hotels[0]!;
  const room = hotel.roomTypes[0]!;
  const res = await api<{ id: string; pnrCode: string; bookingToken: string }>('/api/reservation/public/createReservation', {
    method: 'POST',
    json: {
      hotelId: hotel.id,
      roomTypeId: room.id,
      reservationGuests: 1,
      checkIn,
      checkOut: addDays(checkIn, nights),
      guestName,
      guestEmail: 'e2e.admin@example.com',
      guestPhone: '+90 555 000 00 01',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, hotel, room };
}

describe('admin operations', () => {
  it('approves one receipt, rejects another, and the reservation statuses change', async () => {
    // A second receipt awaiting approval: booked, payment created, receipt uploaded with the booking token.
    const second = await book(addDays(vanToday(), 40), 2, 'Reddedilecek Misafir');
    const payment = await api<{ id: string }>('/api/payments/create', { method: 'POST', json: { reservationId: second.id }, booking: second.bookingToken });
    expect(payment.status).toBe(201);
    const form = new FormData();
    form.append('file', new File([PNG], 'dekont.png', { type: 'image/png' }));
    form.append('paymentId', payment.body.id);
    const upload = await api<{ filename: string }>('/api/files/upload', { method: 'POST', form, booking: second.bookingToken });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    await api(`/api/payments/${payment.body.id}/update-receipt`, { method: 'POST', json: { receipt: upload.body.filename }, booking: second.bookingToken });

    const token = await openAdmin('payments');
    const { page } = journey;
    await page.getByRole('heading', { level: 2, name: 'Ödeme Yönetimi' }).waitFor();
    const approval = page.getByRole('table', { name: 'Onay bekleyen dekontlar' });
    await approval.getByText('M2XCG9LD').waitFor();
    await approval.getByText(second.pnrCode).waitFor();
    await journey.screenshot('admin-payments-tr-1280');

    await page.getByRole('button', { name: 'Onayla M2XCG9LD' }).click();
    await page.getByText('Ödeme onaylandı.').waitFor();
    await page.getByRole('button', { name: `Reddet ${second.pnrCode}` }).click();
    const reject = page.getByRole('dialog', { name: 'Dekontu reddet' });
    await reject.getByLabel('Ret gerekçesi').fill('Dekont okunmuyor');
    await reject.getByRole('button', { name: 'Reddet' }).click();
    await page.getByText('Ödeme reddedildi.').waitFor();
    await page.getByText('Onay bekleyen dekont yok.').waitFor();

    const status = async (pnr: string) => (await api<{ status: string }>(`/api/reservation/public/pnr/${pnr}`)).body.status;
    expect(await status('M2XCG9LD')).toBe('CONFIRMED');
    expect(await status(second.pnrCode)).toBe('PENDING');
    const payments = await api<{ status: string; reservation: { pnrCode: string } }[]>(`/api/payments/getAllPayments?q=${second.pnrCode}`, { token });
    expect(payments.body.map((p) => p.status)).toEqual(['CANCELLED']);

    // The reservations section shows the new statuses.
    await page.goto('/admin?section=reservations');
    await page.getByLabel('Ara').fill('M2XCG9LD');
    await page.getByLabel('Ara').press('Enter');
    const table = page.getByRole('table', { name: 'Rezervasyonlar' });
    // The server-side search answers: one row, the approved reservation.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
    await table.getByText('Onaylandı').waitFor();
  });

  it('the occupancy calendar shows a new booking on its nights and the day click-through lists it', async () => {
    const checkIn = addDays(vanToday(), 3);
    const booked = await book(checkIn, 2, 'Takvim Misafiri');
    await openAdmin('reservations');
    const { page } = journey;
    await page.getByLabel('Otel seçin').selectOption(booked.hotel.id);
    const calendar = page.getByRole('group', { name: `${booked.hotel.hotelName} doluluk takvimi` });
    // The room type's code is shown as words (src/lib/roomTypeName.ts).
    const roomName = trRoomTypes[booked.room.name as keyof typeof trRoomTypes] ?? booked.room.name;
    const cells = calendar.getByRole('button', { name: new RegExp(`^${roomName}, .*1 beklemede`) });
    await cells.first().waitFor();
    expect(await cells.count()).toBeGreaterThanOrEqual(2);
    await journey.screenshot('admin-occupancy-tr-1280');
    await cells.first().click();
    await page.getByText(/gecesinin rezervasyonları gösteriliyor/).waitFor();
    await page.getByRole('table', { name: 'Rezervasyonlar' }).getByText('Takvim Misafiri').waitFor();
  });

  it("a walk-in guest typed from empty is booked at the server's price, and From = To = today lists today's arrivals", async () => {
    const hotel = hotels[0]!;
    const room = hotel.roomTypes[0]!;
    const today = vanToday();
    await openAdmin('reservations');
    const { page } = journey;
    const form = page.getByRole('form', { name: 'Yeni rezervasyon' });
    await form.getByLabel(/^Misafir Adı/).fill('Kapıdan Gelen');
    await form.getByLabel(/^E-posta/).fill('kapidan@example.com');
    await form.getByLabel(/^Telefon/).fill('+90 555 000 00 09');
    await form.getByLabel(/^Otel/).fill(hotel.hotelName);
    await form.getByLabel(/^Giriş Tarihi/).fill(today);
    await form.getByLabel(/^Çıkış Tarihi/).fill(addDays(today, 1));
    await form.getByLabel(/^Oda Tipi/).selectOption(room.name);
    await form.getByRole('button', { name: 'Ekle' }).click();
    await page.getByText('Rezervasyon oluşturuldu.').waitFor();
    const quote = await api<{ total: number }>(`/api/hotels/quote?roomTypeId=${room.id}&checkIn=${today}&checkOut=${addDays(today, 1)}&guests=1&rooms=1`);
    const filters = page.getByRole('region', { name: 'Filtreler' });
    await filters.getByLabel('Başlangıç').fill(today);
    await filters.getByLabel('Bitiş').fill(today);
    await filters.getByLabel('Sıralama').selectOption('checkIn_asc');
    const row = page.getByRole('table', { name: 'Rezervasyonlar' }).getByRole('row').filter({ hasText: 'Kapıdan Gelen' });
    await row.waitFor();
    const decimals = Number.isInteger(quote.body.total) ? 0 : 2;
    expect(await row.textContent()).toContain(`${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: decimals, maximumFractionDigits: 2 }).format(quote.body.total)} TL`);
    expect(await page.getByText('Rezervasyonlar yüklenirken bir hata oluştu.').count()).toBe(0);
  });

  it('screenshots: dashboard, reservations, payments, tour bookings at 360 and 1280 px in tr and fa', async () => {
    const { page } = journey;
    for (const language of ['tr', 'fa'] as const) {
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const section of ['dashboard', 'reservations', 'payments', 'tourBookings']) {
          await openAdmin(section, language);
          await page.locator('h2').first().waitFor();
          await page.waitForLoadState('networkidle');
          await journey.screenshot(`admin-${section}-${language}-${width}`);
          // Nothing pushes the page wider than the screen (wide tables scroll inside their box).
          const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as number;
          expect(overflow, `${section} ${language} ${width}px overflows by ${overflow}px`).toBeLessThanOrEqual(1);
          expect(await page.locator('html').getAttribute('dir')).toBe(language === 'fa' ? 'rtl' : 'ltr');
        }
      }
    }
  });
});
