import { routes } from '../../contract/routes';
import { BankLineMatchRequest, BankStatementUploadForm, blankToUndefined, IdParams, PaymentMessages, type CompleteCsvMapping, type CsvMapping } from '../../contract';
import type { BankStatementFormat } from '../../contract';
import { BANK_MATCH_CURRENCY, BankStatementMessages, MAX_BANK_STATEMENT_BYTES, pnrCandidates } from '../../contract/bankStatements';
import { looksLikeCamt, parseCamt053 } from '../bankStatements/camt053';
import { parseCsv } from '../bankStatements/csv';
import { matchLine, searchedText } from '../bankStatements/matching';
import { looksLikeMt940, parseMt940 } from '../bankStatements/mt940';
import { refuse, type ParsedStatement } from '../bankStatements/statementLine';
import {
  bookingById,
  bookingsByPnr,
  bookingsOfLines,
  csvMappingOf,
  getLine,
  getStatement,
  insertStatement,
  isPayable,
  knownIdentities,
  linesOf,
  listCsvMappings,
  listStatements,
  markRefused,
  saveCsvMapping,
  statementIdByHash,
  toBankBooking,
  toLine,
  waitingBookings,
  type NewLine,
} from '../db/bankStatements';
import { isUniqueViolation, newId } from '../db/common';
import { createPayment, getPaymentRecord, verifyPayment, type VerifyOutcome } from '../db/payments';
import { verifiedBookingOf } from '../db/paymentVerification';
import { router } from '../http/app';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { issuesToDetails, validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const sha256 = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data));

/** The format the admin chose, else the one the file's first characters show. */
function formatOf(chosen: BankStatementFormat | undefined, head: string): BankStatementFormat {
  if (chosen) return chosen;
  if (looksLikeCamt(head) || /^\s*</.test(head)) return 'camt053';
  if (looksLikeMt940(head)) return 'mt940';
  return 'csv';
}

/** The mapping sent with this upload (saved for the bank), else the bank's saved one. */
async function mappingFor(db: D1Database, bank: string | undefined, sent: CsvMapping): Promise<{ mapping: CompleteCsvMapping; save: boolean }> {
  if (!bank) throw refuse(BankStatementMessages.csvMappingRequired);
  const complete = (mapping: CsvMapping | null): mapping is CompleteCsvMapping => Boolean(mapping?.dateColumn && mapping.amountColumn && mapping.descriptionColumn);
  if (Object.values(sent).some(Boolean)) {
    if (!complete(sent)) throw refuse(BankStatementMessages.csvMappingRequired);
    return { mapping: sent, save: true };
  }
  const saved = await csvMappingOf(db, bank);
  if (!complete(saved)) throw refuse(BankStatementMessages.csvMappingRequired);
  return { mapping: saved, save: false };
}

/**
 * Approves the payment of `bookingId` with the line as its evidence, exactly as the admin's
 * Approve does (verifyPayment: booking confirmed, the guest's e-mail in their language); the
 * payment record is made first when the guest never opened one.
 */
async function approveWithLine(db: D1Database, lineId: string, bookingId: string, reference: string | null, by: string): Promise<VerifyOutcome | 'missing'> {
  const created = await createPayment(db, bookingId, reference?.slice(0, 100) ?? null);
  const payment = created ? await getPaymentRecord(db, created.payment.id) : null;
  if (!payment) return 'missing';
  const verified = await verifiedBookingOf(db, payment, true, null);
  if (!verified) return 'missing';
  return verifyPayment(db, payment, verified.booking, true, verified.email, null, { lineId, by });
}

/** The statement file's lines, refused whole (400, nothing written) when hostile or broken. */
async function readStatement(db: D1Database, file: File, form: BankStatementUploadForm) {
  const bytes = await file.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  if (text.includes('\u0000')) throw refuse(BankStatementMessages.formatUnknown);
  const format = formatOf(form.format, text.slice(0, 2048));
  const { format: _chosen, bank, ...sent } = form;
  let statement: ParsedStatement;
  let csv: { mapping: CompleteCsvMapping; save: boolean } | null = null;
  if (format === 'camt053') statement = parseCamt053(text);
  else if (format === 'mt940') statement = parseMt940(text);
  else {
    csv = await mappingFor(db, bank, sent);
    statement = { account: bank!, lines: parseCsv(text, csv.mapping) };
  }
  return { format, bank: bank ?? null, statement, csv, hash: await sha256(bytes) };
}

