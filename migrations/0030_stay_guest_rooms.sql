-- The rooms a guest was given at check-in, kept with the guest's identity record: the KBS export
-- names the room of each check-in even after the guest has left and the room's nights went back
-- on sale (worker/db/frontDesk.ts).
ALTER TABLE stay_guests ADD COLUMN room_numbers TEXT;
