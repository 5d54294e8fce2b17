/**
 * The one writer of the demo world (scripts/seed-data.ts) as SQL and receipt files. Used by
 * `npm start`'s seed of the local D1/R2 (scripts/seed.ts), by the in-browser backend of Storybook
 * and the tests (mocks/backend/) and by the contract test: the same rows everywhere.
 * Plain TypeScript with no Node or browser API, so both can run it.
 */
import * as data from './seed-data.ts';
import { addDays } from '../contract/time.ts';
import { roomStatesOf, stayAtDesk, type SeasonWorld, type StayAtDesk } from './seed-season.ts';

const deskColumns = (desk: StayAtDesk) => ({ stay_status: desk.stayStatus, checked_in_at: desk.checkedInAt, checked_out_at: desk.checkedOutAt });
import { SEED_PHOTO_SIZE, seedPhotos } from './seed-photos.ts';
import { hotelPageTexts, hotelTexts, placeTexts, roomTypeTexts, tourTexts } from './seed-translations.ts';

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

/** One row, inserted only when `condition` (SQL) holds. */
function insertWhen(table: string, row: Record<string, SqlValue>, condition: string): string {
  const columns = Object.keys(row);
  return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) SELECT ${columns.map((c) => sqlLiteral(row[c])).join(', ')} WHERE ${condition};`;
}

/** Rows of one table (the same columns each) as multi-row INSERTs: thousands of rows run in seconds on D1. */
function insertMany(table: string, rows: ReadonlyArray<Record<string, SqlValue>>, perStatement = 100): string[] {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const columns = Object.keys(chunk[0]!);
    const values = chunk.map((row) => `(${columns.map((c) => sqlLiteral(row[c])).join(', ')})`);
    statements.push(`INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')};`);
  }
  return statements;
}

/**
 * The seed as SQL statements, parents before children (D1 enforces foreign keys).
 * `passwordHash` is injectable so tests can skip the 100,000 PBKDF2 rounds.
 */
/** A demo user as its row (the password stored as its hash only). */
const userRow = (user: data.SeedUser, passwordHash: (password: string) => string) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  password_hash: passwordHash(user.password),
  role: user.role,
  language: user.languagePreference,
  created_at: user.createdAt,
  updated_at: user.createdAt,
});

/** A demo tour booking as its row (paid by bank transfer). */
const tourBookingRow = (booking: data.SeedTourReservation) => ({
  id: booking.id,
  pnr_code: booking.pnrCode,
  language: booking.language,
  tour_id: booking.tourId,
  full_name: booking.fullName,
  email: booking.email,
  phone: booking.phone,
  tour_date: booking.tourDate,
  number_of_people: booking.numberOfPeople,
  special_requests: booking.specialRequests,
  payment_method: 'BANK_TRANSFER',
  total_amount_cents: cents(booking.totalAmount),
  status: booking.status,
  created_at: booking.createdAt,
});

export function buildSeedStatements(passwordHash: (password: string) => string): string[] {
  const statements: string[] = [];
  for (const user of data.users) {
    statements.push(
      insert('users', userRow(user, passwordHash)),
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
        amenities: json(hotel.amenities),
        photo_urls: json(hotel.photoUrls),
        api_url: null,
        api_key: null,
        advance_payment_cents: cents(hotel.advancePayment),
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        tax_rate_bp: Math.round(hotel.taxRate * 100),
        description: hotel.description,
        house_rules: hotel.houseRules,
        check_in_time: hotel.checkInTime,
        check_out_time: hotel.checkOutTime,
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
  for (const rate of data.rates) {
    statements.push(
      insert('rates', {
        id: rate.id,
        room_type_id: rate.roomTypeId,
        from_date: rate.from,
        to_date: rate.to,
        price_cents: cents(rate.price),
        weekend_price_cents: rate.weekendPrice === null ? null : cents(rate.weekendPrice),
        min_stay: rate.minStay,
        max_stay: rate.maxStay,
        closed_to_arrival: rate.closedToArrival,
        stop_sell: rate.stopSell,
        created_at: '2026-10-01T09:00:00.000Z',
      }),
    );
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
        latitude: place.latitude,
        longitude: place.longitude,
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
        latitude: tour.latitude,
        longitude: tour.longitude,
        tour_type: tour.tourType,
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
        rejection_reason: payment.rejectionReason ?? null,
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
        reservation_id: review.reservationId ?? null,
      }),
    );
  }
  for (const booking of data.tourReservations) {
    statements.push(
      insert('tour_reservations', tourBookingRow(booking)),
    );
  }
  for (const message of data.contactMessages) {
    statements.push(
      insert('contact_messages', {
        id: message.id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        created_at: message.createdAt,
        read_at: message.readAt,
      }),
    );
  }
  for (const favourite of data.favourites) {
    statements.push(
      insert('favourites', { user_id: favourite.userId, hotel_id: favourite.hotelId, created_at: favourite.createdAt }),
    );
  }
  for (const row of seedTranslationRows()) statements.push(insert('translations', row));
  for (const photo of seedPhotos) {
    statements.push(
      insert('photos', {
        id: photo.id,
        entity_kind: photo.entityKind,
        entity_id: photo.entityId,
        position: photo.position,
        width: SEED_PHOTO_SIZE.width,
        height: SEED_PHOTO_SIZE.height,
        widths: '[]',
        bytes: 0,
        static_src: photo.src,
        alt: JSON.stringify(photo.alt),
        created_at: '2026-09-01T08:00:00.000Z',
      }),
    );
  }
  return statements;
}

