import { EMAIL_MAX_ATTEMPTS, emailRetryDelayMs } from '../../contract';
import { claimDueEmails, markEmailFailed, markEmailSent } from '../db/outbox';

/** What delivery needs of the `send_email` binding (env.EMAIL); tests pass a fake. */
export type EmailSender = {
  send(message: { from: string | { email: string; name: string }; to: string; subject: string; html?: string; text: string }): Promise<unknown>;
};

/** Rows one run sends at most (a run has 15 minutes of wall time; this keeps it far shorter). */
export const DELIVERY_BATCH = 50;
/** How long a run holds its claimed rows; after that another run may take them over. */
export const DELIVERY_LEASE_MS = 10 * 60_000;

export type DeliveryReport = { claimed: number; sent: number; retried: number; failed: number };

/** The sender: EMAIL_FROM, with EMAIL_FROM_NAME as display name when set. */
export function senderOf(env: Pick<Cloudflare.Env, 'EMAIL_FROM' | 'EMAIL_FROM_NAME'>): string | { email: string; name: string } {
  if (!env.EMAIL_FROM) throw new Error('EMAIL_FROM is not configured (wrangler.toml [vars])');
  return env.EMAIL_FROM_NAME ? { email: env.EMAIL_FROM, name: env.EMAIL_FROM_NAME } : env.EMAIL_FROM;
}

/**
 * Cron: sends the due outbox rows through Cloudflare Email Service. Rows are claimed in one
 * statement (db/outbox claimDueEmails), so overlapping runs never send a row twice; each
 * claimed row ends SENT, RETRY (exponential backoff, error kept) or FAILED after
 * EMAIL_MAX_ATTEMPTS. A failure of one row never stops the others.
 */
export async function deliverOutbox(
  env: Pick<Cloudflare.Env, 'DB' | 'EMAIL' | 'EMAIL_FROM' | 'EMAIL_FROM_NAME'>,
  now: Date = new Date(),
  sender: EmailSender = env.EMAIL,
  options: { limit?: number; clock?: () => Date } = {},
): Promise<DeliveryReport> {
  const clock = options.clock ?? (() => new Date());
  const claimed = await claimDueEmails(env.DB, {
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString(),
    claimToken: crypto.randomUUID(),
    limit: options.limit ?? DELIVERY_BATCH,
  });
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  if (claimed.length === 0) return report;
  const from = senderOf(env);

  for (const row of claimed) {
    try {
      await sender.send({ from, to: row.to_email, subject: row.subject, text: row.body, ...(row.html ? { html: row.html } : {}) });
      await markEmailSent(env.DB, row, clock().toISOString());
      report.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= EMAIL_MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message || error.name : String(error);
      await markEmailFailed(env.DB, row, {
        error: message,
        nextAttemptAt: new Date(clock().getTime() + emailRetryDelayMs(attempts)).toISOString(),
        giveUp,
      });
      if (giveUp) report.failed++;
      else report.retried++;
      console.error(`deliverOutbox: ${row.id} to ${row.to_email} failed (attempt ${attempts}${giveUp ? ', giving up' : ''}): ${message}`);
    }
  }
  console.log(`deliverOutbox: ${report.sent} sent, ${report.retried} to retry, ${report.failed} failed of ${report.claimed}`);
  return report;
}
