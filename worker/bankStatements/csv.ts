/**
 * A bank's CSV export, read through the admin's column mapping (contract/bankStatement.ts
 * CsvMapping): the delimiter (`;`, `,` or tab) is the one the header row uses most. A cell that a
 * spreadsheet would run as a formula (= @ first, or + - before anything but a number) refuses the
 * whole file: a statement is opened in spreadsheets later. A mapping naming a column the header
 * lacks, or a row whose date or amount the mapping cannot read, refuses it too.
 */
import type { CompleteCsvMapping } from '../../contract/bankStatement';
import { BankStatementMessages, parseAmountCents } from '../../contract/bankStatements';
import { isoDay, oneLine, pushLine, refuse, type ParsedLine } from './statementLine';

const DELIMITERS = [';', ',', '\t'] as const;

function delimiterOf(header: string): string {
  let best: string = ';';
  let most = -1;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}

/** RFC 4180 rows: quoted cells may hold the delimiter, newlines and doubled quotes. */
function rowsOf(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length) endRow();
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/** A cell a spreadsheet would run: `=`, `@`, a tab or CR first, or a sign before anything but a number. */
export function isFormula(cell: string): boolean {
  const value = cell.trimStart();
  if (value === '') return false;
  if (/^[=@\t\r]/.test(value) || /^[\t\r]/.test(cell)) return true;
  return /^[+-]/.test(value) && !/^[+-]\s*[0-9][0-9.,]*$/.test(value.trim());
}

const CREDIT_WORDS = /^(c|cr|credit|a|alacak|\+)$/i;
const DEBIT_WORDS = /^(d|dr|debit|b|borç|borc|-)$/i;

function dateOfCell(cell: string): string | null {
  const value = cell.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})/.exec(value);
  return match ? isoDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

export function parseCsv(input: string, mapping: CompleteCsvMapping): ParsedLine[] {
  const text = input.replace(/^\uFEFF/, '');
  const rows = rowsOf(text, delimiterOf(text.split(/\r?\n/, 1)[0] ?? ''));
  if (rows.some((row) => row.some(isFormula))) throw refuse(BankStatementMessages.csvFormula);
  const mismatch = () => refuse(BankStatementMessages.csvMappingMismatch);
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase());
  const indexOf = (name: string | undefined) => {
    if (!name) return undefined;
    const index = header.indexOf(name.trim().toLowerCase());
    if (index < 0) throw mismatch();
    return index;
  };
  const at = {
    date: indexOf(mapping.dateColumn)!,
    amount: indexOf(mapping.amountColumn)!,
    description: indexOf(mapping.descriptionColumn)!,
    reference: indexOf(mapping.referenceColumn),
    direction: indexOf(mapping.directionColumn),
    debit: indexOf(mapping.debitColumn),
    currency: indexOf(mapping.currencyColumn),
  };
  const lines: ParsedLine[] = [];
  for (const row of rows.slice(1)) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (row[index] ?? '').trim());
    const bookedOn = dateOfCell(cell(at.date));
    if (!bookedOn) throw mismatch();
    let cents = cell(at.amount) === '' && at.debit !== undefined ? 0 : parseAmountCents(cell(at.amount));
    if (cents === null) throw mismatch();
    let direction: ParsedLine['direction'] = cents < 0 ? 'DEBIT' : 'CREDIT';
    if (at.direction !== undefined) {
      const word = cell(at.direction);
      if (CREDIT_WORDS.test(word)) direction = 'CREDIT';
      else if (DEBIT_WORDS.test(word)) direction = 'DEBIT';
      else throw mismatch();
    } else if (at.debit !== undefined && cents === 0 && cell(at.debit) !== '') {
      const debit = parseAmountCents(cell(at.debit));
      if (debit === null) throw mismatch();
      [cents, direction] = [debit, 'DEBIT'];
    }
    const currency = (cell(at.currency) || 'TRY').toUpperCase();
    pushLine(lines, {
      bookedOn,
      amountCents: Math.abs(cents),
      direction,
      currency: /^[A-Z]{3}$/.test(currency) ? currency : 'XXX',
      description: oneLine(cell(at.description)),
      reference: cell(at.reference) || null,
    });
  }
  return lines;
}
