/**
 * The admin's list filters in SQL (contract/reservation.ts `listFilterFields`; the mocks apply
 * the same rules in memory with contract/admin.ts): search by guest name / e-mail / PNR, hotel,
 * stays overlapping [from, to), sort by created date / check-in / amount. Reservations are `r`,
 * payments `p` in the statements that use these.
 */
import { foldSearch, SEARCH_FOLDS, type ListSort, type SortOrder } from '../../contract';

/** Folds a trusted column expression like contract `foldSearch` (Turkish letters, ASCII lower case). */
export const foldColumn = (expr: string) =>
  `lower(${SEARCH_FOLDS.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, expr)})`;

export type ListFilters = {
  q?: string | undefined;
  hotelId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** WHERE parts (with `?` binds) of the shared filters, on reservation alias `r`. */
export function reservationFilterSql(filters: ListFilters, where: string[], binds: unknown[]): void {
  if (filters.q) {
    where.push(`(instr(r.pnr_code, ?) > 0 OR instr(${foldColumn('r.guest_name')}, ?) > 0 OR instr(${foldColumn('r.guest_email')}, ?) > 0)`);
    const term = foldSearch(filters.q);
    binds.push(filters.q.toUpperCase(), term, term);
  }
  if (filters.hotelId) {
    where.push('r.hotel_id = ?');
    binds.push(filters.hotelId);
  }
  // Overlap: a night of the stay in [from, to).
  if (filters.from) {
    where.push('r.check_out > ?');
    binds.push(filters.from);
  }
  if (filters.to) {
    where.push('r.check_in < ?');
    binds.push(filters.to);
  }
}

/** ORDER BY for a list (trusted columns only), newest first by default; rowid breaks ties. */
export function orderBySql(
  sort: ListSort | undefined,
  order: SortOrder | undefined,
  columns: { createdAt: string; checkIn: string; amount: string; rowid: string },
): string {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const column = columns[sort ?? 'createdAt'];
  return ` ORDER BY ${column} ${dir}, ${columns.rowid} ${dir}`;
}