type TextsByLanguage = Partial<Record<'tr' | 'en' | 'fa', Record<string, string | string[]>>>;

/**
 * The demo world's texts per language (scripts/seed-translations.ts) as rows of the translations
 * table. English is the seed's own text where seed-translations.ts writes none (the places and
 * tours were written in English); Turkish addresses, cities and districts are the seed's own.
 */
export function seedTranslationRows(): Array<{ entity_kind: string; entity_id: string; lang: string; field: string; value: string }> {
  const rows: Array<{ entity_kind: string; entity_id: string; lang: string; field: string; value: string }> = [];
  const add = (kind: string, id: string, texts: TextsByLanguage) => {
    for (const [lang, fields] of Object.entries(texts)) {
      for (const [field, value] of Object.entries(fields ?? {})) {
        rows.push({ entity_kind: kind, entity_id: id, lang, field, value: Array.isArray(value) ? json(value) : value });
      }
    }
  };
  for (const hotel of data.hotels) {
    const own = hotelTexts[hotel.slug] ?? {};
    const page = hotelPageTexts[hotel.slug];
    const pageIn = (lang: 'tr' | 'en' | 'fa'): Record<string, string> => (page ? { description: page.description[lang], houseRules: page.houseRules[lang] } : {});
    add('hotel', hotel.id, {
      tr: { hotelAddress: hotel.hotelAddress, hotelCity: hotel.hotelCity, district: hotel.district, ...own.tr, ...pageIn('tr') },
      en: { hotelName: hotel.hotelName, hotelAddress: hotel.hotelAddress, hotelCity: hotel.hotelCity, district: hotel.district, features: hotel.features, ...own.en, ...pageIn('en') },
      fa: { ...own.fa, ...pageIn('fa') },
    });
    for (const room of hotel.roomTypes) add('roomType', room.id, roomTypeTexts[room.name] ?? {});
  }
  for (const place of data.places) {
    const own = placeTexts[place.slug] ?? {};
    const english = {
      name: place.name,
      description: place.description,
      location: place.location,
      recommendedDuration: place.recommendedDuration,
      facilities: place.facilities,
      transportationCars: place.transportationCars,
    };
    add('place', place.id, { tr: own.tr, en: { ...english, ...own.en }, fa: own.fa });
  }
  for (const tour of data.tours) {
    const own = tourTexts[tour.slug] ?? {};
    const english = { tourName: tour.tourName, tourStartAddress: tour.tourStartAddress, tourEndAddress: tour.tourEndAddress };
    add('tour', tour.id, { tr: own.tr, en: { ...english, ...own.en }, fa: own.fa });
  }
  return rows;
}

export function buildSeedSql(passwordHash: (password: string) => string): string {
  return `-- Demo data for Van (scripts/seed-data.ts); idempotent.\n${buildSeedStatements(passwordHash).join('\n')}\n`;
}

