import { WEEKDAYS } from '../../../contract/enums';
import { languageInfo } from '../../lib/i18n';
import { dateTimeFormat } from '../../lib/intlFormats';

// 2024-01-01 was a Monday: WEEKDAYS[i] is 2024-01-(01+i).
const weekdayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));

/** A visitDays entry ("Monday", any case) as the weekday's name in `language`; unknown text as is. */
export function weekdayLabel(day: string, language: string | undefined): string {
  const index = WEEKDAYS.findIndex((known) => known.toLowerCase() === day.trim().toLowerCase());
  if (index < 0) return day;
  return dateTimeFormat(languageInfo(language).locale, { weekday: 'long', timeZone: 'UTC' }).format(
    weekdayDate(index),
  );
}

/** The weekday name of a YYYY-MM-DD date in `language`. */
export function weekdayOfDate(date: string, language: string | undefined): string {
  return dateTimeFormat(languageInfo(language).locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** visitDays in week order (Monday first), known days only once; unknown entries after them. */
export function sortWeekdays(days: readonly string[]): string[] {
  const known = WEEKDAYS.filter((day) => days.some((entry) => entry.trim().toLowerCase() === day.toLowerCase()));
  const unknown = days.filter((entry) => !WEEKDAYS.some((day) => day.toLowerCase() === entry.trim().toLowerCase()));
  return [...known, ...unknown];
}

export type TransportMode = 'car' | 'bus' | 'taxi' | 'other';

const MODE_PATTERNS: [Exclude<TransportMode, 'other'>, RegExp][] = [
  ['taxi', /\b(taxi|taksi)/i],
  ['bus', /(bus|dolmu[sş]|otob[uü]s|minib[uü]s|اتوبوس|مینی‌?بوس)/i],
  ['car', /\b(car|cars|araba|araç|otomobil|drive|driving)\b|خودرو|ماشین/i],
];

/** Sorts the transportationCars entries into car / bus / taxi (spec) and other ways (boat, walk). */
export function groupTransport(entries: readonly string[]): Record<TransportMode, string[]> {
  const groups: Record<TransportMode, string[]> = { car: [], bus: [], taxi: [], other: [] };
  for (const entry of entries) {
    const mode = MODE_PATTERNS.find(([, pattern]) => pattern.test(entry))?.[0] ?? 'other';
    groups[mode].push(entry);
  }
  return groups;
}
