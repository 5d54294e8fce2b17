/**
 * Which booking a statement's credit line pays (ADR docs/decisions/0021-bank-statements.md):
 * exactly one booking's PNR in its text, for exactly what that booking owes while it waits for
 * payment, approves it; a short or over amount, two bookings' PNRs, or a booking not waiting
 * becomes a suggestion; no PNR but the amount and the guest's name of one waiting booking is a
 * suggestion too; the rest stay unmatched. Debits pay nothing; a currency other than TRY is not
 * matched.
 */
import type { BankLineNote, BankLineState } from '../../contract';
import { BANK_MATCH_CURRENCY, nameInText, pnrCandidates } from '../../contract/bankStatements';
import { isWaiting, type BankBookingRow } from '../db/bankStatements';
import type { ParsedLine } from './statementLine';

export type Match = { state: BankLineState; note: BankLineNote | null; suggestion: BankBookingRow | null; approve: boolean };

/** The text a PNR is looked for in: the description and the reference. */
export const searchedText = (line: ParsedLine) => `${line.description} ${line.reference ?? ''}`;

/**
 * Matches one line. `byPnr` holds the bookings of every PNR candidate of the statement;
 * `waiting` the bookings waiting for payment; `taken` the bookings an earlier line of this
 * import approves (a second transfer for one booking is a suggestion, never a second approval).
 */
export function matchLine(line: ParsedLine, byPnr: Map<string, BankBookingRow>, waiting: BankBookingRow[], taken: Set<string>): Match {
  if (line.direction === 'DEBIT') return { state: 'IGNORED_DEBIT', note: null, suggestion: null, approve: false };
  if (line.currency !== BANK_MATCH_CURRENCY) return { state: 'UNMATCHED', note: 'OTHER_CURRENCY', suggestion: null, approve: false };
  const stillWaiting = (booking: BankBookingRow) => isWaiting(booking) && !taken.has(booking.id);
  const found = [...new Map(pnrCandidates(searchedText(line)).flatMap((pnr) => (byPnr.has(pnr) ? [[byPnr.get(pnr)!.id, byPnr.get(pnr)!] as const] : []))).values()];
  if (found.length > 1) {
    const best = found.find((booking) => stillWaiting(booking) && booking.amount_cents === line.amountCents) ?? found.find(stillWaiting) ?? found[0]!;
    return { state: 'SUGGESTED', note: 'TWO_PNRS', suggestion: best, approve: false };
  }
  const [booking] = found;
  if (booking) {
    if (!stillWaiting(booking)) return { state: 'SUGGESTED', note: 'NOT_WAITING', suggestion: booking, approve: false };
    if (line.amountCents < booking.amount_cents) return { state: 'SUGGESTED', note: 'AMOUNT_SHORT', suggestion: booking, approve: false };
    if (line.amountCents > booking.amount_cents) return { state: 'SUGGESTED', note: 'AMOUNT_OVER', suggestion: booking, approve: false };
    return { state: 'SUGGESTED', note: null, suggestion: booking, approve: true };
  }
  const fits = waiting.filter((other) => stillWaiting(other) && other.amount_cents === line.amountCents && nameInText(other.guest_name, line.description));
  if (fits.length === 1) return { state: 'SUGGESTED', note: 'NAME_AMOUNT', suggestion: fits[0]!, approve: false };
  return { state: 'UNMATCHED', note: 'NO_PNR', suggestion: null, approve: false };
}
