import { addDays } from '../../contract/time';
import { dateTimeFormat } from './intlFormats';

/**
 * The Solar Hijri (Persian) calendar the fa date pickers show, worked out with the browser's own
 * calendar data (Intl's `persian` calendar, the one formatDate in src/lib/format.ts prints fa dates
 * with), so a picked day and a printed day can never disagree. Days are YYYY-MM-DD Gregorian
 * strings in and out: the API and the forms never see a Persian date.
 */

export interface PersianDate {
  year: number;
  /** 1 (Farvardin) to 12 (Esfand). */
  month: number;
  day: number;
}


const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Persian year, month and day of a YYYY-MM-DD day. */
export function toPersian(date: string): PersianDate {
  // Made on first use (src/lib/intlFormats.ts): the list pages that import the date field load
  // the Persian calendar's data only when a date is worked out.
  const numeric = dateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = numeric.formatToParts(utc(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The first day (YYYY-MM-DD) of the Persian month `date` is in. */
export function persianMonthStart(date: string): string {
  return addDays(date, 1 - toPersian(date).day);
}

/** Days in the Persian month that starts on `monthStart`: 31 in the first six, 30 in the next five, 29 or 30 in Esfand. */
export function persianMonthLength(monthStart: string): number {
  const { month } = toPersian(monthStart);
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return toPersian(addDays(monthStart, 29)).month === 12 ? 30 : 29;
}

/** The first day of the Persian month `offset` months after (or before, negative) the one starting on `monthStart`. */
export function shiftPersianMonth(monthStart: string, offset: number): string {
  let start = persianMonthStart(monthStart);
  for (let step = 0; step < Math.abs(offset); step += 1) {
    start = offset > 0 ? addDays(start, persianMonthLength(start)) : persianMonthStart(addDays(start, -1));
  }
  return start;
}

/**
 * A month as the picker lays it out: weeks of seven cells from `firstDayOfWeek` (0 Sunday ... 6
 * Saturday, the Iranian week starts on Saturday), each a YYYY-MM-DD day or null before the first
 * and after the last day.
 */
export function persianMonthWeeks(monthStart: string, firstDayOfWeek = 6): (string | null)[][] {
  const length = persianMonthLength(monthStart);
  const lead = (utc(monthStart).getUTCDay() - firstDayOfWeek + 7) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, day) => addDays(monthStart, day))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The seven weekday names from `firstDayOfWeek`, narrow ("ش") and long ("شنبه"), in `locale`. */
export function weekdayNames(locale: string, firstDayOfWeek = 6): { narrow: string; long: string }[] {
  const narrow = dateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  const long = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = utc(addDays('2024-01-07', (firstDayOfWeek + index) % 7));
    return { narrow: narrow.format(day), long: long.format(day) };
  });
}

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
const arabicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits for Persian and Arabic-Indic ones (what a Persian keyboard types). */
export function latinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => String(Math.max(persianDigits.indexOf(digit), arabicDigits.indexOf(digit))));
}

/**
 * The YYYY-MM-DD day a typed date means, or null: a Gregorian ISO date (2027-03-21), or a Persian
 * one as year/month/day (۱۴۰۶/۰۱/۰۱, 1406-1-1), in any digits. A year below 1700 is Persian.
 */
export function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*$/.exec(latinDigits(text));
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year >= 1700) {
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const value = utc(iso);
    return !Number.isNaN(value.getTime()) && value.toISOString().slice(0, 10) === iso ? iso : null;
  }
  if (month < 1 || month > 12 || day < 1) return null;
  // Nowruz (1 Farvardin) falls on 20 or 21 March of Gregorian year + 621: find it, then walk months.
  const march20 = `${year + 621}-03-20`;
  const nowruz = toPersian(march20).month === 1 ? march20 : addDays(march20, 1);
  const monthStart = shiftPersianMonth(nowruz, month - 1);
  return day <= persianMonthLength(monthStart) ? addDays(monthStart, day - 1) : null;
}

/** A day as a fa picker shows it in its field: ۱۴۰۶/۰۱/۰۱ (Persian digits, year/month/day). */
export function formatPersianNumeric(date: string): string {
  const { year, month, day } = toPersian(date);
  const text = `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
  return text.replace(/\d/g, (digit) => persianDigits[Number(digit)]!);
}
