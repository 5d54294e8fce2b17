import { Popover, TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { formatPersianNumeric, parseTypedDate } from '../../lib/persianCalendar';
import { PersianCalendar } from './PersianCalendar';

export interface PersianDateInputProps extends Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'min' | 'max'> {
  /** YYYY-MM-DD, or '' when no day is set. */
  value?: string;
  /** Called with the day (YYYY-MM-DD), or '' when the text is empty or not a date. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /** Opens the calendar as the field appears (a click reached the field's stand-in: src/components/DateField.tsx). */
  initiallyOpen?: boolean;
}

/**
 * A date field for fa: a text input that opens a Solar Hijri calendar when clicked, and also takes
 * a typed date, Persian (۱۴۰۶/۰۱/۲۰) or Gregorian (2027-04-09), in Persian or Latin digits
 * (src/lib/persianCalendar.ts parseTypedDate). What the visitor typed is never rewritten; the day it
 * means is printed under the field (unless a message is there). The value handed on is always a YYYY-MM-DD day.
 */
export function PersianDateInput({ value = '', onChange, min, max, description, onFocus, onClick, initiallyOpen = false, ...props }: PersianDateInputProps) {
  const [opened, setOpened] = useState(initiallyOpen);
  const [keyboard, setKeyboard] = useState(false);
  const [text, setText] = useState(() => (value ? formatPersianNumeric(value) : ''));
  // A value set from outside (a form reset, a default) replaces the text; one the text means does not.
  const shown = (parseTypedDate(text) ?? '') === value ? text : value ? formatPersianNumeric(value) : '';
  if (shown !== text) setText(shown);

  return (
    // withRoles off: a text box may not carry aria-expanded (Popover.Target would add it).
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus={false} returnFocus withRoles={false}>
      <Popover.Target>
        <TextInput
          {...props}
          value={shown}
          inputMode="numeric"
          autoComplete="off"
          placeholder={props.placeholder ?? '۱۴۰۶/۰۱/۰۱'}
          rightSection={<IconCalendar size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          description={description ?? (value && !props.error ? formatDate(value, 'fa', 'long') : undefined)}
          aria-haspopup="dialog"
          onFocus={onFocus}
          onClick={(event) => {
            setKeyboard(false);
            setOpened(true);
            onClick?.(event);
          }}
          // The arrow down opens the calendar with the focus on its day (arrows then move the day).
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setKeyboard(true);
              setOpened(true);
            }
            if (event.key === 'Escape') setOpened(false);
          }}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            onChange(parseTypedDate(typed) ?? '');
          }}
        />
      </Popover.Target>
      <Popover.Dropdown data-dates-dropdown>
        <PersianCalendar
          value={value || null}
          focusOnMount={keyboard}
          minDate={min}
          maxDate={max}
          onChange={(day) => {
            setText(formatPersianNumeric(day));
            onChange(day);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
