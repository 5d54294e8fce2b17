/** The admin's occupancy calendar: per room type and night, rooms held and free (one SQL statement), with the night's rate and rules. */
import type { OccupancyCalendar, OccupancyRoomType } from '../../contract';
import { addDays, nightTerms } from '../../contract';
import { fromCents } from './common';
import { ratesForStay } from './rates';
import { bindNamed, freeRoomsOnNight, STAY_NIGHTS_CTE } from './sql';

type Row = {
  id: string;
  name: string;
  room_count: number;
  price_per_night_cents: number;
  min_nights: number | null;
  night: string;
  pending: number;
  confirmed: number;
  external: number;
  conflicts: number;
  free: number;
};

const heldOnNight = (status: 'PENDING' | 'CONFIRMED') => `(SELECT coalesce(sum(o.room_count), 0) FROM reservations o
  WHERE o.room_type_id = rt.id AND o.status = '${status}' AND o.check_in <= stay.night AND o.check_out > stay.night
    AND (o.released_from IS NULL OR o.released_from > stay.night))`;

/** Rooms held on the night by events imported from other channels' calendars (only the conflicting ones with `conflicts`). */
const channelHoldsOnNight = (conflicts: boolean) => `(SELECT count(*) FROM channel_holds ch
  WHERE ch.room_type_id = rt.id AND ch.start_date <= stay.night AND ch.end_date > stay.night${conflicts ? ' AND ch.conflict = 1' : ''})`;

/**
 * Room types of `hotelId` x the `days` nights from `from`: rooms held by PENDING and by CONFIRMED
 * reservations covering the night, by imported channel events (and how many of those are
 * conflicts: they arrived on a full night), and the free rooms of THE availability fragment
 * (`freeRoomsOnNight`, shown never below 0). null when the hotel does not exist.
 */
export async function occupancyCalendar(db: D1Database, hotelId: string, from: string, days: number): Promise<OccupancyCalendar | null> {
  const hotel = await db.prepare('SELECT id, hotel_name FROM hotels WHERE id = ?').bind(hotelId).first<{ id: string; hotel_name: string }>();
  if (!hotel) return null;
  const { results } = await bindNamed(
    db,
    `${STAY_NIGHTS_CTE}
     SELECT rt.id, rt.name, rt.room_count, rt.price_per_night_cents, rt.min_nights, stay.night,
       ${heldOnNight('PENDING')} AS pending,
       ${heldOnNight('CONFIRMED')} AS confirmed,
       ${channelHoldsOnNight(false)} AS external,
       ${channelHoldsOnNight(true)} AS conflicts,
       max(0, ${freeRoomsOnNight('rt.id')}) AS free
     FROM room_types rt CROSS JOIN stay
     WHERE rt.hotel_id = :hotelId
     ORDER BY rt.price_per_night_cents, rt.name, rt.id, stay.night`,
    { checkIn: from, checkOut: addDays(from, days), hotelId },
  ).all<Row>();

  // Each night's price and rules: the rule of the quote (contract/stayPricing.ts).
  const rates = await ratesForStay(db, [...new Set(results.map((row) => row.id))], { checkIn: from, checkOut: addDays(from, days) });
  const roomTypes: OccupancyRoomType[] = [];
  for (const row of results) {
    let room = roomTypes[roomTypes.length - 1];
    if (!room || room.roomTypeId !== row.id) {
      room = { roomTypeId: row.id, name: row.name, rooms: row.room_count, nights: [] };
      roomTypes.push(room);
    }
    const terms = nightTerms({ pricePerNightCents: row.price_per_night_cents, minNights: row.min_nights }, rates.get(row.id) ?? [], row.night);
    room.nights.push({
      date: row.night,
      pending: row.pending,
      confirmed: row.confirmed,
      external: row.external,
      conflicts: row.conflicts,
      free: row.free,
      price: fromCents(terms.priceCents),
      stopSell: terms.stopSell,
      closedToArrival: terms.closedToArrival,
      minStay: terms.minStay,
    });
  }
  return { hotelId: hotel.id, hotelName: hotel.hotel_name, from, days, roomTypes };
}
