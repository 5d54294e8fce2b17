// Loaded on demand by StayDateInput: @mantine/dates, dayjs with its locales and the dates CSS
// (16.7 KB gzip of JS) stay out of the first view of the pages with the hotel search.
import '@mantine/core/styles/Modal.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/fa';
import 'dayjs/locale/tr';

import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { DatePickerInputProps } from '@mantine/dates';

export interface StayDatePickerProps extends DatePickerInputProps {
  /** Interface language: month and weekday names, first day of the week (Saturday in fa). */
  language: string;
}

/** Mantine's DatePickerInput in the visitor's language; StayDateInput decides when it appears. */
export function StayDatePicker({ language, ...props }: StayDatePickerProps) {
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: language === 'fa' ? 6 : 1 }}>
      <DatePickerInput {...props} />
    </DatesProvider>
  );
}
