-- Token revocation and rate-limit pruning (issue 10).
--
-- users.token_version is carried by every session JWT (claim `ver`); each authenticated request
-- reads the row and refuses a token whose version differs. Logout bumps it; so does any change
-- of the password hash (trigger below: the guest's own change and an admin's reset alike), so
-- every token issued before stops working on the next request.
ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0 CHECK (token_version >= 0);

CREATE TRIGGER users_password_change_ends_tokens
AFTER UPDATE OF password_hash ON users
WHEN NEW.password_hash IS NOT OLD.password_hash
BEGIN
  UPDATE users SET token_version = token_version + 1 WHERE id = NEW.id;
END;

-- The cron deletes counters whose window ended long ago (worker/jobs/pruneRateLimits.ts).
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
