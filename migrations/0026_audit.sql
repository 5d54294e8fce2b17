-- Issue 32: the audit trail (docs/decisions/0019-audit-trail.md). One row per write a staff
-- member made in the back office: who (the id and the name at the time), when, which call
-- (`action`, the name in contract/routes.ts), which record (`entity`, `entity_id`), the record
-- before and after and the body sent (JSON, secrets removed and identity documents masked by
-- worker/audit/redact.ts). No foreign key: a row outlives the user and the record it names.
CREATE TABLE audit_log (
  id          TEXT PRIMARY KEY NOT NULL,
  at          TEXT NOT NULL,
  actor_id    TEXT NOT NULL,
  actor_name  TEXT NOT NULL,
  action      TEXT NOT NULL,
  method      TEXT NOT NULL CHECK (method IN ('POST', 'PUT', 'PATCH', 'DELETE')),
  path        TEXT NOT NULL,
  entity      TEXT NOT NULL,
  entity_id   TEXT,
  before_json TEXT,
  after_json  TEXT,
  body_json   TEXT,
  status      INTEGER NOT NULL
);

-- The Activity list: newest first, by person, by record type.
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, at);

-- Append-only: no statement edits or removes a row, whoever sends it.
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
