-- 0005_admin_lists: indexes for the admin's server-paged reservation and payment lists
-- (sort by created date / check-in / amount, filter by hotel, status, dates), archived tours,
-- and a change timestamp on tour bookings (confirm / cancel / expiry).

-- Reservations: the default order (newest first) without a filter, per hotel, by stay dates
-- and by amount. Status + created_at exists already (0001, reservations_status_created_idx).
CREATE INDEX reservations_created_idx ON reservations (created_at);
CREATE INDEX reservations_hotel_created_idx ON reservations (hotel_id, created_at);
CREATE INDEX reservations_check_in_idx ON reservations (check_in);
CREATE INDEX reservations_amount_idx ON reservations (total_amount_cents);

-- Payments: newest first, per status in that order, by amount.
CREATE INDEX payments_created_idx ON payments (created_at);
CREATE INDEX payments_status_created_idx ON payments (status, created_at);
CREATE INDEX payments_amount_idx ON payments (amount_cents);

-- A tour with bookings is archived instead of deleted: hidden from visitors, kept for its bookings.
ALTER TABLE tours ADD COLUMN archived_at TEXT;

-- When a tour booking last changed (admin confirm / cancel, expiry by the scheduled job).
ALTER TABLE tour_reservations ADD COLUMN updated_at TEXT;
CREATE INDEX tour_reservations_status_date_idx ON tour_reservations (status, tour_date);
