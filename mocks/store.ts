import {
  addDays,
  averageRatingOf,
  CURRENCY,
  editTakesRooms,
  emailSubject,
  PaymentMessages,
  RECEIPT_OPEN_STATUSES,
  DASHBOARD_MONTHS,
  lastMonths,
  OCCUPANCY_DAYS,
  occupancyPercentOf,
  fitsEveryNight,
  freeRoomsPerNight,
  guestsFit,
  isPastDate,
  MAX_RECEIPT_BYTES,
  nightsBetween,
  ReceiptMessages,
  ReservationMessages,
  roomsLeftOverStay,
  sameGuestEmail,
  vanToday,
} from '../contract';
import type {
  ContactMessage,
  EmailKind,
  OutboxEmail,
  CreateReservationRequest,
  DashboardStats,
  Hotel,
  HotelAdmin,
  Payment,
  Place,
  PnrLookup,
  PublicUser,
  ReceiptContentType,
  Reservation,
  Review,
  RoomType,
  Tour,
  TourReservation,
} from '../contract';
import { conflict, fieldError, forbidden, MockApiError, notFound } from './errors';
import * as fixtures from './fixtures';
import type { FavouriteRecord } from './fixtures';
import type { FileRecord, HotelRecord, PaymentRecord, ReservationRecord, ReviewRecord, UserRecord } from './fixtures';

/** The mock back end's data: plain arrays, seeded from the fixtures. */
export interface Store {
  users: UserRecord[];
  hotels: HotelRecord[];
  roomTypes: RoomType[];
  places: Place[];
  tours: Tour[];
  reservations: ReservationRecord[];
  payments: PaymentRecord[];
  files: FileRecord[];
  reviews: ReviewRecord[];
  tourReservations: TourReservation[];
  contactMessages: ContactMessage[];
  /** The guest e-mails the Worker would write to its outbox (never sent by the mocks). */
  outbox: OutboxEmail[];
  /** Fixed-window counters of rate-limited calls (the Worker's rate_limits table). */
  rateLimits: Record<string, { windowStart: number; count: number }>;
  favourites: FavouriteRecord[];
  /** Deleted tours that had bookings: hidden from visitors, kept for their bookings. */
  archivedTours: Tour[];
}

/** A fresh store with the fixtures (deep copies: changes never reach the fixtures). */
export function createStore(): Store {
  return structuredClone({
    users: [...fixtures.users],
    hotels: [...fixtures.hotels],
    roomTypes: [...fixtures.roomTypes],
    places: [...fixtures.places],
    tours: [...fixtures.tours],
    reservations: [...fixtures.reservations],
    payments: [...fixtures.payments],
    files: [...fixtures.files],
    reviews: [...fixtures.reviews],
    tourReservations: [...fixtures.tourReservations],
    contactMessages: [...fixtures.contactMessages],
    outbox: [],
    rateLimits: {},
    favourites: [...fixtures.favourites],
    archivedTours: [],
  });
}

let current: Store = createStore();

/** The store the handlers use: one per story / test / mock session. */
export function getStore(): Store {
  return current;
}

/** Back to the fixtures (Storybook does this before every story). */
export function resetStore(): Store {
  current = createStore();
  return current;
}

export const newId = (): string => crypto.randomUUID();
export const nowIso = (): string => new Date().toISOString();
/** Kuruş precision, like the Worker's integer cents. */
export const roundMoney = (amount: number): number => Math.round(amount * 100) / 100;

const sameText = (a: string, b: string) => a.localeCompare(b, 'tr', { sensitivity: 'accent' }) === 0 || a.toLowerCase() === b.toLowerCase();

// ------------------------------------------------------------------------------------------
// Views: records as the API shows them
// ------------------------------------------------------------------------------------------

export function toPublicUser({ password: _password, ...user }: UserRecord): PublicUser {
  return user;
}

export function hotelRoomCount(store: Store, hotelId: string): number {
  return store.roomTypes.filter((room) => room.hotelId === hotelId).reduce((sum, room) => sum + room.roomCount, 0);
}

export function toHotelAdmin(store: Store, hotel: HotelRecord): HotelAdmin {
  return { ...hotel, roomCount: hotelRoomCount(store, hotel.id) };
}

/** Public calls never return the apiKey (contract/hotel.ts). */
export function toPublicHotel(store: Store, hotel: HotelRecord): Hotel {
  const { apiKey: _apiKey, ...rest } = toHotelAdmin(store, hotel);
  return rest;
}

