import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoomGrid, RoomMessages } from '../contract';
import type { Room } from '../contract';
import { book, bookingBody, day } from './test/fixtures';
import { api, expectAdminOnly, insertHotel, insertReservationRow, insertRoomType, loginAs, UNKNOWN_ID } from './test/helpers';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const ROOMS = '/api/admin/rooms';
const GRID = '/api/admin/room-grid';

/** A hotel with room types of these sizes (in order: floors 1, 2, ...). */
async function hotelWith(...sizes: number[]) {
  const hotel = await insertHotel();
  const types = [];
  for (const size of sizes) types.push(await insertRoomType(hotel.id, { roomCount: size, capacity: 2 }));
  return { hotelId: hotel.id, types: types.map((type) => type.id) };
}

async function roomsOf(hotelId: string): Promise<Room[]> {
  const res = await api<Room[]>('GET', `${ROOMS}?hotelId=${hotelId}`, { token: adminToken });
  expect(res.status).toBe(200);
  return res.json;
}

const roomCount = async (roomTypeId: string) =>
  (await env.DB.prepare('SELECT room_count FROM room_types WHERE id = ?').bind(roomTypeId).first<{ room_count: number }>())!.room_count;

const nightsOf = async (reservationId: string) =>
  (await env.DB.prepare('SELECT room_id, night FROM room_nights WHERE reservation_id = ? ORDER BY night').bind(reservationId).all<{ room_id: string; night: string }>())
    .results;

const grid = async (hotelId: string, from: string, days = 14) => {
  const res = await api('GET', `${GRID}?hotelId=${hotelId}&from=${from}&days=${days}`, { token: adminToken });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return RoomGrid.parse(res.json);
};

