/** What every parser of worker/bankStatements/ reads out of a statement file. */
import { BankStatementMessages, MAX_BANK_STATEMENT_LINES } from '../../contract/bankStatements';
import { badRequest } from '../http/errors';

export type ParsedLine = {
  /** YYYY-MM-DD: the day the bank booked it. */
  bookedOn: string;
  /** Kuruş (integer minor units), never negative: `direction` says which way. */
  amountCents: number;
  direction: 'CREDIT' | 'DEBIT';
  currency: string;
  description: string;
  reference: string | null;
};

export type ParsedStatement = { account: string; lines: ParsedLine[] };

/** A refusal of the file: 400 with the contract's text, nothing written. */
export const refuse = (message: string) => badRequest(message, [{ path: 'file', message }]);

/** Adds a line, within the statement's limit. */
export function pushLine(lines: ParsedLine[], line: ParsedLine): void {
  if (lines.length >= MAX_BANK_STATEMENT_LINES) throw refuse(BankStatementMessages.tooManyLines);
  lines.push(line);
}

/** YYYY-MM-DD when the three parts name a real day, else null. */
export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** One line of text for a description: whitespace runs become one space, at most 500 characters. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 500);
