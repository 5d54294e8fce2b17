/**
 * Channel sync (iCal, issue 21): each room type's secret export feed, the external calendars
 * imported into it and the nights their events hold (ADR docs/decisions/0010-channel-sync-ical.md).
 * Address rules and fetch limits are zod-free in contract/feedUrl.ts (the SPA form uses them).
 */
import { z } from 'zod';
import { id, isoDate, requiredText, timestamp } from './common';
import { FEED_URL_MAX, feedUrlProblem, type FeedUrlProblem } from './feedUrl';

/** A sync's outcome as stored on the feed: never fetched yet, the last one worked, or it failed (and changed nothing). */
export const FEED_STATUSES = ['NEVER', 'OK', 'FAILED'] as const;
export const FeedStatus = z.enum(FEED_STATUSES);
export type FeedStatus = z.infer<typeof FeedStatus>;

/** The public export's file name: `<token>.ics` (the token is 43 base64url characters). */
export const FEED_FILE_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Content type of the export (RFC 5545). */
export const ICAL_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The refusals and failure reasons of the channel calls (the Worker and the mocks give the same texts). */
export const ChannelMessages = {
  roomTypeNotFound: 'Room type not found',
  feedNotFound: 'Calendar feed not found',
  duplicateUrl: 'This calendar is already imported into this room type',
  nameRequired: 'Name is required',
  urlRequired: 'Calendar address is required',
  url: {
    invalid: 'Enter a full calendar address (https://…)',
    scheme: 'Only http and https calendar addresses can be imported',
    private: 'Addresses of this machine or a private network cannot be imported',
    credentials: 'Calendar addresses with a user name or password cannot be imported',
  } satisfies Record<FeedUrlProblem, string>,
  /** Failure reasons stored on a feed (shown in the admin with the time). */
  failed: {
    status: (status: number) => `The calendar answered HTTP ${status}`,
    tooLarge: 'The calendar is larger than 1 MB',
    timeout: 'The calendar did not answer within 10 seconds',
    unreachable: 'The calendar could not be reached',
    redirects: 'The calendar redirected too many times',
    notCalendar: 'The answer is not an iCalendar file',
    tooManyEvents: 'The calendar has more than 1000 events',
  },
} as const;

/** A feed address in a request body: trimmed, a well-formed http(s) address without credentials (private hosts are refused by the Worker, which knows whether it runs locally). */
const feedUrl = z
  .string({ error: (issue) => (issue.input === undefined ? ChannelMessages.urlRequired : 'Must be text') })
  .trim()
  .min(1, ChannelMessages.urlRequired)
  .max(FEED_URL_MAX, `At most ${FEED_URL_MAX} characters`)
  .superRefine((value, ctx) => {
    const problem = feedUrlProblem(value, { allowPrivate: true });
    if (problem) ctx.addIssue({ code: 'custom', message: ChannelMessages.url[problem] });
  });

/** GET /api/admin/channels?roomTypeId= */
export const ChannelListQuery = z.object({ roomTypeId: id });
export type ChannelListQuery = z.infer<typeof ChannelListQuery>;

/** POST /api/admin/channels */
export const ChannelFeedInput = z.object({
  roomTypeId: id,
  name: requiredText(100, ChannelMessages.nameRequired),
  url: feedUrl,
});
export type ChannelFeedInput = z.infer<typeof ChannelFeedInput>;

/** POST /api/admin/channels/rotate */
export const RotateExportRequest = z.object({ roomTypeId: id });
export type RotateExportRequest = z.infer<typeof RotateExportRequest>;

/** An imported event that landed on nights already full: kept (the room is sold elsewhere), shown to the admin. */
export const ChannelConflict = z.object({ checkIn: isoDate, checkOut: isoDate, summary: z.string().nullable() });
export type ChannelConflict = z.infer<typeof ChannelConflict>;

/** One imported calendar of a room type, with its last sync. */
export const ChannelFeed = z.object({
  id,
  roomTypeId: id,
  name: z.string(),
  url: z.string(),
  createdAt: timestamp,
  lastSyncAt: timestamp.nullable(),
  lastStatus: FeedStatus,
  /** Why the last sync failed (null unless FAILED). */
  lastError: z.string().nullable(),
  /** When a sync last worked (the holds are as of then). */
  lastSuccessAt: timestamp.nullable(),
  /** Events held now (each holds one room for its nights). */
  eventCount: z.number().int().min(0),
  /** Held events on nights that were already full when they arrived, still to come. */
  conflicts: z.array(ChannelConflict),
});
export type ChannelFeed = z.infer<typeof ChannelFeed>;

/** GET /api/admin/channels: the room type's export address (secret) and its imported calendars. */
export const ChannelOverview = z.object({
  roomTypeId: id,
  exportUrl: z.string(),
  feeds: z.array(ChannelFeed),
});
export type ChannelOverview = z.infer<typeof ChannelOverview>;

/** POST /api/admin/channels/:id/sync: what this sync did (a failed one changed nothing). */
export const ChannelSyncResult = z.object({
  status: FeedStatus.exclude(['NEVER']),
  error: z.string().nullable(),
  /** Events in the calendar now (0 when it failed). */
  events: z.number().int().min(0),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  /** Added events that landed on full nights. */
  newConflicts: z.number().int().min(0),
  feed: ChannelFeed,
});
export type ChannelSyncResult = z.infer<typeof ChannelSyncResult>;

/** GET /api/channels/:file */
export const ChannelFileParams = z.object({ file: z.string().max(60) });
