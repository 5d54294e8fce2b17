-- Content per language (issue 22, ADR docs/decisions/0012-content-translations.md): the tr, en
-- and fa texts of hotels, places, tours and room types. One row per record, language and field;
-- the record's own columns stay its base texts (what the top-level API fields carry), used when
-- no translation has the field. Which fields are translatable is contract/translations.ts
-- (TRANSLATABLE_FIELDS); list fields hold a JSON array like the list columns do.
CREATE TABLE translations (
  entity_kind TEXT NOT NULL CHECK (entity_kind IN ('hotel', 'place', 'tour', 'roomType')),
  entity_id   TEXT NOT NULL,
  lang        TEXT NOT NULL CHECK (lang IN ('tr', 'en', 'fa')),
  field       TEXT NOT NULL CHECK (length(field) BETWEEN 1 AND 64),
  value       TEXT NOT NULL,
  PRIMARY KEY (entity_kind, entity_id, lang, field)
) WITHOUT ROWID;

-- A record's texts go with it (the table cannot reference four parents with one foreign key).
-- A hotel's room types go by ON DELETE CASCADE, which fires their trigger too.
CREATE TRIGGER hotels_translations_gone AFTER DELETE ON hotels
BEGIN
  DELETE FROM translations WHERE entity_kind = 'hotel' AND entity_id = OLD.id;
END;
CREATE TRIGGER places_translations_gone AFTER DELETE ON places
BEGIN
  DELETE FROM translations WHERE entity_kind = 'place' AND entity_id = OLD.id;
END;
CREATE TRIGGER tours_translations_gone AFTER DELETE ON tours
BEGIN
  DELETE FROM translations WHERE entity_kind = 'tour' AND entity_id = OLD.id;
END;
CREATE TRIGGER room_types_translations_gone AFTER DELETE ON room_types
BEGIN
  DELETE FROM translations WHERE entity_kind = 'roomType' AND entity_id = OLD.id;
END;
