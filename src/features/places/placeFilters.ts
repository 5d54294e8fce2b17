import type { Place, PlaceCategory, Season } from '../../../contract';
import { isOneOf, PLACE_CATEGORIES, SEASONS } from '../../../contract/enums';
import { weekdayName } from '../../../contract/time';

export const placeCategories = PLACE_CATEGORIES;
export const seasons = SEASONS;

export interface PlaceFilters {
  category?: PlaceCategory;
  season?: Season;
  /** YYYY-MM-DD: only places open on that date's weekday (visitDays). */
  date?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `?category=`, `?season=` and `?date=`; unknown, blank or `all` values are ignored. */
export function parsePlaceFilters(params: URLSearchParams): PlaceFilters {
  const category = params.get('category');
  const season = params.get('season');
  const date = params.get('date') ?? '';
  const validDate = ISO_DATE.test(date) && !Number.isNaN(new Date(`${date}T00:00:00Z`).getTime());
  return {
    category: isOneOf(PLACE_CATEGORIES, category) ? category : undefined,
    season: isOneOf(SEASONS, season) ? season : undefined,
    date: validDate ? date : undefined,
  };
}

/** The filters as URL parameters (absent ones left out). */
export function placeFiltersToParams(filters: PlaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.season) params.set('season', filters.season);
  if (filters.date) params.set('date', filters.date);
  return params;
}

/** True when the place is open on the weekday of `date` (visitDays hold English weekday names). */
export function isOpenOn(place: Pick<Place, 'visitDays'>, date: string): boolean {
  const weekday = weekdayName(date).toLowerCase();
  return place.visitDays.some((day) => day.trim().toLowerCase() === weekday);
}

/** The date filter, applied on the client (the server filters category and season). */
export function filterPlacesByDate<T extends Pick<Place, 'visitDays'>>(places: readonly T[], date: string | undefined): T[] {
  return date ? places.filter((place) => isOpenOn(place, date)) : [...places];
}
