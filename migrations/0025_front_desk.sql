-- Issue 32: the front desk (ADR docs/decisions/0018-front-desk-and-guest-identity.md).
--
-- A stay's status at the hotel beside its booking status: expected until the desk checks the
-- guests in, then in house, then checked out; or a no-show (the booking is then CANCELLED under
-- the cancellation policy, so its nights are free). Each step keeps when it happened.
ALTER TABLE reservations ADD COLUMN stay_status TEXT NOT NULL DEFAULT 'EXPECTED'
  CHECK (stay_status IN ('EXPECTED', 'IN_HOUSE', 'CHECKED_OUT', 'NO_SHOW'));
ALTER TABLE reservations ADD COLUMN checked_in_at TEXT;
ALTER TABLE reservations ADD COLUMN checked_out_at TEXT;
ALTER TABLE reservations ADD COLUMN no_show_at TEXT;
-- An early departure: the first night the stay no longer holds (availability stops counting the
-- stay from this night on; check_in / check_out keep the booked dates). NULL: every booked night held.
ALTER TABLE reservations ADD COLUMN released_from TEXT CHECK (released_from IS NULL OR date(released_from) IS released_from);

-- The guests' identities recorded at check-in, as the KBS (Kimlik Bildirme Kanunu 1774) takes
-- them. Personal data (KVKK): read by admins only (the board's count, the KBS export), erased
-- with the booking (CASCADE), with the booker's account, and GUEST_ID_RETENTION_DAYS after departure.
CREATE TABLE stay_guests (
  id               TEXT PRIMARY KEY NOT NULL,
  reservation_id   TEXT NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  position         INTEGER NOT NULL CHECK (position >= 1),
  full_name        TEXT NOT NULL CHECK (length(trim(full_name)) >= 1),
  nationality      TEXT NOT NULL CHECK (length(nationality) = 2 AND nationality = upper(nationality)),
  tc_number        TEXT CHECK (tc_number IS NULL OR length(tc_number) = 11),
  passport_number  TEXT,
  passport_country TEXT CHECK (passport_country IS NULL OR length(passport_country) = 2),
  birth_date       TEXT NOT NULL CHECK (date(birth_date) IS birth_date),
  arrival_date     TEXT NOT NULL CHECK (date(arrival_date) IS arrival_date),
  departure_date   TEXT NOT NULL CHECK (date(departure_date) IS departure_date),
  created_at       TEXT NOT NULL,
  -- A Turkish citizen gives a T.C. number; anyone else a passport and its issuing country.
  CHECK ((nationality = 'TR' AND tc_number IS NOT NULL) OR (nationality <> 'TR' AND passport_number IS NOT NULL AND passport_country IS NOT NULL)),
  UNIQUE (reservation_id, position)
);
CREATE INDEX stay_guests_arrival_idx ON stay_guests (arrival_date);
CREATE INDEX stay_guests_departure_idx ON stay_guests (departure_date);

-- The board: a hotel's arrivals and departures of a day.
CREATE INDEX reservations_hotel_check_in_idx ON reservations (hotel_id, check_in);
CREATE INDEX reservations_hotel_check_out_idx ON reservations (hotel_id, check_out);
