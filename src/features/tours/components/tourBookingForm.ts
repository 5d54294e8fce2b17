import { languageInfo } from '../../../lib/i18n';
import { useForm } from '@mantine/form';
import { getSession } from '../../../lib/session';
import { useTranslation } from 'react-i18next';
import { TERMS_VERSION } from '../../../../contract/legal';
import type { Tour, TourPaymentMethod } from '../../../../contract';
import { formatDate, formatNumber } from '../../../lib/format';
import type { TourReservationBody } from '../api/createTourReservation';
import { bookableRange, isBlank, isValidEmail, MAX_PEOPLE_PER_BOOKING, tourDateProblem } from '../bookingRules';

/** What the tour booking form holds while the visitor types. */
export interface TourBookingValues {
  fullName: string;
  email: string;
  phone: string;
  tourDate: string;
  numberOfPeople: number | string;
  specialRequests: string;
  paymentMethod: TourPaymentMethod | '';
  termsAccepted: boolean;
}

/** The dates a tour may be booked for (null when none is left), as shown, and the most people one booking takes. */
export function bookingLimits(tour: Tour, language: string) {
  const range = bookableRange(tour);
  return {
    range,
    maxPeople: Math.min(tour.participantCount, MAX_PEOPLE_PER_BOOKING),
    rangeText: {
      start: formatDate(range?.min ?? tour.startDate, language),
      end: formatDate(tour.endDate, language),
    },
  };
}

/** The people counted in the total: the number typed, or 0 while it is not a count. */
export const peopleCounted = (value: TourBookingValues['numberOfPeople']) => (typeof value === 'number' && value >= 1 ? value : 0);

/**
 * The form's values as POST /api/tour-reservations takes them (trimmed, no special requests as
 * null, the page's language for the e-mails). Sent only once the form is valid, so the terms are accepted, in their current version.
 */
export const bookingBody = (tour: Tour, values: TourBookingValues, language: string): TourReservationBody => ({
  tourId: tour.id,
  fullName: values.fullName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  tourDate: values.tourDate,
  numberOfPeople: Number(values.numberOfPeople),
  specialRequests: values.specialRequests.trim() || null,
  paymentMethod: values.paymentMethod as TourPaymentMethod,
  termsAccepted: true,
  // The page's language: the confirmation e-mail is written in it.
  language: languageInfo(language).code,
  termsVersion: TERMS_VERSION,
});

/** The booking form of a tour: the first bookable date filled in, each rule's message in the visitor's language. */
export function useTourBookingForm(tour: Tour) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { range, maxPeople, rangeText } = bookingLimits(tour, language);

  return useForm<TourBookingValues>({
    mode: 'controlled',
    // A signed-in guest's name and e-mail from the session's profile, still editable.
    initialValues: {
      fullName: getSession().user?.name ?? '',
      email: getSession().user?.email ?? '',
      phone: '',
      tourDate: range?.min ?? '',
      numberOfPeople: 1,
      specialRequests: '',
      paymentMethod: '',
      termsAccepted: false,
    },
    validate: {
      fullName: (value) => (isBlank(value) ? t('tours.booking.errors.fullName') : null),
      email: (value) => (isValidEmail(value) ? null : t('tours.booking.errors.email')),
      phone: (value) => (isBlank(value) ? t('tours.booking.errors.phone') : null),
      tourDate: (value) => {
        const problem = tourDateProblem(value, tour);
        if (problem === 'required') return t('tours.booking.errors.tourDate');
        if (problem === 'past') return t('tours.booking.errors.datePast');
        if (problem === 'outside') return t('tours.booking.errors.dateOutside', rangeText);
        return null;
      },
      numberOfPeople: (value) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return t('tours.booking.errors.people');
        if (value > maxPeople) return t('tours.booking.errors.peopleMax', { max: formatNumber(maxPeople, language) });
        return null;
      },
      paymentMethod: (value) => (value ? null : t('tours.booking.errors.payment')),
      termsAccepted: (value) => (value ? null : t('consent.required')),
    },
  });
}

export type TourBookingForm = ReturnType<typeof useTourBookingForm>;
