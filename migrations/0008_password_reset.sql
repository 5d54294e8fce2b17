-- Password reset (issue 20) and the outbox kinds of the guest's own account and bookings.
--
-- email_outbox is rebuilt without the CHECK on `kind` that 0001 wrote (three kinds): the list
-- of kinds lives in contract/outbox.ts (EmailKind) and worker/db/outbox.ts is the table's only
-- writer, so a new kind of e-mail no longer needs a table rebuild. `reservation_id` stays
-- optional (account e-mails have none). Nothing references email_outbox, so it can be dropped.
CREATE TABLE email_outbox_next (
  id              TEXT PRIMARY KEY NOT NULL,
  to_email        TEXT NOT NULL,
  language        TEXT NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en', 'fa')),
  kind            TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  subject         TEXT NOT NULL,
  body            TEXT NOT NULL,
  reservation_id  TEXT REFERENCES reservations (id) ON DELETE SET NULL,
  attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error      TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at         TEXT,
  status          TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENDING', 'RETRY', 'SENT', 'FAILED')),
  html            TEXT,
  next_attempt_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z',
  claim_token     TEXT,
  lease_until     TEXT
);
INSERT INTO email_outbox_next (id, to_email, language, kind, subject, body, reservation_id, attempts, last_error,
  created_at, sent_at, status, html, next_attempt_at, claim_token, lease_until)
SELECT id, to_email, language, kind, subject, body, reservation_id, attempts, last_error,
  created_at, sent_at, status, html, next_attempt_at, claim_token, lease_until
FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_next RENAME TO email_outbox;
CREATE INDEX email_outbox_sent_idx ON email_outbox (sent_at);
CREATE INDEX email_outbox_reservation_idx ON email_outbox (reservation_id);
CREATE INDEX email_outbox_due_idx ON email_outbox (status, next_attempt_at);
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at);

-- One row per reset link sent. Only the SHA-256 of the token is kept (the link's token is
-- 32 random bytes, so a plain hash is enough); a row is used once and expires after 30 minutes.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at    TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);
