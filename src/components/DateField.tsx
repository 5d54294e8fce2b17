import { TextInput } from '@mantine/core';
import { useLanguage } from '../lib/i18n';
import { PersianDateInput } from './persianDate/PersianDateInput';
import type { PersianDateInputProps } from './persianDate/PersianDateInput';

export type DateFieldProps = PersianDateInputProps;

/**
 * A form's date field (a stay's dates, a tour's day, the admin's ranges): the browser's date input
 * in tr and en (Gregorian), a Solar Hijri field in fa (src/components/persianDate). Either way its
 * value is a YYYY-MM-DD day, '' when none; `onChange` takes the value, as Mantine form's
 * getInputProps does.
 */
export function DateField({ onChange, value = '', ...props }: DateFieldProps) {
  const { code } = useLanguage();
  if (code === 'fa') return <PersianDateInput value={value} onChange={onChange} {...props} />;
  return <TextInput type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} {...props} />;
}
