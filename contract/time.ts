/**
 * Van's clock: the one place that says what "today" is. Van is in Türkiye (Europe/Istanbul),
 * so a guest booking at 00:30 in Van books "today" in Van, although it is still yesterday in
 * UTC. The contract, the Worker, the mocks and the SPA all import these helpers.
 */
export const VAN_TIME_ZONE = 'Europe/Istanbul';

/**
 * Europe/Istanbul's offset from UTC: Türkiye has kept UTC+3 all year, with no summer time, since
 * September 2016. Worked out from this offset, "today" costs nothing; asking Intl for the zone
 * loads its time zone data first (tens of milliseconds on a phone, on the home page's first view).
 * contract/time.test.ts compares it with Intl's Europe/Istanbul hour by hour over the coming
 * years, so a change of Türkiye's clock fails the tests rather than shifting guests' days.
 */
export const VAN_UTC_OFFSET_HOURS = 3;

/** Today in Van as YYYY-MM-DD. */
export function vanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + VAN_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` whole days, as YYYY-MM-DD (calendar maths, no time zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The English weekday name of a YYYY-MM-DD date ("Monday"), as places' `visitDays` hold them. */
export function weekdayName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
