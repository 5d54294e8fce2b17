/**
 * ISO 20022 camt.053 (bank-to-customer statement) read with fast-xml-parser, entity processing
 * off. A file that declares a DOCTYPE, a DTD or entities is refused before any parsing (XXE,
 * billion laughs), so the parser never sees one.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BankStatementMessages, parseAmountCents } from '../../contract/bankStatements';
import { isoDay, oneLine, pushLine, refuse, type ParsedLine, type ParsedStatement } from './statementLine';

/** `<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST`, `<!NOTATION`: declarations a statement never needs. */
const DECLARATION = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

const ARRAYS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Bal']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  maxNestedTags: 64,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)]);
/** A leaf's text (an element with attributes keeps its text under `#text`). */
const text = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  const inner = node(value)['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() : '';
};

/** True when the text's first element is a camt.053 document (or its statement root). */
export const looksLikeCamt = (head: string) => /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*</.test(head) && /BkToCstmrStmt|camt\.053|<\s*Document/i.test(head);

function dateOf(entry: Node): string | null {
  for (const key of ['BookgDt', 'ValDt']) {
    const when = node(entry[key]);
    const value = text(when.Dt) || text(when.DtTm).slice(0, 10);
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  return null;
}

function lineOf(entry: Node, fallbackCurrency: string): ParsedLine {
  const amount = entry.Amt;
  const cents = parseAmountCents(text(amount));
  const indicator = text(entry.CdtDbtInd);
  const bookedOn = dateOf(entry);
  if (cents === null || cents < 0 || !bookedOn || (indicator !== 'CRDT' && indicator !== 'DBIT')) throw refuse(BankStatementMessages.camtInvalid);
  const currency = (text(node(amount)['@_Ccy']) || fallbackCurrency).toUpperCase();
  const details = list(node(entry.NtryDtls).TxDtls);
  const remittance = details.flatMap((detail) => {
    const value = node(detail.RmtInf).Ustrd;
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(text);
  });
  const description = oneLine([...remittance, text(entry.AddtlNtryInf)].filter(Boolean).join(' '));
  const refs = details.map((detail) => node(detail.Refs)).find((refs) => text(refs.EndToEndId) || text(refs.AcctSvcrRef));
  const reference = text(entry.AcctSvcrRef) || text(refs?.AcctSvcrRef) || text(refs?.EndToEndId) || null;
  return { bookedOn, amountCents: cents, direction: indicator === 'CRDT' ? 'CREDIT' : 'DEBIT', currency: /^[A-Z]{3}$/.test(currency) ? currency : 'XXX', description, reference };
}

export function parseCamt053(xml: string): ParsedStatement {
  if (DECLARATION.test(xml)) throw refuse(BankStatementMessages.xmlDeclarations);
  if (XMLValidator.validate(xml) !== true) throw refuse(BankStatementMessages.camtInvalid);
  let document: Node;
  try {
    document = node(parser.parse(xml));
  } catch {
    throw refuse(BankStatementMessages.camtInvalid);
  }
  const root = node(node(document.Document).BkToCstmrStmt ?? document.BkToCstmrStmt);
  const statements = list(root.Stmt);
  if (statements.length === 0) throw refuse(BankStatementMessages.camtInvalid);
  const lines: ParsedLine[] = [];
  let account = '';
  for (const statement of statements) {
    const acct = node(statement.Acct);
    const id = node(acct.Id);
    account ||= text(id.IBAN) || text(node(id.Othr).Id);
    const currency = text(acct.Ccy) || 'TRY';
    for (const entry of list(statement.Ntry)) pushLine(lines, lineOf(entry, currency));
  }
  if (!account) throw refuse(BankStatementMessages.camtInvalid);
  return { account, lines };
}
