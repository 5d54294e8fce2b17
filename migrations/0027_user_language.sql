-- A user's language may now be Persian as well as Turkish or English (the site speaks all three).
--
-- The old column `language_preference` carries a CHECK that allows only TR and EN, and SQLite
-- cannot change a CHECK in place. Rebuilding `users` is not safe on D1: foreign keys are always
-- on there, and dropping the old table would run the ON DELETE actions of the tables that point
-- at it (favourites and password resets would be deleted, reservations and reviews unlinked).
-- So the language moves to a new column with the wider CHECK, filled from the old one; the
-- Worker reads and writes only `language` from now on, and `language_preference` stays behind,
-- unused, with its default.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'TR' CHECK (language IN ('TR', 'EN', 'FA'));
UPDATE users SET language = language_preference;
