import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PersianCalendarProps } from './PersianCalendar';

// The month grid and its calendar maths are a separate chunk: the fa fields are on first views
// (the hotel search, the places list), the calendar is downloaded when a visitor comes near one.
const load = () => import('./PersianCalendar');
const PersianCalendar = lazy(() => load().then((module) => ({ default: module.PersianCalendar })));

/** Starts downloading the Persian calendar (a failed download is tried again when it is shown). */
export function preloadPersianCalendar(): void {
  load().catch(() => undefined);
}

/** The Solar Hijri month grid, with a spinner while its chunk arrives. */
export function CalendarDropdown(props: PersianCalendarProps) {
  return (
    <Suspense fallback={<Loader size="sm" m="md" aria-hidden />}>
      <PersianCalendar {...props} />
    </Suspense>
  );
}
