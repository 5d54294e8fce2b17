-- Availability per night (worker/db/sql.ts freeRoomsOnNight): the stays of a room type that still
-- hold rooms on a night are those ending after it. Ranging over check_out touches only stays
-- that end after the night (bounded by how far ahead guests book), not the whole history the
-- (room_type_id, status, check_in, ...) index would scan as bookings pile up over the years.
CREATE INDEX reservations_free_rooms_idx ON reservations (room_type_id, status, check_out, check_in);
