/**
 * Van's clock: the one place that says what "today" is. Van is in Türkiye (Europe/Istanbul),
 * so a guest booking at 00:30 in Van books "today" in Van, although it is still yesterday in
 * UTC. The contract, the Worker, the mocks and the SPA all import these helpers.
 */
export const VAN_TIME_ZONE = 'Europe/Istanbul';

// Made on first use, not when the module loads: a formatter with a time zone loads the zone's
// data, which pages that never ask for today should not pay for.
let vanDateFormat: Intl.DateTimeFormat | undefined;

/** Today in Van as YYYY-MM-DD. */
export function vanToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD; formatToParts keeps it independent of that detail.
  const parts = Object.fromEntries((vanDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: VAN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })).formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
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
