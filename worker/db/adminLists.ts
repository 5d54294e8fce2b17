/**
 * The admin's list filters in SQL (contract/reservation.ts `listFilterFields`; the mocks apply
 * the same rules in memory with contract/admin.ts): search by guest name / e-mail / PNR, hotel,
 * stays with a night in [from, to] (both days included), sort by created date / check-in
 * (soonest: upcoming check-ins first, from Van's today) / amount. Reservations are `r`,
 * payments `p` in the statements that use these.
 */
import { foldSearch, SEARCH_FOLDS, type ListSort, type SortOrder } from '../../contract';
import { vanToday } from '../../contract/time';

/** Folds a trusted column expression like contract `foldSearch` (Turkish letters, ASCII lower case). */
export const foldColumn = (expr: string) =>
  `lower(${SEARCH_FOLDS.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, expr)})`;

export type ListFilters = {
  q?: string | undefined;
  hotelId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The booking columns the shared filters read (trusted SQL expressions). */
export type FilterColumns = { pnr: string; guestName: string; guestEmail: string; hotelId: string; checkIn: string; checkOut: string };

/** A stay `r`: the columns of `reservations`. */
const STAY_COLUMNS: FilterColumns = {
  pnr: 'r.pnr_code',
  guestName: 'r.guest_name',
  guestEmail: 'r.guest_email',
  hotelId: 'r.hotel_id',
  checkIn: 'r.check_in',
  checkOut: 'r.check_out',
};

/**
 * WHERE parts (with `?` binds) of the shared filters, on reservation alias `r` unless other
 * columns are named (the payments list reads a stay or a tour booking, worker/db/payments.ts).
 */
export function reservationFilterSql(filters: ListFilters, where: string[], binds: unknown[], columns: FilterColumns = STAY_COLUMNS): void {
  if (filters.q) {
    where.push(`(instr(${columns.pnr}, ?) > 0 OR instr(${foldColumn(columns.guestName)}, ?) > 0 OR instr(${foldColumn(columns.guestEmail)}, ?) > 0)`);
    const term = foldSearch(filters.q);
    binds.push(filters.q.toUpperCase(), term, term);
  }
  if (filters.hotelId) {
    where.push(`${columns.hotelId} = ?`);
    binds.push(filters.hotelId);
  }
  // Overlap: a night of the stay in [from, to], both days included.
  if (filters.from) {
    where.push(`${columns.checkOut} > ?`);
    binds.push(filters.from);
  }
  if (filters.to) {
    where.push(`${columns.checkIn} <= ?`);
    binds.push(filters.to);
  }
}

/**
 * ORDER BY for a list (trusted columns only), newest first by default; rowid breaks ties.
 * Check-in ascending is "soonest": the check-ins from Van's today on, soonest first, then the
 * past ones, latest first (an admin looking for arrivals never pages through last year).
 */
export function orderBySql(
  sort: ListSort | undefined,
  order: SortOrder | undefined,
  columns: { createdAt: string; checkIn: string; amount: string; rowid: string },
  today: string = vanToday(),
): string {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const column = columns[sort ?? 'createdAt'];
  if (sort === 'checkIn' && order === 'asc' && /^\d{4}-\d{2}-\d{2}$/.test(today)) {
    const past = `${column} < '${today}'`;
    return ` ORDER BY ${past} ASC, CASE WHEN ${past} THEN NULL ELSE ${column} END ASC, ${column} DESC, ${columns.rowid} ASC`;
  }
  return ` ORDER BY ${column} ${dir}, ${columns.rowid} ${dir}`;
}
