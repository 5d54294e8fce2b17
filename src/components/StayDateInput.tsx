import { Input, InputBase } from '@mantine/core';
import type { DateFormatter } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import type { ComponentType, FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { useLanguage } from '../lib/i18n';
import { useExternalValue } from '../lib/useExternalValue';
import type { PersianDateButtonProps } from './persianDate/PersianDateButton';
import type { StayDatePickerProps } from './StayDatePicker';

// The real picker is a separate chunk, downloaded when a visitor comes near the search form: in
// tr and en @mantine/dates (with dayjs and the dates CSS), in fa the Solar Hijri one
// (src/components/persianDate, with Mantine's Popover). Until it is there each date field is a
// stand-in with the same label, value, size and clear button; every StayDateInput switches once
// the chunk is there.
type PickerKind = 'gregorian' | 'persian';
const pickers: { gregorian?: ComponentType<StayDatePickerProps>; persian?: ComponentType<PersianDateButtonProps> } = {};
const loading: Partial<Record<PickerKind, Promise<void>>> = {};
const subscribers = new Set<() => void>();

const kindOf = (language: string): PickerKind => (language === 'fa' ? 'persian' : 'gregorian');

/**
 * Starts downloading the date picker `language` shows, once. A failed download leaves the
 * stand-ins in place (they still show and clear the value) and is tried again on the next approach.
 */
export function preloadDatePickerFor(language: string): void {
  const kind = kindOf(language);
  const load =
    kind === 'persian'
      ? () => import('./persianDate/PersianDateButton').then((module) => void (pickers.persian = module.PersianDateButton))
      : () => import('./StayDatePicker').then((module) => void (pickers.gregorian = module.StayDatePicker));
  loading[kind] ??= load().then(
    () => {
      for (const notify of subscribers) notify();
    },
    () => {
      delete loading[kind];
    },
  );
}

type AnyPicker = ComponentType<StayDatePickerProps> | ComponentType<PersianDateButtonProps> | undefined;
const readPicker: Record<PickerKind, () => AnyPicker> = { persian: () => pickers.persian, gregorian: () => pickers.gregorian };

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

export interface StayDateInputProps {
  label: string;
  /** YYYY-MM-DD; null (or absent) when no day is picked. */
  value?: string | null;
  onChange: (value: string | null) => void;
  /** First day that can be picked (YYYY-MM-DD). */
  minDate: string;
  error?: ReactNode;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}

/**
 * A check-in or check-out field of the hotel search: a button that opens a calendar, the Solar
 * Hijri one in fa (src/components/persianDate), @mantine/dates' Gregorian one in tr and en.
 */
export function StayDateInput({ label, value, onChange, minDate, error, onFocus, onBlur }: StayDateInputProps) {
  const { t, i18n } = useTranslation();
  const { code } = useLanguage();
  const kind = kindOf(code);
  const Picker = useExternalValue(subscribe, readPicker[kind]);
  const preload = () => preloadDatePickerFor(code);
  const pickerRef = useRef<HTMLButtonElement>(null);

  // What the visitor did to the stand-in before the picker arrived is handed over to it: the
  // focus stays on the field, and a click opens the calendar as soon as it can.
  const wantsOpen = useRef(false);
  const handOver = useRef<{ focus: boolean; open: boolean } | null>(null);
  const standInRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    // Runs when the stand-in is removed, before it leaves the document, so it still has the focus.
    return () => {
      handOver.current = { focus: node.ownerDocument.activeElement === node, open: wantsOpen.current };
    };
  }, []);
  useEffect(() => {
    const pending = handOver.current;
    handOver.current = null;
    if (!Picker || !pending) return;
    if (pending.focus || pending.open) pickerRef.current?.focus();
    if (pending.open) pickerRef.current?.click();
  }, [Picker]);

  const formatted = value ? formatDate(value, i18n.language) : '';
  const icon = <IconCalendar size={16} aria-hidden />;
  const clearButtonProps = { 'aria-label': t('searchForm.clear') };

  // What both pickers take alike.
  const field = { ref: pickerRef, label, leftSection: icon, value: value ?? null, onChange, error, onFocus, onBlur, minDate };

  if (pickers.persian && kind === 'persian') return <pickers.persian {...field} clearLabel={clearButtonProps['aria-label']} />;

  if (pickers.gregorian && kind === 'gregorian') {
    const formatter: DateFormatter = ({ date }) => (typeof date === 'string' && date ? formatDate(date, i18n.language) : '');
    return (
      <pickers.gregorian
        {...field}
        language={code}
        valueFormatter={formatter}
        // Each day button carries its date (tests pick days independently of the language's labels).
        getDayProps={(date) => ({ 'data-date': date }) as Record<string, string>}
        ariaLabels={{ nextMonth: t('searchForm.nextMonth'), previousMonth: t('searchForm.previousMonth') }}
        clearable
        clearButtonProps={clearButtonProps}
      />
    );
  }

  // The same Input.Wrapper + button + clear section as Mantine's PickerInputBase: no layout shift.
  return (
    <InputBase
      component="button"
      type="button"
      ref={standInRef}
      multiline
      label={label}
      leftSection={icon}
      error={error}
      // @mantine/dates' rule for its picker button (PickerInputBase `input`), inline so the
      // stand-in has the real picker's box before the dates CSS arrives, without a CSS file.
      styles={{ input: { cursor: 'pointer', lineHeight: 'unset' } }}
      aria-haspopup="dialog"
      aria-expanded={false}
      __clearable={Boolean(value)}
      __clearSection={<Input.ClearButton onClick={() => onChange(null)} {...clearButtonProps} />}
      onPointerEnter={preload}
      // A press already means "open": if the picker arrives between the press and the release,
      // the release lands on the new picker and no click reaches the stand-in (seen under load).
      onPointerDown={() => {
        wantsOpen.current = true;
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        preload();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        wantsOpen.current = false;
        onBlur?.(event);
      }}
      onClick={() => {
        wantsOpen.current = true;
        preload();
      }}
    >
      {formatted || <Input.Placeholder error={error} />}
    </InputBase>
  );
}
