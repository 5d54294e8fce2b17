import { DEFAULT_FREE_CANCELLATION_DAYS, type CancellationPolicy } from '../../../../contract/cancellation';
import type { Tour, TourType } from '../../../../contract';
import { coordinateBodyOf, coordinateValuesOf, EMPTY_COORDINATES, translationDraftOf, translationsBodyOf } from '../shared';
import type { CoordinateValues, TranslationDraft } from '../shared';

/** The admin's tour form: every field as typed (numbers may be blank while typing). */
export interface TourFormValues extends CoordinateValues {
  tourName: string;
  tourStartAddress: string;
  tourEndAddress: string;
  startDate: string;
  endDate: string;
  price: number | string;
  participantCount: number | string;
  duration: number | string;
  starRating: number | string;
  photoUrl: string;
  phone: string;
  tourType: TourType;
  cancellationPolicy: CancellationPolicy;
  /** Days before the tour date a cancellation stays free; only sent with the free policy. */
  freeCancellationDays: number | string;
  /** The tr / en / fa texts (shared/TranslationTabs.tsx); the fields above are the base texts. */
  translations: TranslationDraft;
}

export const EMPTY_TOUR: TourFormValues = {
  tourName: '',
  tourStartAddress: '',
  tourEndAddress: '',
  startDate: '',
  endDate: '',
  price: '',
  participantCount: '',
  duration: '',
  starRating: 0,
  photoUrl: '',
  phone: '',
  tourType: 'cultural',
  cancellationPolicy: 'FREE_UNTIL',
  freeCancellationDays: DEFAULT_FREE_CANCELLATION_DAYS,
  ...EMPTY_COORDINATES,
  translations: {},
};

const blankToUndefined = (value: number | string) => (value === '' ? undefined : value);

/** The form's values as the API's tour body: blanks left out, no stars is 0, free days only with the free policy. */
export const tourBodyOf = (values: TourFormValues) => ({
  ...values,
  price: blankToUndefined(values.price),
  participantCount: blankToUndefined(values.participantCount),
  starRating: values.starRating === '' ? 0 : values.starRating,
  freeCancellationDays: values.cancellationPolicy === 'FREE_UNTIL' ? blankToUndefined(values.freeCancellationDays) : undefined,
  ...coordinateBodyOf(values),
  translations: translationsBodyOf('tour', values.translations),
});

/** A stored tour as the form shows it for an edit. */
export const tourValuesOf = (tour: Tour): TourFormValues => ({
  ...tour,
  duration: tour.duration ?? '',
  photoUrl: tour.photoUrl ?? '',
  phone: tour.phone ?? '',
  ...coordinateValuesOf(tour),
  translations: translationDraftOf(tour.translations),
});
