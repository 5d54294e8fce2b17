import { hashPassword } from '../../worker/auth/password';
import * as fixtures from '../../mocks/fixtures';

/**
 * Writes the mock fixtures into D1 with the Worker's schema (migrations/0001_init.sql), so the
 * same request (same ids, PNR codes, logins) meets the same data on both sides of the contract
 * test. Money becomes integer cents, lists JSON text, booleans 0/1.
 */
const cents = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : Math.round(amount * 100));
const json = (value: unknown) => JSON.stringify(value);

type Row = Record<string, string | number | null>;

function insert(db: D1Database, table: string, rows: Row[]): D1PreparedStatement[] {
  return rows.map((row) => {
    const columns = Object.keys(row);
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    return db.prepare(sql).bind(...columns.map((column) => row[column] ?? null));
  });
}

export async function seedFixtures(db: D1Database): Promise<void> {
  const users: Row[] = [];
  for (const user of fixtures.users) {
    users.push({
      id: user.id,
      name: user.name,
      email: user.email,
      password_hash: await hashPassword(user.password),
      role: user.role,
      language_preference: user.languagePreference,
      created_at: user.createdAt,
      updated_at: user.updatedAt,
    });
  }

  await db.batch([
    ...insert(db, 'users', users),
    ...insert(
      db,
      'hotels',
      fixtures.hotels.map((h) => ({
        id: h.id,
        hotel_name: h.hotelName,
        hotel_address: h.hotelAddress,
        hotel_city: h.hotelCity,
        district: h.district,
        star_rating: h.starRating,
        phone: h.phone,
        email: h.email ?? null,
        features: json(h.features),
        photo_urls: json(h.photoUrls),
        api_url: h.apiUrl,
        api_key: h.apiKey,
        advance_payment_cents: cents(h.advancePayment),
      })),
    ),
    ...insert(
      db,
      'room_types',
      fixtures.roomTypes.map((r) => ({
        id: r.id,
        hotel_id: r.hotelId,
        name: r.name,
        price_per_night_cents: cents(r.pricePerNight),
        room_count: r.roomCount,
        capacity: r.capacity,
      })),
    ),
    ...insert(
      db,
      'places',
      fixtures.places.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        location: p.location,
        image: p.image,
        best_seasons: json(p.bestSeasons),
        facilities: json(p.facilities),
        visit_open_time: p.visitOpenTime,
        visit_close_time: p.visitCloseTime,
        visit_days: json(p.visitDays),
        entry_fee_adult_cents: cents(p.entryFeeAdult),
        entry_fee_student_cents: cents(p.entryFeeStudent),
        entry_fee_museum_cents: cents(p.entryFeeMuseum),
        transportation_cars: json(p.transportationCars),
        category: p.category,
        recommended_duration: p.recommendedDuration,
        contact: p.contact,
      })),
    ),
    ...insert(
      db,
      'tours',
      fixtures.tours.map((t) => ({
        id: t.id,
        tour_name: t.tourName,
        tour_start_address: t.tourStartAddress,
        tour_end_address: t.tourEndAddress,
        price_cents: cents(t.price),
        photo_url: t.photoUrl,
        duration: t.duration,
        participant_count: t.participantCount,
        start_date: t.startDate,
        end_date: t.endDate,
        star_rating: t.starRating,
        phone: t.phone,
      })),
    ),
    ...insert(
      db,
      'reservations',
      fixtures.reservations.map((r) => ({
        id: r.id,
        pnr_code: r.pnrCode,
        status: r.status,
        total_amount_cents: cents(r.totalAmount),
        advance_payment_cents: cents(r.advancePayment),
        reservation_guests: r.reservationGuests,
        check_in: r.checkIn,
        check_out: r.checkOut,
        guest_name: r.guestName,
        guest_email: r.guestEmail,
        guest_phone: r.guestPhone,
        special_requests: r.specialRequests,
        hotel_id: r.hotelId,
        room_type_id: r.roomTypeId,
        room_count: r.roomCount,
        price_per_night_cents: cents(r.pricePerNight),
        nights: r.nights,
        user_id: r.userId,
        language: r.language,
        created_at: r.reservationCreatedAt,
        updated_at: r.reservationUpdatedAt,
      })),
    ),
    ...insert(
      db,
      'payments',
      fixtures.payments.map((p) => ({
        id: p.id,
        reservation_id: p.reservationId,
        status: p.status,
        amount_cents: cents(p.amount),
        currency: p.currency,
        payment_date: p.paymentDate,
        provider: p.provider,
        transaction_id: p.transactionId,
        receipt: p.receipt,
        receipt_content_type: p.receiptContentType,
        is_receipt_verified: p.isReceiptVerified ? 1 : 0,
      })),
    ),
    ...insert(
      db,
      'reviews',
      fixtures.reviews.map((r) => ({
        id: r.id,
        hotel_id: r.hotelId,
        user_id: r.userId,
        rating: r.rating,
        comment: r.comment,
        status: r.status,
        is_flagged: r.isFlagged ? 1 : 0,
        created_at: r.createdAt,
      })),
    ),
    ...insert(
      db,
      'tour_reservations',
      fixtures.tourReservations.map((r) => ({
        id: r.id,
        tour_id: r.tourId,
        full_name: r.fullName,
        email: r.email,
        phone: r.phone,
        tour_date: r.tourDate,
        number_of_people: r.numberOfPeople,
        special_requests: r.specialRequests,
        payment_method: r.paymentMethod,
        total_amount_cents: cents(r.totalAmount),
        status: r.status,
        created_at: r.createdAt,
      })),
    ),
    ...insert(
      db,
      'contact_messages',
      fixtures.contactMessages.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        created_at: m.createdAt,
        read_at: m.readAt,
      })),
    ),
    ...insert(
      db,
      'favourites',
      fixtures.favourites.map((f) => ({ user_id: f.userId, hotel_id: f.hotelId, created_at: f.createdAt })),
    ),
  ]);

  // Receipt files of the fixture payments, where the Worker keeps them (R2).
  const { env } = await import('cloudflare:test');
  for (const file of fixtures.files) {
    await env.RECEIPTS.put(file.filename, file.bytes, { httpMetadata: { contentType: file.contentType } });
  }
}
