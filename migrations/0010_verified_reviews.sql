-- Verified reviews (issue 20): a review written by a guest about a stay of theirs that has ended
-- is tied to that reservation. Older reviews keep reservation_id NULL (not verified).
--
-- ON DELETE SET NULL: a review outlives its reservation (an admin may delete a booking), it then
-- simply stops counting as a verified stay. The partial UNIQUE index allows one review per
-- reservation, so two posts for the same stay cannot both be stored however close together they
-- come (worker/db/reviews.ts turns the violation into a 409).
ALTER TABLE reviews ADD COLUMN reservation_id TEXT REFERENCES reservations (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX reviews_reservation_unique ON reviews (reservation_id) WHERE reservation_id IS NOT NULL;

-- A hotel's public list (APPROVED, newest first) and its average / count on every hotel read.
CREATE INDEX reviews_hotel_status_idx ON reviews (hotel_id, status, created_at);
