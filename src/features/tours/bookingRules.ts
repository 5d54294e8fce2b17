import { email, isPastDate } from '../../../contract/common';
import { vanToday } from '../../../contract/time';
import type { Tour, TourPaymentMethod } from '../../../contract';

/**
 * The payment methods the form offers: bank transfer only, like the hotel form. No card is taken
 * online, so a card option would lead nowhere (issue 36); the API still accepts CREDIT_CARD.
 */
export const paymentMethods = ['BANK_TRANSFER'] as const satisfies readonly TourPaymentMethod[];

/** Most people one booking may hold (contract TourReservationRequest). */
export const MAX_PEOPLE_PER_BOOKING = 200;

/** The first and last bookable date of a tour: from Van's today (or the tour's start) to its end; null when none is left. */
export function bookableRange(tour: Pick<Tour, 'startDate' | 'endDate'>, today = vanToday()): { min: string; max: string } | null {
  const min = tour.startDate > today ? tour.startDate : today;
  return min <= tour.endDate ? { min, max: tour.endDate } : null;
}

export type BookingDateProblem = 'required' | 'past' | 'outside' | null;

/** What is wrong with a chosen tour date (the Worker applies the same rules). */
export function tourDateProblem(date: string, tour: Pick<Tour, 'startDate' | 'endDate'>, today = vanToday()): BookingDateProblem {
  if (!date) return 'required';
  if (isPastDate(date, today)) return 'past';
  if (date < tour.startDate || date > tour.endDate) return 'outside';
  return null;
}

const emailSchema = email();
export const isValidEmail = (value: string) => emailSchema.safeParse(value).success;

export const isBlank = (value: string) => value.trim().length === 0;