describe('numbered rooms', () => {
  it('every room type gets numbered rooms equal to its count, one floor per type, numbers unique in the hotel', async () => {
    const { hotelId, types } = await hotelWith(3, 2);
    const rooms = await roomsOf(hotelId);
    expect(rooms.map((room) => [room.number, room.floor, room.roomTypeId])).toEqual([
      ['101', 1, types[0]],
      ['102', 1, types[0]],
      ['103', 1, types[0]],
      ['201', 2, types[1]],
      ['202', 2, types[1]],
    ]);
    expect(rooms.every((room) => room.housekeeping === 'CLEAN' && room.outOfOrder === null)).toBe(true);
  });

  it('admin only: 401 without a token, 403 for a USER, on every rooms call', async () => {
    const { hotelId, types } = await hotelWith(1);
    const room = (await roomsOf(hotelId))[0]!;
    const booked = await insertReservationRow(hotelId, types[0]!, { checkIn: day(5), checkOut: day(6) });
    await expectAdminOnly('GET', `${ROOMS}?hotelId=${hotelId}`, userToken);
    await expectAdminOnly('POST', ROOMS, userToken, { roomTypeId: types[0], number: '900', floor: 9 });
    await expectAdminOnly('PUT', `${ROOMS}/${room.id}`, userToken, { number: '901' });
    await expectAdminOnly('DELETE', `${ROOMS}/${room.id}`, userToken);
    await expectAdminOnly('PUT', `${ROOMS}/${room.id}/housekeeping`, userToken, { status: 'DIRTY' });
    await expectAdminOnly('GET', `${GRID}?hotelId=${hotelId}`, userToken);
    await expectAdminOnly('POST', `/api/admin/reservations/${booked.id}/assign`, userToken, { roomIds: [room.id] });
    expect((await roomsOf(hotelId))[0]).toMatchObject({ number: '101', housekeeping: 'CLEAN' });
  });

  it('404 for an unknown hotel, 400 for a malformed one', async () => {
    const missing = await api('GET', `${ROOMS}?hotelId=${UNKNOWN_ID}`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('HOTEL_NOT_FOUND');
    expect((await api('GET', `${ROOMS}?hotelId=nope`, { token: adminToken })).status).toBe(400);
  });

  it('adds a room: the room type sells one more; a number taken in the hotel is a 409, a missing number a 400', async () => {
    const { hotelId, types } = await hotelWith(2, 1);
    const res = await api<Room>('POST', ROOMS, { token: adminToken, body: { roomTypeId: types[0], number: '110', floor: 1, note: 'Lake view' } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ number: '110', floor: 1, note: 'Lake view', roomTypeId: types[0], hotelId, housekeeping: 'CLEAN' });
    expect(await roomCount(types[0]!)).toBe(3);

    const taken = await api('POST', ROOMS, { token: adminToken, body: { roomTypeId: types[1], number: '101', floor: 1 } });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'ROOM_NUMBER_TAKEN', message: RoomMessages.numberTaken });
    const blank = await api('POST', ROOMS, { token: adminToken, body: { roomTypeId: types[1], number: ' ', floor: 1 } });
    expect(blank.status).toBe(400);
    expect(blank.json.details).toEqual([expect.objectContaining({ path: 'number', code: 'FIELD_REQUIRED' })]);
    const unknown = await api('POST', ROOMS, { token: adminToken, body: { roomTypeId: UNKNOWN_ID, number: '999', floor: 9 } });
    expect(unknown.status).toBe(404);
    expect(await roomCount(types[1]!)).toBe(1);
  });

  it('renames and moves a room to another room type of the hotel: both counts follow; another hotel is a 400', async () => {
    const { hotelId, types } = await hotelWith(2, 1);
    const other = await hotelWith(1);
    const room = (await roomsOf(hotelId))[1]!;
    const renamed = await api<Room>('PUT', `${ROOMS}/${room.id}`, { token: adminToken, body: { number: '204', floor: 2, roomTypeId: types[1] } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json).toMatchObject({ number: '204', floor: 2, roomTypeId: types[1] });
    expect([await roomCount(types[0]!), await roomCount(types[1]!)]).toEqual([1, 2]);

    const away = await api('PUT', `${ROOMS}/${room.id}`, { token: adminToken, body: { roomTypeId: other.types[0] } });
    expect(away.status).toBe(400);
    expect(away.json.code).toBe('ROOM_OTHER_HOTEL');
    const clash = await api('PUT', `${ROOMS}/${room.id}`, { token: adminToken, body: { number: '101' } });
    expect(clash.status).toBe(409);
    expect((await api('PUT', `${ROOMS}/${room.id}`, { token: adminToken, body: {} })).status).toBe(400);
    expect((await api('PUT', `${ROOMS}/${UNKNOWN_ID}`, { token: adminToken, body: { number: '1' } })).json.code).toBe('ROOM_NOT_FOUND');
  });

  it('retires a room: the type sells one fewer; refused with a clear 409 while the room holds future nights', async () => {
    const { hotelId, types } = await hotelWith(2);
    const booked = await book({ hotelId, roomTypeId: types[0]! });
    const held = (await nightsOf(booked.id))[0]!.room_id;
    const free = (await roomsOf(hotelId)).find((room) => room.id !== held)!;

    const refused = await api('DELETE', `${ROOMS}/${held}`, { token: adminToken });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'ROOM_HOLDS_NIGHTS', message: RoomMessages.holdsNights });
    const retired = await api('DELETE', `${ROOMS}/${free.id}`, { token: adminToken });
    expect(retired.status).toBe(200);
    expect(await roomCount(types[0]!)).toBe(1);
    expect((await roomsOf(hotelId)).map((room) => room.id)).toEqual([held]);
    expect((await api('DELETE', `${ROOMS}/${free.id}`, { token: adminToken })).status).toBe(404);
  });

  it("editing a room type's count adds and retires numbered rooms; below what is sold it is a 409", async () => {
    const { hotelId, types } = await hotelWith(1);
    const up = await api('PUT', `/api/roomType/updateRoomType?id=${types[0]}`, { token: adminToken, body: { roomCount: 3 } });
    expect(up.status).toBe(200);
    expect((await roomsOf(hotelId)).map((room) => room.number)).toEqual(['101', '102', '103']);
    await book({ hotelId, roomTypeId: types[0]! }, { roomCount: 2, reservationGuests: 4 });
    const down = await api('PUT', `/api/roomType/updateRoomType?id=${types[0]}`, { token: adminToken, body: { roomCount: 1 } });
    expect(down.status).toBe(409);
    expect(down.json.code).toBe('ROOM_NIGHTS_SOLD');
    const two = await api('PUT', `/api/roomType/updateRoomType?id=${types[0]}`, { token: adminToken, body: { roomCount: 2 } });
    expect(two.status).toBe(200);
    expect((await roomsOf(hotelId)).length).toBe(2);
    expect(await roomCount(types[0]!)).toBe(2);
  });
});

