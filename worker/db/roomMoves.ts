/** Staff giving a stay other rooms (POST /api/admin/reservations/:id/assign; docs/decisions/0017-numbered-rooms.md). */
import { stayNights } from '../../contract';
import { isUniqueViolation, nowIso } from './common';
import { isOutOfOrder } from './roomPlan';
import { bindNamed, ROOMS_FREE_EVERY_NIGHT, STAY_NIGHTS_CTE } from './sql';

export type AssignTarget = {
  reservation: { id: string; hotel_id: string; room_type_id: string; check_in: string; check_out: string; room_count: number; status: string };
  rooms: Array<{ id: string; room_type_id: string; out_of_order_from: string | null; out_of_order_to: string | null }>;
};

export async function reservationForAssign(db: D1Database, id: string): Promise<AssignTarget['reservation'] | null> {
  return db
    .prepare('SELECT id, hotel_id, room_type_id, check_in, check_out, room_count, status FROM reservations WHERE id = ?')
    .bind(id)
    .first<AssignTarget['reservation']>();
}

export type AssignOutcome = 'assigned' | 'stayOver' | 'typeFull' | 'outOfOrder' | 'taken';

/**
 * Gives the stay these rooms (one per room booked, all of one type of its hotel: checked by the
 * caller). The same type: the nights from Van's today (or the arrival) on change rooms, past ones
 * keep theirs. Another type (an upgrade, price unchanged): the stay moves to it when it has free
 * rooms on every night (THE availability rule), and all its nights take the new rooms. One batch;
 * a room-night another stay holds fails it on the primary key: 'taken'.
 */
export async function assignRooms(db: D1Database, target: AssignTarget, today: string): Promise<AssignOutcome> {
  const { reservation, rooms } = target;
  const roomTypeId = rooms[0]!.room_type_id;
  const upgrade = roomTypeId !== reservation.room_type_id;
  const from = upgrade || reservation.check_in > today ? reservation.check_in : today;
  if (from >= reservation.check_out) return 'stayOver';
  const nights = stayNights(from, reservation.check_out);
  const asRoom = (room: AssignTarget['rooms'][number]) => ({ id: room.id, roomTypeId: room.room_type_id, outOfOrderFrom: room.out_of_order_from, outOfOrderTo: room.out_of_order_to });
  if (rooms.some((room) => nights.some((night) => isOutOfOrder(asRoom(room), night)))) return 'outOfOrder';
  if (upgrade) {
    const fits = await bindNamed(db, `${STAY_NIGHTS_CTE} SELECT ${ROOMS_FREE_EVERY_NIGHT} AS fits`, {
      checkIn: reservation.check_in,
      checkOut: reservation.check_out,
      roomTypeId,
      excludeId: reservation.id,
      roomCount: reservation.room_count,
    }).first<{ fits: number }>();
    if (!fits?.fits) return 'typeFull';
  }
  const statements: D1PreparedStatement[] = [
    upgrade
      ? // The stay's trigger (migration 0024) drops its room-nights when its room type changes.
        db.prepare('UPDATE reservations SET room_type_id = ?, updated_at = ? WHERE id = ?').bind(roomTypeId, nowIso(), reservation.id)
      : db.prepare('DELETE FROM room_nights WHERE reservation_id = ? AND night >= ?').bind(reservation.id, from),
  ];
  const rows = rooms.flatMap((room) => nights.map((night) => [room.id, night, reservation.id]));
  for (let i = 0; i < rows.length; i += 30) {
    const part = rows.slice(i, i + 30);
    statements.push(db.prepare(`INSERT INTO room_nights (room_id, night, reservation_id) VALUES ${part.map(() => '(?, ?, ?)').join(', ')}`).bind(...part.flat()));
  }
  try {
    await db.batch(statements);
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return 'assigned';
}
