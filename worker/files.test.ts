import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileUploadResponse } from '../contract';
import { api, BASE, loginAs, UNKNOWN_ID } from './test/helpers';
import { book, bookAndPay, createPaymentFor, JPEG_BYTES, PDF_BYTES, PNG_BYTES, receiptForm, seedRoom, upload, type Room } from './test/fixtures';

let adminToken: string;
let userToken: string;
let room: Room;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
  room = await seedRoom({ rooms: 50 });
});

const receiptOf = (paymentId: string) =>
  env.DB.prepare('SELECT receipt, receipt_content_type FROM payments WHERE id = ?').bind(paymentId).first<{ receipt: string | null; receipt_content_type: string | null }>();

describe('POST /api/files/upload', () => {
  it('201: stored in R2 under a random key with type and metadata; attached to the payment', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const res = await upload(receiptForm({ bytes: PNG_BYTES, name: 'C:\\Users\\me\\dekont.png', type: 'image/png' }, { paymentId: payment.id }), {
      bookingToken: booked.bookingToken,
    });
    expect(res.status).toBe(201);
    const answer = FileUploadResponse.parse(res.json);
    expect(answer.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(answer).toMatchObject({ message: `Dosya yüklendi: ${answer.filename}`, contentType: 'image/png', size: PNG_BYTES.length });
    const object = await env.RECEIPTS.head(answer.filename);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(object?.customMetadata).toEqual({ reservationId: booked.id, paymentId: payment.id, originalName: 'dekont.png' });
    expect(await receiptOf(payment.id)).toEqual({ receipt: answer.filename, receipt_content_type: 'image/png' });
  });

  it('PDF and JPEG are accepted by their first bytes, whatever their name or declared type', async () => {
    const booked = await book(room);
    const pdf = await upload(receiptForm({ bytes: PDF_BYTES, name: 'scan.txt', type: 'text/plain' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    expect(pdf.status).toBe(201);
    expect(pdf.json).toMatchObject({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) });
    const jpeg = await upload(receiptForm({ bytes: JPEG_BYTES, name: 'photo' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    expect(jpeg.json).toMatchObject({ contentType: 'image/jpeg', filename: expect.stringMatching(/\.jpg$/) });
  });

  it('with only the reservation id and no payment yet, the payment record is created (PENDING, the total) with the receipt', async () => {
    const booked = await book(room);
    const before = await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE reservation_id = ?').bind(booked.id).first('n');
    expect(before).toBe(0);
    const res = await upload(receiptForm({ bytes: PNG_BYTES, name: 'd.png' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT * FROM payments WHERE reservation_id = ?').bind(booked.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({ status: 'PENDING', provider: 'BANK_TRANSFER', currency: 'TRY', amount_cents: 200_000, receipt: res.json.filename });
    expect((await env.RECEIPTS.head(res.json.filename))?.customMetadata?.paymentId).toBe(row?.id);
    // The spec's client then creates the payment: it gets this one.
    const create = await api('POST', '/api/payments/create', { bookingToken: booked.bookingToken, body: { reservationId: booked.id } });
    expect(create.status).toBe(200);
    expect(create.json).toMatchObject({ id: row?.id, receipt: res.json.filename });
  });

  it('a new upload replaces the previous receipt (the old file is deleted)', async () => {
    const booked = await book(room);
    const first = await upload(receiptForm({ bytes: PNG_BYTES, name: 'a.png' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    const second = await upload(receiptForm({ bytes: PDF_BYTES, name: 'b.pdf' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    expect(second.status).toBe(201);
    expect(await env.RECEIPTS.head(first.json.filename)).toBeNull();
    expect(await env.RECEIPTS.head(second.json.filename)).not.toBeNull();
  });

  it('with only the reservation id, the reservation’s payment gets the receipt', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const res = await upload(receiptForm({ bytes: PDF_BYTES, name: 'd.pdf' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    expect((await receiptOf(payment.id))?.receipt).toBe(res.json.filename);
  });

  it('400 "Lütfen bir dekont dosyası seçin" without a file or with an empty one', async () => {
    const booked = await book(room);
    for (const form of [receiptForm(null, { reservationId: booked.id }), receiptForm({ bytes: new Uint8Array(0), name: 'empty.png' }, { reservationId: booked.id })]) {
      const res = await upload(form, { bookingToken: booked.bookingToken });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Lütfen bir dekont dosyası seçin');
    }
  });

  it('413 for a file over 5,242,880 bytes (just over, and far over the body limit); nothing stored', async () => {
    const booked = await book(room);
    const listed = (await env.RECEIPTS.list()).objects.length;
    for (const size of [5_242_881, 6 * 1024 * 1024]) {
      const bytes = new Uint8Array(size);
      bytes.set(PNG_BYTES);
      const res = await upload(receiptForm({ bytes, name: 'big.png', type: 'image/png' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
      expect(res.status, String(size)).toBe(413);
      expect(res.json.message).toBe("Dosya boyutu 5MB'dan küçük olmalıdır");
    }
    const exact = new Uint8Array(5_242_880);
    exact.set(PDF_BYTES);
    const ok = await upload(receiptForm({ bytes: exact, name: 'max.pdf' }, { reservationId: booked.id }), { bookingToken: booked.bookingToken });
    expect(ok.status).toBe(201);
    expect((await env.RECEIPTS.list()).objects.length).toBe(listed + 1);
  });

  it('415 for a text file named .png with type image/png', async () => {
    const booked = await book(room);
    const res = await upload(receiptForm({ bytes: new TextEncoder().encode('not really a png'), name: 'dekont.png', type: 'image/png' }, { reservationId: booked.id }), {
      bookingToken: booked.bookingToken,
    });
    expect(res.status).toBe(415);
    expect(res.json.message).toBe('Sadece JPG, PNG ve PDF dosyaları yüklenebilir');
  });

  it('401 anonymous or bad token; 403 USER without booking token; 403 token of reservation A for B (by reservation or payment id)', async () => {
    const a = await book(room);
    const b = await book(room);
    const paymentB = await createPaymentFor(b);
    const file = { bytes: PNG_BYTES, name: 'x.png' };
    expect((await upload(receiptForm(file, { reservationId: a.id }))).status).toBe(401);
    expect((await upload(receiptForm(file, { reservationId: a.id }), { bookingToken: 'bad' })).status).toBe(401);
    expect((await upload(receiptForm(file, { reservationId: a.id }), { token: userToken })).status).toBe(403);
    expect((await upload(receiptForm(file, { reservationId: b.id }), { bookingToken: a.bookingToken })).status).toBe(403);
    expect((await upload(receiptForm(file, { paymentId: paymentB.id }), { bookingToken: a.bookingToken })).status).toBe(403);
    expect((await upload(receiptForm(file, { reservationId: UNKNOWN_ID }), { bookingToken: a.bookingToken })).status).toBe(403);
    expect((await receiptOf(paymentB.id))?.receipt).toBeNull();
  });

  it('400 without ids, with mismatched ids, or not multipart; 404 unknown ids (admin)', async () => {
    const a = await book(room);
    const b = await book(room);
    const paymentA = await createPaymentFor(a);
    const file = { bytes: PNG_BYTES, name: 'x.png' };
    const noIds = await upload(receiptForm(file), { token: adminToken });
    expect(noIds.status).toBe(400);
    expect(noIds.json.message).toBe('paymentId or reservationId is required');
    expect((await upload(receiptForm(file, { paymentId: paymentA.id, reservationId: b.id }), { token: adminToken })).status).toBe(400);
    const json = await api('POST', '/api/files/upload', { token: adminToken, body: { reservationId: a.id } });
    expect(json.status).toBe(400);
    expect((await upload(receiptForm(file, { paymentId: UNKNOWN_ID }), { token: adminToken })).status).toBe(404);
    expect((await upload(receiptForm(file, { reservationId: UNKNOWN_ID }), { token: adminToken })).status).toBe(404);
    const badId = await upload(receiptForm(file, { reservationId: 'nope' }), { token: adminToken });
    expect(badId.status).toBe(400);
    expect(badId.json.details[0].path).toBe('reservationId');
  });

  it('409 for a payment that is already approved', async () => {
    const paid = await bookAndPay(room);
    await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken });
    const res = await upload(receiptForm({ bytes: PNG_BYTES, name: 'again.png' }, { reservationId: paid.id }), { bookingToken: paid.bookingToken });
    expect(res.status).toBe(409);
    expect((await receiptOf(paid.paymentId))?.receipt).toBe(paid.receipt);
  });
});

describe('GET /api/files/uploads/:filename', () => {
  it('admin: the stored bytes with the stored type, always as an attachment with nosniff', async () => {
    const paid = await bookAndPay(room);
    const res = await SELF.fetch(`${BASE}/api/files/uploads/${paid.receipt}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="dekont\.png"/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);

    const download = await SELF.fetch(`${BASE}/api/files/uploads/${paid.receipt}?download=1`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(download.headers.get('Content-Disposition')).toMatch(/^attachment; filename="dekont\.png"/);
    await download.body?.cancel();
  });

  it('401 anonymous or with only a booking token; 403 USER; 404 unknown; 400 bad name', async () => {
    const paid = await bookAndPay(room);
    const path = `/api/files/uploads/${paid.receipt}`;
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('GET', path, { bookingToken: paid.bookingToken })).status).toBe(401);
    expect((await api('GET', path, { token: userToken })).status).toBe(403);
    const missing = await api('GET', `/api/files/uploads/${crypto.randomUUID()}.png`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'FILE_NOT_FOUND', message: 'File not found' });
    expect((await api('GET', '/api/files/uploads/.hidden', { token: adminToken })).status).toBe(400);
  });
});
