import { Input, InputBase, Popover } from '@mantine/core';
import { useState } from 'react';
import type { FocusEvent, ReactNode, Ref } from 'react';
import { formatDate } from '../../lib/format';
import { PersianCalendar } from './PersianCalendar';

export interface PersianDateButtonProps {
  label: string;
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string;
  error?: ReactNode;
  leftSection?: ReactNode;
  /** The clear button's accessible name; without it the field has no clear button. */
  clearLabel?: string;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A date field that is a button opening a Solar Hijri calendar (the hotel search's check-in and
 * check-out in fa): the same label, box and clear button as @mantine/dates' DatePickerInput, which
 * the other languages use, with the day shown as formatDate prints fa dates.
 */
export function PersianDateButton({ label, value, onChange, minDate, error, leftSection, clearLabel, onFocus, onBlur, ref }: PersianDateButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          ref={ref}
          multiline
          label={label}
          leftSection={leftSection}
          error={error}
          styles={{ input: { cursor: 'pointer', lineHeight: 'unset' } }}
          aria-haspopup="dialog"
          aria-expanded={opened}
          __clearable={Boolean(value && clearLabel)}
          __clearSection={<Input.ClearButton onClick={() => onChange(null)} aria-label={clearLabel} />}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={() => setOpened((open) => !open)}
        >
          {value ? formatDate(value, 'fa') : <Input.Placeholder error={error} />}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown data-dates-dropdown>
        <PersianCalendar
          value={value}
          focusOnMount
          minDate={minDate}
          onChange={(day) => {
            onChange(day);
            setOpened(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
