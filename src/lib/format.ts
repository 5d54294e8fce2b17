import { VAN_TIME_ZONE } from '../../contract/time';
import { languageInfo } from './i18n';
import { dateTimeFormat, numberFormat } from './intlFormats';
import { groupedNumber, numeralsOf, withDigits } from './numerals';

/**
 * A TL amount as digits for `language` (e.g. tr "1.250,50", en "1,250.50", fa "۱٬۲۵۰٫۵۰"); the
 * translations add "TL". Whole amounts show no decimals.
 */
export function formatMoney(amount: number, language: string | undefined): string {
  const written = groupedNumber(amount, Number.isInteger(amount) ? 0 : 2, numeralsOf(language));
  if (written !== undefined) return written;
  return numberFormat(languageInfo(language).locale, {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * A YYYY-MM-DD date for `language`: tr and en in the Gregorian calendar, fa in the Persian
 * (Solar Hijri) calendar with Persian digits. The date is a calendar day, so it is formatted
 * in UTC (no shift by the viewer's zone).
 */
export function formatDate(
  date: string,
  language: string | undefined,
  style: 'long' | 'medium' | 'short' = 'medium',
): string {
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return dateTimeFormat(languageInfo(language).locale, { dateStyle: style, timeZone: 'UTC' }).format(value);
}

/** An ISO timestamp as date and time in Van's time zone, per language (admin tables, emails). */
export function formatDateTime(timestamp: string, language: string | undefined): string {
  const value = new Date(timestamp);
  if (Number.isNaN(value.getTime())) return timestamp;
  return dateTimeFormat(languageInfo(language).locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: VAN_TIME_ZONE,
  }).format(value);
}

/** A plain number (guests, nights, counts) in the language's digits (fa: Persian digits). */
export function formatNumber(value: number, language: string | undefined): string {
  // Intl's default: up to three decimals, trailing zeros dropped (a review average 4.5, a count 12).
  const written = groupedNumber(value, 3, numeralsOf(language), { trimZeros: true });
  if (written !== undefined) return written;
  return numberFormat(languageInfo(language).locale).format(value);
}

/**
 * A time of day stored as HH:MM (a hotel's check-in, contract/hotel.ts) in the language's digits,
 * 24-hour clock in every language (fa "۱۴:۰۰"); a value that is not HH:MM is shown as it is.
 */
export function formatTimeOfDay(time: string, language: string | undefined): string {
  const value = new Date(`1970-01-01T${time}:00Z`);
  if (!/^\d{2}:\d{2}$/.test(time) || Number.isNaN(value.getTime())) return time;
  const numerals = numeralsOf(language);
  if (numerals) return withDigits(time, numerals);
  return dateTimeFormat(languageInfo(language).locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(value);
}

/** Digits of `text` in the language's numerals (fa: Persian digits), e.g. opening hours "08:30". */
export function localizeDigits(text: string, language: string | undefined): string {
  const numerals = numeralsOf(language);
  if (numerals) return withDigits(text, numerals);
  const format = numberFormat(languageInfo(language).locale, { useGrouping: false });
  return text.replace(/\d/g, (digit) => format.format(Number(digit)));
}

/**
 * What stands between the parts of a one-line summary ("Van · 2 guests"): the middle dot, except on
 * Persian pages, where it reads as the Persian zero (۱۴۰۶ · ۴) and the Persian comma stands instead.
 */
export function listSeparator(language: string | undefined): string {
  return languageInfo(language).code === 'fa' ? '، ' : ' · ';
}

/** The parts of a place's name ("Van, İpekyolu"), blanks left out, joined by the language's comma (fa "وان، ایپک‌یولو"). */
export function joinPlace(parts: readonly (string | null | undefined)[], language: string | undefined): string {
  return parts.filter(Boolean).join(languageInfo(language).code === 'fa' ? '، ' : ', ');
}

/** A day and its month, short (tr "20 Mar", en "20 Mar", fa in the Persian calendar "۲۹ اسفند"): a calendar day, formatted in UTC. */
export function formatDayMonth(date: string, language: string | undefined): string {
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return dateTimeFormat(languageInfo(language).locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(value);
}

/** A day's weekday, short (tr "Cmt", en "Sat", fa "شنبه"). */
export function formatWeekday(date: string, language: string | undefined): string {
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return dateTimeFormat(languageInfo(language).locale, { weekday: 'short', timeZone: 'UTC' }).format(value);
}
