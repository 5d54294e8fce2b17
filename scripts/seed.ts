/**
 * Seeds the local D1 database (and the local R2 bucket with the demo receipts) with the data
 * of scripts/seed-data.ts. Idempotent: fixed ids and `INSERT OR IGNORE`, so running it again
 * inserts nothing new and never overwrites what was edited through the app.
 *
 *   node scripts/seed.ts                      # the default local state (.wrangler/state)
 *   node scripts/seed.ts --persist-to <dir>   # another state dir (the e2e tests use one)
 *   SEED_PERSIST_TO=<dir> node scripts/seed.ts
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOrThrow, seconds } from './lib/run.ts';
import * as data from './seed-data.ts';

export const PBKDF2_ITERATIONS = 100_000;
/** Same binding names as wrangler.toml. */
const DB_BINDING = 'DB';
const RECEIPTS_BUCKET = 'van-tourism-receipts';

/** `pbkdf2-sha256$100000$<salt b64>$<hash b64>`, the format of worker/auth/password.ts. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash) return false;
  const actual = pbkdf2Sync(password, Buffer.from(salt, 'base64'), Number(iterations), 32, 'sha256');
  return actual.toString('base64') === hash;
}

type SqlValue = string | number | boolean | null | undefined;

export function sqlLiteral(value: SqlValue): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

const cents = (amount: number) => Math.round(amount * 100);
const json = (list: readonly string[]) => JSON.stringify(list);
const nights = (checkIn: string, checkOut: string) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);

function insert(table: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => sqlLiteral(row[c])).join(', ')});`;
}

/**
 * The seed as SQL statements, parents before children (D1 enforces foreign keys).
 * `passwordHash` is injectable so tests can skip the 100,000 PBKDF2 rounds.
 */
export function buildSeedStatements(passwordHash: (password: string) => string = hashPassword): string[] {
  const statements: string[] = [];
  for (const user of data.users) {
    statements.push(
      insert('users', {
        id: user.id,
        name: user.name,
        email: user.email,
        password_hash: passwordHash(user.password),
        role: user.role,
        language_preference: user.languagePreference,
        created_at: user.createdAt,
        updated_at: user.createdAt,
      }),
    );
  }
  for (const hotel of data.hotels) {
    statements.push(
      insert('hotels', {
        id: hotel.id,
        hotel_name: hotel.hotelName,
        hotel_address: hotel.hotelAddress,
        hotel_city: hotel.hotelCity,
        district: hotel.district,
        star_rating: hotel.starRating,
        phone: hotel.phone,
        email: hotel.email,
        features: json(hotel.features),
        photo_urls: json(hotel.photoUrls),
        api_url: null,
        api_key: null,
        advance_payment_cents: cents(hotel.advancePayment),
        created_at: hotel.createdAt,
        updated_at: hotel.createdAt,
      }),
    );
    for (const room of hotel.roomTypes) {
      statements.push(
        insert('room_types', {
          id: room.id,
          hotel_id: hotel.id,
          name: room.name,
          price_per_night_cents: cents(room.pricePerNight),
          room_count: room.roomCount,
          capacity: room.capacity,
          created_at: hotel.createdAt,
          updated_at: hotel.createdAt,
        }),
      );
    }
  }
  for (const place of data.places) {
    statements.push(
      insert('places', {
        id: place.id,
        name: place.name,
        description: place.description,
        location: place.location,
        image: place.image,
        best_seasons: json(place.bestSeasons),
        facilities: json(place.facilities),
        visit_open_time: place.visitOpenTime,
        visit_close_time: place.visitCloseTime,
        visit_days: json(place.visitDays),
        entry_fee_adult_cents: cents(place.entryFeeAdult),
        entry_fee_student_cents: cents(place.entryFeeStudent),
        entry_fee_museum_cents: cents(place.entryFeeMuseum),
        transportation_cars: json(place.transportationCars),
        category: place.category,
        recommended_duration: place.recommendedDuration,
        contact: place.contact,
        created_at: place.createdAt,
        updated_at: place.createdAt,
      }),
    );
  }
  for (const tour of data.tours) {
    statements.push(
      insert('tours', {
        id: tour.id,
        tour_name: tour.tourName,
        tour_start_address: tour.tourStartAddress,
        tour_end_address: tour.tourEndAddress,
        price_cents: cents(tour.price),
        photo_url: tour.photoUrl,
        duration: tour.duration,
        participant_count: tour.participantCount,
        start_date: tour.startDate,
        end_date: tour.endDate,
        star_rating: tour.starRating,
        phone: tour.phone,
        created_at: tour.createdAt,
        updated_at: tour.createdAt,
      }),
    );
  }
  for (const reservation of data.reservations) {
    statements.push(
      insert('reservations', {
        id: reservation.id,
        pnr_code: reservation.pnrCode,
        status: reservation.status,
        total_amount_cents: cents(reservation.totalAmount),
        advance_payment_cents: null,
        reservation_guests: reservation.reservationGuests,
        check_in: reservation.checkIn,
        check_out: reservation.checkOut,
        guest_name: reservation.guestName,
        guest_email: reservation.guestEmail,
        guest_phone: reservation.guestPhone,
        special_requests: reservation.specialRequests,
        hotel_id: reservation.hotelId,
        room_type_id: reservation.roomTypeId,
        room_count: reservation.roomCount,
        price_per_night_cents: cents(reservation.pricePerNight),
        nights: nights(reservation.checkIn, reservation.checkOut),
        user_id: reservation.userId,
        language: reservation.language,
        created_at: reservation.createdAt,
        updated_at: reservation.createdAt,
      }),
    );
  }
  for (const payment of data.payments) {
    statements.push(
      insert('payments', {
        id: payment.id,
        reservation_id: payment.reservationId,
        status: payment.status,
        amount_cents: cents(payment.amount),
        currency: payment.currency,
        payment_date: payment.paymentDate,
        provider: payment.provider,
        transaction_id: payment.transactionId,
        receipt: payment.receipt,
        receipt_content_type: payment.receiptContentType,
        is_receipt_verified: payment.isReceiptVerified,
        created_at: payment.paymentDate,
        updated_at: payment.paymentDate,
      }),
    );
  }
  for (const review of data.reviews) {
    statements.push(
      insert('reviews', {
        id: review.id,
        hotel_id: review.hotelId,
        user_id: review.userId,
        rating: review.rating,
        comment: review.comment,
        status: review.status,
        is_flagged: review.isFlagged,
        created_at: review.createdAt,
        updated_at: review.createdAt,
      }),
    );
  }
  return statements;
}

