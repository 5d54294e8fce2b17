-- Admin completeness (issue 22): a hotel's amenities from a closed list, a tour's type chosen in
-- the admin instead of guessed from keywords in its name.
--
-- amenities: a JSON array of contract/enums.ts HOTEL_AMENITIES (the Worker validates the values).
ALTER TABLE hotels ADD COLUMN amenities TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(amenities) AND json_type(amenities) = 'array');

-- tour_type: contract/enums.ts TOUR_TYPES. Existing tours get the type the search used to guess
-- for them (worker/db/tours.ts before this migration): back the same day (at most 12 hours) is a
-- daily tour; else a nature keyword in the name or the addresses; else cultural.
ALTER TABLE tours ADD COLUMN tour_type TEXT NOT NULL DEFAULT 'cultural'
  CHECK (tour_type IN ('cultural', 'nature', 'daily'));

UPDATE tours SET tour_type = CASE
  WHEN duration IS NOT NULL AND duration <= 12 THEN 'daily'
  WHEN lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*hike*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*trek*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*summit*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*nature*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*waterfall*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*mountain*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*doğa*'
    OR lower(tour_name || ' ' || tour_start_address || ' ' || tour_end_address) GLOB '*şelale*'
    THEN 'nature'
  ELSE 'cultural'
END;

CREATE INDEX IF NOT EXISTS tours_type ON tours (tour_type);
