import { DEFAULT_GUEST_ID_RETENTION_DAYS, identityKeptSince, vanToday } from '../../contract';
import { purgeIdentities } from '../db/frontDesk';

/** GUEST_ID_RETENTION_DAYS from the Worker vars (whole days, 1 or more); anything else falls back to the default. */
export function retentionDays(env: Pick<Cloudflare.Env, 'GUEST_ID_RETENTION_DAYS'>): number {
  const days = Number(env.GUEST_ID_RETENTION_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_GUEST_ID_RETENTION_DAYS;
}

/**
 * Erases the guests' identity records (KVKK, ADR docs/decisions/0018-front-desk-and-guest-identity.md)
 * whose departure is older than the retention period in Van's calendar. Run by the cron and before
 * the KBS export reads them; logs only the count, never a record.
 */
export async function purgeGuestIdentities(env: Pick<Cloudflare.Env, 'DB' | 'GUEST_ID_RETENTION_DAYS'>, now: Date = new Date()): Promise<number> {
  const erased = await purgeIdentities(env.DB, identityKeptSince(vanToday(now), retentionDays(env)));
  if (erased > 0) console.log(`purgeGuestIdentities: erased ${erased} guest identity record(s) past the retention period`);
  return erased;
}
