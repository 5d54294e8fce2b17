/**
 * Bank statements matched to bookings (issue 34, ADR docs/decisions/0021-bank-statements.md) on
 * real D1: the camt.053 and MT940 samples of worker/test/bankStatements/ carry the PNRs of
 * bookings made here; an exact line approves as the admin's Approve does, the rest are suggested
 * or unmatched, a second import changes nothing, and hostile files are refused writing nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import camtSample from './test/bankStatements/statement.camt053.xml?raw';
import csvSample from './test/bankStatements/statement.csv?raw';
import mt940Sample from './test/bankStatements/statement.mt940.sta?raw';
import { api, countRows, expectAdminOnly, insertHotel, insertReservationRow, insertRoomType, insertTourReservationRow, insertTourRow, loginAs, UNKNOWN_ID } from './test/helpers';
import { outboxOf, reservationStatus } from './test/fixtures';

let admin: string;
let adminId: string;
let user: string;
let hotelId: string;
let roomTypeId: string;

/** A pending stay of 2000.00 TRY (helpers' row), with the guest's name and language when given. */
async function stay(fields: { guestName?: string; language?: 'tr' | 'en' | 'fa' } = {}) {
  const row = await insertReservationRow(hotelId, roomTypeId);
  await env.DB.prepare('UPDATE reservations SET guest_name = coalesce(?, guest_name), language = coalesce(?, language) WHERE id = ?')
    .bind(fields.guestName ?? null, fields.language ?? null, row.id)
    .run();
  return row;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? name);

function uploadForm(content: string | Uint8Array, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'application/octet-stream' }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
const upload = (form: FormData, token = admin) => api('POST', '/api/admin/bank-statements', { body: form, token });
const detail = (id: string) => api('GET', `/api/admin/bank-statements/${id}`, { token: admin });
const match = (lineId: string, reservationId: string) => api('POST', `/api/admin/bank-statements/lines/${lineId}/match`, { body: { reservationId }, token: admin });

type Line = { id: string; position: number; state: string; note: string | null; suggestion: { id: string } | null; paymentId: string | null; approvedBy: string | null };
const TABLES = ['bank_statements', 'bank_statement_lines', 'bank_csv_mappings', 'payments', 'email_outbox'];
const rowCounts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await countRows(table)] as const)));

beforeAll(async () => {
  const logged = await loginAs('ADMIN');
  admin = logged.token;
  adminId = logged.user.id;
  user = (await loginAs('USER')).token;
  const hotel = await insertHotel();
  hotelId = hotel.id;
  roomTypeId = (await insertRoomType(hotelId, { roomCount: 20 })).id;
});