export function toReservation(store: Store, reservation: ReservationRecord): Reservation {
  const hotel = store.hotels.find((h) => h.id === reservation.hotelId);
  const room = store.roomTypes.find((r) => r.id === reservation.roomTypeId);
  return { ...reservation, hotelName: hotel?.hotelName ?? '', roomType: room?.name ?? '' };
}

export function toPnrLookup(store: Store, reservation: ReservationRecord): PnrLookup {
  const { hotelName, guestName, checkIn, checkOut, status, totalAmount, pnrCode } = toReservation(store, reservation);
  return { hotelName, guestName, checkIn, checkOut, status, totalAmount, pnrCode };
}

export function toPayment(store: Store, { receiptContentType: _type, ...payment }: PaymentRecord): Payment {
  const reservation = store.reservations.find((r) => r.id === payment.reservationId);
  return { ...payment, reservation: { pnrCode: reservation?.pnrCode ?? '', guestName: reservation?.guestName ?? '' } };
}

export function toReview(store: Store, { userId, ...review }: ReviewRecord): Review {
  const author = userId ? store.users.find((u) => u.id === userId) : undefined;
  return { ...review, user: author ? { name: author.name } : null };
}

// ------------------------------------------------------------------------------------------
// Lookups that fail like the Worker (404 with a message)
// ------------------------------------------------------------------------------------------

function findOr404<T extends { id: string }>(items: T[], id: string, message: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw notFound(message);
  return item;
}

export const getUser = (store: Store, id: string) => findOr404(store.users, id, 'User not found');
export const getHotel = (store: Store, id: string) => findOr404(store.hotels, id, 'Hotel not found');
export const getRoomType = (store: Store, id: string) => findOr404(store.roomTypes, id, 'Room type not found');
export const getPlace = (store: Store, id: string) => findOr404(store.places, id, 'Place not found');
export const getTour = (store: Store, id: string) => findOr404(store.tours, id, 'Tour not found');
export const getReservation = (store: Store, id: string) =>
  findOr404(store.reservations, id, ReservationMessages.pnrNotFound);
export const getPayment = (store: Store, id: string) => findOr404(store.payments, id, 'Payment not found');
export const getReview = (store: Store, id: string) => findOr404(store.reviews, id, 'Review not found');

// ------------------------------------------------------------------------------------------
// Users
// ------------------------------------------------------------------------------------------

export function findUserByName(store: Store, name: string): UserRecord | undefined {
  return store.users.find((user) => sameText(user.name, name.trim()));
}

/** Names and e-mails are unique case-insensitively (D1 COLLATE NOCASE): a duplicate is a 409. */
export function assertUniqueUser(store: Store, name: string, email: string, exceptId?: string): void {
  const clash = store.users.find(
    (user) => user.id !== exceptId && (sameText(user.name, name) || user.email.toLowerCase() === email.toLowerCase()),
  );
  if (clash) throw conflict('A user with this name or email already exists');
}

export function createUser(
  store: Store,
  input: { name: string; email: string; password: string; role: UserRecord['role']; languagePreference: UserRecord['languagePreference'] },
): UserRecord {
  assertUniqueUser(store, input.name, input.email);
  const at = nowIso();
  const user: UserRecord = { id: newId(), ...input, createdAt: at, updatedAt: at };
  store.users.push(user);
  return user;
}

// ------------------------------------------------------------------------------------------
// Reservations
// ------------------------------------------------------------------------------------------

export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters of an unambiguous 32-letter alphabet: 40 bits, unique in the store. */
export function generatePnr(store: Store): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const pnr = Array.from(bytes, (byte) => PNR_ALPHABET[byte % PNR_ALPHABET.length]).join('');
    if (!store.reservations.some((r) => r.pnrCode === pnr)) return pnr;
  }
}

/**
 * Rooms of a type still free for the stay: the fewest free rooms over its nights (inventory
 * minus PENDING + CONFIRMED bookings covering each night) — contract/availability.ts, the rule
 * the Worker's SQL applies too.
 */
export function roomsLeft(store: Store, roomTypeId: string, checkIn: string, checkOut: string, exceptId?: string): number {
  const room = getRoomType(store, roomTypeId);
  return roomsLeftOverStay(freeRoomsPerNight(room, store.reservations, checkIn, checkOut, exceptId));
}

/** A room type of the hotel by id, or by name case-insensitively ('Oda tipi bulunamadı'). */
export function resolveRoomType(store: Store, hotelId: string, ref: { roomTypeId?: string; roomType?: string }): RoomType {
  const rooms = store.roomTypes.filter((room) => room.hotelId === hotelId);
  const byId = ref.roomTypeId ?? (ref.roomType && rooms.some((r) => r.id === ref.roomType) ? ref.roomType : undefined);
  const room = byId
    ? rooms.find((r) => r.id === byId)
    : rooms.find((r) => ref.roomType !== undefined && sameText(r.name, ref.roomType));
  if (!room) throw fieldError(ref.roomTypeId ? 'roomTypeId' : 'roomType', ReservationMessages.noRoomType);
  return room;
}

