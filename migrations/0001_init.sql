-- 0001_init: the whole D1 (SQLite) schema of the Van tourism & hotel booking product.
-- Conventions (docs/decisions/0001-conventions.md):
--   ids are UUID strings; money is INTEGER minor units in *_cents columns (currency TRY);
--   stay dates are 'YYYY-MM-DD' TEXT; timestamps are ISO-8601 UTC TEXT; lists are JSON arrays in TEXT.
-- D1 enforces foreign keys (PRAGMA foreign_keys = ON), so every ON DELETE below is deliberate:
--   RESTRICT where a row must not vanish as a side effect (bookings, money, guests' requests),
--   SET NULL where the referencing row outlives its owner (a user's reservations and reviews),
--   CASCADE only for rows that are part of their parent (a hotel's room types and reviews).
-- Never edit this file once applied; add 0002_... instead.

-- Date columns check `date(x) IS x`: exactly YYYY-MM-DD and a real calendar day
-- (date() normalises '2025-02-30' to '2025-03-02', so an impossible day fails the check).

CREATE TABLE users (
  id                  TEXT PRIMARY KEY NOT NULL,
  name                TEXT NOT NULL COLLATE NOCASE CHECK (length(trim(name)) BETWEEN 1 AND 200),
  email               TEXT NOT NULL COLLATE NOCASE CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
  -- pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>; never leaves the Worker.
  password_hash       TEXT NOT NULL,
  role                TEXT NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'ADMIN')),
  language_preference TEXT NOT NULL DEFAULT 'TR' CHECK (language_preference IN ('TR', 'EN')),
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Duplicate name/email is a 409, case-insensitively ('Admin' and 'admin' are the same user).
CREATE UNIQUE INDEX users_name_unique ON users (name COLLATE NOCASE);
CREATE UNIQUE INDEX users_email_unique ON users (email COLLATE NOCASE);

CREATE TABLE hotels (
  id                    TEXT PRIMARY KEY NOT NULL,
  hotel_name            TEXT NOT NULL CHECK (length(trim(hotel_name)) >= 1),
  hotel_address         TEXT NOT NULL CHECK (length(trim(hotel_address)) >= 1),
  hotel_city            TEXT NOT NULL CHECK (length(trim(hotel_city)) >= 1),
  district              TEXT,
  star_rating           INTEGER NOT NULL DEFAULT 1 CHECK (star_rating BETWEEN 1 AND 5),
  phone                 TEXT,
  email                 TEXT,
  features              TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features) AND json_type(features) = 'array'),
  photo_urls            TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(photo_urls) AND json_type(photo_urls) = 'array'),
  api_url               TEXT,
  -- Write-only secret: returned to admins only, never by public calls.
  api_key               TEXT,
  -- Shown as the "price per night from" on cards.
  advance_payment_cents INTEGER NOT NULL DEFAULT 0 CHECK (advance_payment_cents >= 0),
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX hotels_city_idx ON hotels (hotel_city COLLATE NOCASE);

-- Room types are part of their hotel (CASCADE); but a room type with reservations cannot go,
-- because reservations -> room_types is RESTRICT, so deleting a booked hotel fails as a whole.
CREATE TABLE room_types (
  id                    TEXT PRIMARY KEY NOT NULL,
  hotel_id              TEXT NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name                  TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
  price_per_night_cents INTEGER NOT NULL CHECK (price_per_night_cents >= 0),
  -- Inventory: how many rooms of this type the hotel has.
  room_count            INTEGER NOT NULL DEFAULT 1 CHECK (room_count >= 0),
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Target of reservations' composite key, so a reservation's room type belongs to its hotel.
  UNIQUE (id, hotel_id)
);
CREATE INDEX room_types_hotel_idx ON room_types (hotel_id);
-- One name per hotel, case-insensitively, so `roomType: "double"` resolves unambiguously.
CREATE UNIQUE INDEX room_types_hotel_name_unique ON room_types (hotel_id, name COLLATE NOCASE);

