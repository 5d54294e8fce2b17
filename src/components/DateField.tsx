import { TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLanguage } from '../lib/i18n';
import { formatPersianNumeric } from '../lib/persianCalendar';
import type { PersianDateInputProps } from './persianDate/PersianDateInput';

export type DateFieldProps = PersianDateInputProps;

// The fa field (its calendar, Mantine's Popover) is a chunk of its own: tr and en never download
// it, and in fa the plain field below stands in for it while it arrives.
const PersianDateInput = lazy(async () => ({ default: (await import('./persianDate/PersianDateInput')).PersianDateInput }));

/**
 * A form's date field (a stay's dates, a tour's day, the admin's ranges): the browser's date input
 * in tr and en (Gregorian), a Solar Hijri field in fa (src/components/persianDate). Either way its
 * value is a YYYY-MM-DD day, '' when none; `onChange` takes the value, as Mantine form's
 * getInputProps does.
 */
export function DateField({ onChange, value = '', ...props }: DateFieldProps) {
  const { code } = useLanguage();
  // A click on the stand-in is handed over: the real field arrives focused with its calendar open.
  const [clicked, setClicked] = useState(false);
  if (code === 'fa') {
    const { min: _min, max: _max, ...standIn } = props;
    const fallback = (
      <TextInput
        {...standIn}
        value={value ? formatPersianNumeric(value) : ''}
        readOnly
        onClick={() => setClicked(true)}
      />
    );
    return (
      <Suspense fallback={fallback}>
        <PersianDateInput value={value} onChange={onChange} {...props} initiallyOpen={clicked} autoFocus={clicked || props.autoFocus} />
      </Suspense>
    );
  }
  return <TextInput type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} {...props} />;
}
