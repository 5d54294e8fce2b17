/**
 * Which record each audited call changes (docs/decisions/0019-audit-trail.md). `TABLES` says
 * where a record type is stored, so the trail can read it before and after the call;
 * `CALLS` names the record type of the calls whose path does not say it. A call in neither is
 * still recorded (who, when, the call, its body), under the word its path has after
 * `/api/admin/` in the singular (`/api/admin/reservations/:id/check-in` → `reservation`).
 */
import type { AuditEntity } from '../../contract/auditEntities';
import type { RouteName } from '../../contract/routes';

/** Where a record type lives: its table and the column its id is in (`id` unless stated). */
export const TABLES: Record<AuditEntity, { table: string; idColumn?: string }> = {
  user: { table: 'users' },
  hotel: { table: 'hotels' },
  roomType: { table: 'room_types' },
  rate: { table: 'rates' },
  place: { table: 'places' },
  tour: { table: 'tours' },
  reservation: { table: 'reservations' },
  tourReservation: { table: 'tour_reservations' },
  payment: { table: 'payments' },
  refund: { table: 'refunds' },
  review: { table: 'reviews' },
  contactMessage: { table: 'contact_messages' },
  channelFeed: { table: 'channel_feeds' },
  channelExport: { table: 'channel_exports', idColumn: 'room_type_id' },
  photo: { table: 'photos' },
  // The numbered rooms of issue 32 (another migration): read when the table is there.
  room: { table: 'rooms' },
};

/** How an audited call finds the id of its record before it runs, when `:id` or `?id=` does not say it. */
export type IdBefore = (body: Record<string, unknown> | null) => string | null;

export type CallTarget = { entity: AuditEntity; idBefore?: IdBefore };

/** The record type of each call whose path does not say it. */
export const CALLS: Partial<Record<RouteName, CallTarget>> = {
  createUser: { entity: 'user' },
  updateUser: { entity: 'user' },
  deleteUser: { entity: 'user' },
  createHotel: { entity: 'hotel' },
  updateHotel: { entity: 'hotel' },
  deleteHotel: { entity: 'hotel' },
  createRoomType: { entity: 'roomType' },
  updateRoomType: { entity: 'roomType' },
  deleteRoomType: { entity: 'roomType' },
  createReservation: { entity: 'reservation' },
  updateReservation: { entity: 'reservation' },
  deleteReservation: { entity: 'reservation' },
  deleteAllReservations: { entity: 'reservation' },
  updatePayment: { entity: 'payment' },
  deletePayment: { entity: 'payment' },
  verifyPayment: { entity: 'payment' },
  createPlace: { entity: 'place' },
  updatePlace: { entity: 'place' },
  deletePlace: { entity: 'place' },
  deleteAllPlaces: { entity: 'place' },
  createTour: { entity: 'tour' },
  updateTour: { entity: 'tour' },
  deleteTour: { entity: 'tour' },
  deleteAllTours: { entity: 'tour' },
  updateReview: { entity: 'review' },
  deleteReview: { entity: 'review' },
  updateTourReservationStatus: { entity: 'tourReservation' },
  replyContactMessage: { entity: 'contactMessage' },
  markContactMessageHandled: { entity: 'contactMessage' },
  addChannelFeed: { entity: 'channelFeed' },
  syncChannelFeed: { entity: 'channelFeed' },
  deleteChannelFeed: { entity: 'channelFeed' },
  rotateChannelExport: { entity: 'channelExport', idBefore: (body) => (typeof body?.roomTypeId === 'string' ? body.roomTypeId : null) },
  markRefunded: { entity: 'refund' },
};

/**
 * Calls open to others that the back office also makes: audited when an ADMIN makes them (staff
 * book a stay for a guest from the reservations section).
 */
export const STAFF_CALLS: ReadonlySet<RouteName> = new Set<RouteName>(['createReservation']);

const known = (word: string): word is AuditEntity => word in TABLES;

/** The record type of a call: the registry's, else the singular of the word after `/api/admin/`, else the path's first word after `/api/`. */
export function entityOf(name: RouteName, path: string): string {
  const listed = CALLS[name]?.entity;
  if (listed) return listed;
  const words = path.split('/').filter((word) => word && !word.startsWith(':'));
  const word = (words[1] === 'admin' ? words[2] : words[1]) ?? 'unknown';
  const camel = word.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
  const singular = camel.endsWith('s') ? camel.slice(0, -1) : camel;
  return known(singular) ? singular : camel;
}

/** The table of a record type, when the trail knows it. */
export const tableOf = (entity: string) => (known(entity) ? { table: TABLES[entity].table, idColumn: TABLES[entity].idColumn ?? 'id' } : null);