/** The Worker's 409 text for a full room type (contract/reservation.ts). */
export const NO_ROOMS_LEFT = ReservationMessages.noRoomsLeft;

/** Whether an admin edit must fit the inventory, and whether it does (the Worker's rule). */
export function assertEditFits(store: Store, reservation: ReservationRecord, next: Parameters<typeof editTakesRooms>[1]): void {
  if (!editTakesRooms(reservation, next)) return;
  if (roomsLeft(store, next.roomTypeId, next.checkIn, next.checkOut, reservation.id) < next.roomCount) throw conflict(NO_ROOMS_LEFT);
}

/** An outbox row as the Worker writes it with a change (PENDING, due now). */
export function queueEmail(store: Store, reservation: ReservationRecord, kind: EmailKind): void {
  const at = nowIso();
  store.outbox.push({
    id: newId(),
    kind,
    status: 'PENDING',
    to: reservation.guestEmail,
    subject: emailSubject(kind, reservation.language, reservation.pnrCode),
    language: reservation.language,
    attempts: 0,
    lastError: null,
    reservationId: reservation.id,
    createdAt: at,
    sentAt: null,
    nextAttemptAt: at,
  });
}

/**
 * The visitor's booking: price, nights and total from the room type (client figures are
 * ignored), a unique PNR, status PENDING; refused with 409 when the room type is full.
 */
export function createReservation(
  store: Store,
  input: CreateReservationRequest,
  options: { userId?: string | null; today?: string } = {},
): ReservationRecord {
  const today = options.today ?? vanToday();
  if (isPastDate(input.checkIn, today)) throw fieldError('checkIn', ReservationMessages.pastCheckIn);
  const hotel = getHotel(store, input.hotelId);
  const room = resolveRoomType(store, hotel.id, input);
  if (!guestsFit(input.reservationGuests, room.capacity, input.roomCount)) {
    throw fieldError('reservationGuests', ReservationMessages.tooManyGuests);
  }
  const free = freeRoomsPerNight(room, store.reservations, input.checkIn, input.checkOut);
  if (!fitsEveryNight(free, input.roomCount)) throw conflict(NO_ROOMS_LEFT);

  const nights = nightsBetween(input.checkIn, input.checkOut);
  const at = nowIso();
  const reservation: ReservationRecord = {
    id: newId(),
    pnrCode: generatePnr(store),
    status: 'PENDING',
    totalAmount: roundMoney(room.pricePerNight * input.roomCount * nights),
    advancePayment: null,
    reservationGuests: input.reservationGuests,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    reservationCreatedAt: at,
    reservationUpdatedAt: at,
    guestName: input.guestName,
    guestEmail: input.guestEmail,
    guestPhone: input.guestPhone,
    specialRequests: input.specialRequests,
    hotelId: hotel.id,
    roomTypeId: room.id,
    roomCount: input.roomCount,
    pricePerNight: room.pricePerNight,
    nights,
    userId: options.userId ?? null,
    language: input.language,
  };
  store.reservations.push(reservation);
  queueEmail(store, reservation, 'RESERVATION_CREATED');
  return reservation;
}

/**
 * The Worker's limit on FAILED calls (worker/middleware/rateLimit.ts `failureLimit`, the PNR
 * lookups): 429 with Retry-After once the current window holds `limit` failures, hits included;
 * otherwise `run`, and a failure it throws counts. One client in the mocks.
 */
export function limitFailures<T>(
  store: Store,
  name: string,
  options: { limit: number; windowSeconds: number; message: string },
  run: () => T,
  now = Date.now(),
): T {
  const seconds = Math.floor(now / 1000);
  const windowStart = seconds - (seconds % options.windowSeconds);
  const counter = store.rateLimits[name];
  const failures = counter && counter.windowStart === windowStart ? counter.count : 0;
  const tooMany = () =>
    new MockApiError(429, options.message, undefined, { 'Retry-After': String(Math.max(1, windowStart + options.windowSeconds - seconds)) });
  if (failures >= options.limit) throw tooMany();
  try {
    return run();
  } catch (error) {
    store.rateLimits[name] = { windowStart, count: failures + 1 };
    if (failures + 1 > options.limit) throw tooMany();
    throw error;
  }
}