describe('housekeeping', () => {
  it('sets CLEAN, DIRTY and INSPECTED; OUT_OF_ORDER without its range and reason is a 400 naming each field', async () => {
    const { hotelId } = await hotelWith(1);
    const room = (await roomsOf(hotelId))[0]!;
    for (const status of ['DIRTY', 'INSPECTED', 'CLEAN']) {
      const res = await api<Room>('PUT', `${ROOMS}/${room.id}/housekeeping`, { token: adminToken, body: { status } });
      expect(res.status).toBe(200);
      expect(res.json.housekeeping).toBe(status);
    }
    const bare = await api('PUT', `${ROOMS}/${room.id}/housekeeping`, { token: adminToken, body: { status: 'OUT_OF_ORDER' } });
    expect(bare.status).toBe(400);
    expect(bare.json.details.map((detail: { path: string }) => detail.path).sort()).toEqual(['from', 'reason', 'to']);
    const backwards = await api('PUT', `${ROOMS}/${room.id}/housekeeping`, {
      token: adminToken,
      body: { status: 'OUT_OF_ORDER', from: day(5), to: day(5), reason: 'Leak' },
    });
    expect(backwards.json.details).toEqual([expect.objectContaining({ path: 'to', code: 'ROOM_DATES_ORDER' })]);
    expect((await api('PUT', `${ROOMS}/${room.id}/housekeeping`, { token: adminToken, body: { status: 'SHINY' } })).status).toBe(400);
    expect((await api('PUT', `${ROOMS}/${UNKNOWN_ID}/housekeeping`, { token: adminToken, body: { status: 'DIRTY' } })).status).toBe(404);
  });

  it('out of order takes the room off sale for its nights: search, the room-type list, the quote and booking respect it', async () => {
    const { hotelId, types } = await hotelWith(1);
    const room = (await roomsOf(hotelId))[0]!;
    const set = await api<Room>('PUT', `${ROOMS}/${room.id}/housekeeping`, {
      token: adminToken,
      body: { status: 'OUT_OF_ORDER', from: day(40), to: day(42), reason: 'Water damage' },
    });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ housekeeping: 'OUT_OF_ORDER', outOfOrder: { from: day(40), to: day(42), reason: 'Water damage' } });

    const stay = `checkIn=${day(41)}&checkOut=${day(43)}`;
    const quote = await api('GET', `/api/hotels/quote?roomTypeId=${types[0]}&${stay}&guests=2`);
    expect(quote.json).toMatchObject({ bookable: false, reason: 'noRoomsLeft' });
    const list = await api('GET', `/api/hotel/public/${hotelId}/room-types?${stay}`);
    expect(list.json[0].roomsLeft).toBe(0);
    const search = await api('GET', `/api/hotels/search?${stay}&guests=2&pageSize=100`);
    expect(search.json.map((hotel: { id: string }) => hotel.id)).not.toContain(hotelId);
    const booking = await api('POST', '/api/reservation/public/createReservation', { body: bookingBody({ hotelId, roomTypeId: types[0]! }, { checkIn: day(41), checkOut: day(43) }) });
    expect(booking.status).toBe(409);
    // The night after the range sells again.
    await book({ hotelId, roomTypeId: types[0]! }, { checkIn: day(42), checkOut: day(43) });

    // Back in service: the nights sell again.
    await api('PUT', `${ROOMS}/${room.id}/housekeeping`, { token: adminToken, body: { status: 'DIRTY' } });
    expect((await api('GET', `/api/hotels/quote?roomTypeId=${types[0]}&checkIn=${day(40)}&checkOut=${day(42)}&guests=2`)).json.bookable).toBe(true);
  });

  it('out of order over nights sold beyond the other rooms is a 409; with a free room the stay moves to it', async () => {
    const { hotelId, types } = await hotelWith(2);
    const first = await book({ hotelId, roomTypeId: types[0]! });
    const held = (await nightsOf(first.id))[0]!.room_id;
    const body = { status: 'OUT_OF_ORDER', from: day(30), to: day(31), reason: 'Painting' };
    const moved = await api('PUT', `${ROOMS}/${held}/housekeeping`, { token: adminToken, body });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const after = await nightsOf(first.id);
    expect(after.length).toBe(2);
    expect(after.find((night) => night.night === day(30))!.room_id).not.toBe(held);

    // Night 31 is now sold twice over two rooms: neither room can go out of order on it.
    await book({ hotelId, roomTypeId: types[0]! }, { guestEmail: 'second@example.com', checkIn: day(31), checkOut: day(32) });
    const other = (await roomsOf(hotelId)).find((room) => room.id !== held)!;
    const refused = await api('PUT', `${ROOMS}/${other.id}/housekeeping`, { token: adminToken, body: { ...body, from: day(31), to: day(32) } });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'ROOM_NIGHTS_SOLD', message: RoomMessages.nightsSold });
  });
});

