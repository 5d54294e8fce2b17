import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { initialValues, type ReservationFormValues } from '../../src/features/booking/reservationForm';

/** A part of the booking form in a form of its own, with the values a visitor starts from (plus `values`). */
export function BookingFormPart({ values = {}, children }: { values?: Partial<ReservationFormValues>; children: (form: UseFormReturnType<ReservationFormValues>) => ReactNode }) {
  const form = useForm<ReservationFormValues>({ mode: 'controlled', initialValues: { ...initialValues(new URLSearchParams()), ...values } });
  return <form aria-label="booking">{children(form)}</form>;
}
