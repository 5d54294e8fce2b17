/**
 * Channel sync's tables (migration 0016): each room type's export token, the imported calendars
 * (feeds) and the nights their events hold (holds). Holds are counted by THE availability
 * fragment (worker/db/sql.ts), so search, booking, the room-type list and the occupancy
 * calendar see them without code of their own. ADR docs/decisions/0010-channel-sync-ical.md.
 */
import type { ChannelConflict, ChannelFeed, FeedStatus } from '../../contract';
import type { HeldRange } from '../channels/ical';
import { newId, nowIso } from './common';
import { bindNamed, ROOMS_FREE_EVERY_NIGHT, STAY_NIGHTS_CTE } from './sql';

/** A room type with its hotel: what the channel calls need to know about it. */
export type ChannelRoomType = { id: string; name: string; hotel_id: string; hotel_name: string; hotel_email: string | null };

export async function findChannelRoomType(db: D1Database, roomTypeId: string): Promise<ChannelRoomType | null> {
  return db
    .prepare(
      `SELECT rt.id, rt.name, rt.hotel_id, h.hotel_name, h.email AS hotel_email
       FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = ?`,
    )
    .bind(roomTypeId)
    .first<ChannelRoomType>();
}

// ---------------------------------------------------------------------------------------------
// The export token.

/** 32 random bytes as base64url: 43 characters, 256 bits. */
export function newExportToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The room type's export token, made on first use (a parallel first use keeps the one written first). */
export async function exportTokenOf(db: D1Database, roomTypeId: string): Promise<string> {
  const [, row] = await db.batch<{ token: string }>([
    db.prepare('INSERT INTO channel_exports (room_type_id, token) VALUES (?, ?) ON CONFLICT (room_type_id) DO NOTHING').bind(roomTypeId, newExportToken()),
    db.prepare('SELECT token FROM channel_exports WHERE room_type_id = ?').bind(roomTypeId),
  ]);
  return row!.results[0]!.token;
}

/** A new token: the old address stops answering at once. */
export async function rotateExportToken(db: D1Database, roomTypeId: string): Promise<string> {
  const token = newExportToken();
  await db
    .prepare(
      `INSERT INTO channel_exports (room_type_id, token) VALUES (?1, ?2)
       ON CONFLICT (room_type_id) DO UPDATE SET token = ?2, rotated_at = ?3`,
    )
    .bind(roomTypeId, token, nowIso())
    .run();
  return token;
}

/** A booking or hold of the export, `uid` its own (a hold's is the UID it was imported with). */
export type ExportedRange = HeldRange & { id: string; stamp: string };

/**
 * What the export feed of the room type with `token` holds from `since` on: its PENDING and
 * CONFIRMED bookings (one range per booking, whatever its room count) and the events imported
 * from its other calendars. null when no room type has the token.
 */
export async function exportRanges(
  db: D1Database,
  token: string,
  since: string,
): Promise<{ roomType: { id: string; name: string; hotelName: string }; bookings: ExportedRange[]; holds: ExportedRange[] } | null> {
  const owner = await db
    .prepare(
      `SELECT rt.id, rt.name, h.hotel_name FROM channel_exports ce
       JOIN room_types rt ON rt.id = ce.room_type_id JOIN hotels h ON h.id = rt.hotel_id WHERE ce.token = ?`,
    )
    .bind(token)
    .first<{ id: string; name: string; hotel_name: string }>();
  if (!owner) return null;
  type Row = { id: string; uid?: string; check_in: string; check_out: string; summary: string | null; stamp: string };
  const [bookings, holds] = await db.batch<Row>([
    db
      .prepare(
        // An early check-out ends the range at the night it freed (released_from, migration 0025).
        `SELECT id, check_in, min(check_out, coalesce(released_from, check_out)) AS check_out, NULL AS summary, updated_at AS stamp FROM reservations
         WHERE room_type_id = ?1 AND status IN ('PENDING', 'CONFIRMED') AND check_out > ?2 AND coalesce(released_from, check_out) > check_in
           AND coalesce(released_from, check_out) > ?2 ORDER BY check_in, id`,
      )
      .bind(owner.id, since),
    db
      .prepare(
        `SELECT id, uid, start_date AS check_in, end_date AS check_out, NULL AS summary, created_at AS stamp FROM channel_holds
         WHERE room_type_id = ?1 AND end_date > ?2 ORDER BY start_date, id`,
      )
      .bind(owner.id, since),
  ]);
  const toRange = (row: Row) => ({ id: row.id, uid: row.uid ?? row.id, checkIn: row.check_in, checkOut: row.check_out, summary: row.summary, stamp: row.stamp });
  return {
    roomType: { id: owner.id, name: owner.name, hotelName: owner.hotel_name },
    bookings: bookings!.results.map(toRange),
    holds: holds!.results.map(toRange),
  };
}

