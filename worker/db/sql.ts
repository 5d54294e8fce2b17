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
 * SQL condition, true when room type `:roomTypeId` has `:roomCount` more rooms free on every
 * night of the stay (the `stay(night)` CTE of the statement), counting PENDING and CONFIRMED
 * reservations other than `:excludeId`. Checked per night, not as one sum over the range:
 * two back-to-back stays share no night.
 */
export const ROOMS_FREE_EVERY_NIGHT = `NOT EXISTS (
  SELECT 1 FROM stay
  WHERE (SELECT coalesce(sum(o.room_count), 0) FROM reservations o
         WHERE o.room_type_id = :roomTypeId
           AND o.status IN ('PENDING', 'CONFIRMED')
           AND o.check_in <= stay.night AND o.check_out > stay.night
           AND o.id IS NOT :excludeId) + :roomCount
      > coalesce((SELECT rt.room_count FROM room_types rt WHERE rt.id = :roomTypeId), 0)
)`;

/** `stay(night)`: every night from `:checkIn` up to (not including) `:checkOut`. */
export const STAY_NIGHTS_CTE = `WITH RECURSIVE stay(night) AS (
  SELECT :checkIn
  UNION ALL
  SELECT date(night, '+1 day') FROM stay WHERE date(night, '+1 day') < :checkOut
)`;
