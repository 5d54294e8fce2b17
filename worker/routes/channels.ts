/**
 * Channel sync calls (issue 21, ADR docs/decisions/0010-channel-sync-ical.md): the public export
 * feed of a room type at its secret address, and the admin's channel panel (the export address
 * with rotation, the imported calendars, Sync now, delete).
 */
import { routes } from '../../contract/routes';
import {
  ChannelFeedInput,
  ChannelFileParams,
  ChannelListQuery,
  ChannelMessages,
  FEED_FILE_PATTERN,
  ICAL_CONTENT_TYPE,
  IdParams,
  RotateExportRequest,
  vanToday,
  type ChannelOverview,
} from '../../contract';
import { addDays } from '../../contract/time';
import { feedUrlProblem } from '../../contract/feedUrl';
import { exportCalendar, exportUid, holdExportUid } from '../channels/ical';
import {
  deleteFeed,
  exportRanges,
  exportTokenOf,
  findChannelRoomType,
  getFeed,
  insertFeed,
  listFeeds,
  rotateExportToken,
} from '../db/channels';
import { router } from '../http/app';
import { badRequest, conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { allowsPrivateFeeds, syncFeed } from '../jobs/syncChannels';

/** Past nights the export still lists (a channel may show the stay that just ended). */
const EXPORT_PAST_DAYS = 30;

const exportUrlOf = (requestUrl: string, token: string) => new URL(routes.getChannelFeed.path.replace(':file', `${token}.ics`), requestUrl).toString();

async function overview(db: D1Database, requestUrl: string, roomTypeId: string, token?: string): Promise<ChannelOverview> {
  const [exportToken, feeds] = await Promise.all([token ?? exportTokenOf(db, roomTypeId), listFeeds(db, roomTypeId, vanToday())]);
  return { roomTypeId, exportUrl: exportUrlOf(requestUrl, exportToken), feeds };
}

export const channels = router()
  // The export: anyone holding the secret address (the channels fetch it without a login).
  .get(routes.getChannelFeed.path, validate('param', ChannelFileParams), async (c) => {
    const token = FEED_FILE_PATTERN.exec(c.req.valid('param').file)?.[1];
    const found = token ? await exportRanges(c.env.DB, token, addDays(vanToday(), -EXPORT_PAST_DAYS)) : null;
    if (!found) throw notFound(ChannelMessages.feedNotFound);
    const host = new URL(c.req.url).hostname;
    const text = exportCalendar(`${found.roomType.hotelName} - ${found.roomType.name}`, [
      ...found.bookings.map((range) => ({ ...range, uid: exportUid('booking', range.id, found.roomType.id, host) })),
      ...found.holds.map((range) => ({ ...range, uid: holdExportUid(range, found.roomType.id, host) })),
    ]);
    return c.body(text, 200, {
      'Content-Type': ICAL_CONTENT_TYPE,
      'Content-Disposition': 'inline; filename="calendar.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  })

  .get(routes.getChannels.path, requireAdmin, validate('query', ChannelListQuery), async (c) => {
    const { roomTypeId } = c.req.valid('query');
    if (!(await findChannelRoomType(c.env.DB, roomTypeId))) throw notFound(ChannelMessages.roomTypeNotFound);
    return c.json(await overview(c.env.DB, c.req.url, roomTypeId));
  })

  .post(routes.addChannelFeed.path, requireAdmin, validate('json', ChannelFeedInput), async (c) => {
    const body = c.req.valid('json');
    const problem = feedUrlProblem(body.url, { allowPrivate: allowsPrivateFeeds(c.env) });
    if (problem) throw badRequest(ChannelMessages.url[problem], [{ path: 'url', message: ChannelMessages.url[problem] }]);
    if (!(await findChannelRoomType(c.env.DB, body.roomTypeId))) throw notFound(ChannelMessages.roomTypeNotFound);
    const id = await insertFeed(c.env.DB, body);
    if (id === 'duplicate') throw conflict(ChannelMessages.duplicateUrl);
    const feed = await getFeed(c.env.DB, id, vanToday());
    if (!feed) throw notFound(ChannelMessages.roomTypeNotFound);
    return c.json(feed, 201);
  })

  .post(routes.rotateChannelExport.path, requireAdmin, validate('json', RotateExportRequest), async (c) => {
    const { roomTypeId } = c.req.valid('json');
    if (!(await findChannelRoomType(c.env.DB, roomTypeId))) throw notFound(ChannelMessages.roomTypeNotFound);
    const token = await rotateExportToken(c.env.DB, roomTypeId);
    return c.json(await overview(c.env.DB, c.req.url, roomTypeId, token));
  })

  .post(routes.syncChannelFeed.path, requireAdmin, validate('param', IdParams), async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await syncFeed(c.env, id);
    const feed = outcome ? await getFeed(c.env.DB, id, vanToday()) : null;
    if (!outcome || !feed) throw notFound(ChannelMessages.feedNotFound);
    return c.json(
      outcome.status === 'OK'
        ? { status: 'OK' as const, error: null, events: outcome.events, added: outcome.added, removed: outcome.removed, newConflicts: outcome.newConflicts, feed }
        : { status: 'FAILED' as const, error: outcome.error, events: 0, added: 0, removed: 0, newConflicts: 0, feed },
    );
  })

  .delete(routes.deleteChannelFeed.path, requireAdmin, validate('param', IdParams), async (c) => {
    const deleted = await deleteFeed(c.env.DB, c.req.valid('param').id);
    if (deleted === 0) throw notFound(ChannelMessages.feedNotFound);
    return c.json({ message: 'Calendar feed deleted', deleted });
  });
