import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hotel, HotelAdmin, RoomType, RoomTypeAvailability } from '../contract';
import {
  api,
  countRows,
  expectAdminOnly,
  insertHotel,
  insertReservationRow,
  insertRoomType,
  loginAs,
  UNKNOWN_ID,
} from './test/helpers';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const hotelBody = (overrides: Record<string, unknown> = {}) => ({
  hotelName: 'Akdamar Palace',
  hotelAddress: 'Cumhuriyet Cd. 10',
  hotelCity: 'Van',
  district: 'Tuşba',
  starRating: '4',
  phone: '+90 432 000 00 00',
  email: 'info@akdamar.example',
  features: 'Wi-Fi, Breakfast , ,Parking',
  photoUrls: [' https://img.example/a.jpg ', '', '/images/b.jpg'],
  apiUrl: 'https://api.akdamar.example',
  apiKey: 'super-secret-key',
  advancePayment: 1250.5,
  ...overrides,
});

describe('hotels: public reads', () => {
  it('getAllHotels lists hotels with roomCount = sum of the room types, never the apiKey; paging sets X-Total-Count', async () => {
    const a = await insertHotel({ apiKey: 'key-a' });
    await insertRoomType(a.id, { roomCount: 3 });
    await insertRoomType(a.id, { roomCount: 4 });
    await insertHotel({ apiKey: 'key-b' });

    const res = await api('GET', '/api/hotel/public/getAllHotels');
    expect(res.status).toBe(200);
    const list = Hotel.array().parse(res.json);
    expect(JSON.stringify(res.json)).not.toMatch(/apiKey|key-a|key-b/);
    expect(list.find((h) => h.id === a.id)?.roomCount).toBe(7);
    expect(res.headers.get('X-Total-Count')).toBe(String(list.length));

    const page = await api('GET', '/api/hotel/public/getAllHotels?page=1&pageSize=1');
    expect(page.json).toHaveLength(1);
    expect(page.headers.get('X-Total-Count')).toBe(String(list.length));
    const beyond = await api('GET', '/api/hotel/public/getAllHotels?page=999&pageSize=10');
    expect(beyond.json).toEqual([]);
    expect(beyond.headers.get('X-Total-Count')).toBe(String(list.length));
  });

  it('getAllHotels: 400 on bad paging', async () => {
    const res = await api('GET', '/api/hotel/public/getAllHotels?page=0');
    expect(res.status).toBe(400);
    expect(res.json.details[0].path).toBe('page');
  });

  it('getHotelById: the hotel without apiKey; 404 unknown; 400 bad id', async () => {
    const h = await insertHotel({ apiKey: 'key-c', advancePaymentCents: 99999 });
    const res = await api('GET', `/api/hotel/public/getHotelById?id=${h.id}`);
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('apiKey');
    expect(Hotel.parse(res.json)).toMatchObject({ id: h.id, advancePayment: 999.99, roomCount: 0 });
    // An admin token does not change the public answer either.
    const asAdmin = await api('GET', `/api/hotel/public/getHotelById?id=${h.id}`, { token: adminToken });
    expect(asAdmin.json).not.toHaveProperty('apiKey');

    const missing = await api('GET', `/api/hotel/public/getHotelById?id=${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'HOTEL_NOT_FOUND', message: 'Hotel not found' });
    const bad = await api('GET', '/api/hotel/public/getHotelById?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('id');
  });

  it('room types of a hotel: anyone; 404 unknown hotel; 400 bad id', async () => {
    const h = await insertHotel();
    await insertRoomType(h.id, { name: 'SUITE', pricePerNightCents: 300000, roomCount: 2 });
    await insertRoomType(h.id, { name: 'SINGLE', pricePerNightCents: 80050, roomCount: 5 });
    const res = await api('GET', `/api/hotel/public/${h.id}/room-types`);
    expect(res.status).toBe(200);
    const rooms = RoomTypeAvailability.array().parse(res.json);
    expect(rooms.map((r) => [r.name, r.pricePerNight, r.roomCount, r.roomsLeft])).toEqual([
      ['SINGLE', 800.5, 5, null],
      ['SUITE', 3000, 2, null],
    ]);
    expect((await api('GET', `/api/hotel/public/${UNKNOWN_ID}/room-types`)).status).toBe(404);
    const bad = await api('GET', '/api/hotel/public/nope/room-types');
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('hotelId');
  });
});

describe('hotels: admin writes', () => {
  it('401 / 403 for non-admins on create, update, delete', async () => {
    const h = await insertHotel();
    await expectAdminOnly('POST', '/api/hotel/createHotel', userToken, hotelBody());
    await expectAdminOnly('PUT', `/api/hotel/updateHotel?id=${h.id}`, userToken, hotelBody());
    await expectAdminOnly('DELETE', `/api/hotel/deleteHotel?id=${h.id}`, userToken);
  });

  it('createHotel: 201 HotelAdmin with the apiKey; lists trimmed; numbers converted', async () => {
    const res = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody() });
    expect(res.status).toBe(201);
    const hotel = HotelAdmin.parse(res.json);
    expect(hotel).toMatchObject({
      hotelName: 'Akdamar Palace',
      district: 'Tuşba',
      starRating: 4,
      features: ['Wi-Fi', 'Breakfast', 'Parking'],
      photoUrls: ['https://img.example/a.jpg', '/images/b.jpg'],
      apiKey: 'super-secret-key',
      advancePayment: 1250.5,
      roomCount: 0,
    });
    const row = await env.DB.prepare('SELECT advance_payment_cents FROM hotels WHERE id = ?').bind(hotel.id).first();
    expect(row).toEqual({ advance_payment_cents: 125050 });
    const pub = await api('GET', `/api/hotel/public/getHotelById?id=${hotel.id}`);
    expect(pub.json).not.toHaveProperty('apiKey');
  });

  it('createHotel: defaults (starRating 1, photoUrls [], blank optional fields -> null)', async () => {
    const res = await api('POST', '/api/hotel/createHotel', {
      token: adminToken,
      body: { hotelName: 'Minimal', hotelAddress: 'Addr', hotelCity: 'Van', advancePayment: 0, district: '', apiKey: '' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ starRating: 1, photoUrls: [], features: [], district: null, apiKey: null, phone: null });
  });

  it.each([
    ['missing hotelName', { hotelName: undefined }, 'hotelName'],
    ['blank city', { hotelCity: '  ' }, 'hotelCity'],
    ['missing address', { hotelAddress: undefined }, 'hotelAddress'],
    ['missing advancePayment', { advancePayment: undefined }, 'advancePayment'],
    ['negative advancePayment', { advancePayment: -1 }, 'advancePayment'],
    ['3 decimals', { advancePayment: 1.234 }, 'advancePayment'],
    ['starRating 6', { starRating: 6 }, 'starRating'],
    ['bad photo URL', { photoUrls: ['not a url'] }, 'photoUrls.0'],
    ['bad apiUrl', { apiUrl: 'ftp:/x' }, 'apiUrl'],
    ['bad email', { email: 'nope' }, 'email'],
  ])('createHotel 400 with details: %s', async (_label, overrides, path) => {
    const before = await countRows('hotels');
    const res = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await countRows('hotels')).toBe(before);
  });

  it('updateHotel: full replace; a blank apiKey keeps the stored one; 404 unknown', async () => {
    const h = await insertHotel({ apiKey: 'keep-me' });
    const res = await api('PUT', `/api/hotel/updateHotel?id=${h.id}`, {
      token: adminToken,
      body: hotelBody({ hotelName: 'Renamed', apiKey: '', district: null, photoUrls: [] }),
    });
    expect(res.status).toBe(200);
    expect(HotelAdmin.parse(res.json)).toMatchObject({ id: h.id, hotelName: 'Renamed', apiKey: 'keep-me', district: null, photoUrls: [] });
    const replaced = await api('PUT', `/api/hotel/updateHotel?id=${h.id}`, {
      token: adminToken,
      body: hotelBody({ apiKey: 'new-key' }),
    });
    expect(replaced.json.apiKey).toBe('new-key');

    const missing = await api('PUT', `/api/hotel/updateHotel?id=${UNKNOWN_ID}`, { token: adminToken, body: hotelBody() });
    expect(missing.status).toBe(404);
    const bad = await api('PUT', `/api/hotel/updateHotel?id=${h.id}`, { token: adminToken, body: hotelBody({ starRating: 0 }) });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('starRating');
  });

  it('deleteHotel: room types and reviews go with it; 404 unknown', async () => {
    const h = await insertHotel();
    const room = await insertRoomType(h.id);
    await env.DB.prepare('INSERT INTO reviews (id, hotel_id, rating, comment) VALUES (?, ?, 4, ?)').bind(crypto.randomUUID(), h.id, 'ok').run();
    const res = await api('DELETE', `/api/hotel/deleteHotel?id=${h.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Hotel deleted', deleted: 1 });
    expect(await env.DB.prepare('SELECT 1 FROM room_types WHERE id = ?').bind(room.id).first()).toBeNull();
    expect(await env.DB.prepare('SELECT 1 FROM reviews WHERE hotel_id = ?').bind(h.id).first()).toBeNull();
    expect((await api('DELETE', `/api/hotel/deleteHotel?id=${h.id}`, { token: adminToken })).status).toBe(404);
    expect((await api('DELETE', '/api/hotel/deleteHotel?id=x', { token: adminToken })).status).toBe(400);
  });

  it('deleteHotel: 409 with a message when reservations reference it; nothing deleted', async () => {
    const h = await insertHotel();
    const room = await insertRoomType(h.id);
    await insertReservationRow(h.id, room.id, { status: 'CANCELLED' });
    const res = await api('DELETE', `/api/hotel/deleteHotel?id=${h.id}`, { token: adminToken });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/reservations/);
    expect(await env.DB.prepare('SELECT 1 AS one FROM room_types WHERE id = ?').bind(room.id).first()).toEqual({ one: 1 });
  });
});

describe('room types (admin)', () => {
  it('401 / 403 for non-admins on create, update, delete', async () => {
    const h = await insertHotel();
    const room = await insertRoomType(h.id);
    await expectAdminOnly('POST', '/api/roomType/createRoomType', userToken, { hotelId: h.id, name: 'X', pricePerNight: 1 });
    await expectAdminOnly('PUT', `/api/roomType/updateRoomType?id=${room.id}`, userToken, { pricePerNight: 1 });
    await expectAdminOnly('DELETE', `/api/roomType/deleteRoomType?id=${room.id}`, userToken);
  });

  it('room types with dates: roomsLeft is the fewest free rooms over the nights; capacity shown', async () => {
    const h = await insertHotel();
    const suite = await insertRoomType(h.id, { name: 'SUITE', pricePerNightCents: 300000, roomCount: 3, capacity: 4 });
    await insertRoomType(h.id, { name: 'SINGLE', pricePerNightCents: 80050, roomCount: 1, capacity: 1 });
    await insertReservationRow(h.id, suite.id, { checkIn: '2031-03-02', checkOut: '2031-03-03', roomCount: 2 });
    await insertReservationRow(h.id, suite.id, { checkIn: '2031-03-01', checkOut: '2031-03-02', roomCount: 1, status: 'CANCELLED' });
    const at = async (query: string) =>
      RoomTypeAvailability.array()
        .parse((await api('GET', `/api/hotel/public/${h.id}/room-types${query}`)).json)
        .map((r) => [r.name, r.capacity, r.roomsLeft]);
    expect(await at('?checkIn=2031-03-01&checkOut=2031-03-04&guests=3')).toEqual([
      ['SINGLE', 1, 1],
      ['SUITE', 4, 1],
    ]);
    expect(await at('?checkIn=2031-03-03&checkOut=2031-03-05')).toEqual([
      ['SINGLE', 1, 1],
      ['SUITE', 4, 3],
    ]);
    const bad = await api('GET', `/api/hotel/public/${h.id}/room-types?checkIn=2031-03-05&checkOut=2031-03-01`);
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('checkOut');
  });

  it('create: 201; roomCount defaults to 1, capacity to 2; the hotel roomCount follows', async () => {
    const h = await insertHotel();
    const res = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: h.id, name: 'DOUBLE', pricePerNight: '1499.99' },
    });
    expect(res.status).toBe(201);
    expect(RoomType.parse(res.json)).toMatchObject({ hotelId: h.id, name: 'DOUBLE', pricePerNight: 1499.99, roomCount: 1, capacity: 2 });
    const more = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: h.id, name: 'SUITE', pricePerNight: 3000, roomCount: 4, capacity: '4' },
    });
    expect(more.status).toBe(201);
    expect(more.json.capacity).toBe(4);
    const hotel = await api('GET', `/api/hotel/public/getHotelById?id=${h.id}`);
    expect(hotel.json.roomCount).toBe(5);
  });

  it('create: 404 unknown hotel, 409 duplicate name in the hotel (case-insensitive), same name in another hotel ok', async () => {
    const h = await insertHotel();
    const other = await insertHotel();
    await insertRoomType(h.id, { name: 'TRIPLE' });
    const before = await countRows('room_types');
    const unknown = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: UNKNOWN_ID, name: 'X', pricePerNight: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Hotel not found');
    const dup = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: h.id, name: 'triple', pricePerNight: 1 },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toMatch(/already has a room type/);
    expect(await countRows('room_types')).toBe(before);
    const elsewhere = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: other.id, name: 'TRIPLE', pricePerNight: 1 },
    });
    expect(elsewhere.status).toBe(201);
  });

  it.each([
    ['missing hotelId', { hotelId: undefined, name: 'A', pricePerNight: 1 }, 'hotelId'],
    ['bad hotelId', { hotelId: 'x', name: 'A', pricePerNight: 1 }, 'hotelId'],
    ['blank name', { name: ' ', pricePerNight: 1 }, 'name'],
    ['negative price', { name: 'A', pricePerNight: -5 }, 'pricePerNight'],
    ['price as text', { name: 'A', pricePerNight: 'cheap' }, 'pricePerNight'],
    ['fractional roomCount', { name: 'A', pricePerNight: 1, roomCount: 1.5 }, 'roomCount'],
    ['capacity 0', { name: 'A', pricePerNight: 1, capacity: 0 }, 'capacity'],
    ['capacity 21', { name: 'A', pricePerNight: 1, capacity: 21 }, 'capacity'],
  ])('create 400 with details: %s', async (_label, body, path) => {
    const h = await insertHotel();
    const res = await api('POST', '/api/roomType/createRoomType', { token: adminToken, body: { hotelId: h.id, ...body } });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('update: changes price and inventory, keeps the rest; 404 unknown; 409 name clash; 400 other hotel', async () => {
    const h = await insertHotel();
    const room = await insertRoomType(h.id, { name: 'SINGLE', pricePerNightCents: 100000, roomCount: 2 });
    await insertRoomType(h.id, { name: 'DOUBLE' });
    const res = await api('PUT', `/api/roomType/updateRoomType?id=${room.id}`, {
      token: adminToken,
      body: { pricePerNight: 1100.25, roomCount: 9 },
    });
    expect(res.status).toBe(200);
    expect(RoomType.parse(res.json)).toEqual({
      id: room.id,
      hotelId: h.id,
      name: 'SINGLE',
      displayName: 'SINGLE',
      pricePerNight: 1100.25,
      roomCount: 9,
      capacity: 2,
      minNights: null,
      maxNights: null,
      // The admin's answer: the base texts and every language's own (none yet).
      lang: null,
      fallback: false,
      translations: {},
      // Its gallery (none yet: docs/decisions/0014-photo-galleries.md).
      photos: [],
    });
    const capacity = await api('PUT', `/api/roomType/updateRoomType?id=${room.id}`, { token: adminToken, body: { capacity: 1 } });
    expect(capacity.status).toBe(200);
    expect(capacity.json).toMatchObject({ capacity: 1, roomCount: 9, pricePerNight: 1100.25 });
    const full = await api('PUT', `/api/roomType/updateRoomType?id=${room.id}`, {
      token: adminToken,
      body: { hotelId: h.id, name: 'Single Deluxe', pricePerNight: 1200, roomCount: 3 },
    });
    expect(full.status).toBe(200);
    expect(full.json.name).toBe('Single Deluxe');

    expect((await api('PUT', `/api/roomType/updateRoomType?id=${UNKNOWN_ID}`, { token: adminToken, body: { roomCount: 1 } })).status).toBe(404);
    const clash = await api('PUT', `/api/roomType/updateRoomType?id=${room.id}`, { token: adminToken, body: { name: 'double' } });
    expect(clash.status).toBe(409);
    const other = await insertHotel();
    const move = await api('PUT', `/api/roomType/updateRoomType?id=${room.id}`, { token: adminToken, body: { hotelId: other.id, roomCount: 1 } });
    expect(move.status).toBe(400);
    expect(move.json.details[0].path).toBe('hotelId');
    const bad = await api('PUT', `/api/roomType/updateRoomType?id=${room.id}`, { token: adminToken, body: { roomCount: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('roomCount');
  });

  it('delete: 200, 404 unknown, 409 when reservations reference it', async () => {
    const h = await insertHotel();
    const free = await insertRoomType(h.id);
    const booked = await insertRoomType(h.id);
    await insertReservationRow(h.id, booked.id);
    const ok = await api('DELETE', `/api/roomType/deleteRoomType?id=${free.id}`, { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: 'Room type deleted', deleted: 1 });
    expect((await api('DELETE', `/api/roomType/deleteRoomType?id=${free.id}`, { token: adminToken })).status).toBe(404);
    const inUse = await api('DELETE', `/api/roomType/deleteRoomType?id=${booked.id}`, { token: adminToken });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toMatch(/reservations/);
    expect((await api('DELETE', '/api/roomType/deleteRoomType?id=', { token: adminToken })).status).toBe(400);
  });
});