/**
 * The demo season of a date (scripts/seed-season.ts) as SQL, after the fixed seed's statements
 * (its users, hotels and room types). `INSERT OR IGNORE` on ids made from each stay's room type,
 * lane and arrival date: a second run on the same date inserts nothing, a run on a later date
 * adds the stays booked since and leaves the rows already there as they are.
 */
export function buildSeasonStatements(world: SeasonWorld, passwordHash: (password: string) => string): string[] {
  const statements: string[] = [];
  statements.push(
    ...insertMany(
      'users',
      world.users.map((user) => userRow(user, passwordHash)),
    ),
  );
  statements.push(
    ...insertMany(
      'reservations',
      world.reservations.map((stay) => ({
        id: stay.id,
        pnr_code: stay.pnrCode,
        status: stay.status,
        total_amount_cents: cents(stay.totalAmount),
        advance_payment_cents: null,
        reservation_guests: stay.reservationGuests,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        guest_name: stay.guestName,
        guest_email: stay.guestEmail,
        guest_phone: stay.guestPhone,
        special_requests: stay.specialRequests,
        hotel_id: stay.hotelId,
        room_type_id: stay.roomTypeId,
        room_count: stay.roomCount,
        price_per_night_cents: cents(stay.pricePerNight),
        nights: stay.nightPrices.length,
        user_id: stay.userId,
        language: stay.language,
        subtotal_cents: cents(stay.subtotal),
        tax_cents: cents(stay.tax),
        tax_rate_bp: Math.round(stay.taxRate * 100),
        night_prices: JSON.stringify(stay.nightPrices),
        cancelled_at: stay.cancelledAt,
        cancelled_by: stay.cancelledBy,
        cancellation_reason: stay.cancellationReason,
        cancellation_fee_cents: stay.cancellationFee === null ? null : cents(stay.cancellationFee),
        ...deskColumns(stayAtDesk(stay, world.today)),
        created_at: stay.createdAt,
        updated_at: stay.updatedAt,
      })),
    ),
  );
  const paymentRow = (payment: SeasonWorld['payments'][number] | SeasonWorld['tourPayments'][number]) => ({
    id: payment.id,
    reservation_id: 'reservationId' in payment ? payment.reservationId : null,
    tour_reservation_id: 'tourReservationId' in payment ? payment.tourReservationId : null,
    status: payment.status,
    amount_cents: cents(payment.amount),
    currency: payment.currency,
    payment_date: payment.paymentDate,
    provider: payment.provider,
    transaction_id: payment.transactionId,
    receipt: payment.receipt,
    receipt_content_type: payment.receiptContentType,
    is_receipt_verified: payment.isReceiptVerified,
    rejection_reason: payment.rejectionReason ?? null,
    created_at: payment.createdAt,
    updated_at: payment.updatedAt,
  });
  statements.push(...insertMany('payments', world.payments.map(paymentRow)));
  // A refund or a review joins its stay only while the stored stay is in the state it needs: a
  // later date's run may carry one for a stay an earlier run stored before it was cancelled
  // or approved (the stored row is kept as it is, so the child waits for it).
  for (const refund of world.refunds) {
    statements.push(
      insertWhen(
        'refunds',
        {
          id: refund.id,
          reservation_id: refund.reservationId,
          amount_cents: cents(refund.amount),
          status: refund.status,
          bank_reference: refund.bankReference,
          refunded_at: refund.refundedAt,
          created_at: refund.createdAt,
          updated_at: refund.refundedAt ?? refund.createdAt,
        },
        `EXISTS (SELECT 1 FROM reservations WHERE id = ${sqlLiteral(refund.reservationId)} AND status = 'CANCELLED')`,
      ),
    );
  }
  for (const review of world.reviews) {
    statements.push(
      insertWhen(
        'reviews',
        {
          id: review.id,
          hotel_id: review.hotelId,
          user_id: review.userId,
          rating: review.rating,
          comment: review.comment,
          status: review.status,
          is_flagged: review.isFlagged,
          created_at: review.createdAt,
          updated_at: review.createdAt,
          reservation_id: review.reservationId ?? null,
        },
        `EXISTS (SELECT 1 FROM reservations WHERE id = ${sqlLiteral(review.reservationId)} AND status = 'CONFIRMED')`,
      ),
    );
  }
  statements.push(
    ...insertMany(
      'tour_reservations',
      world.tourReservations.map((booking) => ({
        ...tourBookingRow(booking),
        cancelled_at: booking.cancelledAt,
        cancelled_by: booking.cancelledAt ? 'GUEST' : null,
      })),
    ),
  );
  statements.push(...insertMany('payments', world.tourPayments.map(paymentRow)));
  // The housekeeping of the day: rooms left this morning are dirty, one room is out of order.
  for (const room of roomStatesOf(world)) {
    const target = `(SELECT id FROM rooms WHERE room_type_id = ${sqlLiteral(room.roomTypeId)} AND retired_at IS NULL
      ORDER BY floor, CAST(number AS INTEGER), number LIMIT 1 OFFSET ${room.offset})`;
    const outOfOrder = room.outOfOrder;
    statements.push(
      outOfOrder
        ? `UPDATE rooms SET housekeeping = 'OUT_OF_ORDER', out_of_order_from = ${sqlLiteral(outOfOrder.from)}, out_of_order_to = ${sqlLiteral(outOfOrder.to)}, out_of_order_reason = ${sqlLiteral(outOfOrder.reason)} WHERE id = ${target} AND housekeeping <> 'OUT_OF_ORDER';`
        : `UPDATE rooms SET housekeeping = 'DIRTY' WHERE id = ${target} AND housekeeping = 'CLEAN';`,
    );
  }
  return statements;
}