CREATE TABLE places (
  id                      TEXT PRIMARY KEY NOT NULL,
  name                    TEXT NOT NULL CHECK (length(trim(name)) >= 1),
  description             TEXT NOT NULL,
  location                TEXT NOT NULL,
  image                   TEXT NOT NULL,
  best_seasons            TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(best_seasons) AND json_type(best_seasons) = 'array'),
  facilities              TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(facilities) AND json_type(facilities) = 'array'),
  visit_open_time         TEXT NOT NULL CHECK (visit_open_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  visit_close_time        TEXT NOT NULL CHECK (visit_close_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  -- English weekday names, e.g. ["Monday","Tuesday"].
  visit_days              TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(visit_days) AND json_type(visit_days) = 'array'),
  entry_fee_adult_cents   INTEGER NOT NULL DEFAULT 0 CHECK (entry_fee_adult_cents >= 0),
  entry_fee_student_cents INTEGER NOT NULL DEFAULT 0 CHECK (entry_fee_student_cents >= 0),
  entry_fee_museum_cents  INTEGER NOT NULL DEFAULT 0 CHECK (entry_fee_museum_cents >= 0),
  transportation_cars     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(transportation_cars) AND json_type(transportation_cars) = 'array'),
  category                TEXT CHECK (category IN ('historical', 'nature', 'culture', 'religious', 'museum')),
  recommended_duration    TEXT,
  contact                 TEXT,
  created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE tours (
  id                 TEXT PRIMARY KEY NOT NULL,
  tour_name          TEXT NOT NULL CHECK (length(trim(tour_name)) >= 1),
  tour_start_address TEXT NOT NULL,
  tour_end_address   TEXT NOT NULL,
  -- Price per person.
  price_cents        INTEGER NOT NULL CHECK (price_cents >= 0),
  photo_url          TEXT,
  -- Hours; may be fractional (1.5).
  duration           REAL CHECK (duration IS NULL OR duration > 0),
  participant_count  INTEGER NOT NULL CHECK (participant_count >= 1),
  start_date         TEXT NOT NULL CHECK (date(start_date) IS start_date),
  end_date           TEXT NOT NULL CHECK (date(end_date) IS end_date),
  star_rating        INTEGER NOT NULL DEFAULT 0 CHECK (star_rating BETWEEN 0 AND 5),
  phone              TEXT,
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (end_date >= start_date)
);
CREATE INDEX tours_start_date_idx ON tours (start_date);

