-- Tour bookings are bookings (issue 20): a PNR code the PNR check finds, the guest's language
-- for e-mails, and the account that booked (the profile lists them). PNR codes are unique
-- across stays and tours: worker/db/tourReservations.ts checks the stays' codes when it
-- inserts, the unique index below holds the tours' own.
ALTER TABLE tour_reservations ADD COLUMN pnr_code TEXT CHECK (pnr_code IS NULL OR (length(pnr_code) BETWEEN 6 AND 20 AND pnr_code = upper(pnr_code)));
-- Bookings made before this migration get a code too ('T' and nine hex digits: never a stay's
-- alphabet-only-without-0/1 code of eight characters).
UPDATE tour_reservations SET pnr_code = 'T' || substr(hex(randomblob(5)), 1, 9) WHERE pnr_code IS NULL;
CREATE UNIQUE INDEX tour_reservations_pnr_unique ON tour_reservations (pnr_code);
ALTER TABLE tour_reservations ADD COLUMN language TEXT NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en', 'fa'));
ALTER TABLE tour_reservations ADD COLUMN user_id TEXT REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX tour_reservations_user_idx ON tour_reservations (user_id, created_at);
-- Seats per departure: the booking's sum of people on one tour and date.
CREATE INDEX tour_reservations_departure_idx ON tour_reservations (tour_id, tour_date, status);
