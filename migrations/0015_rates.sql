-- Rates, stay rules and tax (issue 21). The rule is contract/stayPricing.ts; the decisions are
-- docs/decisions/0009-rates-and-stay-rules.md.
--
-- A rate covers the nights from_date <= night < to_date (half-open, like a stay's check-in and
-- check-out), overriding the room type's base price on those nights.
CREATE TABLE rates (
  id                  TEXT PRIMARY KEY NOT NULL,
  room_type_id        TEXT NOT NULL REFERENCES room_types (id) ON DELETE CASCADE,
  from_date           TEXT NOT NULL CHECK (date(from_date) IS from_date),
  to_date             TEXT NOT NULL CHECK (date(to_date) IS to_date),
  price_cents         INTEGER NOT NULL CHECK (price_cents > 0),
  -- Friday and Saturday nights; NULL: the price.
  weekend_price_cents INTEGER CHECK (weekend_price_cents IS NULL OR weekend_price_cents > 0),
  min_stay            INTEGER CHECK (min_stay IS NULL OR min_stay BETWEEN 1 AND 365),
  max_stay            INTEGER CHECK (max_stay IS NULL OR max_stay BETWEEN 1 AND 365),
  closed_to_arrival   INTEGER NOT NULL DEFAULT 0 CHECK (closed_to_arrival IN (0, 1)),
  stop_sell           INTEGER NOT NULL DEFAULT 0 CHECK (stop_sell IN (0, 1)),
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (to_date > from_date),
  CHECK (min_stay IS NULL OR max_stay IS NULL OR min_stay <= max_stay)
);
-- A stay reads the rates of its room type that end after its check-in and start before its check-out.
CREATE INDEX rates_room_type_idx ON rates (room_type_id, from_date, to_date);

-- The room type's own stay limits; NULL: none.
ALTER TABLE room_types ADD COLUMN min_nights INTEGER CHECK (min_nights IS NULL OR min_nights BETWEEN 1 AND 365);
ALTER TABLE room_types ADD COLUMN max_nights INTEGER CHECK (max_nights IS NULL OR max_nights BETWEEN 1 AND 365);

-- Turkey's accommodation tax and VAT as one figure, in basis points (1200 = 12.00 %). Existing
-- hotels start at 0: their prices stay what guests were shown until an admin sets the rate.
ALTER TABLE hotels ADD COLUMN tax_rate_bp INTEGER NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 5000);

-- The invoice-ready figures of a booking: total_amount_cents stays the grand total the guest
-- pays (subtotal + tax); the subtotal (the sum of the nights), the tax and its rate are kept
-- beside it, and the nights' prices as a JSON array of {date, priceCents} (one room). NULL on
-- reservations made before this migration (their total had no tax).
ALTER TABLE reservations ADD COLUMN subtotal_cents INTEGER CHECK (subtotal_cents IS NULL OR subtotal_cents >= 0);
ALTER TABLE reservations ADD COLUMN tax_cents INTEGER CHECK (tax_cents IS NULL OR tax_cents >= 0);
ALTER TABLE reservations ADD COLUMN tax_rate_bp INTEGER CHECK (tax_rate_bp IS NULL OR tax_rate_bp BETWEEN 0 AND 5000);
ALTER TABLE reservations ADD COLUMN night_prices TEXT;
