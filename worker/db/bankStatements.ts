/** Bank statements, their lines and the banks' CSV mappings (migrations/0029_bank_statements.sql): SQL and row mapping. */
import type { BankBooking, BankCsvMapping, BankLineCounts, BankLineNote, BankLineState, BankStatementFormat, BankStatementLine, BankStatementSummary, BookingKind, CsvMapping } from '../../contract';
import { fromCents } from './common';

/** A stay or a tour booking as a line may pay it: what it owes, and whether it is waiting for payment. */
export type BankBookingRow = {
  id: string;
  kind: BookingKind;
  pnr_code: string;
  guest_name: string;
  amount_cents: number;
  status: string;
  cancelled_by: string | null;
  /** 1 when a payment of it is settled (paid, completed, refunded) or its receipt verified. */
  paid: number;
};

const settled = (column: string) =>
  `EXISTS (SELECT 1 FROM payments p WHERE p.${column} = b.id AND (p.status IN ('PAID', 'COMPLETED', 'REFUNDED') OR p.is_receipt_verified = 1))`;
/** Both kinds of booking in one shape (`WHERE` applies to each part's `b`). */
const bookingsSql = (where: string) => `
  SELECT b.id, 'STAY' AS kind, b.pnr_code, b.guest_name, b.total_amount_cents AS amount_cents, b.status, b.cancelled_by, ${settled('reservation_id')} AS paid
  FROM reservations b WHERE ${where}
  UNION ALL
  SELECT b.id, 'TOUR' AS kind, b.pnr_code, b.full_name AS guest_name, b.total_amount_cents AS amount_cents, b.status, b.cancelled_by, ${settled('tour_reservation_id')} AS paid
  FROM tour_reservations b WHERE ${where}`;

/** Waiting for payment: pending, nothing paid yet (the automatic match's rule). */
export const isWaiting = (booking: BankBookingRow) => booking.status === 'PENDING' && booking.paid === 0;
/**
 * What an admin may still approve from a line: a waiting booking, or one the hold cron released
 * unpaid (verifyPayment brings it back only while its rooms or places are free).
 */
export const isPayable = (booking: BankBookingRow) =>
  booking.paid === 0 && (booking.status === 'PENDING' || (booking.status === 'CANCELLED' && (booking.cancelled_by ?? 'SYSTEM') === 'SYSTEM'));

export function toBankBooking(row: BankBookingRow): BankBooking {
  return { id: row.id, kind: row.kind, pnrCode: row.pnr_code, guestName: row.guest_name, amountDue: fromCents(row.amount_cents), status: row.status };
}

/** The bookings whose PNR is one of `pnrs` (chunked under D1's 100 bound values). */
export async function bookingsByPnr(db: D1Database, pnrs: string[]): Promise<BankBookingRow[]> {
  const rows: BankBookingRow[] = [];
  for (let start = 0; start < pnrs.length; start += 45) {
    const chunk = pnrs.slice(start, start + 45);
    const marks = chunk.map((_, index) => `?${index + 1}`).join(', ');
    const { results } = await db.prepare(bookingsSql(`b.pnr_code IN (${marks})`)).bind(...chunk).all<BankBookingRow>();
    rows.push(...results);
  }
  return rows;
}

export async function bookingById(db: D1Database, id: string): Promise<BankBookingRow | null> {
  return db.prepare(bookingsSql('b.id = ?1')).bind(id).first<BankBookingRow>();
}

