-- Photo galleries (issue 22, ADR docs/decisions/0014-photo-galleries.md): the ordered photos of
-- hotels, room types, places and tours. The bytes are WebP files in the PHOTOS bucket, one per
-- size, under `photos/<id>/<width>.webp` (`widths` lists them, ascending); a demo photo shipped
-- with the site (public/photos) has `static_src` instead and no sizes. `alt` is a JSON object of
-- the alt text per language (tr, en, fa).
CREATE TABLE photos (
  id          TEXT PRIMARY KEY,
  entity_kind TEXT NOT NULL CHECK (entity_kind IN ('hotel', 'roomType', 'place', 'tour')),
  entity_id   TEXT NOT NULL,
  position    INTEGER NOT NULL CHECK (position >= 0),
  width       INTEGER NOT NULL CHECK (width > 0),
  height      INTEGER NOT NULL CHECK (height > 0),
  widths      TEXT NOT NULL DEFAULT '[]',
  bytes       INTEGER NOT NULL DEFAULT 0 CHECK (bytes >= 0),
  static_src  TEXT,
  alt         TEXT NOT NULL DEFAULT '{}',
  created_at  TEXT NOT NULL
);
CREATE INDEX photos_of_record ON photos (entity_kind, entity_id, position);

-- Files whose photo row is gone and whose R2 objects are still to be deleted: the admin's delete
-- empties its own row at once; a deleted hotel, room type, place or tour leaves its photos here
-- for the cron (worker/jobs/sweepPhotoFiles.ts).
CREATE TABLE photo_files_gone (
  id     TEXT PRIMARY KEY,
  widths TEXT NOT NULL
);
CREATE TRIGGER photos_files_gone AFTER DELETE ON photos
WHEN OLD.widths <> '[]'
BEGIN
  INSERT OR REPLACE INTO photo_files_gone (id, widths) VALUES (OLD.id, OLD.widths);
END;

-- A record's photos go with it (one table, four parents: no foreign key, as translations).
-- A hotel's room types go by ON DELETE CASCADE, which fires their trigger too.
CREATE TRIGGER hotels_photos_gone AFTER DELETE ON hotels
BEGIN
  DELETE FROM photos WHERE entity_kind = 'hotel' AND entity_id = OLD.id;
END;
CREATE TRIGGER room_types_photos_gone AFTER DELETE ON room_types
BEGIN
  DELETE FROM photos WHERE entity_kind = 'roomType' AND entity_id = OLD.id;
END;
CREATE TRIGGER places_photos_gone AFTER DELETE ON places
BEGIN
  DELETE FROM photos WHERE entity_kind = 'place' AND entity_id = OLD.id;
END;
CREATE TRIGGER tours_photos_gone AFTER DELETE ON tours
BEGIN
  DELETE FROM photos WHERE entity_kind = 'tour' AND entity_id = OLD.id;
END;
