import { z } from 'zod';
import { BANK_LINE_NOTES, BANK_LINE_STATES, BANK_STATEMENT_FORMATS } from './bankStatements';
import { blankToUndefined, id, isoDate, LIMITS, money, timestamp } from './common';
import { BookingKind } from './reservation';

/**
 * The zod side of contract/bankStatements.ts (ADR docs/decisions/0021-bank-statements.md): the
 * admin's bank statement calls.
 */

export const BankStatementFormat = z.enum(BANK_STATEMENT_FORMATS);
export type BankStatementFormat = z.infer<typeof BankStatementFormat>;
export const BankLineState = z.enum(BANK_LINE_STATES);
export type BankLineState = z.infer<typeof BankLineState>;
export const BankLineNote = z.enum(BANK_LINE_NOTES);
export type BankLineNote = z.infer<typeof BankLineNote>;

/** A column's header as the bank writes it (matched trimmed, in any case). */
const column = z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.short, `At most ${LIMITS.short} characters`).optional());

/**
 * A bank's CSV export: which column holds the date, the amount, the description and (optionally)
 * the reference and the currency. A debit is a negative amount, or a word in `directionColumn`
 * (C/D, A/B, Alacak/Borç, Credit/Debit), or an amount in `debitColumn` (then `amountColumn` holds
 * the credits).
 */
export const CsvMapping = z.object({
  dateColumn: column,
  amountColumn: column,
  descriptionColumn: column,
  referenceColumn: column,
  directionColumn: column,
  debitColumn: column,
  currencyColumn: column,
});
export type CsvMapping = z.infer<typeof CsvMapping>;
/** A mapping that names the three columns every line needs. */
export type CompleteCsvMapping = CsvMapping & { dateColumn: string; amountColumn: string; descriptionColumn: string };

/** The text fields of the multipart POST /api/admin/bank-statements (the file is the part `file`). */
export const BankStatementUploadForm = CsvMapping.extend({
  format: z.preprocess(blankToUndefined, BankStatementFormat.optional()),
  bank: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.short, `At most ${LIMITS.short} characters`).optional()),
});
export type BankStatementUploadForm = z.infer<typeof BankStatementUploadForm>;

/** Each state's number of lines. */
export const BankLineCounts = z.object({
  APPROVED: z.number().int().min(0),
  SUGGESTED: z.number().int().min(0),
  UNMATCHED: z.number().int().min(0),
  IGNORED_DEBIT: z.number().int().min(0),
});
export type BankLineCounts = z.infer<typeof BankLineCounts>;

export const BankStatementSummary = z.object({
  id,
  format: BankStatementFormat,
  fileName: z.string(),
  bank: z.string().nullable(),
  account: z.string(),
  /** The admin who uploaded it (null once that account is deleted). */
  uploadedBy: z.string().nullable(),
  createdAt: timestamp,
  counts: BankLineCounts,
});
export type BankStatementSummary = z.infer<typeof BankStatementSummary>;

/** The upload's answer: the statement (the earlier one for a file already imported) and its new lines. */
export const BankStatementImport = BankStatementSummary.extend({
  newLines: z.number().int().min(0),
  alreadyImported: z.boolean(),
});
export type BankStatementImport = z.infer<typeof BankStatementImport>;

/** A booking a line may pay: a stay or a tour booking, with what it owes. */
export const BankBooking = z.object({
  id,
  kind: BookingKind,
  pnrCode: z.string(),
  guestName: z.string(),
  amountDue: money,
  status: z.string(),
});
export type BankBooking = z.infer<typeof BankBooking>;

export const BankStatementLine = z.object({
  id,
  position: z.number().int().min(0),
  bookedOn: isoDate,
  amount: money,
  direction: z.enum(['CREDIT', 'DEBIT']),
  currency: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  state: BankLineState,
  note: BankLineNote.nullable(),
  /** The booking a suggestion proposes, else null. */
  suggestion: BankBooking.nullable(),
  /** The payment the line approved, who approved it and when (the audit trail's evidence). */
  paymentId: id.nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: timestamp.nullable(),
  /** The booking the approved payment paid. */
  booking: BankBooking.nullable(),
});
export type BankStatementLine = z.infer<typeof BankStatementLine>;

/** GET /api/admin/bank-statements/:id: the statement, its lines in file order, and the bookings waiting for payment (the picker). */
export const BankStatementDetail = BankStatementSummary.extend({
  lines: z.array(BankStatementLine),
  pendingBookings: z.array(BankBooking),
});
export type BankStatementDetail = z.infer<typeof BankStatementDetail>;

/** POST /api/admin/bank-statements/lines/:id/match: the stay or tour booking the line pays. */
export const BankLineMatchRequest = z.object({ reservationId: id });
export type BankLineMatchRequest = z.infer<typeof BankLineMatchRequest>;

/** GET /api/admin/bank-statements/csv-mappings: each bank's saved mapping. */
export const BankCsvMapping = z.object({ bank: z.string(), mapping: CsvMapping, updatedAt: timestamp });
export type BankCsvMapping = z.infer<typeof BankCsvMapping>;