export const bankStatements = router()
  .post(routes.uploadBankStatement.path, requireAdmin, async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) throw refuse(BankStatementMessages.fileRequired);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw refuse(BankStatementMessages.fileRequired);
    }
    const text = (name: string) => blankToUndefined(form.get(name) ?? undefined);
    const fields = BankStatementUploadForm.safeParse(Object.fromEntries(Object.keys(BankStatementUploadForm.shape).map((key) => [key, text(key)])));
    if (!fields.success) {
      const details = issuesToDetails(fields.error.issues);
      throw badRequest(details[0]?.message ?? 'Invalid request', details);
    }
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) throw refuse(BankStatementMessages.fileRequired);
    if (file.size > MAX_BANK_STATEMENT_BYTES) throw new ApiError(413, BankStatementMessages.tooLarge, { details: [{ path: 'file', message: BankStatementMessages.tooLarge }] });

    const db = c.env.DB;
    const admin = c.get('session')!.sub;
    const read = await readStatement(db, file, fields.data);
    const earlier = await statementIdByHash(db, read.hash);
    if (earlier) return c.json({ ...(await getStatement(db, earlier))!, newLines: 0, alreadyImported: true }, 200);

    // Each line's identity: the account, its facts, and which occurrence of them in this file it is.
    const seen = new Map<string, number>();
    const identified = await Promise.all(
      read.statement.lines.map(async (line, position) => {
        const key = [read.statement.account, line.bookedOn, line.direction, line.amountCents, line.currency, line.reference ?? '', line.description].join('|');
        const occurrence = (seen.get(key) ?? 0) + 1;
        seen.set(key, occurrence);
        return { line, position, identity: await sha256(new TextEncoder().encode(`${key}|#${occurrence}`)) };
      }),
    );
    const known = await knownIdentities(db, identified.map((item) => item.identity));
    const fresh = identified.filter((item) => !known.has(item.identity));
    const credits = fresh.filter((item) => item.line.direction === 'CREDIT' && item.line.currency === BANK_MATCH_CURRENCY);
    const byPnr = new Map((await bookingsByPnr(db, [...new Set(credits.flatMap((item) => pnrCandidates(searchedText(item.line))))])).map((row) => [row.pnr_code, row]));
    const waiting = credits.length ? await waitingBookings(db) : [];
    const taken = new Set<string>();
    const toApprove: { lineId: string; bookingId: string; reference: string | null }[] = [];
    const lines: NewLine[] = fresh.map(({ line, identity, position }) => {
      const match = matchLine(line, byPnr, waiting, taken);
      const id = newId();
      if (match.approve && match.suggestion) {
        taken.add(match.suggestion.id);
        toApprove.push({ lineId: id, bookingId: match.suggestion.id, reference: line.reference });
      }
      return { id, identity, position, ...line, state: match.state, note: match.note, suggestion: match.suggestion };
    });

    const statementId = newId();
    let written: number;
    try {
      written = await insertStatement(db, { id: statementId, hash: read.hash, format: read.format, fileName: file.name.slice(0, 200) || 'statement', bank: read.bank, account: read.statement.account.slice(0, 100), uploadedBy: admin }, lines);
    } catch (error) {
      // The same file uploaded twice at once: the other upload stored it.
      const other = isUniqueViolation(error) ? await statementIdByHash(db, read.hash) : null;
      if (!other) throw error;
      return c.json({ ...(await getStatement(db, other))!, newLines: 0, alreadyImported: true }, 200);
    }
    if (read.csv?.save && read.bank) await saveCsvMapping(db, read.bank, read.csv.mapping).run();
    for (const item of toApprove) {
      if ((await approveWithLine(db, item.lineId, item.bookingId, item.reference, admin)) !== 'approved') await markRefused(db, item.lineId);
    }
    return c.json({ ...(await getStatement(db, statementId))!, newLines: written, alreadyImported: false }, 201);
  })

  .get(routes.getBankStatements.path, requireAdmin, async (c) => c.json(await listStatements(c.env.DB)))

  // Before `/:id`: `csv-mappings` is not a statement id.
  .get(routes.getBankCsvMappings.path, requireAdmin, async (c) => c.json(await listCsvMappings(c.env.DB)))

  .get(routes.getBankStatement.path, requireAdmin, validate('param', IdParams), async (c) => {
    const db = c.env.DB;
    const statement = await getStatement(db, c.req.valid('param').id);
    if (!statement) throw notFound(BankStatementMessages.statementNotFound);
    const rows = await linesOf(db, statement.id);
    const bookings = await bookingsOfLines(db, rows);
    const pending = await waitingBookings(db, 200);
    return c.json({ ...statement, lines: rows.map((row) => toLine(row, bookings)), pendingBookings: pending.map(toBankBooking) });
  })

  // The admin's one click: the line pays this booking (a suggestion confirmed, or one picked for an unmatched line).
  .post(routes.matchBankStatementLine.path, requireAdmin, validate('param', IdParams), validate('json', BankLineMatchRequest), async (c) => {
    const db = c.env.DB;
    const line = await getLine(db, c.req.valid('param').id);
    if (!line) throw notFound(BankStatementMessages.lineNotFound);
    if (line.payment_id || line.state === 'APPROVED') throw conflict(BankStatementMessages.lineApproved);
    if (line.direction !== 'CREDIT' || line.currency !== BANK_MATCH_CURRENCY) throw conflict(BankStatementMessages.lineNotCredit);
    const booking = await bookingById(db, c.req.valid('json').reservationId);
    if (!booking) throw notFound(PaymentMessages.reservationNotFound);
    if (!isPayable(booking)) throw conflict(BankStatementMessages.bookingNotWaiting);
    const outcome = await approveWithLine(db, line.id, booking.id, line.reference, c.get('session')!.sub);
    if (outcome === 'missing') throw notFound(PaymentMessages.reservationNotFound);
    if (outcome === 'full') throw conflict(booking.kind === 'TOUR' ? PaymentMessages.placesGone : PaymentMessages.roomsGone);
    if (outcome !== 'approved') throw conflict(BankStatementMessages.bookingNotWaiting);
    const row = (await getLine(db, line.id))!;
    return c.json(toLine(row, await bookingsOfLines(db, [row])));
  });