// ---------------------------------------------------------------------------------------------
// Feeds.

type FeedRow = {
  id: string;
  room_type_id: string;
  name: string;
  url: string;
  created_at: string;
  last_sync_at: string | null;
  last_status: FeedStatus;
  last_error: string | null;
  last_success_at: string | null;
  event_count: number;
  conflicts: string;
};

/** Each feed with its held events and its conflicts still to come (as JSON, one statement). */
const FEED_SELECT = `SELECT f.id, f.room_type_id, f.name, f.url, f.created_at, f.last_sync_at, f.last_status, f.last_error, f.last_success_at,
    (SELECT count(*) FROM channel_holds h WHERE h.feed_id = f.id) AS event_count,
    (SELECT json_group_array(json_object('checkIn', c.start_date, 'checkOut', c.end_date, 'summary', c.summary))
       FROM (SELECT start_date, end_date, summary FROM channel_holds
             WHERE feed_id = f.id AND conflict = 1 AND end_date > :today ORDER BY start_date, uid) c) AS conflicts
  FROM channel_feeds f`;

const toFeed = (row: FeedRow): ChannelFeed => ({
  id: row.id,
  roomTypeId: row.room_type_id,
  name: row.name,
  url: row.url,
  createdAt: row.created_at,
  lastSyncAt: row.last_sync_at,
  lastStatus: row.last_status,
  lastError: row.last_error,
  lastSuccessAt: row.last_success_at,
  eventCount: row.event_count,
  conflicts: JSON.parse(row.conflicts) as ChannelConflict[],
});

export async function listFeeds(db: D1Database, roomTypeId: string, today: string): Promise<ChannelFeed[]> {
  const { results } = await bindNamed(db, `${FEED_SELECT} WHERE f.room_type_id = :roomTypeId ORDER BY f.created_at, f.rowid`, { roomTypeId, today }).all<FeedRow>();
  return results.map(toFeed);
}

export async function getFeed(db: D1Database, id: string, today: string): Promise<ChannelFeed | null> {
  const row = await bindNamed(db, `${FEED_SELECT} WHERE f.id = :id`, { id, today }).first<FeedRow>();
  return row ? toFeed(row) : null;
}

/** Feeds of every room type, least recently synced first (the cron's order). */
export async function feedsToSync(db: D1Database, limit: number): Promise<{ id: string }[]> {
  const { results } = await db
    .prepare('SELECT id FROM channel_feeds ORDER BY coalesce(last_sync_at, \'\'), created_at LIMIT ?')
    .bind(limit)
    .all<{ id: string }>();
  return results;
}

/** A new feed; 'duplicate' when the room type imports this address already. */
export async function insertFeed(db: D1Database, input: { roomTypeId: string; name: string; url: string }): Promise<string | 'duplicate'> {
  const id = newId();
  const result = await db
    .prepare(
      `INSERT INTO channel_feeds (id, room_type_id, name, url, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (room_type_id, url) DO NOTHING`,
    )
    .bind(id, input.roomTypeId, input.name, input.url, nowIso())
    .run();
  return result.meta.changes === 0 ? 'duplicate' : id;
}

/** Deletes a feed and frees the nights its events held (CASCADE). */
export async function deleteFeed(db: D1Database, id: string): Promise<number> {
  const result = await db.prepare('DELETE FROM channel_feeds WHERE id = ?').bind(id).run();
  return result.meta.changes;
}

/** The feed's sync target: its address and room type. */
export async function feedForSync(db: D1Database, id: string): Promise<{ id: string; url: string; room_type_id: string } | null> {
  return db.prepare('SELECT id, url, room_type_id FROM channel_feeds WHERE id = ?').bind(id).first();
}

