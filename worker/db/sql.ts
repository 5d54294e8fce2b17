/**
 * Named parameters for the longer booking statements. D1 binds only `?` / `?NNN` (and refuses
 * values the SQL does not use), so each `:name` is rewritten to `?N`, numbered by first use,
 * and only the values the SQL names are bound. A name without a value throws (a programming
 * error the tests catch), so SQL and values cannot drift apart.
 * Names are `[A-Za-z]\w*`: a literal like '%H:%M' is never taken for a parameter.
 */
export function bindNamed(db: D1Database, sql: string, values: Record<string, unknown>): D1PreparedStatement {
  const used: string[] = [];
  const text = sql.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`SQL parameter :${name} has no value`);
    let index = used.indexOf(name);
    if (index < 0) index = used.push(name) - 1;
    return `?${index + 1}`;
  });
  return db.prepare(text).bind(...used.map((name) => values[name] ?? null));
}

/**
 * THE availability fragment (contract/availability.ts states the rule): free rooms of room type
 * `roomTypeId` (an SQL expression) on `stay.night` — its inventory minus the rooms of PENDING
 * and CONFIRMED reservations covering that night (check_in <= night < check_out, and before
 * `released_from`: an early check-out frees the nights left, migration 0025), not counting
 * reservation `excludeId`, minus one room per event imported from another channel's calendar
 * covering it (channel_holds, migration 0016; conflicting ones too: that room is sold elsewhere),
 * minus its rooms in service out of order that night (rooms, migration 0024). Search, the room-type list and booking all build on it, inside a
 * statement that starts with `STAY_NIGHTS_CTE`. Both arguments are trusted SQL (a column or
 * a `:name` parameter), never user input. SQLite answers it from reservations_free_rooms_idx
 * (migration 0007), ranging over `check_out`, so its cost follows the stays around the night,
 * not the length of the history (worker/availability.test.ts checks the plan).
 */
export const freeRoomsOnNight = (roomTypeId: string, excludeId = 'NULL') => `(
  coalesce((SELECT f_rt.room_count FROM room_types f_rt WHERE f_rt.id = ${roomTypeId}), 0)
  - (SELECT coalesce(sum(o.room_count), 0) FROM reservations o
     WHERE o.room_type_id = ${roomTypeId}
       AND o.status IN ('PENDING', 'CONFIRMED')
       AND o.check_in <= stay.night AND o.check_out > stay.night
       AND (o.released_from IS NULL OR o.released_from > stay.night)
       AND o.id IS NOT ${excludeId})
  - (SELECT count(*) FROM channel_holds ch
     WHERE ch.room_type_id = ${roomTypeId}
       AND ch.end_date > stay.night AND ch.start_date <= stay.night)
  - (SELECT count(*) FROM rooms oo
     WHERE oo.room_type_id = ${roomTypeId} AND oo.retired_at IS NULL
       AND oo.out_of_order_from <= stay.night AND oo.out_of_order_to > stay.night))`;

/** Fewest free rooms of `roomTypeId` over the stay's nights (never below 0): `roomsLeft`. */
export const roomsLeftOverStay = (roomTypeId: string) =>
  `(SELECT max(0, min(${freeRoomsOnNight(roomTypeId)})) FROM stay)`;

/**
 * Booking's condition: room type `:roomTypeId` has `:roomCount` more rooms free on EVERY night
 * of the stay, not counting reservation `:excludeId`. Checked per night, not as one sum over
 * the range: two back-to-back stays share no night.
 */
export const ROOMS_FREE_EVERY_NIGHT = `NOT EXISTS (
  SELECT 1 FROM stay WHERE ${freeRoomsOnNight(':roomTypeId', ':excludeId')} < :roomCount
)`;

/**
 * Rooms a party of `guests` (SQL) needs in room type `rt`: ceil(guests / capacity), in integer
 * division (D1 may bind a JS number as REAL, hence the CAST).
 */
export const roomsNeededSql = (guests: string, rt = 'rt') =>
  `((CAST(${guests} AS INTEGER) + ${rt}.capacity - 1) / ${rt}.capacity)`;

/** `stay(night)`: every night from `:checkIn` up to (not including) `:checkOut`. */
export const STAY_NIGHTS_CTE = `WITH RECURSIVE stay(night) AS (
  SELECT :checkIn
  UNION ALL
  SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < :checkOut
)`;