describe('room assignment', () => {
  it('a booking holds one room for its whole stay; cancelling frees the room-nights', async () => {
    const { hotelId, types } = await hotelWith(3);
    const booked = await book({ hotelId, roomTypeId: types[0]! }, { checkIn: day(30), checkOut: day(33) });
    const nights = await nightsOf(booked.id);
    expect(nights.map((night) => night.night)).toEqual([day(30), day(31), day(32)]);
    expect(new Set(nights.map((night) => night.room_id)).size).toBe(1);
    const cancelled = await api('POST', `/api/admin/reservations/${booked.id}/cancel`, { token: adminToken, body: { reason: 'Guest asked' } });
    expect(cancelled.status).toBe(200);
    expect(await nightsOf(booked.id)).toEqual([]);
  });

  it('a shorter stay keeps its room for the nights left and frees the others; another room type drops them for a new assignment', async () => {
    const { hotelId, types } = await hotelWith(2, 1);
    const booked = await book({ hotelId, roomTypeId: types[0]! }, { checkIn: day(30), checkOut: day(33) });
    const room = (await nightsOf(booked.id))[0]!.room_id;
    await env.DB.prepare('UPDATE reservations SET check_out = ? WHERE id = ?').bind(day(31), booked.id).run();
    expect(await nightsOf(booked.id)).toEqual([{ room_id: room, night: day(30) }]);
    await env.DB.prepare('UPDATE reservations SET room_type_id = ? WHERE id = ?').bind(types[1], booked.id).run();
    expect(await nightsOf(booked.id)).toEqual([]);
    const suite = (await roomsOf(hotelId)).find((r) => r.roomTypeId === types[1])!;
    expect((await grid(hotelId, day(30), 1)).stays).toEqual([expect.objectContaining({ reservationId: booked.id, roomId: suite.id })]);
  });

  it('when no room is free for the whole stay, the stay is split night by night over free rooms', async () => {
    const { hotelId, types } = await hotelWith(2);
    const [a, b] = await roomsOf(hotelId);
    const first = await insertReservationRow(hotelId, types[0]!, { checkIn: day(40), checkOut: day(41), status: 'CONFIRMED' });
    const second = await insertReservationRow(hotelId, types[0]!, { checkIn: day(41), checkOut: day(42), status: 'CONFIRMED' });
    expect((await api('POST', `/api/admin/reservations/${first.id}/assign`, { token: adminToken, body: { roomIds: [a!.id] } })).status).toBe(200);
    expect((await api('POST', `/api/admin/reservations/${second.id}/assign`, { token: adminToken, body: { roomIds: [b!.id] } })).status).toBe(200);
    const split = await book({ hotelId, roomTypeId: types[0]! }, { checkIn: day(40), checkOut: day(42) });
    expect(await nightsOf(split.id)).toEqual([
      { room_id: b!.id, night: day(40) },
      { room_id: a!.id, night: day(41) },
    ]);
  });

  it('stays without rooms (seeded, older) get them when the grid is read, once: reading again changes nothing', async () => {
    const { hotelId, types } = await hotelWith(2);
    const a = await insertReservationRow(hotelId, types[0]!, { checkIn: day(3), checkOut: day(6), status: 'CONFIRMED' });
    const b = await insertReservationRow(hotelId, types[0]!, { checkIn: day(4), checkOut: day(5) });
    const shown = await grid(hotelId, day(0), 7);
    expect(shown.rooms.length).toBe(2);
    expect(shown.stays.map((bar) => [bar.reservationId, bar.from, bar.to])).toEqual(
      expect.arrayContaining([
        [a.id, day(3), day(6)],
        [b.id, day(4), day(5)],
      ]),
    );
    expect(shown.stays.length).toBe(2);
    expect(shown.unassigned).toEqual([]);
    expect(shown.stays.find((bar) => bar.reservationId === a.id)).toMatchObject({ guestName: 'Guest Test', status: 'CONFIRMED' });
    const again = await grid(hotelId, day(0), 7);
    expect(again.stays).toEqual(shown.stays);
    expect((await nightsOf(a.id)).length).toBe(3);
  });

  it('staff move a stay to another free room of its type, or upgrade it to another type at the same price', async () => {
    const { hotelId, types } = await hotelWith(2, 1);
    const booked = await book({ hotelId, roomTypeId: types[0]! });
    const rooms = await roomsOf(hotelId);
    const held = (await nightsOf(booked.id))[0]!.room_id;
    const sameType = rooms.find((room) => room.roomTypeId === types[0] && room.id !== held)!;
    const path = `/api/admin/reservations/${booked.id}/assign`;
    const moved = await api('POST', path, { token: adminToken, body: { roomIds: [sameType.id] } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.stays).toEqual([expect.objectContaining({ roomId: sameType.id, from: day(30), to: day(32) })]);

    const suite = rooms.find((room) => room.roomTypeId === types[1])!;
    const before = await api('GET', `/api/reservation/public/getReservationById?id=${booked.id}`, { token: adminToken });
    const upgraded = await api('POST', path, { token: adminToken, body: { roomIds: [suite.id] } });
    expect(upgraded.status).toBe(200);
    expect(upgraded.json.roomTypeId).toBe(types[1]);
    const after = await api('GET', `/api/reservation/public/getReservationById?id=${booked.id}`, { token: adminToken });
    expect(after.json.roomTypeId).toBe(types[1]);
    expect(after.json.totalAmount).toBe(before.json.totalAmount);
    expect((await nightsOf(booked.id)).every((night) => night.room_id === suite.id)).toBe(true);
  });

  it('refuses: a room another stay holds (409), too many rooms (400), another hotel (404), a cancelled stay (409), unknown (404)', async () => {
    const { hotelId, types } = await hotelWith(2);
    const first = await book({ hotelId, roomTypeId: types[0]! });
    const second = await book({ hotelId, roomTypeId: types[0]! }, { guestEmail: 'b@example.com' });
    const firstRoom = (await nightsOf(first.id))[0]!.room_id;
    const path = `/api/admin/reservations/${second.id}/assign`;
    const taken = await api('POST', path, { token: adminToken, body: { roomIds: [firstRoom] } });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'ROOM_TAKEN', message: RoomMessages.roomTaken });
    const rooms = await roomsOf(hotelId);
    const two = await api('POST', path, { token: adminToken, body: { roomIds: rooms.map((room) => room.id) } });
    expect(two.status).toBe(400);
    expect(two.json.code).toBe('ROOM_COUNT_MISMATCH');
    const elsewhere = (await roomsOf((await hotelWith(1)).hotelId))[0]!;
    expect((await api('POST', path, { token: adminToken, body: { roomIds: [elsewhere.id] } })).status).toBe(404);
    await api('POST', `/api/admin/reservations/${first.id}/cancel`, { token: adminToken, body: { reason: 'No show' } });
    const cancelled = await api('POST', `/api/admin/reservations/${first.id}/assign`, { token: adminToken, body: { roomIds: [firstRoom] } });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.code).toBe('ROOM_NOT_HOLDING');
    expect((await api('POST', `/api/admin/reservations/${UNKNOWN_ID}/assign`, { token: adminToken, body: { roomIds: [firstRoom] } })).status).toBe(404);
    expect((await api('POST', path, { token: adminToken, body: { roomIds: [] } })).status).toBe(400);
    // The freed room can now be given to the second stay.
    expect((await api('POST', path, { token: adminToken, body: { roomIds: [firstRoom] } })).status).toBe(200);
  });

  it('the database gives a room to one stay a night: 50 parallel assignments of one room for one night, one wins, 49 get a 409', async () => {
    const { hotelId, types } = await hotelWith(50);
    const stays = [];
    for (let i = 0; i < 50; i += 1) stays.push(await insertReservationRow(hotelId, types[0]!, { checkIn: day(60), checkOut: day(61), status: 'CONFIRMED' }));
    const room = (await roomsOf(hotelId))[0]!;
    const answers = await Promise.all(
      stays.map((stay) => api('POST', `/api/admin/reservations/${stay.id}/assign`, { token: adminToken, body: { roomIds: [room.id] } })),
    );
    const statuses = answers.map((answer) => answer.status);
    const won = statuses.filter((status) => status === 200).length;
    const refused = answers.filter((answer) => answer.status === 409 && answer.json.code === 'ROOM_TAKEN').length;
    console.info(`parallel assignments of one room-night: ${won} won, ${refused} refused with 409, ${statuses.filter((s) => s >= 500).length} 5xx`);
    expect(won).toBe(1);
    expect(refused).toBe(49);
    const holders = await env.DB.prepare('SELECT count(*) AS n FROM room_nights WHERE room_id = ? AND night = ?').bind(room.id, day(60)).first<{ n: number }>();
    expect(holders!.n).toBe(1);
  });

  it('the grid: 404 for an unknown hotel, 400 for too many days', async () => {
    expect((await api('GET', `${GRID}?hotelId=${UNKNOWN_ID}`, { token: adminToken })).status).toBe(404);
    const { hotelId } = await hotelWith(1);
    expect((await api('GET', `${GRID}?hotelId=${hotelId}&days=400`, { token: adminToken })).status).toBe(400);
    const today = await grid(hotelId, day(0));
    expect([today.from, today.to]).toEqual([day(0), day(14)]);
  });
});
