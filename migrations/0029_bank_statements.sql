-- Bank statements matched to bookings (issue 34, ADR docs/decisions/0021-bank-statements.md).
--
-- An admin uploads the company account's statement (camt.053, MT940 or a bank's CSV export).
-- A statement is stored once per file (its SHA-256); each of its lines once per identity
-- (account, date, amount, reference, description and its occurrence in the file), so importing
-- the same statement again, or an overlapping one, books nothing twice. A line that approved a
-- payment names it and who approved it (the evidence of the approval, for the audit trail).
-- New tables only: nothing existing is rebuilt.

CREATE TABLE bank_statements (
  id           TEXT PRIMARY KEY NOT NULL,
  file_hash    TEXT NOT NULL UNIQUE,
  format       TEXT NOT NULL CHECK (format IN ('camt053', 'mt940', 'csv')),
  file_name    TEXT NOT NULL,
  bank         TEXT,
  account      TEXT NOT NULL,
  -- Who uploaded it (kept when the account is deleted, unlinked).
  uploaded_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX bank_statements_created_idx ON bank_statements (created_at);

CREATE TABLE bank_statement_lines (
  id                   TEXT PRIMARY KEY NOT NULL,
  statement_id         TEXT NOT NULL REFERENCES bank_statements (id) ON DELETE CASCADE,
  identity             TEXT NOT NULL UNIQUE,
  position             INTEGER NOT NULL CHECK (position >= 0),
  booked_on            TEXT NOT NULL CHECK (date(booked_on) IS booked_on),
  amount_cents         INTEGER NOT NULL CHECK (amount_cents >= 0),
  direction            TEXT NOT NULL CHECK (direction IN ('CREDIT', 'DEBIT')),
  currency             TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
  description          TEXT NOT NULL DEFAULT '',
  reference            TEXT,
  state                TEXT NOT NULL CHECK (state IN ('APPROVED', 'SUGGESTED', 'UNMATCHED', 'IGNORED_DEBIT')),
  -- Why a line is suggested or unmatched (contract/bankStatements.ts LINE_NOTES), else NULL.
  note                 TEXT,
  -- The booking a suggestion proposes: a stay or a tour booking (one at most).
  suggested_reservation_id      TEXT REFERENCES reservations (id) ON DELETE SET NULL,
  suggested_tour_reservation_id TEXT REFERENCES tour_reservations (id) ON DELETE SET NULL,
  -- Who uploaded the line (with its statement); the payment it approved, who approved it (the
  -- uploader for an automatic match) and when: the trace of an approval made from a statement.
  uploaded_by          TEXT REFERENCES users (id) ON DELETE SET NULL,
  payment_id           TEXT REFERENCES payments (id) ON DELETE SET NULL,
  approved_by          TEXT REFERENCES users (id) ON DELETE SET NULL,
  approved_at          TEXT,
  CHECK (suggested_reservation_id IS NULL OR suggested_tour_reservation_id IS NULL)
);
CREATE INDEX bank_statement_lines_statement_idx ON bank_statement_lines (statement_id, position);
CREATE INDEX bank_statement_lines_payment_idx ON bank_statement_lines (payment_id);

-- A bank's CSV column mapping, saved at an upload and reused for the next file of that bank.
CREATE TABLE bank_csv_mappings (
  bank        TEXT PRIMARY KEY NOT NULL,
  mapping     TEXT NOT NULL,
  updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
