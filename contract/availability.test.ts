import { describe, expect, it } from 'vitest';
import {
  cheapestFittingRoomType,
  cheapestStay,
  fitsEveryNight,
  EXTERNAL_HOLD,
  freeRoomsPerNight,
  holdsRooms,
  guestsFit,
  roomsLeftOverStay,
  roomsNeeded,
  stayNights,
  stayTotal,
  roomTypeForParty,
} from './availability';

describe('the availability rule', () => {
  it('needs ceil(guests / capacity) rooms', () => {
    expect(roomsNeeded(1, 2)).toBe(1);
    expect(roomsNeeded(2, 2)).toBe(1);
    expect(roomsNeeded(3, 2)).toBe(2);
    expect(roomsNeeded(5, 1)).toBe(5);
    expect(roomsNeeded(4, 4)).toBe(1);
    expect(() => roomsNeeded(0, 2)).toThrow(RangeError);
    expect(() => roomsNeeded(2, 0)).toThrow(RangeError);
  });

  it('lets guests fit only within capacity x rooms', () => {
    expect(guestsFit(4, 2, 2)).toBe(true);
    expect(guestsFit(5, 2, 2)).toBe(false);
  });

  it('prices the stay as price x rooms x nights, in kuruş', () => {
    expect(stayTotal(1650, 2, 3)).toBe(9900);
    expect(stayTotal(10.1, 3, 1)).toBe(30.3);
  });

  it('lists the nights from check-in up to, not including, check-out (across a month end)', () => {
    expect(stayNights('2027-01-30', '2027-02-02')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01']);
    expect(stayNights('2027-01-30', '2027-01-30')).toEqual([]);
  });

  it('fits only when EVERY night has enough free rooms', () => {
    expect(fitsEveryNight([2, 2, 2], 2)).toBe(true);
    expect(fitsEveryNight([2, 1, 2], 2)).toBe(false);
    expect(fitsEveryNight([], 1)).toBe(false);
    expect(roomsLeftOverStay([3, 1, 2])).toBe(1);
    expect(roomsLeftOverStay([-1, 2])).toBe(0);
  });

  it('counts bookings per night: back-to-back stays share no night, cancelled ones hold nothing', () => {
    const room = { id: 'r', roomCount: 2 };
    const bookings = [
      { id: 'a', roomTypeId: 'r', status: 'PENDING', checkIn: '2027-03-01', checkOut: '2027-03-03', roomCount: 1 },
      { id: 'b', roomTypeId: 'r', status: 'CONFIRMED', checkIn: '2027-03-02', checkOut: '2027-03-04', roomCount: 1 },
      { id: 'c', roomTypeId: 'r', status: 'CANCELLED', checkIn: '2027-03-01', checkOut: '2027-03-05', roomCount: 2 },
      { id: 'd', roomTypeId: 'other', status: 'PENDING', checkIn: '2027-03-01', checkOut: '2027-03-05', roomCount: 2 },
    ];
    expect(freeRoomsPerNight(room, bookings, '2027-03-01', '2027-03-05')).toEqual([1, 0, 1, 2]);
    // The whole-stay sum would say 0 free for 03-03..03-05; per night one room is free.
    expect(freeRoomsPerNight(room, bookings, '2027-03-03', '2027-03-05')).toEqual([1, 2]);
    expect(freeRoomsPerNight(room, bookings, '2027-03-01', '2027-03-05', 'a')).toEqual([2, 1, 1, 2]);
  });

  it('an early check-out frees the nights from releasedFrom on; the booked dates stay as they were', () => {
    const room = { id: 'r', roomCount: 1 };
    const left = [{ id: 'a', roomTypeId: 'r', status: 'CONFIRMED', checkIn: '2027-03-01', checkOut: '2027-03-05', roomCount: 1, releasedFrom: '2027-03-03' }];
    expect(freeRoomsPerNight(room, left, '2027-03-01', '2027-03-05')).toEqual([0, 0, 1, 1]);
    expect(freeRoomsPerNight(room, [{ ...left[0]!, releasedFrom: null }], '2027-03-01', '2027-03-05')).toEqual([0, 0, 0, 0]);
  });

  it('an event imported from another channel holds one room for its nights, like a booking', () => {
    const room = { id: 'r', roomCount: 2 };
    const bookings = [
      { id: 'a', roomTypeId: 'r', status: 'CONFIRMED', checkIn: '2027-03-01', checkOut: '2027-03-03', roomCount: 1 },
      { roomTypeId: 'r', status: EXTERNAL_HOLD, checkIn: '2027-03-02', checkOut: '2027-03-04', roomCount: 1 },
    ];
    expect(freeRoomsPerNight(room, bookings, '2027-03-01', '2027-03-05')).toEqual([1, 0, 1, 2]);
    expect(holdsRooms(EXTERNAL_HOLD)).toBe(true);
  });

  it('a room out of order is off sale for its nights only (from <= night < to), on top of the bookings', () => {
    const room = { id: 'r', roomCount: 3, outOfOrder: [{ from: '2027-03-02', to: '2027-03-04' }] };
    const bookings = [{ id: 'a', roomTypeId: 'r', status: 'CONFIRMED', checkIn: '2027-03-01', checkOut: '2027-03-03', roomCount: 1 }];
    expect(freeRoomsPerNight(room, bookings, '2027-03-01', '2027-03-05')).toEqual([2, 1, 2, 3]);
    // Two rooms out of order on the same night take two rooms off sale.
    const twice = { ...room, outOfOrder: [...room.outOfOrder, { from: '2027-03-03', to: '2027-03-05' }] };
    expect(freeRoomsPerNight(twice, bookings, '2027-03-01', '2027-03-05')).toEqual([2, 1, 1, 2]);
    expect(fitsEveryNight(freeRoomsPerNight(twice, bookings, '2027-03-02', '2027-03-05'), 2)).toBe(false);
  });

  it('picks the cheapest option that sleeps the party, or none', () => {
    const rooms = [
      { id: 's', name: 'SINGLE', capacity: 1, pricePerNight: 1000, roomsLeft: 5 },
      { id: 'd', name: 'DOUBLE', capacity: 2, pricePerNight: 1500, roomsLeft: 1 },
      { id: 'q', name: 'SUITE', capacity: 4, pricePerNight: 4000, roomsLeft: 1 },
    ];
    expect(cheapestStay(rooms, 1, 2)).toMatchObject({ roomTypeId: 's', roomsNeeded: 1, total: 2000, nights: 2, guests: 1 });
    // 2 guests: two singles 2000/night vs one double 1500/night.
    expect(cheapestStay(rooms, 2, 2)).toMatchObject({ roomTypeId: 'd', roomsNeeded: 1, total: 3000 });
    // 4 guests: 4 singles 4000, two doubles (only one left), one suite 4000: equal totals, cheaper night wins.
    expect(cheapestStay(rooms, 4, 1)).toMatchObject({ roomTypeId: 's', roomsNeeded: 4, total: 4000 });
    expect(cheapestStay(rooms, 7, 1)).toBeNull();
    expect(cheapestStay(rooms, 1, 0)).toBeNull();
  });
});

describe('the booking form chooses the room type for the party', () => {
  const single = { id: 's', name: 'SINGLE', capacity: 1, pricePerNight: 1000, roomsLeft: 5 as number | null };
  const double = { id: 'd', name: 'DOUBLE', capacity: 2, pricePerNight: 1500, roomsLeft: 5 as number | null };
  const family = { id: 'f', name: 'FAMILY', capacity: 4, pricePerNight: 2500, roomsLeft: 1 as number | null };
  const twin = { id: 't', name: 'TWIN', capacity: 2, pricePerNight: 1500, roomsLeft: 5 as number | null };
  const rooms = [family, double, single];

  it('one guest: the cheapest room (SINGLE); two guests: never SINGLE, the cheapest that sleeps two', () => {
    expect(cheapestFittingRoomType(rooms, 1, 1)?.id).toBe('s');
    expect(cheapestFittingRoomType(rooms, 2, 1)?.id).toBe('d');
    expect(cheapestFittingRoomType(rooms, 3, 1)?.id).toBe('f');
  });

  it('counts the rooms asked for: two guests in two rooms fit two singles', () => {
    expect(cheapestFittingRoomType(rooms, 2, 2)?.id).toBe('s');
  });

  it('skips a room type with too few rooms left; no dates yet (roomsLeft null) is not counted', () => {
    expect(cheapestFittingRoomType([{ ...double, roomsLeft: 0 }, family], 2, 1)?.id).toBe('f');
    expect(cheapestFittingRoomType([{ ...family, roomsLeft: null }], 4, 1)?.id).toBe('f');
    expect(cheapestFittingRoomType([family], 4, 2)).toBeNull();
  });

  it('nothing fits, or nonsense counts: none', () => {
    expect(cheapestFittingRoomType(rooms, 5, 1)).toBeNull();
    expect(cheapestFittingRoomType(rooms, 0, 1)).toBeNull();
    expect(cheapestFittingRoomType(rooms, 2, Number.NaN)).toBeNull();
    expect(cheapestFittingRoomType([], 1, 1)).toBeNull();
  });

  it('same price: the name decides (stable)', () => {
    expect(cheapestFittingRoomType([twin, double], 2, 1)?.id).toBe('d');
  });

  it('keeps the current room type while it sleeps the party, changes it when it no longer does', () => {
    expect(roomTypeForParty(rooms, 'f', 2, 1)).toBe('f');
    expect(roomTypeForParty(rooms, 's', 2, 1)).toBe('d');
    expect(roomTypeForParty(rooms, '', 1, 1)).toBe('s');
    expect(roomTypeForParty(rooms, 'd', 5, 1)).toBe('d');
    // Sold out on the dates but chosen: it stays (the server's 409 tells why); with no choice yet, the free one.
    expect(roomTypeForParty([{ ...double, roomsLeft: 0 }, family], 'd', 2, 1)).toBe('d');
    expect(roomTypeForParty([{ ...double, roomsLeft: 0 }, family], '', 2, 1)).toBe('f');
  });
});