describe('camt.053: exact, short, over, two PNRs, name and amount, unmatched, debit, other currency', () => {
  const bookings: Record<string, { id: string; pnrCode: string }> = {};
  let file = '';
  let statementId = '';
  let lines: Line[] = [];

  beforeAll(async () => {
    bookings.EXACT = await stay({ language: 'en' });
    for (const name of ['SHORT', 'OVER', 'TWO_A', 'TWO_B', 'USD']) bookings[name] = await stay();
    bookings.NAME = await stay({ guestName: 'Zeynep Kılıç' });
    file = fill(camtSample, { ...Object.fromEntries(Object.entries(bookings).map(([key, value]) => [key, value.pnrCode])), over: bookings.OVER!.pnrCode.toLowerCase() });
    const res = await upload(uploadForm(file, 'haziran.xml'));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ format: 'camt053', account: 'TR330006100519786457841326', newLines: 8, alreadyImported: false });
    expect(res.json.counts).toEqual({ APPROVED: 1, SUGGESTED: 4, UNMATCHED: 2, IGNORED_DEBIT: 1 });
    statementId = res.json.id;
    lines = (await detail(statementId)).json.lines;
  });

  it('the exact line approves the payment: booking CONFIRMED, payment PAID, the guest e-mailed in English, the line names the payment and the admin', async () => {
    expect(lines[0]).toMatchObject({ state: 'APPROVED', paymentId: expect.any(String), approvedBy: expect.any(String) });
    // The trace on the line row: who uploaded it, which payment it approved and who approved it.
    const trace = await env.DB.prepare('SELECT uploaded_by, approved_by, payment_id FROM bank_statement_lines WHERE id = ?').bind(lines[0]!.id).first();
    expect(trace).toEqual({ uploaded_by: adminId, approved_by: adminId, payment_id: lines[0]!.paymentId });
    expect(await reservationStatus(bookings.EXACT!.id)).toBe('CONFIRMED');
    const payment = await env.DB.prepare('SELECT status, is_receipt_verified FROM payments WHERE id = ?').bind(lines[0]!.paymentId).first();
    expect(payment).toEqual({ status: 'PAID', is_receipt_verified: 1 });
    const mails = await outboxOf(bookings.EXACT!.id);
    expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([['PAYMENT_APPROVED', 'en']]);
    expect(mails[0]!.body).toContain(bookings.EXACT!.pnrCode);
  });

  it('short, over (lower-case "pnr:"), two PNRs and name+amount are suggestions with their booking; nothing else is confirmed', async () => {
    expect(lines.slice(1, 5).map((line) => [line.state, line.note, line.suggestion?.id])).toEqual([
      ['SUGGESTED', 'AMOUNT_SHORT', bookings.SHORT!.id],
      ['SUGGESTED', 'AMOUNT_OVER', bookings.OVER!.id],
      ['SUGGESTED', 'TWO_PNRS', bookings.TWO_A!.id],
      ['SUGGESTED', 'NAME_AMOUNT', bookings.NAME!.id],
    ]);
    for (const name of ['SHORT', 'OVER', 'TWO_A', 'TWO_B', 'NAME', 'USD']) expect(await reservationStatus(bookings[name]!.id)).toBe('PENDING');
  });

  it('no PNR stays unmatched, a debit is ignored, a USD line is not matched (listed with its note)', () => {
    expect(lines.slice(5).map((line) => [line.state, line.note])).toEqual([
      ['UNMATCHED', 'NO_PNR'],
      ['IGNORED_DEBIT', null],
      ['UNMATCHED', 'OTHER_CURRENCY'],
    ]);
  });

  it('the same file again changes nothing: 200, 0 new lines, equal counts, no row written', async () => {
    const before = await rowCounts();
    const again = await upload(uploadForm(file, 'haziran-kopya.xml'));
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: statementId, newLines: 0, alreadyImported: true, counts: { APPROVED: 1, SUGGESTED: 4, UNMATCHED: 2, IGNORED_DEBIT: 1 } });
    expect(await rowCounts()).toEqual(before);
  });

  it('confirming a suggestion approves that booking as Approve does; the line cannot approve twice', async () => {
    const short = lines[1]!;
    const res = await match(short.id, bookings.SHORT!.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ state: 'APPROVED', paymentId: expect.any(String), booking: { id: bookings.SHORT!.id, kind: 'STAY' } });
    expect(await reservationStatus(bookings.SHORT!.id)).toBe('CONFIRMED');
    expect((await outboxOf(bookings.SHORT!.id)).map((mail) => [mail.kind, mail.language])).toEqual([['PAYMENT_APPROVED', 'tr']]);
    const twice = await match(short.id, bookings.SHORT!.id);
    expect([twice.status, twice.json.code]).toEqual([409, 'BANK_LINE_APPROVED']);
  });

  it('an unmatched line can pay any booking waiting for payment (picked); a debit or a paid booking is refused', async () => {
    const picked = await stay();
    const res = await match(lines[5]!.id, picked.id);
    expect([res.status, res.json.state]).toEqual([200, 'APPROVED']);
    expect(await reservationStatus(picked.id)).toBe('CONFIRMED');
    const debit = await match(lines[6]!.id, bookings.TWO_B!.id);
    expect([debit.status, debit.json.code]).toEqual([409, 'BANK_LINE_NOT_CREDIT']);
    const paid = await match(lines[2]!.id, bookings.EXACT!.id);
    expect([paid.status, paid.json.code]).toEqual([409, 'BANK_BOOKING_NOT_WAITING']);
    const unknown = await match(lines[2]!.id, UNKNOWN_ID);
    expect(unknown.status).toBe(404);
  });

  it('the list shows the statement newest first with its counts', async () => {
    const list = await api('GET', '/api/admin/bank-statements', { token: admin });
    expect(list.status).toBe(200);
    expect(list.json.find((row: { id: string }) => row.id === statementId).counts).toEqual({ APPROVED: 3, SUGGESTED: 3, UNMATCHED: 1, IGNORED_DEBIT: 1 });
  });
});