/** The bookings waiting for payment, oldest first (the name+amount match and the admin's picker). */
export async function waitingBookings(db: D1Database, limit = 500): Promise<BankBookingRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM (${bookingsSql("b.status = 'PENDING'")}) WHERE paid = 0 ORDER BY pnr_code LIMIT ?1`)
    .bind(limit)
    .all<BankBookingRow>();
  return results;
}

// ---------------------------------------------------------------------------------------------
// Statements and lines.

type StatementRow = {
  id: string;
  format: BankStatementFormat;
  file_name: string;
  bank: string | null;
  account: string;
  uploaded_by: string | null;
  uploader_name: string | null;
  created_at: string;
  approved: number;
  suggested: number;
  unmatched: number;
  ignored_debit: number;
};

const count = (state: BankLineState) => `(SELECT count(*) FROM bank_statement_lines l WHERE l.statement_id = s.id AND l.state = '${state}')`;
const STATEMENT_SELECT = `SELECT s.id, s.format, s.file_name, s.bank, s.account, s.uploaded_by, u.name AS uploader_name, s.created_at,
  ${count('APPROVED')} AS approved, ${count('SUGGESTED')} AS suggested, ${count('UNMATCHED')} AS unmatched, ${count('IGNORED_DEBIT')} AS ignored_debit
  FROM bank_statements s LEFT JOIN users u ON u.id = s.uploaded_by`;

function toSummary(row: StatementRow): BankStatementSummary {
  const counts: BankLineCounts = { APPROVED: row.approved, SUGGESTED: row.suggested, UNMATCHED: row.unmatched, IGNORED_DEBIT: row.ignored_debit };
  return { id: row.id, format: row.format, fileName: row.file_name, bank: row.bank, account: row.account, uploadedBy: row.uploader_name, createdAt: row.created_at, counts };
}

export async function getStatement(db: D1Database, id: string): Promise<BankStatementSummary | null> {
  const row = await db.prepare(`${STATEMENT_SELECT} WHERE s.id = ?`).bind(id).first<StatementRow>();
  return row ? toSummary(row) : null;
}

export async function statementIdByHash(db: D1Database, hash: string): Promise<string | null> {
  return (await db.prepare('SELECT id FROM bank_statements WHERE file_hash = ?').bind(hash).first<{ id: string }>())?.id ?? null;
}

export async function listStatements(db: D1Database): Promise<BankStatementSummary[]> {
  const { results } = await db.prepare(`${STATEMENT_SELECT} ORDER BY s.created_at DESC, s.rowid DESC LIMIT 200`).all<StatementRow>();
  return results.map(toSummary);
}

/** The identities of `identities` already stored (a line seen in an earlier statement). */
export async function knownIdentities(db: D1Database, identities: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < identities.length; start += 90) {
    const chunk = identities.slice(start, start + 90);
    const marks = chunk.map((_, index) => `?${index + 1}`).join(', ');
    const { results } = await db.prepare(`SELECT identity FROM bank_statement_lines WHERE identity IN (${marks})`).bind(...chunk).all<{ identity: string }>();
    for (const row of results) known.add(row.identity);
  }
  return known;
}

export type NewStatement = { id: string; hash: string; format: BankStatementFormat; fileName: string; bank: string | null; account: string; uploadedBy: string };
export type NewLine = {
  id: string;
  identity: string;
  position: number;
  bookedOn: string;
  amountCents: number;
  direction: 'CREDIT' | 'DEBIT';
  currency: string;
  description: string;
  reference: string | null;
  state: BankLineState;
  note: BankLineNote | null;
  suggestion: BankBookingRow | null;
};

/**
 * The statement and its new lines in one batch; a line whose identity another statement holds
 * already is skipped (INSERT OR IGNORE on the unique identity). Returns how many lines were written.
 */
export async function insertStatement(db: D1Database, statement: NewStatement, lines: NewLine[]): Promise<number> {
  const head = db
    .prepare('INSERT INTO bank_statements (id, file_hash, format, file_name, bank, account, uploaded_by) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(statement.id, statement.hash, statement.format, statement.fileName, statement.bank, statement.account, statement.uploadedBy);
  const rows = lines.map((line) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO bank_statement_lines (id, statement_id, identity, position, booked_on, amount_cents, direction, currency, description, reference,
           state, note, suggested_reservation_id, suggested_tour_reservation_id, uploaded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        line.id,
        statement.id,
        line.identity,
        line.position,
        line.bookedOn,
        line.amountCents,
        line.direction,
        line.currency,
        line.description,
        line.reference,
        line.state,
        line.note,
        line.suggestion?.kind === 'STAY' ? line.suggestion.id : null,
        line.suggestion?.kind === 'TOUR' ? line.suggestion.id : null,
        statement.uploadedBy,
      ),
  );
  const results = await db.batch([head, ...rows]);
  return results.slice(1).reduce((sum, result) => sum + result.meta.changes, 0);
}

/** A line left suggested because its approval was refused (`APPROVAL_REFUSED`). */
export async function markRefused(db: D1Database, lineId: string): Promise<void> {
  await db.prepare("UPDATE bank_statement_lines SET note = 'APPROVAL_REFUSED' WHERE id = ? AND payment_id IS NULL").bind(lineId).run();
}

export type LineRow = {
  id: string;
  statement_id: string;
  position: number;
  booked_on: string;
  amount_cents: number;
  direction: 'CREDIT' | 'DEBIT';
  currency: string;
  description: string;
  reference: string | null;
  state: BankLineState;
  note: BankLineNote | null;
  suggested_id: string | null;
  payment_id: string | null;
  approver_name: string | null;
  approved_at: string | null;
  paid_booking_id: string | null;
};

const LINE_SELECT = `SELECT l.id, l.statement_id, l.position, l.booked_on, l.amount_cents, l.direction, l.currency, l.description, l.reference, l.state, l.note,
  coalesce(l.suggested_reservation_id, l.suggested_tour_reservation_id) AS suggested_id, l.payment_id, u.name AS approver_name, l.approved_at,
  (SELECT coalesce(p.reservation_id, p.tour_reservation_id) FROM payments p WHERE p.id = l.payment_id) AS paid_booking_id
  FROM bank_statement_lines l LEFT JOIN users u ON u.id = l.approved_by`;

export async function getLine(db: D1Database, id: string): Promise<LineRow | null> {
  return db.prepare(`${LINE_SELECT} WHERE l.id = ?`).bind(id).first<LineRow>();
}

export async function linesOf(db: D1Database, statementId: string): Promise<LineRow[]> {
  const { results } = await db.prepare(`${LINE_SELECT} WHERE l.statement_id = ? ORDER BY l.position`).bind(statementId).all<LineRow>();
  return results;
}

/** A line as the API answers it, its suggested and paid bookings looked up in `bookings`. */
export function toLine(row: LineRow, bookings: Map<string, BankBookingRow>): BankStatementLine {
  const booking = (id: string | null) => {
    const found = id ? bookings.get(id) : undefined;
    return found ? toBankBooking(found) : null;
  };
  return {
    id: row.id,
    position: row.position,
    bookedOn: row.booked_on,
    amount: fromCents(row.amount_cents),
    direction: row.direction,
    currency: row.currency,
    description: row.description,
    reference: row.reference,
    state: row.state,
    note: row.note,
    suggestion: row.state === 'SUGGESTED' ? booking(row.suggested_id) : null,
    paymentId: row.payment_id,
    approvedBy: row.approver_name,
    approvedAt: row.approved_at,
    booking: booking(row.paid_booking_id),
  };
}

/** The bookings the lines name (suggested or paid), by id. */
export async function bookingsOfLines(db: D1Database, rows: LineRow[]): Promise<Map<string, BankBookingRow>> {
  const ids = [...new Set(rows.flatMap((row) => [row.suggested_id, row.paid_booking_id]).filter((id): id is string => id !== null))];
  const found = new Map<string, BankBookingRow>();
  for (let start = 0; start < ids.length; start += 45) {
    const chunk = ids.slice(start, start + 45);
    const marks = chunk.map((_, index) => `?${index + 1}`).join(', ');
    const { results } = await db.prepare(bookingsSql(`b.id IN (${marks})`)).bind(...chunk).all<BankBookingRow>();
    for (const row of results) found.set(row.id, row);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// CSV mappings per bank.

export async function csvMappingOf(db: D1Database, bank: string): Promise<CsvMapping | null> {
  const row = await db.prepare('SELECT mapping FROM bank_csv_mappings WHERE bank = ?').bind(bank).first<{ mapping: string }>();
  return row ? (JSON.parse(row.mapping) as CsvMapping) : null;
}

export function saveCsvMapping(db: D1Database, bank: string, mapping: CsvMapping): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO bank_csv_mappings (bank, mapping, updated_at) VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
       ON CONFLICT (bank) DO UPDATE SET mapping = excluded.mapping, updated_at = excluded.updated_at`,
    )
    .bind(bank, JSON.stringify(mapping));
}

export async function listCsvMappings(db: D1Database): Promise<BankCsvMapping[]> {
  const { results } = await db.prepare('SELECT bank, mapping, updated_at FROM bank_csv_mappings ORDER BY bank').all<{ bank: string; mapping: string; updated_at: string }>();
  return results.map((row) => ({ bank: row.bank, mapping: JSON.parse(row.mapping) as CsvMapping, updatedAt: row.updated_at }));
}