/** Receipt files are written for stays that end from this many days before the season's today (uploading thousands to R2 takes minutes). */
export const SEASON_RECEIPT_DAYS = 30;

/**
 * The files of the season's receipts the admin works with, for the local R2 bucket: every receipt
 * not yet approved, and those of stays not ended more than SEASON_RECEIPT_DAYS ago. Older
 * approved payments keep their receipt's name, as an archived transfer, without its file.
 */
export function seasonReceipts(world: SeasonWorld): Array<{ key: string; body: Uint8Array; contentType: string }> {
  const stays = new Map(world.reservations.map((stay) => [stay.id, stay]));
  const since = addDays(world.today, -SEASON_RECEIPT_DAYS);
  return world.payments
    .filter((payment) => payment.receipt && (payment.status !== 'PAID' || stays.get(payment.reservationId)!.checkOut >= since))
    .map((payment) => {
      const stay = stays.get(payment.reservationId)!;
      return { key: payment.receipt!, contentType: 'application/pdf', body: receiptPdf(stay.guestName, stay.pnrCode, payment.amount, payment.paymentDate) };
    });
}

// ---------------------------------------------------------------------------------------
// Demo receipts: small one-page PDFs, so the admin's receipt viewer has something to show
// ---------------------------------------------------------------------------------------

/** A minimal valid PDF (header, 5 objects, xref table) with a few lines of Helvetica text. */
export function textPdf(lines: string[]): Uint8Array {
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
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII (see `ascii` above), so one byte each.
  return Uint8Array.from(body, (char) => char.charCodeAt(0));
}

export function demoReceipts(): Array<{ key: string; body: Uint8Array; contentType: string }> {
  return data.payments
    .filter((payment) => payment.receipt)
    .map((payment) => {
      const reservation = data.reservations.find((r) => r.id === payment.reservationId)!;
      return {
        key: payment.receipt!,
        contentType: payment.receiptContentType ?? 'application/pdf',
        body: receiptPdf(reservation.guestName, reservation.pnrCode, payment.amount, payment.paymentDate),
      };
    });
}

/** A demo bank-transfer receipt of a stay's payment. */
function receiptPdf(guestName: string, pnrCode: string, amount: number, paymentDate: string): Uint8Array {
  return textPdf([
    'DEKONT / TRANSFER RECEIPT (demo)',
    '',
    'Ziraat Bankasi - EFT/Havale',
    'Alici / Beneficiary: Van Turizm A.S.',
    'IBAN: TR33 0001 0012 3456 7890 1234 56',
    `Gonderen / Sender: ${guestName}`,
    `Tutar / Amount: ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} TRY`,
    `Aciklama / Description: PNR ${pnrCode}`,
    `Tarih / Date: ${paymentDate.slice(0, 10)}`,
  ]);
}

