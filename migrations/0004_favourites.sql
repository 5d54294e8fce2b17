-- Favourites: hotels a logged-in user saved from the heart on hotel cards (profile, favourites tab).
-- One row per (user, hotel); saving twice changes nothing. A favourite is part of both its user
-- and its hotel: deleting either removes it (CASCADE), so a hotel with favourites can still go.
CREATE TABLE favourites (
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hotel_id   TEXT NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (user_id, hotel_id)
);
-- The primary key serves "this user's favourites"; this index serves the CASCADE from hotels.
CREATE INDEX favourites_hotel_idx ON favourites (hotel_id);