/**
 * Late receipt access (the Worker's rule): the PNR and the guest's e-mail (case-insensitive),
 * the same 404 for either wrong; 409 unless PENDING.
 */
export function accessByPnr(store: Store, pnr: string, email: string): { reservation: ReservationRecord; paymentId: string | null } {
  const reservation = store.reservations.find((r) => r.pnrCode === pnr.trim().toUpperCase());
  if (!reservation || !sameGuestEmail(email, reservation.guestEmail)) throw notFound(ReservationMessages.pnrNotFound);
  if (reservation.status !== 'PENDING') throw conflict(ReservationMessages.pnrAccessNotPending);
  const payment = store.payments.find((p) => p.reservationId === reservation.id);
  return { reservation, paymentId: payment?.id ?? null };
}

export function findByPnr(store: Store, pnr: string): ReservationRecord {
  const reservation = store.reservations.find((r) => r.pnrCode === pnr.trim().toUpperCase());
  if (!reservation) throw notFound(ReservationMessages.pnrNotFound);
  return reservation;
}

/** A reservation goes with its payments and their receipt files. */
export function deleteReservation(store: Store, id: string): number {
  const before = store.reservations.length;
  const paymentReceipts = new Set(store.payments.filter((p) => p.reservationId === id).map((p) => p.receipt));
  store.payments = store.payments.filter((p) => p.reservationId !== id);
  store.files = store.files.filter((f) => f.reservationId !== id && !paymentReceipts.has(f.filename));
  store.reservations = store.reservations.filter((r) => r.id !== id);
  return before - store.reservations.length;
}

// ------------------------------------------------------------------------------------------
// Payments and receipts
// ------------------------------------------------------------------------------------------

/** The payment record of a reservation (one per reservation), if any. */
export const paymentOfReservation = (store: Store, reservationId: string): PaymentRecord | undefined =>
  store.payments.find((p) => p.reservationId === reservationId);

/**
 * The guest's payment record: the reservation's total, TRY, PENDING, bank transfer. One per
 * reservation, like the Worker: a repeated create returns the existing record.
 */
export function createPayment(store: Store, reservationId: string, transactionId: string | null): PaymentRecord {
  const reservation = findOr404(store.reservations, reservationId, PaymentMessages.reservationNotFound);
  const existing = paymentOfReservation(store, reservation.id);
  if (existing) return existing;
  const payment: PaymentRecord = {
    id: newId(),
    reservationId: reservation.id,
    status: 'PENDING',
    amount: reservation.totalAmount,
    currency: CURRENCY,
    paymentDate: nowIso(),
    provider: 'BANK_TRANSFER',
    transactionId,
    receipt: null,
    receiptContentType: null,
    isReceiptVerified: false,
  };
  store.payments.push(payment);
  return payment;
}

/** 409 unless the payment still takes a receipt (not PAID / COMPLETED / REFUNDED). */
export function assertReceiptOpen(payment: PaymentRecord): void {
  if (!RECEIPT_OPEN_STATUSES.includes(payment.status)) throw conflict(PaymentMessages.locked);
}

/** JPG, PNG or PDF by the file's first bytes, not its declared type (SECURITY.md, "5. Receipts"). */
export function sniffReceiptType(bytes: Uint8Array): ReceiptContentType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}

const EXTENSIONS: Record<ReceiptContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

const fileError = (status: 413 | 415, message: string) => new MockApiError(status, message, [{ path: 'file', message }]);

/** Stores an uploaded receipt under a server-made random name (the Worker's checks and texts). */
export function storeReceipt(store: Store, upload: Uint8Array, reservationId: string): FileRecord {
  const bytes = new Uint8Array(upload);
  if (bytes.byteLength === 0) throw fieldError('file', ReceiptMessages.fileRequired);
  if (bytes.byteLength > MAX_RECEIPT_BYTES) throw fileError(413, ReceiptMessages.tooLarge);
  const contentType = sniffReceiptType(bytes);
  if (!contentType) throw fileError(415, ReceiptMessages.wrongType);
  const file: FileRecord = {
    filename: `receipt-${newId()}.${EXTENSIONS[contentType]}`,
    contentType,
    bytes,
    reservationId,
  };
  store.files.push(file);
  return file;
}

/**
 * update-receipt: attaches an uploaded file of this reservation (404 unknown, 403 another
 * reservation's, 409 once the payment is approved); the payment is PENDING and unverified again.
 */
