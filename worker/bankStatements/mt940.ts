/**
 * SWIFT MT940 (customer statement): the fields :20: (reference), :25: (account), :60F: (opening
 * balance, whose currency the lines take), :61: (a line) with its :86: (the description), and
 * :62F: (closing balance). A file without one of the four, or with a :61: that cannot be read, is
 * refused whole.
 */
import { BankStatementMessages, parseAmountCents } from '../../contract/bankStatements';
import { isoDay, oneLine, pushLine, refuse, type ParsedLine, type ParsedStatement } from './statementLine';

/** `:61:` value date YYMMDD, optional entry date MMDD, (R)C/D, optional funds code, amount, type, owner's ref, //bank ref. */
const LINE_61 = /^(\d{2})(\d{2})(\d{2})(\d{4})?(R?[CD])([A-Z])?(\d{1,15}(?:,\d{0,2})?)([NSF][A-Z0-9]{3})([^/]{0,16})(?:\/\/(.{0,16}))?/;
/** `:60F:` D/C mark, date YYMMDD, currency, amount. */
const BALANCE = /^[CD]\d{6}([A-Z]{3})\d/;
const TAG = /^:(\d{2}[A-Z]?):(.*)$/;

export const looksLikeMt940 = (head: string) => /(^|\n)\s*:20:/.test(head) || /\{4:/.test(head);

type Field = { tag: string; value: string };

/** The tagged fields in order; a line without a tag continues the field above it. */
function fieldsOf(text: string): Field[] {
  const body = text.includes('{4:') ? text.slice(text.indexOf('{4:') + 3) : text;
  const fields: Field[] = [];
  for (const raw of body.split(/\r?\n/)) {
    const row = raw.replace(/\s+$/, '');
    if (row === '' || row.startsWith('-}') || row === '-') continue;
    const tagged = TAG.exec(row);
    if (tagged) fields.push({ tag: tagged[1]!, value: tagged[2]! });
    else if (fields.length) fields[fields.length - 1]!.value += `\n${row}`;
  }
  return fields;
}

function lineOf(value: string, currency: string): ParsedLine {
  const match = LINE_61.exec(value.split('\n')[0]!.trim());
  if (!match) throw refuse(BankStatementMessages.mt940BadLine);
  const [, yy, mm, dd, , mark, , amount, , ownerRef, bankRef] = match;
  const bookedOn = isoDay(2000 + Number(yy), Number(mm), Number(dd));
  const cents = parseAmountCents(amount!);
  if (!bookedOn || cents === null) throw refuse(BankStatementMessages.mt940BadLine);
  // RC / RD reverse a debit / credit: a reversed debit is money coming back in.
  const credit = mark === 'C' || mark === 'RD';
  const reference = [ownerRef, bankRef].map((part) => (part ?? '').trim()).find((part) => part && part !== 'NONREF') ?? null;
  const extra = value.split('\n').slice(1).join(' ');
  return { bookedOn, amountCents: cents, direction: credit ? 'CREDIT' : 'DEBIT', currency, description: oneLine(extra), reference };
}

export function parseMt940(text: string): ParsedStatement {
  const fields = fieldsOf(text);
  const first = (tag: string) => fields.find((field) => field.tag === tag);
  const opening = first('60F');
  if (!first('20') || !first('25') || !opening || !first('62F')) throw refuse(BankStatementMessages.mt940Incomplete);
  const currency = BALANCE.exec(opening.value.trim())?.[1];
  if (!currency) throw refuse(BankStatementMessages.mt940Incomplete);
  const lines: ParsedLine[] = [];
  for (const [index, field] of fields.entries()) {
    if (field.tag !== '61') continue;
    const line = lineOf(field.value, currency);
    const next = fields[index + 1];
    // :86: holds the description; structured ones (?20…?29) lose their markers.
    if (next?.tag === '86') line.description = oneLine(`${next.value.replace(/\?\d{2}/g, ' ')} ${line.description}`);
    pushLine(lines, line);
  }
  return { account: oneLine(first('25')!.value), lines };
}