/** A failed sync: only its time and reason are written; the holds stay as they were. */
export async function recordFeedFailure(db: D1Database, id: string, error: string, at: string): Promise<void> {
  await db
    .prepare("UPDATE channel_feeds SET last_sync_at = ?1, last_status = 'FAILED', last_error = ?2 WHERE id = ?3")
    .bind(at, error.slice(0, 500), id)
    .run();
}

// ---------------------------------------------------------------------------------------------
// Applying a calendar.

export type ApplyOutcome = { added: number; removed: number; conflicts: HeldRange[] };

/** Bound values per DELETE (D1 binds at most 100 per statement). */
const DELETE_CHUNK = 90;

/**
 * Makes the feed's holds what the calendar says, in ONE batch (D1 runs it as one transaction,
 * between other statements, never interleaved with a booking): holds whose event is gone, or
 * whose dates moved, are deleted first, freeing their nights; then each new event is inserted,
 * and marked a conflict when THE availability condition (one room free on every night, the
 * same SQL a booking carries) no longer holds. A booking that races the sync either sees the
 * hold or was counted before it: never both sold. Unchanged events are not touched.
 */
export async function applyFeedEvents(db: D1Database, feed: { id: string; room_type_id: string }, events: readonly HeldRange[], at: string): Promise<ApplyOutcome> {
  const { results: existing } = await db
    .prepare('SELECT uid, start_date, end_date FROM channel_holds WHERE feed_id = ?')
    .bind(feed.id)
    .all<{ uid: string; start_date: string; end_date: string }>();
  const wanted = new Map(events.map((event) => [event.uid, event]));
  const current = new Map(existing.map((row) => [row.uid, row]));
  const gone = existing.filter((row) => {
    const event = wanted.get(row.uid);
    return !event || event.checkIn !== row.start_date || event.checkOut !== row.end_date;
  });
  const fresh = events.filter((event) => {
    const row = current.get(event.uid);
    return !row || row.start_date !== event.checkIn || row.end_date !== event.checkOut;
  });

  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < gone.length; i += DELETE_CHUNK) {
    const uids = gone.slice(i, i + DELETE_CHUNK).map((row) => row.uid);
    statements.push(db.prepare(`DELETE FROM channel_holds WHERE feed_id = ? AND uid IN (${uids.map(() => '?').join(', ')})`).bind(feed.id, ...uids));
  }
  for (const event of fresh) {
    statements.push(
      bindNamed(
        db,
        `${STAY_NIGHTS_CTE}
         INSERT INTO channel_holds (id, feed_id, room_type_id, uid, summary, start_date, end_date, conflict, created_at)
         SELECT :holdId, :feedId, :roomTypeId, :uid, :summary, :checkIn, :checkOut,
           CASE WHEN ${ROOMS_FREE_EVERY_NIGHT} THEN 0 ELSE 1 END, :at
         WHERE EXISTS (SELECT 1 FROM channel_feeds WHERE id = :feedId)
           AND NOT EXISTS (SELECT 1 FROM channel_holds WHERE feed_id = :feedId AND uid = :uid)`,
        {
          holdId: newId(),
          feedId: feed.id,
          roomTypeId: feed.room_type_id,
          uid: event.uid,
          summary: event.summary,
          checkIn: event.checkIn,
          checkOut: event.checkOut,
          at,
          roomCount: 1,
          excludeId: null,
        },
      ),
    );
  }
  statements.push(
    db
      .prepare("UPDATE channel_feeds SET last_sync_at = ?1, last_status = 'OK', last_error = NULL, last_success_at = ?1 WHERE id = ?2")
      .bind(at, feed.id),
  );
  const results = await db.batch(statements);
  const deletes = Math.ceil(gone.length / DELETE_CHUNK);
  const changes = (from: number, to: number) => results.slice(from, to).reduce((sum, result) => sum + result.meta.changes, 0);

  const { results: conflicts } = fresh.length
    ? await db
        .prepare('SELECT uid, start_date, end_date, summary FROM channel_holds WHERE feed_id = ? AND conflict = 1 AND created_at = ? ORDER BY start_date, uid')
        .bind(feed.id, at)
        .all<{ uid: string; start_date: string; end_date: string; summary: string | null }>()
    : { results: [] };
  return {
    added: changes(deletes, deletes + fresh.length),
    removed: changes(0, deletes),
    conflicts: conflicts.map((row) => ({ uid: row.uid, checkIn: row.start_date, checkOut: row.end_date, summary: row.summary })),
  };
}
