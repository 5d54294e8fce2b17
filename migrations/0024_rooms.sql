-- Issue 32: numbered rooms, their housekeeping status, and which room each stay sleeps in on
-- each night (docs/decisions/0017-numbered-rooms.md).
--
-- A room belongs to a room type of its hotel (the composite key keeps it in that hotel). A room
-- in service has no retired_at; room_types.room_count equals the rooms in service of the type:
-- the Worker rewrites it in the same batch as each room add, move and retire, and the trigger
-- below gives every new room type its numbered rooms. A retired room keeps its row (and its past
-- nights) and gives up its number.
CREATE TABLE rooms (
  id                  TEXT PRIMARY KEY NOT NULL,
  hotel_id            TEXT NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  room_type_id        TEXT NOT NULL,
  number              TEXT NOT NULL CHECK (length(trim(number)) BETWEEN 1 AND 20),
  floor               INTEGER NOT NULL DEFAULT 0,
  note                TEXT CHECK (note IS NULL OR length(note) <= 500),
  housekeeping        TEXT NOT NULL DEFAULT 'CLEAN' CHECK (housekeeping IN ('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER')),
  -- Out of order: off sale for the nights out_of_order_from <= night < out_of_order_to, with a reason.
  out_of_order_from   TEXT CHECK (out_of_order_from IS NULL OR date(out_of_order_from) IS out_of_order_from),
  out_of_order_to     TEXT CHECK (out_of_order_to IS NULL OR date(out_of_order_to) IS out_of_order_to),
  out_of_order_reason TEXT CHECK (out_of_order_reason IS NULL OR length(trim(out_of_order_reason)) BETWEEN 1 AND 500),
  retired_at          TEXT,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  FOREIGN KEY (room_type_id, hotel_id) REFERENCES room_types (id, hotel_id) ON DELETE CASCADE,
  CHECK ((housekeeping = 'OUT_OF_ORDER') = (out_of_order_from IS NOT NULL AND out_of_order_to IS NOT NULL AND out_of_order_reason IS NOT NULL)),
  CHECK (out_of_order_to IS NULL OR out_of_order_to > out_of_order_from)
);
-- One number per hotel among the rooms in service, case-insensitively.
CREATE UNIQUE INDEX rooms_hotel_number_unique ON rooms (hotel_id, number COLLATE NOCASE) WHERE retired_at IS NULL;
CREATE INDEX rooms_room_type_idx ON rooms (room_type_id, retired_at);

-- The room each PENDING or CONFIRMED stay holds on each night. The primary key is the rule that
-- no room is given to two stays on one night: a second writer of the same (room, night) fails.
CREATE TABLE room_nights (
  room_id        TEXT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  night          TEXT NOT NULL CHECK (date(night) IS night),
  reservation_id TEXT NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  PRIMARY KEY (room_id, night)
) WITHOUT ROWID;
CREATE INDEX room_nights_reservation_idx ON room_nights (reservation_id, night);

-- A stay that stops holding rooms (cancelled, released) frees its room-nights, whatever writes it.
CREATE TRIGGER reservations_release_room_nights AFTER UPDATE OF status ON reservations
WHEN NEW.status NOT IN ('PENDING', 'CONFIRMED')
BEGIN
  DELETE FROM room_nights WHERE reservation_id = NEW.id;
END;

-- Other dates keep the nights still inside the stay; another room type or room count drops them
-- all (the Worker assigns again).
CREATE TRIGGER reservations_stay_room_nights AFTER UPDATE OF check_in, check_out, room_type_id, room_count ON reservations
WHEN OLD.check_in IS NOT NEW.check_in OR OLD.check_out IS NOT NEW.check_out
  OR OLD.room_type_id IS NOT NEW.room_type_id OR OLD.room_count IS NOT NEW.room_count
BEGIN
  DELETE FROM room_nights WHERE reservation_id = NEW.id
    AND (OLD.room_type_id IS NOT NEW.room_type_id OR OLD.room_count IS NOT NEW.room_count
         OR night < NEW.check_in OR night >= NEW.check_out);
END;

-- A new room type (from the admin, a seed or a test) gets room_count numbered rooms on a floor of
-- its own above the hotel's others: floor F, numbers F01, F02, ... (F00001... past 99 rooms).
-- json_each over "[0,0,...]" counts 1..room_count (triggers cannot use WITH). Up to 10 000 rooms,
-- the most the API accepts: the load tests' synthetic inventories (100 000 rooms and more, written
-- straight into D1) sell by their count alone.
CREATE TRIGGER room_types_numbered_rooms AFTER INSERT ON room_types
WHEN NEW.room_count BETWEEN 1 AND 10000
BEGIN
  INSERT INTO rooms (id, hotel_id, room_type_id, number, floor)
  SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a'
               || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
         NEW.hotel_id, NEW.id,
         CAST(base.floor * (CASE WHEN NEW.room_count <= 99 THEN 100 ELSE 100000 END) + j.key + 1 AS TEXT),
         base.floor
  FROM (SELECT 1 + coalesce(max(max(r.floor, CAST(r.number AS INTEGER) / 100)), 0) AS floor
        FROM rooms r WHERE r.hotel_id = NEW.hotel_id) AS base,
       json_each('[' || substr(replace(hex(zeroblob(NEW.room_count)), '00', '0,'), 1, NEW.room_count * 2 - 1) || ']') AS j;
END;

-- Every existing room type gets its numbered rooms: the hotel's room types in order of creation
-- on floors 1, 2, 3, ...; numbers 101, 102, ... (unique per hotel).
INSERT INTO rooms (id, hotel_id, room_type_id, number, floor)
SELECT lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a'
             || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
       rt.hotel_id, rt.id,
       CAST(f.floor * (CASE WHEN rt.room_count <= 99 THEN 100 ELSE 100000 END) + j.key + 1 AS TEXT),
       f.floor
FROM (SELECT id, row_number() OVER (PARTITION BY hotel_id ORDER BY created_at, rowid) AS floor FROM room_types) AS f
JOIN room_types rt ON rt.id = f.id
JOIN json_each('[' || substr(replace(hex(zeroblob(rt.room_count)), '00', '0,'), 1, rt.room_count * 2 - 1) || ']') AS j
WHERE rt.room_count BETWEEN 1 AND 10000;
