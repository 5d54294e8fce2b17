-- A tour's cancellation policy and the record of a cancelled tour booking (issue 20). The rule
-- is the stays' (contract/cancellation.ts) with the whole booking as its "first night": free
-- until N days before the tour date, after that (or when non-refundable) the price is kept.
ALTER TABLE tours ADD COLUMN cancellation_policy TEXT NOT NULL DEFAULT 'FREE_UNTIL'
  CHECK (cancellation_policy IN ('FREE_UNTIL', 'NON_REFUNDABLE'));
ALTER TABLE tours ADD COLUMN free_cancellation_days INTEGER NOT NULL DEFAULT 3
  CHECK (free_cancellation_days BETWEEN 0 AND 60);

ALTER TABLE tour_reservations ADD COLUMN cancelled_at TEXT;
ALTER TABLE tour_reservations ADD COLUMN cancelled_by TEXT CHECK (cancelled_by IS NULL OR cancelled_by IN ('GUEST', 'ADMIN', 'SYSTEM'));
ALTER TABLE tour_reservations ADD COLUMN cancellation_reason TEXT;
ALTER TABLE tour_reservations ADD COLUMN cancellation_fee_cents INTEGER CHECK (cancellation_fee_cents IS NULL OR cancellation_fee_cents >= 0);
