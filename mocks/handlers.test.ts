import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, ErrorBody, LoginResponse, PNR_LOOKUP_LIMIT, ReservationMessages } from '../contract';
import { ADMIN_LOGIN, hotelIds, hotels, paymentIds, pnrCodes, reservationIds, USER_LOGIN, userIds } from './fixtures';
import { fallbackHandlers, handlers } from './handlers';
import { resetStore } from './store';
import { emptyHandlers, errorHandlers, slow, unauthorisedHandlers } from './variants';

const ORIGIN = 'http://local.test';

async function call(path: string, init: RequestInit & { json?: unknown; token?: string | null; booking?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.booking) headers.set('X-Booking-Token', init.booking);
  const request = new Request(`${ORIGIN}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const response = await getResponse([...handlers, ...fallbackHandlers], request);
  if (!response) throw new Error(`No mock answered ${init.method ?? 'GET'} ${path}`);
  return response;
}

async function login(credentials: { name: string; password: string }) {
  const response = await call(endpoints.login.path, { method: 'POST', json: credentials });
  expect(response.status).toBe(200);
  return LoginResponse.parse(await response.json());
}

const reservation = {
  hotelId: hotelIds.tusba,
  roomType: 'SINGLE',
  reservationGuests: 1,
  checkIn: '2030-03-01',
  checkOut: '2030-03-03',
  fullName: 'Zeynep Arslan',
  guestEmail: 'zeynep@example.com',
  guestPhone: '+90 555 123 45 67',
};

describe('mock handlers', () => {
  beforeEach(() => {
    resetStore();
  });

  it('mocks every call of the catalog exactly once', () => {
    const mocked = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path).replace(/^\*/, '')}`);
    const catalog = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect([...mocked].sort()).toEqual([...catalog].sort());
  });

  it('lists hotels without the apiKey, with X-Total-Count and paging', async () => {
    const all = await call(endpoints.getAllHotels.path);
    const list = endpoints.getAllHotels.response.parse(await all.json());
    expect(list).toHaveLength(hotels.length);
    expect(all.headers.get('X-Total-Count')).toBe(String(hotels.length));
    expect(list[0]).not.toHaveProperty('apiKey');
    const page = await call(`${endpoints.getAllHotels.path}?page=2&pageSize=2`);
    expect((await page.json()).map((h: { id: string }) => h.id)).toEqual(hotels.slice(2, 4).map((h) => h.id));
  });

  it('answers an unknown hotel and an unknown route with a JSON 404', async () => {
    const unknown = await call(`${endpoints.getHotelById.path}?id=00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(ErrorBody.parse(await unknown.json()).message).toBe('Hotel not found');
    const route = await call('/api/nope');
    expect(route.status).toBe(404);
  });

  it('validates with the contract schema: 400 with details', async () => {
    const response = await call(endpoints.createReservation.path, {
      method: 'POST',
      json: { ...reservation, checkOut: '2030-02-27', guestEmail: 'nope' },
    });
    expect(response.status).toBe(400);
    const body = ErrorBody.parse(await response.json());
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'guestEmail', message: 'Enter a valid email address' },
        { path: 'checkOut', message: 'Çıkış tarihi giriş tarihinden sonra olmalıdır' },
      ]),
    );
    expect(body.message).toBe(body.details?.[0]?.message);
  });

  it('logs in with a JWT-looking token; a bad password is a 401', async () => {
    const { token, user } = await login(ADMIN_LOGIN);
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({ name: 'admin', role: 'ADMIN' });
    expect(user).not.toHaveProperty('password');
    const bad = await call(endpoints.login.path, { method: 'POST', json: { name: 'admin', password: 'wrong' } });
    expect(bad.status).toBe(401);
  });

  it('enforces roles: no token 401, USER 403, ADMIN 200, forged token 401', async () => {
    const path = endpoints.getAllReservations.path;
    expect((await call(path)).status).toBe(401);
    expect(ErrorBody.parse(await (await call(path)).json()).message).toBe('Authentication required');
    const user = await login(USER_LOGIN);
    expect((await call(path, { token: user.token })).status).toBe(403);
    const admin = await login(ADMIN_LOGIN);
    expect((await call(path, { token: admin.token })).status).toBe(200);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    const forgedPayload = btoa(JSON.stringify({ ...claims, role: 'ADMIN' })).replace(/=+$/, '');
    expect((await call(path, { token: `${header}.${forgedPayload}.${signature}` })).status).toBe(401);
  });

  it('registers a USER whatever role is sent; a duplicate is a 409', async () => {
    const body = { name: 'newbie', email: 'newbie@example.com', password: 'longenough', role: 'ADMIN' };
    const created = await call(endpoints.register.path, { method: 'POST', json: body });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'newbie', role: 'USER' });
    const again = await call(endpoints.register.path, { method: 'POST', json: { ...body, email: 'other@example.com' } });
    expect(again.status).toBe(409);
  });

  it('books, pays with the booking token, uploads and attaches a receipt; the admin approves', async () => {
    const created = await call(endpoints.createReservation.path, { method: 'POST', json: reservation });
    expect(created.status).toBe(201);
    const { id, pnrCode, bookingToken, totalAmount } = endpoints.createReservation.response.parse(await created.json());
    expect(totalAmount).toBe(3300);

    // Without the booking token, or with another reservation's, the payment steps are refused.
    const paymentBody = { reservationId: id, amount: 1, status: 'PAID' };
    expect((await call(endpoints.createPayment.path, { method: 'POST', json: paymentBody })).status).toBe(401);
    const other = await call(endpoints.createReservation.path, { method: 'POST', json: { ...reservation, checkIn: '2030-04-01', checkOut: '2030-04-02' } });
    const otherToken = (await other.json()).bookingToken as string;
    expect((await call(endpoints.createPayment.path, { method: 'POST', json: paymentBody, booking: otherToken })).status).toBe(403);

    const payment = await call(endpoints.createPayment.path, { method: 'POST', json: paymentBody, booking: bookingToken });
    expect(payment.status).toBe(201);
    const paymentRecord = endpoints.createPayment.response.parse(await payment.json());
    // Client figures are ignored: the reservation's total, PENDING.
    expect(paymentRecord).toMatchObject({ amount: 3300, status: 'PENDING', provider: 'BANK_TRANSFER' });

    const form = new FormData();
    form.set('file', new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'dekont.pdf', { type: 'application/pdf' }));
    form.set('paymentId', paymentRecord.id);
    const upload = await call(endpoints.uploadFile.path, { method: 'POST', body: form, booking: bookingToken });
    expect(upload.status).toBe(201);
    const uploaded = endpoints.uploadFile.response.parse(await upload.json());
    expect(uploaded.message).toBe(`Dosya yüklendi: ${uploaded.filename}`);

    const attach = await call(endpoints.updateReceipt.path.replace(':id', paymentRecord.id), {
      method: 'POST',
      json: { receipt: `/uploads/${uploaded.filename}` },
      booking: bookingToken,
    });
    expect(attach.status).toBe(200);
    expect((await attach.json()).receipt).toBe(uploaded.filename);

    const admin = await login(ADMIN_LOGIN);
    const file = await call(endpoints.getUploadedFile.path.replace(':filename', uploaded.filename), { token: admin.token });
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    const approve = await call(`${endpoints.verifyPayment.path.replace(':id', paymentRecord.id)}?approve=true`, {
      method: 'POST',
      token: admin.token,
    });
    expect(await approve.json()).toMatchObject({ status: 'PAID', isReceiptVerified: true });
    const pnr = await call(endpoints.lookupPnr.path.replace(':pnr', pnrCode.toLowerCase()));
    expect(await pnr.json()).toMatchObject({ status: 'CONFIRMED', pnrCode, hotelName: 'Tuşba Kale Butik Otel' });
  });

  it('looks up a PNR with only the spec fields; an unknown PNR is 404 Reservation not found', async () => {
    const found = await call(endpoints.lookupPnr.path.replace(':pnr', pnrCodes.pending));
    expect(Object.keys(await found.json()).sort()).toEqual(
      ['checkIn', 'checkOut', 'guestName', 'hotelName', 'pnrCode', 'status', 'totalAmount'].sort(),
    );
    const missing = await call(endpoints.lookupPnr.path.replace(':pnr', 'ZZZZ9999'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Reservation not found' });
  });

  it("PNR lookups: failed ones count (the Worker's limit), a guest's own code does not; a spent budget refuses every code", async () => {
    const lookup = (pnr: string) => call(endpoints.lookupPnr.path.replace(':pnr', pnr));
    for (let i = 0; i < PNR_LOOKUP_LIMIT.limit + 5; i++) expect((await lookup(pnrCodes.pending)).status).toBe(200);
    for (let i = 0; i < PNR_LOOKUP_LIMIT.limit; i++) expect((await lookup('ZZZZ9999')).status).toBe(404);
    for (const code of [pnrCodes.pending, 'ZZZZ9999']) {
      const refused = await lookup(code);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: ReservationMessages.pnrTooMany });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('creates a hotel that shows up in the next list', async () => {
    const admin = await login(ADMIN_LOGIN);
    const created = await call(endpoints.createHotel.path, {
      method: 'POST',
      token: admin.token,
      json: { hotelName: 'Yeni Otel', hotelAddress: 'Adres 1', hotelCity: 'Van', advancePayment: '1500.50', photoUrls: [' ', '/photos/x.svg '] },
    });
    expect(created.status).toBe(201);
    const hotel = await created.json();
    expect(hotel).toMatchObject({ advancePayment: 1500.5, photoUrls: ['/photos/x.svg'], starRating: 1 });
    const list = await (await call(endpoints.getAllHotels.path)).json();
    expect(list.map((h: { id: string }) => h.id)).toContain(hotel.id);
  });

  it('public reviews are the APPROVED ones only', async () => {
    const reviews = endpoints.getApprovedReviews.response.parse(await (await call(endpoints.getApprovedReviews.path)).json());
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((review) => review.status === 'APPROVED')).toBe(true);
  });

  it('variants override the defaults: empty, error, slow, unauthorised', async () => {
    const first = async (overrides: typeof handlers, path: string) =>
      getResponse([...overrides, ...handlers], new Request(`${ORIGIN}${path}`));
    expect(await (await first(emptyHandlers, endpoints.getAllHotels.path))!.json()).toEqual([]);
    expect((await first(errorHandlers, endpoints.getAllHotels.path))!.status).toBe(500);
    expect((await first(unauthorisedHandlers, endpoints.getAllTours.path))!.status).toBe(401);
    const late = await first(slow(10, 'getAllPlaces'), endpoints.getAllPlaces.path);
    expect(late!.status).toBe(200);
  });

  it('answers every read call with its contract schema (admin and user views)', async () => {
    const admin = await login(ADMIN_LOGIN);
    const user = await login(USER_LOGIN);
    const reads: Array<[keyof typeof endpoints, string, string]> = [
      ['getDashboard', endpoints.getDashboard.path, admin.token],
      ['getAllUsers', endpoints.getAllUsers.path, admin.token],
      ['getMe', endpoints.getMe.path, user.token],
      ['getAllPayments', `${endpoints.getAllPayments.path}?status=PENDING`, admin.token],
      ['getPaymentById', endpoints.getPaymentById.path.replace(':id', paymentIds.paid), admin.token],
      ['getPayment', endpoints.getPayment.path.replace(':id', paymentIds.paid), admin.token],
      ['getReservationById', `${endpoints.getReservationById.path}?id=${reservationIds.confirmed}`, admin.token],
      ['getUserReservations', `${endpoints.getUserReservations.path}?userId=${userIds.demo}`, user.token],
      ['getMyReservations', endpoints.getMyReservations.path, user.token],
      ['getAllTourReservations', endpoints.getAllTourReservations.path, admin.token],
      ['getAllReviews', `${endpoints.getAllReviews.path}?status=PENDING`, admin.token],
      ['getAllContactMessages', endpoints.getAllContactMessages.path, admin.token],
      ['searchHotels', `${endpoints.searchHotels.path}?city=edremit&checkIn=2030-01-01&checkOut=2030-01-03`, ''],
      ['searchHotelsLegacy', `${endpoints.searchHotelsLegacy.path}?minStars=4&city=`, ''],
      ['searchTours', `${endpoints.searchTours.path}?type=nature&people=2`, ''],
      ['searchToursLegacy', `${endpoints.searchToursLegacy.path}?type=all&date=2027-06-15`, ''],
      ['getPlaceById', `${endpoints.getPlaceById.path}?id=d4000000-0000-4000-8000-000000000001`, ''],
      ['getAllPlaces', `${endpoints.getAllPlaces.path}?category=museum`, ''],
    ];
    for (const [name, path, token] of reads) {
      const response = await call(path, { token });
      expect(response.status, `${name} ${path}`).toBe(200);
      const parsed = endpoints[name].response.safeParse(await response.json());
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
    }
    // A USER may read only their own reservations.
    const others = await call(`${endpoints.getUserReservations.path}?userId=${userIds.ayse}`, { token: user.token });
    expect(others.status).toBe(403);
  });
});