describe('MT940: a tour booking paid exactly, a short one, an unmatched line, a debit', () => {
  it('gives approved 1, suggested 1, unmatched 1, ignored 1; a second import and an overlapping file book nothing twice', async () => {
    const tour = await insertTourRow();
    const tourBooking = await insertTourReservationRow(tour.id);
    const short = await stay();
    const file = fill(mt940Sample, { TOUR_EXACT: tourBooking.pnrCode, MT_SHORT: short.pnrCode });
    const res = await upload(uploadForm(file, 'haziran.sta'));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ format: 'mt940', account: 'TR330006100519786457841326', newLines: 4 });
    expect(res.json.counts).toEqual({ APPROVED: 1, SUGGESTED: 1, UNMATCHED: 1, IGNORED_DEBIT: 1 });
    const tourRow = await env.DB.prepare('SELECT status FROM tour_reservations WHERE id = ?').bind(tourBooking.id).first<{ status: string }>();
    expect(tourRow?.status).toBe('CONFIRMED');
    const tourMail = await env.DB.prepare("SELECT kind FROM email_outbox WHERE to_email = 'tour@example.com' AND kind = 'PAYMENT_APPROVED'").all();
    expect(tourMail.results).toHaveLength(1);

    // The unmatched line picked for another tour booking: a tour booking's id works too.
    const picked = await insertTourReservationRow(tour.id);
    const unmatched = (await detail(res.json.id)).json.lines.find((line: Line) => line.state === 'UNMATCHED') as Line;
    const matched = await match(unmatched.id, picked.id);
    expect([matched.status, matched.json.state, matched.json.booking?.kind]).toEqual([200, 'APPROVED', 'TOUR']);
    const pickedRow = await env.DB.prepare('SELECT status FROM tour_reservations WHERE id = ?').bind(picked.id).first<{ status: string }>();
    expect(pickedRow?.status).toBe('CONFIRMED');

    const before = await rowCounts();
    const again = await upload(uploadForm(file, 'haziran.sta'));
    expect([again.status, again.json.newLines, again.json.counts]).toEqual([200, 0, { APPROVED: 2, SUGGESTED: 1, UNMATCHED: 0, IGNORED_DEBIT: 1 }]);
    // Another file (another :20:) holding the same lines: a new statement, none of its lines new.
    const overlapping = await upload(uploadForm(file.replace(':20:STMT300601', ':20:STMT300601B'), 'haziran-2.sta'));
    expect([overlapping.status, overlapping.json.newLines]).toEqual([201, 0]);
    expect(await rowCounts()).toEqual({ ...before, bank_statements: before.bank_statements! + 1 });
  });
});

describe('CSV: the mapping is saved per bank and reused', () => {
  it('reads a Turkish export (; and 1.234,56) with its mapping, then the next file of that bank without one', async () => {
    const booking = await stay();
    const mapping = { bank: 'Ziraat', dateColumn: 'Tarih', amountColumn: 'Tutar', descriptionColumn: 'Açıklama', referenceColumn: 'Referans' };
    const first = await upload(uploadForm(fill(csvSample, { CSV_EXACT: booking.pnrCode }), 'ziraat.csv', { format: 'csv', ...mapping }));
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(first.json.counts).toEqual({ APPROVED: 1, SUGGESTED: 0, UNMATCHED: 0, IGNORED_DEBIT: 1 });
    expect(await reservationStatus(booking.id)).toBe('CONFIRMED');
    const saved = await api('GET', '/api/admin/bank-statements/csv-mappings', { token: admin });
    expect(saved.json).toContainEqual(expect.objectContaining({ bank: 'Ziraat', mapping: expect.objectContaining({ dateColumn: 'Tarih' }) }));

    const next = `Tarih;Açıklama;Tutar;Referans\n03.06.2030;KIRA;1.250,00;CSV-0003\n`;
    const reused = await upload(uploadForm(next, 'ziraat-2.csv', { format: 'csv', bank: 'Ziraat' }));
    expect([reused.status, reused.json.counts.UNMATCHED]).toEqual([201, 1]);
  });
});

