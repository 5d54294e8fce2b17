-- Cancellation and refunds (issue 20). The rule is contract/cancellation.ts.
--
-- Each hotel has a policy: free cancellation until N days before arrival (then the first night
-- is kept), or non-refundable. Existing hotels get free cancellation until 3 days before.
ALTER TABLE hotels ADD COLUMN cancellation_policy TEXT NOT NULL DEFAULT 'FREE_UNTIL'
  CHECK (cancellation_policy IN ('FREE_UNTIL', 'NON_REFUNDABLE'));
ALTER TABLE hotels ADD COLUMN free_cancellation_days INTEGER NOT NULL DEFAULT 3
  CHECK (free_cancellation_days BETWEEN 0 AND 60);

-- A cancelled reservation says when, by whom, why (admins give a reason) and what the policy
-- charged. NULL on reservations cancelled before this migration.
ALTER TABLE reservations ADD COLUMN cancelled_at TEXT;
ALTER TABLE reservations ADD COLUMN cancelled_by TEXT CHECK (cancelled_by IS NULL OR cancelled_by IN ('GUEST', 'ADMIN', 'SYSTEM'));
ALTER TABLE reservations ADD COLUMN cancellation_reason TEXT;
ALTER TABLE reservations ADD COLUMN cancellation_fee_cents INTEGER CHECK (cancellation_fee_cents IS NULL OR cancellation_fee_cents >= 0);

-- What a cancelled paid booking owes the guest: one row per reservation (UNIQUE, so a
-- cancellation can never owe twice), DUE until an admin records the bank transfer.
CREATE TABLE refunds (
  id             TEXT PRIMARY KEY NOT NULL,
  reservation_id TEXT NOT NULL UNIQUE REFERENCES reservations (id) ON DELETE RESTRICT,
  amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
  status         TEXT NOT NULL DEFAULT 'DUE' CHECK (status IN ('DUE', 'REFUNDED')),
  bank_reference TEXT,
  refunded_at    TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (status = 'DUE' OR (bank_reference IS NOT NULL AND refunded_at IS NOT NULL))
);
CREATE INDEX refunds_status_idx ON refunds (status, created_at);
