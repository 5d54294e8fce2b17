-- E-mail delivery through Cloudflare Email Service (docs/decisions/0003-email-delivery.md).
-- Each outbox row is claimed by one delivery run at a time (status SENDING with a claim token
-- and a lease), sent once, retried with exponential backoff, and kept as FAILED after the last
-- attempt so an admin sees it (GET /api/admin/outbox).
ALTER TABLE email_outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'PENDING'
  CHECK (status IN ('PENDING', 'SENDING', 'RETRY', 'SENT', 'FAILED'));
-- The HTML part (`body` stays the plain-text part). NULL for rows written before 0003.
ALTER TABLE email_outbox ADD COLUMN html TEXT;
-- When the row may be (re)tried; a constant default is required by ADD COLUMN: "due now".
ALTER TABLE email_outbox ADD COLUMN next_attempt_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
-- The run that holds the row while sending, and until when (a crashed run's rows come back).
ALTER TABLE email_outbox ADD COLUMN claim_token TEXT;
ALTER TABLE email_outbox ADD COLUMN lease_until TEXT;

-- Rows already marked sent stay sent.
UPDATE email_outbox SET status = 'SENT' WHERE sent_at IS NOT NULL;

-- The delivery run's claim: due rows by status and time.
CREATE INDEX email_outbox_due_idx ON email_outbox (status, next_attempt_at);
-- The admin list, newest first.
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at);