describe('hostile files are refused with their message and write nothing', () => {
  const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt><Stmt><Acct><Id><IBAN>&x;</IBAN></Id></Acct></Stmt></BkToCstmrStmt></Document>`;
  const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><Document>&lol3;</Document>`;
  const header = ':20:X\n:25:TR1\n:60F:C300531TRY0,00\n';
  const cases: Array<[string, () => FormData, number, string]> = [
    ['XXE (external entity)', () => uploadForm(xxe, 'xxe.xml'), 400, 'BANK_XML_DECLARATIONS'],
    ['billion laughs', () => uploadForm(laughs, 'lol.xml', { format: 'camt053' }), 400, 'BANK_XML_DECLARATIONS'],
    ['broken XML', () => uploadForm('<Document><BkToCstmrStmt>', 'broken.xml'), 400, 'BANK_CAMT_INVALID'],
    ['MT940 without :62F:', () => uploadForm(`${header}:61:3006010601C1,00NTRFNONREF\n`, 'a.sta'), 400, 'BANK_MT940_INCOMPLETE'],
    ['MT940 without :25:', () => uploadForm(':20:X\n:60F:C300531TRY0,00\n:62F:C300531TRY0,00\n', 'b.sta'), 400, 'BANK_MT940_INCOMPLETE'],
    ['MT940 with a bad :61:', () => uploadForm(`${header}:61:30XX01C1,00NTRF\n:62F:C300531TRY0,00\n`, 'c.sta'), 400, 'BANK_MT940_BAD_LINE'],
    ['CSV with a formula', () => uploadForm('Tarih;Açıklama;Tutar\n01.06.2030;=HYPERLINK("http://x");10,00\n', 'f.csv', { format: 'csv', bank: 'Evil', dateColumn: 'Tarih', amountColumn: 'Tutar', descriptionColumn: 'Açıklama' }), 400, 'BANK_CSV_FORMULA'],
    ['CSV with @ and +', () => uploadForm('Tarih;Açıklama;Tutar\n01.06.2030;@SUM(1);+cmd\n', 'g.csv', { format: 'csv', bank: 'Evil', dateColumn: 'Tarih', amountColumn: 'Tutar', descriptionColumn: 'Açıklama' }), 400, 'BANK_CSV_FORMULA'],
    ['CSV mapping naming a missing column', () => uploadForm(csvSample, 'h.csv', { format: 'csv', bank: 'Evil', dateColumn: 'Date', amountColumn: 'Tutar', descriptionColumn: 'Açıklama' }), 400, 'BANK_CSV_MAPPING_MISMATCH'],
    ['CSV without a mapping for an unknown bank', () => uploadForm(csvSample, 'i.csv', { format: 'csv', bank: 'Unknown' }), 400, 'BANK_CSV_MAPPING_REQUIRED'],
    ['no file', () => uploadForm('', 'empty.xml'), 400, 'BANK_FILE_REQUIRED'],
  ];
  for (const [name, form, status, code] of cases) {
    it(`${name}: ${status} ${code}`, async () => {
      const before = await rowCounts();
      const res = await upload(form());
      expect([res.status, res.json?.code], JSON.stringify(res.json)).toEqual([status, code]);
      expect(res.json.message).toEqual(expect.any(String));
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('a 50 MB file: 413 BANK_FILE_TOO_LARGE, nothing written', async () => {
    const before = await rowCounts();
    const res = await upload(uploadForm(new Uint8Array(50 * 1024 * 1024).fill(0x41), 'big.csv'));
    expect([res.status, res.json?.code]).toEqual([413, 'BANK_FILE_TOO_LARGE']);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('admin only', () => {
  it('401 without a token, 403 for a USER on every bank statement call', async () => {
    await expectAdminOnly('GET', '/api/admin/bank-statements', user);
    await expectAdminOnly('GET', `/api/admin/bank-statements/${UNKNOWN_ID}`, user);
    await expectAdminOnly('GET', '/api/admin/bank-statements/csv-mappings', user);
    await expectAdminOnly('POST', `/api/admin/bank-statements/lines/${UNKNOWN_ID}/match`, user, { reservationId: UNKNOWN_ID });
    const res = await upload(uploadForm('x', 'x.csv'), user);
    expect(res.status).toBe(403);
  });

  it('404 for an unknown statement or line', async () => {
    expect((await detail(UNKNOWN_ID)).json.code).toBe('BANK_STATEMENT_NOT_FOUND');
    expect((await match(UNKNOWN_ID, UNKNOWN_ID)).json.code).toBe('BANK_LINE_NOT_FOUND');
  });
});