export function attachReceipt(store: Store, paymentId: string, filename: string): PaymentRecord {
  const payment = getPayment(store, paymentId);
  const file = store.files.find((f) => f.filename === filename);
  if (!file) throw notFound(PaymentMessages.receiptNotFound);
  if (file.reservationId !== null && file.reservationId !== payment.reservationId) throw forbidden(PaymentMessages.receiptOtherReservation);
  assertReceiptOpen(payment);
  payment.receipt = file.filename;
  payment.receiptContentType = file.contentType;
  payment.isReceiptVerified = false;
  payment.status = 'PENDING';
  return payment;
}

/**
 * Admin verification (docs/decisions/0002-booking-and-payments.md): approve → payment PAID and verified, reservation CONFIRMED;
 * reject → payment CANCELLED, receipt kept, reservation stays PENDING (the guest may upload again).
 */
export function verifyPayment(store: Store, paymentId: string, approve: boolean): PaymentRecord {
  const payment = getPayment(store, paymentId);
  if (!payment.receipt) throw conflict(PaymentMessages.noReceipt);
  const reservation = findOr404(store.reservations, payment.reservationId, PaymentMessages.reservationNotFound);
  const at = nowIso();
  if (approve) {
    // A cancelled reservation is confirmed only if its rooms are still free on every night.
    if (reservation.status === 'CANCELLED') {
      const room = getRoomType(store, reservation.roomTypeId);
      const free = freeRoomsPerNight(room, store.reservations, reservation.checkIn, reservation.checkOut, reservation.id);
      if (!fitsEveryNight(free, reservation.roomCount)) throw conflict(PaymentMessages.roomsGone);
    }
    if (reservation.status !== 'CONFIRMED') {
      reservation.status = 'CONFIRMED';
      reservation.reservationUpdatedAt = at;
    }
    if (!(payment.status === 'PAID' && payment.isReceiptVerified)) {
      payment.status = 'PAID';
      payment.isReceiptVerified = true;
      queueEmail(store, reservation, 'PAYMENT_APPROVED');
    }
  } else if (payment.status !== 'CANCELLED') {
    payment.status = 'CANCELLED';
    payment.isReceiptVerified = false;
    if (reservation.status === 'CONFIRMED') {
      reservation.status = 'PENDING';
      reservation.reservationUpdatedAt = at;
    }
    queueEmail(store, reservation, 'PAYMENT_REJECTED');
  }
  return payment;
}

// ------------------------------------------------------------------------------------------
// Dashboard
// ------------------------------------------------------------------------------------------

/** Van's month (YYYY-MM) of a date or UTC timestamp, like the Worker's dashboard. */
const monthOf = (iso: string) => (iso.length <= 10 ? iso.slice(0, 7) : vanToday(new Date(iso)).slice(0, 7));

/**
 * The Worker's figures (worker/db/dashboard.ts) with the shared rules of contract/dashboard.ts:
 * occupancy over the next OCCUPANCY_DAYS from Van's today, the last DASHBOARD_MONTHS months.
 */
export function dashboardStats(store: Store, now = new Date()): DashboardStats {
  const paid = store.payments.filter((p) => p.status === 'PAID' || p.status === 'COMPLETED');
  const today = vanToday(now);
  const end = addDays(today, OCCUPANCY_DAYS);
  const totalRooms = store.roomTypes.reduce((sum, room) => sum + room.roomCount, 0);
  const booked = store.reservations
    .filter((r) => (r.status === 'PENDING' || r.status === 'CONFIRMED') && r.checkIn < end && r.checkOut > today)
    .reduce((sum, r) => {
      const from = r.checkIn > today ? r.checkIn : today;
      const to = r.checkOut < end ? r.checkOut : end;
      return sum + Math.max(0, nightsBetween(from, to)) * r.roomCount;
    }, 0);
  const count = (status: ReservationRecord['status']) => store.reservations.filter((r) => r.status === status).length;
  const paidMonth = (p: PaymentRecord) => monthOf(p.paymentDate ?? nowIso());

  return {
    users: store.users.length,
    reservations: store.reservations.length,
    reviews: store.reviews.length,
    revenue: roundMoney(paid.reduce((sum, p) => sum + p.amount, 0)),
    occupancyPercent: occupancyPercentOf(booked, totalRooms * OCCUPANCY_DAYS),
    averageRating: averageRatingOf(store.reviews.map((review) => review.rating)),
    reservationsByStatus: { PENDING: count('PENDING'), CONFIRMED: count('CONFIRMED'), CANCELLED: count('CANCELLED') },
    monthly: lastMonths(today, DASHBOARD_MONTHS).map((m) => ({
      month: m,
      revenue: roundMoney(paid.filter((p) => paidMonth(p) === m).reduce((s, p) => s + p.amount, 0)),
      reservations: store.reservations.filter((r) => monthOf(r.reservationCreatedAt) === m).length,
    })),
  };
}
