/**
 * Admin back office calls beyond the spec's list: occupancy calendar, CSV exports, tour booking
 * status (the list filters themselves are SQL, worker/db/adminLists.ts).
 */
import { z } from 'zod';
import { id, isoDate, money, optionalQuery } from './common';
import type { Payment, PaymentStatus } from './payment';
import { ReservationStatus, type Reservation } from './reservation';

const count = z.number().int().min(0);

// ---------------------------------------------------------------------------------------------
// Occupancy calendar: GET /api/admin/occupancy?hotelId=&from=YYYY-MM-DD&days=30

export const OCCUPANCY_DEFAULT_DAYS = 30;
export const OCCUPANCY_MAX_DAYS = 92;

export const OccupancyQuery = z.object({
  hotelId: id,
  /** First day shown; Van's today when absent. */
  from: optionalQuery(isoDate),
  days: optionalQuery(z.coerce.number().int().min(1).max(OCCUPANCY_MAX_DAYS)),
});
export type OccupancyQuery = z.infer<typeof OccupancyQuery>;

/**
 * One night of one room type: rooms held by PENDING and by CONFIRMED bookings, by events imported
 * from other channels' calendars (`external`; `conflicts` of them arrived on a full night: the
 * room is sold twice), and rooms free; one room's price that night and the stay rules on it
 * (contract/stayPricing.ts `nightTerms`).
 */
export const OccupancyNight = z.object({
  date: isoDate,
  pending: count,
  confirmed: count,
  external: count,
  conflicts: count,
  free: count,
  price: money,
  stopSell: z.boolean(),
  closedToArrival: z.boolean(),
  minStay: z.number().int().min(1).nullable(),
});
export type OccupancyNight = z.infer<typeof OccupancyNight>;

export const OccupancyRoomType = z.object({
  roomTypeId: id,
  name: z.string(),
  rooms: count,
  nights: z.array(OccupancyNight),
});
export type OccupancyRoomType = z.infer<typeof OccupancyRoomType>;

export const OccupancyCalendar = z.object({
  hotelId: id,
  hotelName: z.string(),
  from: isoDate,
  days: z.number().int().min(1),
  roomTypes: z.array(OccupancyRoomType),
});
export type OccupancyCalendar = z.infer<typeof OccupancyCalendar>;

/** Admin refusals of these calls (the Worker and the mocks give the same texts). */
export const AdminMessages = {
  hotelNotFound: 'Hotel not found',
  totalPaid: 'The payment of this reservation is already approved (PAID); its total cannot change. Refund or adjust the payment first.',
} as const;

// ---------------------------------------------------------------------------------------------
// Tour bookings: PUT /api/tour-reservations/:id/status

export const TourReservationStatusUpdate = z.object({ status: ReservationStatus });
export type TourReservationStatusUpdate = z.infer<typeof TourReservationStatusUpdate>;

/** Answer of deleteTour for a tour with bookings: archived (hidden from visitors), not deleted. */
export const TourArchiveMessage = 'The tour has bookings: it was archived and is hidden from visitors';

export const TourBookingStatusMessages = {
  notFound: 'Tour reservation not found',
  groupFull: 'Not enough places left on this tour for this date',
} as const;

// ---------------------------------------------------------------------------------------------
// Search folding (the Worker's SQL folds the same letters).

/** Turkish letters to their ASCII base, then lower case: "ERCİŞ", "Erciş", "ercis" are equal. */
export const SEARCH_FOLDS: readonly (readonly [string, string])[] = [
  ['İ', 'i'], ['ı', 'i'], ['Ş', 's'], ['ş', 's'], ['Ğ', 'g'], ['ğ', 'g'],
  ['Ü', 'u'], ['ü', 'u'], ['Ö', 'o'], ['ö', 'o'], ['Ç', 'c'], ['ç', 'c'],
];
export const foldSearch = (text: string) =>
  SEARCH_FOLDS.reduce((value, [from, to]) => value.split(from).join(to), text.normalize('NFC')).replace(/[A-Z]/g, (ch) => ch.toLowerCase());

// ---------------------------------------------------------------------------------------------
// CSV exports: GET /api/admin/reservations.csv and /api/admin/payments.csv (same filters as the lists).

/** Excel reads `;`-separated UTF-8 with a BOM in a Turkish locale with ş, ğ, İ intact. */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * One cell: a text starting with = + - @ (or a tab / carriage return) gets a leading ' so a
 * spreadsheet never runs it as a formula; a cell with the separator, a comma, a quote or a line
 * break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;,"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** BOM + header + rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** Money with a decimal comma (Turkish spreadsheets): 1234.5 -> "1234,50". */
export const csvMoney = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : amount.toFixed(2).replace('.', ','));

export const RESERVATION_STATUS_TR: Record<Reservation['status'], string> = {
  PENDING: 'Beklemede',
  CONFIRMED: 'Onaylandı',
  CANCELLED: 'İptal edildi',
};

/** Spec section 4: PAID/COMPLETED paid, PENDING pending, CANCELLED, REFUNDED, anything else failed. */
export const PAYMENT_STATUS_TR: Record<PaymentStatus, string> = {
  PAID: 'Ödendi',
  COMPLETED: 'Ödendi',
  PENDING: 'Beklemede',
  CANCELLED: 'İptal edildi',
  REFUNDED: 'İade edildi',
  FAILED: 'Başarısız',
};

export const RESERVATION_CSV_HEADER = [
  'PNR', 'Misafir', 'E-posta', 'Telefon', 'Otel', 'Oda tipi', 'Oda sayısı', 'Kişi sayısı',
  'Giriş', 'Çıkış', 'Gece', 'Durum', 'Tutar (TL)', 'Ön ödeme (TL)', 'Özel istekler', 'Oluşturulma',
] as const;

export function reservationsCsv(rows: readonly Reservation[]): string {
  return toCsv(
    RESERVATION_CSV_HEADER,
    rows.map((r) => [
      r.pnrCode, r.guestName, r.guestEmail, r.guestPhone, r.hotelName, r.roomType, r.roomCount, r.reservationGuests,
      r.checkIn, r.checkOut, r.nights, RESERVATION_STATUS_TR[r.status], csvMoney(r.totalAmount), csvMoney(r.advancePayment),
      r.specialRequests, r.reservationCreatedAt,
    ]),
  );
}

export const PAYMENT_CSV_HEADER = [
  'PNR', 'Misafir', 'Durum', 'Tutar', 'Para birimi', 'Ödeme tarihi', 'Yöntem', 'İşlem no', 'Dekont', 'Dekont onaylı',
] as const;

export function paymentsCsv(rows: readonly Payment[]): string {
  return toCsv(
    PAYMENT_CSV_HEADER,
    rows.map((p) => [
      p.reservation.pnrCode, p.reservation.guestName, PAYMENT_STATUS_TR[p.status] ?? 'Başarısız', csvMoney(p.amount), p.currency,
      p.paymentDate, p.provider === 'BANK_TRANSFER' ? 'Havale/EFT' : 'Kredi kartı', p.transactionId, p.receipt,
      p.isReceiptVerified ? 'Evet' : 'Hayır',
    ]),
  );
}

/** `reservations-2026-11-23.csv` */
export const csvFilename = (kind: 'reservations' | 'payments', today: string) => `${kind}-${today}.csv`;

/** Most rows one export carries. */
export const CSV_MAX_ROWS = 50_000;
