import { ActionIcon, UnstyledButton, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, vanToday } from '../../../contract/time';
import { formatDate } from '../../lib/format';
import { languageInfo } from '../../lib/i18n';
import { persianMonthStart, persianMonthWeeks, shiftPersianMonth, weekdayNames } from '../../lib/persianCalendar';
import classes from './PersianCalendar.module.css';

export interface PersianCalendarProps {
  /** The picked day (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (value: string) => void;
  /** First and last days that can be picked (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
  /** Puts the focus on the picked (or first pickable) day when the calendar appears. */
  focusOnMount?: boolean;
}

/** Friday, the Iranian weekend. */
const WEEKEND = 5;
const LOCALE = languageInfo('fa').locale;
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC', calendar: 'persian' });
/** "اردیبهشت ۱۴۰۶": the month, then the year, as Persian calendars head a month (Intl's own order puts the year first). */
function monthTitle(monthStart: string): string {
  const parts = monthYear.formatToParts(new Date(`${monthStart}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}
const dayNumber = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', timeZone: 'UTC', calendar: 'persian' });
const WEEKDAYS = weekdayNames(LOCALE);

/**
 * One Solar Hijri month with Persian digits, weeks from Saturday, Friday as the weekend: the
 * dropdown of the fa date pickers (src/components/persianDate/PersianDateInput.tsx and
 * PersianDateButton.tsx). Arrow keys move between days (and months), Enter or Space picks.
 * Every day button carries its Gregorian date in `data-date`, as the other pickers' do.
 */
export function PersianCalendar({ value, onChange, minDate, maxDate, focusOnMount = false }: PersianCalendarProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const today = vanToday();
  const [focused, setFocused] = useState(() => value ?? (minDate && minDate > today ? minDate : today));
  const [month, setMonth] = useState(() => persianMonthStart(focused));
  const moved = useRef(focusOnMount);
  const grid = useRef<HTMLTableElement>(null);

  const disabled = (day: string) => Boolean((minDate && day < minDate) || (maxDate && day > maxDate));
  const weeks = persianMonthWeeks(month);
  const days = weeks.flat().filter((day): day is string => day !== null);
  // The one day reachable with Tab: the focused one when it is on this month, else the first that can be picked.
  const tabbable = days.includes(focused) && !disabled(focused) ? focused : days.find((day) => !disabled(day));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const day = grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]:not(:disabled)`);
    (day ?? grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]'))?.focus();
  }, [focused, month]);

  const moveTo = (day: string) => {
    moved.current = true;
    setFocused(day);
    setMonth(persianMonthStart(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const step = { ArrowRight: forward, ArrowLeft: -forward, ArrowDown: 7, ArrowUp: -7 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveTo(addDays(day, step));
  };

  const showMonth = (offset: number) => setMonth((start) => shiftPersianMonth(start, offset));
  const lastDay = days[days.length - 1]!;
  const Before = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const After = dir === 'rtl' ? IconChevronLeft : IconChevronRight;

  return (
    <div>
      <div className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('searchForm.previousMonth')}
          disabled={Boolean(minDate && month <= minDate)}
          onClick={() => showMonth(-1)}
        >
          <Before size={18} aria-hidden />
        </ActionIcon>
        <span className={classes.title} aria-live="polite">
          {monthTitle(month)}
        </span>
        <ActionIcon
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('searchForm.nextMonth')}
          disabled={Boolean(maxDate && lastDay >= maxDate)}
          onClick={() => showMonth(1)}
        >
          <After size={18} aria-hidden />
        </ActionIcon>
      </div>
      <table ref={grid} className={classes.table} role="grid" aria-label={monthTitle(month)}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.long} className={classes.weekday} scope="col" abbr={weekday.long}>
                {weekday.narrow}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day ? (
                  <td key={day}>
                    <UnstyledButton
                      className={classes.day}
                      data-date={day}
                      data-selected={day === value || undefined}
                      data-today={day === today || undefined}
                      data-weekend={new Date(`${day}T00:00:00Z`).getUTCDay() === WEEKEND || undefined}
                      data-disabled={disabled(day) || undefined}
                      disabled={disabled(day)}
                      aria-label={formatDate(day, 'fa', 'long')}
                      aria-pressed={day === value}
                      tabIndex={day === tabbable ? 0 : -1}
                      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, day)}
                      onClick={() => onChange(day)}
                    >
                      {dayNumber.format(new Date(`${day}T00:00:00Z`))}
                    </UnstyledButton>
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
