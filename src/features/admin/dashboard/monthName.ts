import { addDays } from '../../../../contract/time';
import { languageInfo } from '../../../lib/i18n';

const format = (locale: string, date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The last day of a month given as `YYYY-MM`. */
const lastDay = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return addDays(`${next}-01`, -1);
};

/**
 * `2026-11` as the month's name in the interface language. The dashboard counts the Gregorian
 * months of Van's calendar, so every language names the Gregorian month; Persian adds the Solar
 * Hijri months it spans, the calendar the Persian site shows its dates in
 * (docs/decisions/0015-persian-calendar.md): "نوامبر ۲۰۲۶ (آبان–آذر ۱۴۰۵)".
 */
export function monthName(month: string, language: string): string {
  const { locale } = languageInfo(language);
  const gregorian = format(`${locale}-u-ca-gregory`, `${month}-15`, { month: 'long', year: 'numeric' });
  if (!language.startsWith('fa')) return gregorian;
  const persian = (date: string, options: Intl.DateTimeFormatOptions) => format(`${locale}-u-ca-persian`, date, options);
  const [first, last] = [`${month}-01`, lastDay(month)];
  const [firstYear, lastYear] = [persian(first, { year: 'numeric' }), persian(last, { year: 'numeric' })];
  const [firstMonth, lastMonth] = [persian(first, { month: 'long' }), persian(last, { month: 'long' })];
  const span = firstYear === lastYear ? `${firstMonth}–${lastMonth} ${lastYear}` : `${firstMonth} ${firstYear}–${lastMonth} ${lastYear}`;
  return `${gregorian} (${span})`;
}
