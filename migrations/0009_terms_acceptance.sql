-- Terms acceptance on bookings (issue 20): when the guest accepted the legal texts (terms of
-- sale, privacy notice, cancellation rules; contract/legal.ts) and which version of them.
--
-- Both columns stay NULL when the client did not accept explicitly: API clients written from
-- the original spec send no termsAccepted on a hotel booking, and earlier rows have none.
-- `terms_version` is NULL as well when the acceptance named no version. The time is the
-- booking's own created_at (worker/db/reservations.ts, worker/db/tourReservations.ts).
ALTER TABLE reservations ADD COLUMN terms_accepted_at TEXT;
ALTER TABLE reservations ADD COLUMN terms_version TEXT;
ALTER TABLE tour_reservations ADD COLUMN terms_accepted_at TEXT;
ALTER TABLE tour_reservations ADD COLUMN terms_version TEXT;
