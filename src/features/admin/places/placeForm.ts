import type { Place } from '../../../../contract';
import { coordinateBodyOf, coordinateValuesOf, EMPTY_COORDINATES, translationDraftOf, translationsBodyOf } from '../shared';
import type { CoordinateValues, TranslationDraft } from '../shared';
import { splitList } from './placeStats';

/** The admin's place form: every field as typed (lists comma-separated, fees blank while typing). */
export interface PlaceFormValues extends CoordinateValues {
  name: string;
  location: string;
  image: string;
  description: string;
  visitOpenTime: string;
  visitCloseTime: string;
  bestSeasons: string;
  facilities: string;
  visitDays: string;
  entryFeeAdult: number | string;
  entryFeeStudent: number | string;
  entryFeeMuseum: number | string;
  transportationCars: string;
  /** '' is no category. */
  category: NonNullable<Place['category']> | '';
  recommendedDuration: string;
  contact: string;
  /** The tr / en / fa texts (shared/TranslationTabs.tsx); the fields above are the base texts. */
  translations: TranslationDraft;
}

export const EMPTY_PLACE: PlaceFormValues = {
  name: '',
  location: '',
  image: '',
  description: '',
  visitOpenTime: '',
  visitCloseTime: '',
  bestSeasons: '',
  facilities: '',
  visitDays: '',
  entryFeeAdult: '',
  entryFeeStudent: '',
  entryFeeMuseum: '',
  transportationCars: '',
  category: '',
  recommendedDuration: '',
  contact: '',
  ...EMPTY_COORDINATES,
  translations: {},
};

/** The fields typed as comma-separated lists, and the entry fees. */
export const PLACE_LISTS = ['bestSeasons', 'facilities', 'visitDays', 'transportationCars'] as const;
export const PLACE_FEES = ['entryFeeAdult', 'entryFeeStudent', 'entryFeeMuseum'] as const;

/** The form's values as the API's place body: lists split, blank fees left out, coordinates and translations. */
export const placeBodyOf = (values: PlaceFormValues) => ({
  ...values,
  ...Object.fromEntries(PLACE_LISTS.map((key) => [key, splitList(values[key])])),
  ...Object.fromEntries(PLACE_FEES.map((key) => [key, values[key] === '' ? undefined : values[key]])),
  ...coordinateBodyOf(values),
  translations: translationsBodyOf('place', values.translations),
});

/** A stored place as the form shows it for an edit. */
export const placeValuesOf = (place: Place): PlaceFormValues => ({
  ...place,
  bestSeasons: place.bestSeasons.join(', '),
  facilities: place.facilities.join(', '),
  visitDays: place.visitDays.join(', '),
  transportationCars: place.transportationCars.join(', '),
  category: place.category ?? '',
  recommendedDuration: place.recommendedDuration ?? '',
  contact: place.contact ?? '',
  ...coordinateValuesOf(place),
  translations: translationDraftOf(place.translations),
});
