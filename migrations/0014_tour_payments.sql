-- Tour bookings are paid like stays (issue 20): by bank transfer with a receipt, approved by an
-- admin, refunded under the tour's policy when a paid booking is cancelled.
--
-- A payment and a refund now belong to exactly one booking: a stay (reservation_id) or a tour
-- booking (tour_reservation_id). Both tables are rebuilt because SQLite cannot relax a NOT NULL
-- or add a CHECK in place; nothing references them, so they can be dropped and renamed.

CREATE TABLE payments_next (
  id                   TEXT PRIMARY KEY NOT NULL,
  reservation_id       TEXT REFERENCES reservations (id) ON DELETE RESTRICT,
  tour_reservation_id  TEXT REFERENCES tour_reservations (id) ON DELETE RESTRICT,
  status               TEXT NOT NULL DEFAULT 'PENDING'
                         CHECK (status IN ('PENDING', 'PAID', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED')),
  amount_cents         INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency             TEXT NOT NULL DEFAULT 'TRY' CHECK (length(currency) = 3 AND currency = upper(currency)),
  payment_date         TEXT,
  provider             TEXT NOT NULL DEFAULT 'BANK_TRANSFER' CHECK (provider IN ('BANK_TRANSFER', 'CREDIT_CARD')),
  transaction_id       TEXT,
  receipt              TEXT,
  receipt_content_type TEXT CHECK (receipt_content_type IS NULL
                         OR receipt_content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  is_receipt_verified  INTEGER NOT NULL DEFAULT 0 CHECK (is_receipt_verified IN (0, 1)),
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((reservation_id IS NULL) <> (tour_reservation_id IS NULL))
);
INSERT INTO payments_next (id, reservation_id, status, amount_cents, currency, payment_date, provider, transaction_id,
  receipt, receipt_content_type, is_receipt_verified, created_at, updated_at)
SELECT id, reservation_id, status, amount_cents, currency, payment_date, provider, transaction_id,
  receipt, receipt_content_type, is_receipt_verified, created_at, updated_at
FROM payments;
DROP TABLE payments;
ALTER TABLE payments_next RENAME TO payments;
CREATE INDEX payments_reservation_idx ON payments (reservation_id);
CREATE INDEX payments_tour_reservation_idx ON payments (tour_reservation_id);
CREATE INDEX payments_status_idx ON payments (status);
-- The admin list's sorts and filters (as migration 0005 made them).
CREATE INDEX payments_created_idx ON payments (created_at);
CREATE INDEX payments_status_created_idx ON payments (status, created_at);
CREATE INDEX payments_amount_idx ON payments (amount_cents);

CREATE TABLE refunds_next (
  id                  TEXT PRIMARY KEY NOT NULL,
  reservation_id      TEXT UNIQUE REFERENCES reservations (id) ON DELETE RESTRICT,
  tour_reservation_id TEXT UNIQUE REFERENCES tour_reservations (id) ON DELETE RESTRICT,
  amount_cents        INTEGER NOT NULL CHECK (amount_cents > 0),
  status              TEXT NOT NULL DEFAULT 'DUE' CHECK (status IN ('DUE', 'REFUNDED')),
  bank_reference      TEXT,
  refunded_at         TEXT,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (status = 'DUE' OR (bank_reference IS NOT NULL AND refunded_at IS NOT NULL)),
  CHECK ((reservation_id IS NULL) <> (tour_reservation_id IS NULL))
);
INSERT INTO refunds_next (id, reservation_id, amount_cents, status, bank_reference, refunded_at, created_at, updated_at)
SELECT id, reservation_id, amount_cents, status, bank_reference, refunded_at, created_at, updated_at
FROM refunds;
DROP TABLE refunds;
ALTER TABLE refunds_next RENAME TO refunds;
CREATE INDEX refunds_status_idx ON refunds (status, created_at);
