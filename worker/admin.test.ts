import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, AdminMessages, CSV_BOM, OccupancyCalendar, Payment, RANGE_MESSAGE, Reservation, TourReservation, vanToday } from '../contract';
import { expirePastTourBookings } from './db/tourReservations';
import { api, expectAdminOnly, insertReservationRow, insertRoomType, insertTourReservationRow, insertTourRow, loginAs, UNKNOWN_ID } from './test/helpers';
import { book, bookAndPay, createPaymentFor, day, seedRoom } from './test/fixtures';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const admin = (method: string, path: string, body?: unknown) => api(method, path, { token: adminToken, body });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** Sets the row's guest, e-mail, creation time and amount (straight in D1). */
async function setReservation(id: string, fields: { guestName?: string; guestEmail?: string; createdAt?: string; totalCents?: number }) {
  await env.DB.prepare(
    `UPDATE reservations SET guest_name = coalesce(?2, guest_name), guest_email = coalesce(?3, guest_email),
       created_at = coalesce(?4, created_at), total_amount_cents = coalesce(?5, total_amount_cents) WHERE id = ?1`,
  )
    .bind(id, fields.guestName ?? null, fields.guestEmail ?? null, fields.createdAt ?? null, fields.totalCents ?? null)
    .run();
}

describe('reservation and payment lists: search, filters, sort and paging on the server', () => {
  let hotelA: Awaited<ReturnType<typeof seedRoom>>;
  let hotelB: Awaited<ReturnType<typeof seedRoom>>;
  const made: Record<string, { id: string; pnrCode: string }> = {};

  beforeAll(async () => {
    hotelA = await seedRoom({ rooms: 20 });
    hotelB = await seedRoom({ rooms: 20 });
    made.ayse = await insertReservationRow(hotelA.hotelId, hotelA.roomTypeId, { status: 'CONFIRMED', checkIn: '2031-03-01', checkOut: '2031-03-04' });
    made.sukru = await insertReservationRow(hotelA.hotelId, hotelA.roomTypeId, { status: 'PENDING', checkIn: '2031-03-04', checkOut: '2031-03-06' });
    made.john = await insertReservationRow(hotelB.hotelId, hotelB.roomTypeId, { status: 'CANCELLED', checkIn: '2031-02-20', checkOut: '2031-03-02' });
    await setReservation(made.ayse.id, { guestName: 'Ayşe Yılmaz', guestEmail: 'ayse@example.com', createdAt: '2026-01-01T10:00:00.000Z', totalCents: 300_000 });
    await setReservation(made.sukru.id, { guestName: 'ŞÜKRÜ ÇİFTÇİ', guestEmail: 'sukru@firma.com.tr', createdAt: '2026-01-03T10:00:00.000Z', totalCents: 100_000 });
    await setReservation(made.john.id, { guestName: 'John Carter', guestEmail: 'john@example.org', createdAt: '2026-01-02T10:00:00.000Z', totalCents: 200_000 });
  });

  const list = async (query: string) => {
    const res = await admin('GET', `/api/reservation/public/getAllReservations?${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { rows: Reservation.array().parse(res.json), total: Number(res.headers.get('X-Total-Count')) };
  };
  const mine = (rows: Reservation[]) => rows.filter((r) => Object.values(made).some((m) => m.id === r.id)).map((r) => r.id);

  it('search: part of a guest name (Turkish letters folded), of an e-mail, or of a PNR', async () => {
    expect(mine((await list('q=ayse')).rows)).toEqual([made.ayse!.id]);
    expect(mine((await list('q=%C3%A7ift%C3%A7i')).rows)).toEqual([made.sukru!.id]); // "çiftçi" finds "ÇİFTÇİ"
    expect(mine((await list('q=firma.com')).rows)).toEqual([made.sukru!.id]);
    expect(mine((await list(`q=${made.john!.pnrCode.slice(1, 7).toLowerCase()}`)).rows)).toEqual([made.john!.id]);
  });

  it('filters by status, hotel and stays overlapping a date range; X-Total-Count counts the matches', async () => {
    const byHotel = await list(`hotelId=${hotelA.hotelId}`);
    expect(byHotel.total).toBe(2);
    expect(new Set(ids(byHotel.rows))).toEqual(new Set([made.ayse!.id, made.sukru!.id]));
    expect(ids((await list(`hotelId=${hotelA.hotelId}&status=PENDING`)).rows)).toEqual([made.sukru!.id]);
    // One day, from = to: the night of 2031-03-03 is Ayşe's (1-4 March) only; Şükrü arrives on the 4th, John left on the 2nd.
    expect(mine((await list('from=2031-03-03&to=2031-03-03')).rows)).toEqual([made.ayse!.id]);
    // Both days included: 3-4 March adds Şükrü, who arrives on the 4th.
    expect(new Set(mine((await list('from=2031-03-03&to=2031-03-04')).rows))).toEqual(new Set([made.ayse!.id, made.sukru!.id]));
    // 1-2 March: Ayşe and John (his last night is the 1st).
    expect(new Set(mine((await list('from=2031-03-01&to=2031-03-02')).rows))).toEqual(new Set([made.ayse!.id, made.john!.id]));
    const bad = await admin('GET', '/api/reservation/public/getAllReservations?from=2031-03-05&to=2031-03-04');
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('to');
    expect(bad.json.details[0].message).toBe(RANGE_MESSAGE);
  });

  it("check-in soonest: upcoming check-ins from Van's today first, soonest first, then past ones, latest first", async () => {
    const room = await seedRoom({ rooms: 20 });
    const past = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED', checkIn: addDays(vanToday(), -40), checkOut: addDays(vanToday(), -38) });
    const older = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED', checkIn: addDays(vanToday(), -90), checkOut: addDays(vanToday(), -88) });
    const today = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'PENDING', checkIn: vanToday(), checkOut: addDays(vanToday(), 1) });
    const later = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'PENDING', checkIn: addDays(vanToday(), 9), checkOut: addDays(vanToday(), 10) });
    const soonest = await list(`hotelId=${room.hotelId}&sort=checkIn&order=asc`);
    expect(ids(soonest.rows)).toEqual([today.id, later.id, past.id, older.id]);
    const secondPage = await list(`hotelId=${room.hotelId}&sort=checkIn&order=asc&page=2&pageSize=2`);
    expect(ids(secondPage.rows)).toEqual([past.id, older.id]);
    expect(ids((await list(`hotelId=${room.hotelId}&sort=checkIn&order=desc`)).rows)).toEqual([later.id, today.id, past.id, older.id]);
    // Today's guests: from = to = today.
    expect(ids((await list(`hotelId=${room.hotelId}&from=${vanToday()}&to=${vanToday()}`)).rows)).toEqual([today.id]);
  });

  it('sorts by created date, check-in or amount, both ways, and pages', async () => {
    const scope = `hotelId=&q=${encodeURIComponent('@')}&from=2031-02-01&to=2031-04-01`;
    expect(mine((await list(`${scope}`)).rows)).toEqual([made.sukru!.id, made.john!.id, made.ayse!.id]);
    expect(mine((await list(`${scope}&sort=createdAt&order=asc`)).rows)).toEqual([made.ayse!.id, made.john!.id, made.sukru!.id]);
    expect(mine((await list(`${scope}&sort=checkIn&order=asc`)).rows)).toEqual([made.john!.id, made.ayse!.id, made.sukru!.id]);
    expect(mine((await list(`${scope}&sort=amount&order=desc`)).rows)).toEqual([made.ayse!.id, made.john!.id, made.sukru!.id]);
    const page2 = await list(`${scope}&sort=amount&order=desc&page=2&pageSize=1`);
    expect(page2.total).toBe(3);
    expect(ids(page2.rows)).toEqual([made.john!.id]);
  });

  it('payments: the same filters on their reservation, status, stage (awaiting approval / approved), sort by amount', async () => {
    const room = await seedRoom({ rooms: 5, priceCents: 123_400 });
    const awaiting = await bookAndPay(room, { guestName: 'Zeynep Özdemir' });
    const bare = await book(room, { guestName: 'Zeynep Kara', checkIn: day(40), checkOut: day(41) });
    await createPaymentFor(bare);
    const approved = await bookAndPay(room, { guestName: 'Zeynep Ak', checkIn: day(50), checkOut: day(53) });
    expect((await admin('POST', `/api/payments/${approved.paymentId}/verify?approve=true`)).status).toBe(200);

    const pay = async (query: string) => {
      const res = await admin('GET', `/api/payments/getAllPayments?hotelId=${room.hotelId}&${query}`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return { rows: Payment.array().parse(res.json), total: Number(res.headers.get('X-Total-Count')) };
    };
    expect((await pay('')).total).toBe(3);
    expect((await pay('stage=awaiting')).rows.map((p) => p.reservation.pnrCode)).toEqual([awaiting.pnrCode]);
    expect((await pay('stage=approved')).rows.map((p) => p.reservation.pnrCode)).toEqual([approved.pnrCode]);
    expect((await pay('status=PAID')).total).toBe(1);
    expect((await pay('q=ozdemir')).rows.map((p) => p.reservation.guestName)).toEqual(['Zeynep Özdemir']);
    expect((await pay(`from=${day(50)}&to=${day(51)}`)).rows.map((p) => p.reservation.pnrCode)).toEqual([approved.pnrCode]);
    expect((await pay('sort=amount&order=asc')).rows.map((p) => p.amount)).toEqual([1234, 2468, 3702]);
    expect((await pay('sort=checkIn&order=asc&pageSize=1&page=3')).rows.map((p) => p.reservation.pnrCode)).toEqual([approved.pnrCode]);
  });

  it('10,000 reservations: the sorted and filtered list queries use indexes (EXPLAIN QUERY PLAN) and answer fast', async () => {
    const room = await seedRoom({ rooms: 100_000 });
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO reservations (id, pnr_code, status, total_amount_cents, reservation_guests, check_in, check_out,
         guest_name, guest_email, guest_phone, hotel_id, room_type_id, room_count, price_per_night_cents, nights, created_at)
       SELECT lower(hex(randomblob(16))), 'BULK' || printf('%06d', i), CASE i % 3 WHEN 0 THEN 'PENDING' WHEN 1 THEN 'CONFIRMED' ELSE 'CANCELLED' END,
         i * 100, 1, date('2032-01-01', '+' || (i % 300) || ' days'), date('2032-01-03', '+' || (i % 300) || ' days'),
         'Bulk Guest ' || i, 'bulk' || i || '@example.com', '+90', ?1, ?2, 1, 100, 2,
         strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' minutes')
       FROM n`,
    )
      .bind(room.hotelId, room.roomTypeId)
      .run();
    await env.DB.prepare(
      `INSERT INTO payments (id, reservation_id, status, amount_cents, created_at)
       SELECT lower(hex(randomblob(16))), id, 'PENDING', total_amount_cents, created_at FROM reservations WHERE pnr_code LIKE 'BULK%'`,
    ).run();

    const plan = async (sql: string, ...binds: unknown[]) => {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...binds).all<{ detail: string }>();
      return results.map((r) => r.detail).join(' | ');
    };
    const select = 'SELECT r.id FROM reservations r JOIN hotels h ON h.id = r.hotel_id JOIN room_types rt ON rt.id = r.room_type_id';
    const paymentsFrom =
      'SELECT p.id, coalesce(r.pnr_code, tr.pnr_code) FROM payments p LEFT JOIN reservations r ON r.id = p.reservation_id LEFT JOIN tour_reservations tr ON tr.id = p.tour_reservation_id';
    const plans = {
      newest: await plan(`${select} ORDER BY r.created_at DESC, r.rowid DESC LIMIT 20`),
      byStatus: await plan(`${select} WHERE r.status = ? ORDER BY r.created_at DESC, r.rowid DESC LIMIT 20`, 'PENDING'),
      byHotel: await plan(`${select} WHERE r.hotel_id = ? ORDER BY r.created_at DESC, r.rowid DESC LIMIT 20`, room.hotelId),
      byCheckIn: await plan(`${select} ORDER BY r.check_in ASC, r.rowid ASC LIMIT 20`),
      byAmount: await plan(`${select} ORDER BY r.total_amount_cents DESC, r.rowid DESC LIMIT 20`),
      // A payment pays a stay or a tour booking (worker/db/payments.ts joins both).
      payments: await plan(`${paymentsFrom} ORDER BY p.created_at DESC, p.rowid DESC LIMIT 20`),
      paymentsByStatus: await plan(`${paymentsFrom} WHERE p.status = ? ORDER BY p.created_at DESC, p.rowid DESC LIMIT 20`, 'PENDING'),
    };
    console.log('EXPLAIN QUERY PLAN of the admin lists (10,000 reservations):\n' + Object.entries(plans).map(([k, v]) => `  ${k}: ${v}`).join('\n'));
    expect(plans.newest).toMatch(/USING INDEX reservations_created_idx/);
    expect(plans.byStatus).toMatch(/USING INDEX reservations_status_created_idx/);
    expect(plans.byHotel).toMatch(/USING INDEX reservations_hotel_created_idx/);
    expect(plans.byCheckIn).toMatch(/USING INDEX reservations_check_in_idx/);
    expect(plans.byAmount).toMatch(/USING INDEX reservations_amount_idx/);
    expect(plans.payments).toMatch(/USING INDEX payments_created_idx/);
    expect(plans.paymentsByStatus).toMatch(/USING INDEX payments_status_created_idx/);
    for (const detail of Object.values(plans)) expect(detail).not.toMatch(/TEMP B-TREE/);

    const started = Date.now();
    const res = await admin('GET', `/api/reservation/public/getAllReservations?hotelId=${room.hotelId}&status=PENDING&page=50&pageSize=20`);
    const payments = await admin('GET', '/api/payments/getAllPayments?sort=amount&order=desc&page=3&pageSize=50');
    const search = await admin('GET', '/api/reservation/public/getAllReservations?q=bulk%20guest%209999&pageSize=20');
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Total-Count')).toBe('3333');
    expect(res.json).toHaveLength(20);
    expect(payments.json[0].amount).toBeLessThanOrEqual(10000 - 100 + 1);
    expect(search.json.map((r: Reservation) => r.guestName)).toEqual(['Bulk Guest 9999']);
    expect(elapsed).toBeLessThan(3000);
  });
});

