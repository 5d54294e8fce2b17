-- Room capacity: the most guests one room of a type sleeps. Search and booking use it to work
-- out how many rooms a party needs (ceil(guests / capacity)); see contract/availability.ts.
ALTER TABLE room_types ADD COLUMN capacity INTEGER NOT NULL DEFAULT 2 CHECK (capacity BETWEEN 1 AND 20);

-- Existing room types with the usual names get their usual capacity; others keep 2.
UPDATE room_types SET capacity = CASE upper(trim(name))
  WHEN 'SINGLE' THEN 1
  WHEN 'DOUBLE' THEN 2
  WHEN 'TRIPLE' THEN 3
  WHEN 'SUITE' THEN 4
  ELSE capacity END;
