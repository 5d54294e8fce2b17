-- Rich hotel pages (issue 22): what a guest reads before booking. `description` and `house_rules`
-- are the base texts (their tr/en/fa versions are rows of the translations table,
-- migrations/0017_translations.sql, fields `description` and `houseRules`); check-in and
-- check-out are times of day as HH:MM (24 h), the same in every language (contract/hotel.ts).
-- NULL: not given, the page leaves the line out.
ALTER TABLE hotels ADD COLUMN description TEXT;
ALTER TABLE hotels ADD COLUMN house_rules TEXT;
ALTER TABLE hotels ADD COLUMN check_in_time TEXT
  CHECK (check_in_time IS NULL OR (length(check_in_time) = 5 AND check_in_time GLOB '[0-2][0-9]:[0-5][0-9]' AND check_in_time < '24:00'));
ALTER TABLE hotels ADD COLUMN check_out_time TEXT
  CHECK (check_out_time IS NULL OR (length(check_out_time) = 5 AND check_out_time GLOB '[0-2][0-9]:[0-5][0-9]' AND check_out_time < '24:00'));
