/**
 * Channel sync, import side (ADR docs/decisions/0010-channel-sync-ical.md): fetch one imported
 * calendar (worker/channels/fetchFeed.ts), read it (worker/channels/ical.ts) and make the feed's
 * holds what it says (worker/db/channels.ts). A failed fetch or a file that cannot be read
 * changes no hold: only the time and the reason are stored on the feed. New events that landed
 * on full nights are e-mailed to the hotel's address (the outbox; the sender's address when the
 * hotel has none). The cron (worker/index.ts) syncs every feed every 15 minutes; the admin's
 * "Sync now" (POST /api/admin/channels/:id/sync) syncs one.
 */
import { vanToday, ChannelMessages } from '../../contract';
import { CalendarError, isOwnEcho, parseCalendar } from '../channels/ical';
import { fetchFeed, type FeedFetcher } from '../channels/fetchFeed';
import { applyFeedEvents, feedForSync, feedsToSync, findChannelRoomType, recordFeedFailure } from '../db/channels';
import { nowIso } from '../db/common';
import { outboxInsert } from '../db/outbox';
import { channelConflictEmail } from '../email/channelMessages';

export type SyncOptions = { now?: Date; fetcher?: FeedFetcher; timeoutMs?: number };

export type SyncOutcome =
  | { status: 'OK'; events: number; added: number; removed: number; newConflicts: number }
  | { status: 'FAILED'; error: string };

/** Private and loopback calendar addresses are allowed only in local development (ENVIRONMENT=development). */
export const allowsPrivateFeeds = (env: Pick<Cloudflare.Env, 'ENVIRONMENT'>) => env.ENVIRONMENT === 'development';

/** Syncs one feed; null when it does not exist (deleted meanwhile). */
export async function syncFeed(env: Cloudflare.Env, feedId: string, options: SyncOptions = {}): Promise<SyncOutcome | null> {
  const feed = await feedForSync(env.DB, feedId);
  if (!feed) return null;
  const now = options.now ?? new Date();
  const fetched = await fetchFeed(feed.url, { allowPrivate: allowsPrivateFeeds(env), fetcher: options.fetcher, timeoutMs: options.timeoutMs });
  let outcome: SyncOutcome;
  if (!fetched.ok) {
    outcome = { status: 'FAILED', error: fetched.error };
  } else {
    try {
      const events = parseCalendar(fetched.text, vanToday(now)).filter((event) => !isOwnEcho(event.uid, feed.room_type_id));
      const applied = await applyFeedEvents(env.DB, feed, events, nowIso(now));
      if (applied.conflicts.length > 0) await mailConflicts(env, feed, applied.conflicts);
      return { status: 'OK', events: events.length, added: applied.added, removed: applied.removed, newConflicts: applied.conflicts.length };
    } catch (error) {
      if (!(error instanceof CalendarError)) throw error;
      outcome = { status: 'FAILED', error: ChannelMessages.failed[error.reason] };
    }
  }
  await recordFeedFailure(env.DB, feed.id, outcome.error, nowIso(now));
  return outcome;
}

async function mailConflicts(env: Cloudflare.Env, feed: { id: string; room_type_id: string }, ranges: Parameters<typeof channelConflictEmail>[0]['ranges']) {
  const room = await findChannelRoomType(env.DB, feed.room_type_id);
  const named = await env.DB.prepare('SELECT name FROM channel_feeds WHERE id = ?').bind(feed.id).first<{ name: string }>();
  if (!room) return;
  await outboxInsert(
    env.DB,
    {
      kind: 'CHANNEL_CONFLICT',
      toEmail: room.hotel_email?.trim() || env.EMAIL_FROM,
      language: 'tr',
      reservationId: null,
      email: channelConflictEmail({ hotelName: room.hotel_name, roomTypeName: room.name, feedName: named?.name ?? '', ranges }),
    },
    '1 = 1',
  ).run();
}

/** The trigger of the import (wrangler.toml [triggers]). */
export const CHANNEL_SYNC_CRON = '*/15 * * * *';

/** Feeds one cron run syncs (the least recently synced first); the rest wait for the next run. */
export const FEEDS_PER_RUN = 25;

/** The cron: every feed, one after another (each fetch has its own 10 s deadline). */
export async function syncChannels(env: Cloudflare.Env, now: Date, options: Omit<SyncOptions, 'now'> = {}): Promise<{ synced: number; failed: number }> {
  let synced = 0;
  let failed = 0;
  for (const { id } of await feedsToSync(env.DB, FEEDS_PER_RUN)) {
    try {
      const outcome = await syncFeed(env, id, { ...options, now });
      if (outcome?.status === 'OK') synced++;
      else if (outcome) failed++;
    } catch (error) {
      failed++;
      console.error('channel sync failed', id, error);
    }
  }
  return { synced, failed };
}
