-- Channel sync with iCal (issue 21, ADR docs/decisions/0010-channel-sync-ical.md).
--
-- channel_exports: each room type's secret export token (GET /api/channels/<token>.ics), made on
-- first use and replaced by a rotation. channel_feeds: the external calendars (Booking.com,
-- Airbnb, Google) imported into a room type, with their last sync. channel_holds: one row per
-- imported event; each holds ONE room of the feed's room type on every night from start_date
-- up to (not including) end_date, counted by THE availability fragment (worker/db/sql.ts) like a
-- booking. An event that arrived on nights already full is kept with conflict = 1 (the room is
-- sold elsewhere; the hotel is e-mailed).

CREATE TABLE channel_exports (
  room_type_id TEXT PRIMARY KEY NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  token        TEXT NOT NULL CHECK (length(token) = 43),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  rotated_at   TEXT
);
CREATE UNIQUE INDEX channel_exports_token_unique ON channel_exports (token);

CREATE TABLE channel_feeds (
  id              TEXT PRIMARY KEY NOT NULL,
  room_type_id    TEXT NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  name            TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
  url             TEXT NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  last_sync_at    TEXT,
  last_status     TEXT NOT NULL DEFAULT 'NEVER' CHECK (last_status IN ('NEVER', 'OK', 'FAILED')),
  last_error      TEXT,
  last_success_at TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX channel_feeds_room_type_idx ON channel_feeds (room_type_id);
-- One calendar once per room type.
CREATE UNIQUE INDEX channel_feeds_url_unique ON channel_feeds (room_type_id, url);

CREATE TABLE channel_holds (
  id           TEXT PRIMARY KEY NOT NULL,
  feed_id      TEXT NOT NULL REFERENCES channel_feeds (id) ON DELETE CASCADE,
  room_type_id TEXT NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  -- The event's UID (with its start date for the occurrences of a repeating event).
  uid          TEXT NOT NULL CHECK (length(uid) BETWEEN 1 AND 600),
  summary      TEXT,
  start_date   TEXT NOT NULL,
  end_date     TEXT NOT NULL CHECK (end_date > start_date),
  conflict     INTEGER NOT NULL DEFAULT 0 CHECK (conflict IN (0, 1)),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX channel_holds_feed_uid_unique ON channel_holds (feed_id, uid);
-- The availability fragment ranges over end_date like reservations_free_rooms_idx (migration 0007).
CREATE INDEX channel_holds_nights_idx ON channel_holds (room_type_id, end_date, start_date);