describe('editing a reservation total: the unpaid payment follows, a paid one is not rewritten', () => {
  const editBody = (r: Reservation, totalAmount: number) => ({
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    guestPhone: r.guestPhone,
    hotelId: r.hotelId,
    roomTypeId: r.roomTypeId,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    roomCount: r.roomCount,
    reservationGuests: r.reservationGuests,
    totalAmount,
    status: r.status,
    specialRequests: r.specialRequests,
  });
  const reservation = async (id: string) => Reservation.parse((await admin('GET', `/api/reservation/public/getReservationById?id=${id}`)).json);
  const paymentAmount = async (id: string) => (await env.DB.prepare('SELECT amount_cents FROM payments WHERE id = ?').bind(id).first<{ amount_cents: number }>())?.amount_cents;

  it('an unpaid (PENDING) payment takes the new total in the same batch', async () => {
    const room = await seedRoom({ rooms: 3 });
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const res = await admin('PUT', `/api/reservation/public/updateReservation?id=${booked.id}`, editBody(await reservation(booked.id), 1500.25));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.totalAmount).toBe(1500.25);
    expect(await paymentAmount(payment.id)).toBe(150_025);
    const shown = await admin('GET', `/api/payments/getPaymentById/${payment.id}`);
    expect(shown.json.amount).toBe(1500.25);
  });

  it('a PAID payment: a new total is refused with 409 and a clear message, nothing written; other edits still work', async () => {
    const room = await seedRoom({ rooms: 3 });
    const paid = await bookAndPay(room);
    expect((await admin('POST', `/api/payments/${paid.paymentId}/verify?approve=true`)).status).toBe(200);
    const before = await reservation(paid.id);
    const refused = await admin('PUT', `/api/reservation/public/updateReservation?id=${paid.id}`, { ...editBody(before, 99), guestName: 'Changed' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(AdminMessages.totalPaid);
    expect(refused.json.details[0].path).toBe('totalAmount');
    const after = await reservation(paid.id);
    expect(after.guestName).toBe(before.guestName);
    expect(after.totalAmount).toBe(before.totalAmount);
    expect(await paymentAmount(paid.paymentId)).toBe(before.totalAmount * 100);

    const renamed = await admin('PUT', `/api/reservation/public/updateReservation?id=${paid.id}`, { ...editBody(before, before.totalAmount), guestName: 'Yeni Ad' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.guestName).toBe('Yeni Ad');
  });
});

describe('GET /api/admin/occupancy', () => {
  it('admin only; 404 unknown hotel; 400 bad query', async () => {
    await expectAdminOnly('GET', `/api/admin/occupancy?hotelId=${UNKNOWN_ID}`, userToken);
    expect((await admin('GET', `/api/admin/occupancy?hotelId=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await admin('GET', '/api/admin/occupancy?hotelId=nope')).status).toBe(400);
    expect((await admin('GET', `/api/admin/occupancy?hotelId=${UNKNOWN_ID}&days=500`)).status).toBe(400);
  });

  it('per room type x night: pending and confirmed rooms told apart, free by the availability rule, 30 days from today by default', async () => {
    const room = await seedRoom({ rooms: 4, priceCents: 100_000 });
    const suite = await insertRoomType(room.hotelId, { name: 'SUITE', roomCount: 1, pricePerNightCents: 900_000 });
    await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED', checkIn: day(1), checkOut: day(3), roomCount: 2 });
    await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'PENDING', checkIn: day(2), checkOut: day(4) });
    await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CANCELLED', checkIn: day(0), checkOut: day(10), roomCount: 3 });
    await insertReservationRow(room.hotelId, suite.id, { status: 'PENDING', checkIn: day(29), checkOut: day(31) });

    const res = await admin('GET', `/api/admin/occupancy?hotelId=${room.hotelId}`);
    expect(res.status).toBe(200);
    const calendar = OccupancyCalendar.parse(res.json);
    expect(calendar).toMatchObject({ hotelId: room.hotelId, hotelName: room.hotelName, from: day(0), days: 30 });
    expect(calendar.roomTypes.map((r) => [r.name, r.rooms, r.nights.length])).toEqual([
      [room.roomTypeName, 4, 30],
      ['SUITE', 1, 30],
    ]);
    const [standard, suiteRow] = calendar.roomTypes;
    // No rates: the base price and no rules (worker/rates.test.ts shows rates on the calendar).
    const base = { price: 1000, stopSell: false, closedToArrival: false, minStay: null };
    expect(standard!.nights.slice(0, 5)).toEqual([
      { date: day(0), pending: 0, confirmed: 0, external: 0, conflicts: 0, free: 4, ...base },
      { date: day(1), pending: 0, confirmed: 2, external: 0, conflicts: 0, free: 2, ...base },
      { date: day(2), pending: 1, confirmed: 2, external: 0, conflicts: 0, free: 1, ...base },
      { date: day(3), pending: 1, confirmed: 0, external: 0, conflicts: 0, free: 3, ...base },
      { date: day(4), pending: 0, confirmed: 0, external: 0, conflicts: 0, free: 4, ...base },
    ]);
    expect(suiteRow!.nights.at(-1)).toEqual({ date: day(29), pending: 1, confirmed: 0, external: 0, conflicts: 0, free: 0, ...base, price: 9000 });

    const week = OccupancyCalendar.parse((await admin('GET', `/api/admin/occupancy?hotelId=${room.hotelId}&from=${day(2)}&days=7`)).json);
    expect(week.roomTypes[0]!.nights.map((n) => n.date)).toEqual([2, 3, 4, 5, 6, 7, 8].map(day));
    expect(week.roomTypes[0]!.nights[0]).toEqual({ date: day(2), pending: 1, confirmed: 2, external: 0, conflicts: 0, free: 1, ...base });

    // A new booking appears on its nights (and only those).
    await book({ hotelId: room.hotelId, roomTypeId: room.roomTypeId }, { checkIn: day(5), checkOut: day(7) });
    const after = OccupancyCalendar.parse((await admin('GET', `/api/admin/occupancy?hotelId=${room.hotelId}&from=${day(4)}&days=4`)).json);
    expect(after.roomTypes[0]!.nights.map((n) => n.pending)).toEqual([0, 1, 1, 0]);
  });
});

describe('CSV exports', () => {
  it('admin only', async () => {
    await expectAdminOnly('GET', '/api/admin/reservations.csv', userToken);
    await expectAdminOnly('GET', '/api/admin/payments.csv', userToken);
  });

  it('reservations.csv: UTF-8 with BOM, ;-separated, Turkish letters intact, quoting and formula injection safe, same filters', async () => {
    const room = await seedRoom({ rooms: 5 });
    const a = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED' });
    const b = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'PENDING' });
    await setReservation(a.id, { guestName: 'Çağrı Şahin; "Öz"', guestEmail: 'cagri@example.com', totalCents: 123_450 });
    await setReservation(b.id, { guestName: '=HYPERLINK("http://x")', guestEmail: '@evil.example', totalCents: 100 });

    const res = await api('GET', `/api/admin/reservations.csv?hotelId=${room.hotelId}&sort=amount&order=desc`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = await (await import('cloudflare:test')).SELF.fetch(`http://local.test/api/admin/reservations.csv?hotelId=${room.hotelId}&sort=amount&order=desc`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('PNR;Misafir;E-posta;Telefon;Otel;Oda tipi;Oda sayısı;Kişi sayısı;Giriş;Çıkış;Gece;Durum;Tutar (TL);Ön ödeme (TL);Özel istekler;Oluşturulma');
    expect(lines).toHaveLength(4); // header, two rows, trailing CRLF
    expect(lines[1]).toContain(`${a.pnrCode};"Çağrı Şahin; ""Öz""";cagri@example.com;'+905551112233;`);
    expect(lines[1]).toContain(';Onaylandı;"1234,50";;');
    expect(lines[2]).toContain(`${b.pnrCode};"'=HYPERLINK(""http://x"")";'@evil.example;`);
    expect(lines[2]).toContain(';Beklemede;"1,00";');

    const filtered = await api('GET', `/api/admin/reservations.csv?hotelId=${room.hotelId}&status=PENDING`, { token: adminToken });
    expect(filtered.headers.get('X-Total-Count')).toBe('1');
  });

  it('payments.csv: the filtered payments with Turkish status labels', async () => {
    const room = await seedRoom({ rooms: 3 });
    const paid = await bookAndPay(room, { guestName: 'Gülşen Ilgaz' });
    expect((await admin('POST', `/api/payments/${paid.paymentId}/verify?approve=true`)).status).toBe(200);
    const res = await (await import('cloudflare:test')).SELF.fetch(`http://local.test/api/admin/payments.csv?hotelId=${room.hotelId}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="payments-/);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('PNR;Misafir;Durum;Tutar;Para birimi;Ödeme tarihi;Yöntem;İşlem no;Dekont;Dekont onaylı');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${paid.pnrCode};Gülşen Ilgaz;Ödendi;"2000,00";TRY;[^;]+;Havale/EFT;;${paid.receipt};Evet$`));
  });
});

describe('tour bookings: confirm / cancel, expiry', () => {
  it('PUT /api/tour-reservations/:id/status: admin only; confirm, cancel; reopening must fit the group', async () => {
    const tour = await insertTourRow({ participantCount: 3, startDate: '2030-05-01', endDate: '2030-09-30' });
    const first = await insertTourReservationRow(tour.id); // 2 people on 2030-06-01
    await expectAdminOnly('PUT', `/api/tour-reservations/${first.id}/status`, userToken, { status: 'CONFIRMED' });
    const confirmed = await admin('PUT', `/api/tour-reservations/${first.id}/status`, { status: 'CONFIRMED' });
    expect(confirmed.status).toBe(200);
    expect(TourReservation.parse(confirmed.json).status).toBe('CONFIRMED');
    expect((await admin('PUT', `/api/tour-reservations/${first.id}/status`, { status: 'CANCELLED' })).json.status).toBe('CANCELLED');
    const second = await insertTourReservationRow(tour.id); // takes 2 of the 3 places
    const reopen = await admin('PUT', `/api/tour-reservations/${first.id}/status`, { status: 'CONFIRMED' });
    expect(reopen.status).toBe(409);
    expect((await admin('GET', '/api/tour-reservations')).json.find((r: TourReservation) => r.id === first.id).status).toBe('CANCELLED');
    expect((await admin('PUT', `/api/tour-reservations/${second.id}/status`, { status: 'DONE' })).status).toBe(400);
    expect((await admin('PUT', `/api/tour-reservations/${UNKNOWN_ID}/status`, { status: 'CANCELLED' })).status).toBe(404);
  });

  it('the scheduled job expires PENDING tour bookings whose date has passed; confirmed ones stay', async () => {
    const tour = await insertTourRow();
    const pending = await insertTourReservationRow(tour.id);
    const confirmed = await insertTourReservationRow(tour.id);
    await admin('PUT', `/api/tour-reservations/${confirmed.id}/status`, { status: 'CONFIRMED' });
    expect(await expirePastTourBookings(env.DB, '2030-06-01', new Date().toISOString())).toBe(0);
    expect(await expirePastTourBookings(env.DB, '2030-06-02', new Date().toISOString())).toBeGreaterThanOrEqual(1);
    const status = async (id: string) => (await env.DB.prepare('SELECT status FROM tour_reservations WHERE id = ?').bind(id).first<{ status: string }>())?.status;
    expect(await status(pending.id)).toBe('CANCELLED');
    expect(await status(confirmed.id)).toBe('CONFIRMED');
  });

  it('an archived tour cannot be booked', async () => {
    const tour = await insertTourRow({ startDate: '2031-05-01', endDate: '2031-09-30' });
    await insertTourReservationRow(tour.id);
    expect((await admin('DELETE', `/api/tour/deleteTour?id=${tour.id}`)).status).toBe(200);
    const res = await api('POST', '/api/tour-reservations', {
      body: { tourId: tour.id, fullName: 'A B', email: 'a@example.com', phone: '+90 555 000 11 22', tourDate: '2031-06-01', numberOfPeople: 1, paymentMethod: 'BANK_TRANSFER', termsAccepted: true },
    });
    expect(res.status).toBe(404);
  });
});
