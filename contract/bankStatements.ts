/**
 * Bank statements matched to bookings (issue 34, ADR docs/decisions/0021-bank-statements.md),
 * without zod: the formats, limits, line states and notes, the refusals' texts, and how a PNR is
 * found in a transfer's description. The Worker, the mocks and the SPA read them from here;
 * contract/bankStatement.ts adds the zod schemas of the calls.
 */

export const BANK_STATEMENT_FORMATS = ['camt053', 'mt940', 'csv'] as const;

/** A statement file's limit: a larger upload is refused from its length, before it is read. */
export const MAX_BANK_STATEMENT_BYTES = 5 * 1024 * 1024;
/** The multipart body around the file may add this much (the mapping fields, the part headers). */
export const BANK_STATEMENT_UPLOAD_BYTES = MAX_BANK_STATEMENT_BYTES + 64 * 1024;
/** Lines of one statement: a month of a busy account stays far below. */
export const MAX_BANK_STATEMENT_LINES = 5000;

/**
 * Where a line stands: it approved a payment; it proposes a booking for the admin to confirm; no
 * booking fits (or its currency is not TRY); a debit (money going out) that pays no booking.
 */
export const BANK_LINE_STATES = ['APPROVED', 'SUGGESTED', 'UNMATCHED', 'IGNORED_DEBIT'] as const;

/**
 * Why a line is suggested or unmatched: the amount is below or above what the booking owes; two
 * bookings' PNRs are in it; the booking of its PNR is not waiting for a payment; no PNR, but the
 * amount and the guest's name fit one booking waiting for payment; nothing fits; not in TRY; the
 * approval itself was refused (the booking's rooms or places were taken meanwhile).
 */
export const BANK_LINE_NOTES = [
  'AMOUNT_SHORT',
  'AMOUNT_OVER',
  'TWO_PNRS',
  'NOT_WAITING',
  'NAME_AMOUNT',
  'NO_PNR',
  'OTHER_CURRENCY',
  'APPROVAL_REFUSED',
] as const;

/** The currency whose lines are matched: bookings are priced in TRY. */
export const BANK_MATCH_CURRENCY = 'TRY';

/** The refusals of the bank statement calls (the Worker and the mocks answer with these). */
export const BankStatementMessages = {
  fileRequired: 'Choose a bank statement file to upload',
  tooLarge: `A bank statement file must be at most ${MAX_BANK_STATEMENT_BYTES / 1024 / 1024} MB`,
  tooManyLines: `A bank statement may hold at most ${MAX_BANK_STATEMENT_LINES} lines`,
  formatUnknown: 'The file is not a camt.053, MT940 or CSV bank statement',
  xmlDeclarations: 'XML with a DOCTYPE, DTD or entity declarations is refused',
  camtInvalid: 'The file is not a readable camt.053 statement',
  mt940Incomplete: 'The MT940 file is incomplete: it needs the fields :20:, :25:, :60F: and :62F:',
  mt940BadLine: 'The MT940 file has a :61: line that cannot be read',
  csvFormula: 'The CSV file has cells starting with =, +, - or @ (spreadsheet formulas); export it again without them',
  csvMappingRequired: 'Give the bank name and the column mapping of this CSV export (date, amount, description)',
  csvMappingMismatch: 'The column mapping does not fit this CSV file',
  statementNotFound: 'Bank statement not found',
  lineNotFound: 'Bank statement line not found',
  lineApproved: 'This line has already approved a payment',
  lineNotCredit: 'Only a credit line in TRY can pay a booking',
  bookingNotWaiting: 'This booking is not waiting for a payment',
} as const;

/** Letters and digits, as the PNR of a stay or a tour booking is written (reservations' CHECK: 6 to 20). */
const PNR_TOKEN = /^[A-Z0-9]{6,20}$/;
/** At most this many words of one line are looked up as PNRs. */
const MAX_PNR_CANDIDATES = 40;

/**
 * The words of a transfer's description that may be a PNR, upper-cased, each once: "PNR AB12CD34",
 * "pnr:ab12cd34", "PNRAB12CD34" or the code among other words. Only a word that is the PNR of a
 * booking counts as one (the Worker looks them up), so other words cost nothing but a lookup.
 */
export function pnrCandidates(text: string): string[] {
  const words = text
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .toUpperCase()
    .split(/[^A-Z0-9]+/);
  const found = new Set<string>();
  for (const word of words) {
    if (PNR_TOKEN.test(word)) found.add(word);
    if (word.startsWith('PNR') && PNR_TOKEN.test(word.slice(3))) found.add(word.slice(3));
    if (found.size >= MAX_PNR_CANDIDATES) break;
  }
  return [...found];
}

/** Lower case without Turkish accents, for finding a guest's name in a description. */
export function foldName(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .replace(/I/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** True when every word (2+ letters) of `name` is a word of `text` (both folded). */
export function nameInText(name: string, text: string): boolean {
  const words = new Set(foldName(text).split(/[^a-z0-9]+/));
  const nameWords = foldName(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2);
  return nameWords.length > 0 && nameWords.every((word) => words.has(word));
}

/** A statement line's amount in kuruş from a decimal text ("1234.5", "1.234,56", "1,234.56"), or null. */
export function parseAmountCents(text: string): number | null {
  let value = text.trim().replace(/\s/g, '');
  const negative = value.startsWith('-');
  if (negative || value.startsWith('+')) value = value.slice(1);
  if (!/^[0-9.,]+$/.test(value)) return null;
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  const last = Math.max(lastDot, lastComma);
  let whole = value;
  let fraction = '';
  // The last separator is the decimal one when 1 or 2 digits follow it, or when both kinds occur.
  if (last >= 0 && (value.length - last - 1 <= 2 || (lastDot >= 0 && lastComma >= 0))) {
    whole = value.slice(0, last);
    fraction = value.slice(last + 1);
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^[0-9]*$/.test(whole) || !/^[0-9]{0,2}$/.test(fraction) || whole.length + fraction.length === 0 || whole.length > 13) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}