CREATE TABLE reservations (
  id                    TEXT PRIMARY KEY NOT NULL,
  -- Upper-case, unambiguous alphabet, >= 30 bits; the Worker retries on a collision.
  pnr_code              TEXT NOT NULL CHECK (length(pnr_code) BETWEEN 6 AND 20 AND pnr_code = upper(pnr_code)),
  status                TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED', 'CANCELLED')),
  -- Computed by the server from the room type (client figures are ignored); admins may edit.
  total_amount_cents    INTEGER NOT NULL CHECK (total_amount_cents >= 0),
  advance_payment_cents INTEGER CHECK (advance_payment_cents IS NULL OR advance_payment_cents >= 0),
  reservation_guests    INTEGER NOT NULL CHECK (reservation_guests >= 1),
  check_in              TEXT NOT NULL CHECK (date(check_in) IS check_in),
  check_out             TEXT NOT NULL CHECK (date(check_out) IS check_out),
  guest_name            TEXT NOT NULL CHECK (length(trim(guest_name)) >= 1),
  guest_email           TEXT NOT NULL,
  guest_phone           TEXT NOT NULL,
  special_requests      TEXT,
  -- A booking must not disappear because its hotel or room type was deleted: RESTRICT
  -- (the Worker answers 409). The composite key keeps the room type within the hotel.
  hotel_id              TEXT NOT NULL REFERENCES hotels (id) ON DELETE RESTRICT,
  room_type_id          TEXT NOT NULL,
  room_count            INTEGER NOT NULL DEFAULT 1 CHECK (room_count >= 1),
  -- Price per night at booking time (the room type's price may change later).
  price_per_night_cents INTEGER NOT NULL CHECK (price_per_night_cents >= 0),
  nights                INTEGER NOT NULL CHECK (nights >= 1),
  -- Bookings outlive a deleted account: the guest data stays on the row.
  user_id               TEXT REFERENCES users (id) ON DELETE SET NULL,
  -- Language of the guest's emails.
  language              TEXT NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en', 'fa')),
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (check_out > check_in),
  FOREIGN KEY (room_type_id, hotel_id) REFERENCES room_types (id, hotel_id) ON DELETE RESTRICT
);
CREATE UNIQUE INDEX reservations_pnr_code_unique ON reservations (pnr_code);
-- Availability: overlapping PENDING+CONFIRMED stays of one room type.
CREATE INDEX reservations_availability_idx ON reservations (room_type_id, status, check_in, check_out);
CREATE INDEX reservations_hotel_idx ON reservations (hotel_id);
CREATE INDEX reservations_user_idx ON reservations (user_id);
-- Admin lists by status, and the cron that releases unpaid PENDING holds by age.
CREATE INDEX reservations_status_created_idx ON reservations (status, created_at);

-- payments -> reservations is RESTRICT, not CASCADE: a payment is a money record with a receipt
-- in R2. Deleting a reservation that has payments therefore fails unless the Worker deletes the
-- payments first, in the same batch, and removes their R2 receipts too (which a CASCADE would
-- silently orphan).
CREATE TABLE payments (
  id                   TEXT PRIMARY KEY NOT NULL,
  reservation_id       TEXT NOT NULL REFERENCES reservations (id) ON DELETE RESTRICT,
  status               TEXT NOT NULL DEFAULT 'PENDING'
                         CHECK (status IN ('PENDING', 'PAID', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED')),
  amount_cents         INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency             TEXT NOT NULL DEFAULT 'TRY' CHECK (length(currency) = 3 AND currency = upper(currency)),
  payment_date         TEXT,
  provider             TEXT NOT NULL DEFAULT 'BANK_TRANSFER' CHECK (provider IN ('BANK_TRANSFER', 'CREDIT_CARD')),
  transaction_id       TEXT,
  -- R2 object key (a server-made random name); the file is served to admins only.
  receipt              TEXT,
  receipt_content_type TEXT CHECK (receipt_content_type IS NULL
                         OR receipt_content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  is_receipt_verified  INTEGER NOT NULL DEFAULT 0 CHECK (is_receipt_verified IN (0, 1)),
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payments_reservation_idx ON payments (reservation_id);
CREATE INDEX payments_status_idx ON payments (status);

-- Reviews belong to a hotel (gone with it: CASCADE) and outlive their author (SET NULL,
-- shown as "Anonymous").
CREATE TABLE reviews (
  id         TEXT PRIMARY KEY NOT NULL,
  hotel_id   TEXT REFERENCES hotels (id) ON DELETE CASCADE,
  user_id    TEXT REFERENCES users (id) ON DELETE SET NULL,
  rating     INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment    TEXT NOT NULL DEFAULT '',
  status     TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('APPROVED', 'PENDING', 'REJECTED')),
  is_flagged INTEGER NOT NULL DEFAULT 0 CHECK (is_flagged IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX reviews_status_idx ON reviews (status, created_at);
CREATE INDEX reviews_hotel_idx ON reviews (hotel_id);
CREATE INDEX reviews_user_idx ON reviews (user_id);

-- A guest's tour booking must not vanish with its tour: RESTRICT (the Worker answers 409).
CREATE TABLE tour_reservations (
  id                 TEXT PRIMARY KEY NOT NULL,
  tour_id            TEXT NOT NULL REFERENCES tours (id) ON DELETE RESTRICT,
  full_name          TEXT NOT NULL CHECK (length(trim(full_name)) >= 1),
  email              TEXT NOT NULL,
  phone              TEXT NOT NULL,
  tour_date          TEXT NOT NULL CHECK (date(tour_date) IS tour_date),
  number_of_people   INTEGER NOT NULL CHECK (number_of_people >= 1),
  special_requests   TEXT,
  payment_method     TEXT NOT NULL DEFAULT 'BANK_TRANSFER' CHECK (payment_method IN ('BANK_TRANSFER', 'CREDIT_CARD')),
  -- price x people, computed by the server.
  total_amount_cents INTEGER NOT NULL CHECK (total_amount_cents >= 0),
  status             TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'CONFIRMED', 'CANCELLED')),
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX tour_reservations_tour_idx ON tour_reservations (tour_id);
CREATE INDEX tour_reservations_created_idx ON tour_reservations (created_at);

CREATE TABLE contact_messages (
  id         TEXT PRIMARY KEY NOT NULL,
  name       TEXT NOT NULL,
  email      TEXT NOT NULL,
  subject    TEXT NOT NULL,
  message    TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  read_at    TEXT
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);

-- Emails are written here in the same batch as the change that causes them, then delivered
-- (email binding in production, a log locally). The log outlives a deleted reservation: SET NULL.
CREATE TABLE email_outbox (
  id             TEXT PRIMARY KEY NOT NULL,
  to_email       TEXT NOT NULL,
  language       TEXT NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en', 'fa')),
  kind           TEXT NOT NULL CHECK (kind IN ('RESERVATION_CREATED', 'PAYMENT_APPROVED', 'PAYMENT_REJECTED')),
  subject        TEXT NOT NULL,
  body           TEXT NOT NULL,
  reservation_id TEXT REFERENCES reservations (id) ON DELETE SET NULL,
  attempts       INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error     TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at        TEXT
);
CREATE INDEX email_outbox_sent_idx ON email_outbox (sent_at);
CREATE INDEX email_outbox_reservation_idx ON email_outbox (reservation_id);

-- Fixed-window request counters (e.g. PNR lookup per client IP), usable in one atomic UPSERT.
CREATE TABLE rate_limits (
  key          TEXT PRIMARY KEY NOT NULL,
  window_start INTEGER NOT NULL,
  count        INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0)
);