export function buildSeedSql(passwordHash?: (password: string) => string): string {
  return `-- Demo data for Van (scripts/seed-data.ts); idempotent.\n${buildSeedStatements(passwordHash).join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------
// Demo receipts: small one-page PDFs, so the admin's receipt viewer has something to show
// ---------------------------------------------------------------------------------------

/** A minimal valid PDF (header, 5 objects, xref table) with a few lines of Helvetica text. */
export function textPdf(lines: string[]): Buffer {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/([\\()])/g, '\\$1');
  const content = ['BT', '/F1 14 Tf', '56 780 Td', '18 TL', ...lines.map((l) => `(${ascii(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function demoReceipts(): Array<{ key: string; body: Buffer; contentType: string }> {
  return data.payments
    .filter((payment) => payment.receipt)
    .map((payment) => {
      const reservation = data.reservations.find((r) => r.id === payment.reservationId)!;
      return {
        key: payment.receipt!,
        contentType: payment.receiptContentType ?? 'application/pdf',
        body: textPdf([
          'DEKONT / TRANSFER RECEIPT (demo)',
          '',
          'Ziraat Bankasi - EFT/Havale',
          'Alici / Beneficiary: Van Turizm A.S.',
          'IBAN: TR33 0001 0012 3456 7890 1234 56',
          `Gonderen / Sender: ${reservation.guestName}`,
          `Tutar / Amount: ${payment.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} TRY`,
          `Aciklama / Description: PNR ${reservation.pnrCode}`,
          `Tarih / Date: ${payment.paymentDate.slice(0, 10)}`,
        ]),
      };
    });
}

// ---------------------------------------------------------------------------------------
// Running it
// ---------------------------------------------------------------------------------------

export interface SeedOptions {
  /** wrangler --persist-to directory; default: wrangler's own (.wrangler/state). */
  persistTo?: string;
  quiet?: boolean;
}

/** Seed the local D1 database and R2 bucket through wrangler. Returns the seconds it took. */
export async function seed(options: SeedOptions = {}): Promise<number> {
  const started = performance.now();
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  const dir = mkdtempSync(path.join(tmpdir(), 'van-seed-'));
  try {
    const sqlFile = path.join(dir, 'seed.sql');
    writeFileSync(sqlFile, buildSeedSql());
    await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, '--local', '--file', sqlFile, '--yes', ...persist], { quiet: true });

    const receipts = demoReceipts();
    const manifest = receipts.map((receipt, index) => {
      const file = path.join(dir, `receipt-${index}.pdf`);
      writeFileSync(file, receipt.body);
      return { key: receipt.key, file };
    });
    const manifestFile = path.join(dir, 'receipts.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await runOrThrow('wrangler', ['r2', 'bulk', 'put', RECEIPTS_BUCKET, '--local', '--filename', manifestFile, '--content-type', 'application/pdf', ...persist], {
      quiet: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const took = (performance.now() - started) / 1000;
  if (!options.quiet) {
    console.log(
      `Seeded ${data.hotels.length} hotels, ${data.places.length} places, ${data.tours.length} tours, ${data.users.length} users, ` +
        `${data.reservations.length} reservations, ${data.payments.length} payments, ${data.reviews.length} reviews (${seconds(took)}).`,
    );
  }
  return took;
}

function persistToFromArgs(argv: string[]): string | undefined {
  const index = argv.indexOf('--persist-to');
  if (index >= 0) {
    const value = argv[index + 1];
    if (!value) throw new Error('--persist-to needs a directory');
    return value;
  }
  return process.env.SEED_PERSIST_TO || undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seed({ persistTo: persistToFromArgs(process.argv.slice(2)) }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
