/**
 * The iCalendar files of channel sync (ADR docs/decisions/0010-channel-sync-ical.md), written and
 * read by well-kept libraries, never by hand: ical-generator writes the export feed, ical.js
 * (Mozilla's RFC 5545 parser) reads the imported calendars. Both are plain JavaScript that run in
 * workerd (no Node built-ins).
 */
import ical, { ICalCalendarMethod, ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import ICAL from 'ical.js';
import { addDays, nightsBetween, vanToday } from '../../contract';
import { FEED_HORIZON_DAYS, FEED_MAX_EVENTS, FEED_MAX_NIGHTS } from '../../contract/feedUrl';

/** A range of nights held on a room type: from `checkIn` up to (not including) `checkOut`. */
export type HeldRange = { uid: string; checkIn: string; checkOut: string; summary: string | null };

/** The summary of every exported event: no guest's name or contact leaves in a feed. */
export const EXPORT_SUMMARY = 'Not available';

/**
 * The UID of an exported range: `<kind>-<id>.<roomTypeId>@<host>`. The room type in it lets an
 * import skip the room type's own export echoed back by a channel (`isOwnEcho`).
 */
export const exportUid = (kind: 'booking' | 'hold', id: string, roomTypeId: string, host: string) => `${kind}-${id}.${roomTypeId}@${host}`;

/** True for a UID written by `exportUid` (here, for any room type). */
export const isExportedUid = (uid: string) => /^(booking|hold)-[0-9a-f-]{36}\.[0-9a-f-]{36}@/.test(uid);

/**
 * The UID under which a hold is exported: the UID it came with when that is one of ours (so the
 * room type that first exported it recognises its own echo), else a new one of this room type.
 */
export const holdExportUid = (hold: { id: string; uid: string }, roomTypeId: string, host: string) =>
  isExportedUid(hold.uid) ? hold.uid : exportUid('hold', hold.id, roomTypeId, host);

/** True for an event this room type exported itself (a channel that re-exports what it imported). */
export const isOwnEcho = (uid: string, roomTypeId: string) => uid.includes(`.${roomTypeId}@`);

/** Steps one repeating event may take through its occurrences. */
const MAX_RECURRENCE_STEPS = 20_000;

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** The export feed: one all-day, busy event per range (the form Booking.com, Airbnb and Google Calendar import). */
export function exportCalendar(name: string, ranges: readonly (HeldRange & { stamp: string })[]): string {
  const calendar = ical({ name, prodId: { company: 'Van Turizm', product: 'channel-sync', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  for (const range of ranges) {
    calendar.createEvent({
      id: range.uid,
      start: utcMidnight(range.checkIn),
      end: utcMidnight(range.checkOut),
      allDay: true,
      stamp: new Date(range.stamp),
      summary: range.summary ?? EXPORT_SUMMARY,
      busystatus: ICalEventBusyStatus.BUSY,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}

/** The calendar could not be read (not iCalendar, or too many events): the sync fails and changes nothing. */
export class CalendarError extends Error {
  constructor(readonly reason: 'notCalendar' | 'tooManyEvents') {
    super(reason);
  }
}

/**
 * The hotel's date of an ICAL time: an all-day date as written; a time in UTC on Van's calendar;
 * a local or floating time on its own calendar day (the channel meant that day).
 */
function dateOf(time: ICAL.Time): string {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) return vanToday(time.toJSDate());
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

/**
 * The ranges an imported calendar holds, from Van's `today` on: each VEVENT (each occurrence of
 * a repeating one) that is not CANCELLED or TRANSPARENT (free time), has not ended and starts
 * within FEED_HORIZON_DAYS. An event without an end lasts one night; a timed event holds the
 * nights from its start day up to its end day (at least one); longer than FEED_MAX_NIGHTS is cut.
 * Throws CalendarError when `text` is no VCALENDAR or has more than FEED_MAX_EVENTS events.
 */
export function parseCalendar(text: string, today: string): HeldRange[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new CalendarError('notCalendar');
  }
  if (root.name !== 'vcalendar') throw new CalendarError('notCalendar');
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > FEED_MAX_EVENTS) throw new CalendarError('tooManyEvents');
  const horizon = addDays(today, FEED_HORIZON_DAYS);
  const ranges = new Map<string, HeldRange>();
  let kept = 0;

  const add = (uid: string, start: ICAL.Time, end: ICAL.Time | null, summary: string | null) => {
    const checkIn = dateOf(start);
    let checkOut = end ? dateOf(end) : addDays(checkIn, 1);
    if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
    if (nightsBetween(checkIn, checkOut) > FEED_MAX_NIGHTS) checkOut = addDays(checkIn, FEED_MAX_NIGHTS);
    if (checkOut <= today || checkIn >= horizon) return;
    if (++kept > FEED_MAX_EVENTS) throw new CalendarError('tooManyEvents');
    const key = ranges.has(uid) ? `${uid}#${checkIn}` : uid;
    ranges.set(key, { uid: key.slice(0, 600), checkIn, checkOut, summary: summary ? summary.slice(0, 200) : null });
  };

  for (const vevent of vevents) {
    const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    if (vevent.hasProperty('recurrence-id')) continue; // exceptions are expanded with their master
    const event = new ICAL.Event(vevent);
    if (!vevent.hasProperty('dtstart')) continue;
    const summary = event.summary ? String(event.summary) : null;
    const hasEnd = vevent.hasProperty('dtend') || vevent.hasProperty('duration');
    const uid = event.uid ? String(event.uid) : `${dateOf(event.startDate)}:${summary ?? ''}`;
    if (!event.isRecurring()) {
      add(uid, event.startDate, hasEnd ? event.endDate : null, summary);
      continue;
    }
    const iterator = event.iterator();
    // Bounded: a daily rule from decades ago walks at most this many steps towards today.
    let steps = 0;
    for (let next = iterator.next(); next && steps < MAX_RECURRENCE_STEPS; next = iterator.next(), steps++) {
      const details = event.getOccurrenceDetails(next);
      if (dateOf(details.startDate) >= horizon) break;
      add(`${uid}#${dateOf(details.startDate)}`, details.startDate, hasEnd ? details.endDate : null, summary);
    }
  }
  return [...ranges.values()];
}
