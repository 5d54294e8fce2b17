import { PlaceCategory, Season, weekdayName } from '../../../contract';
import type { Place } from '../../../contract';

export const placeCategories = PlaceCategory.options;
export const seasons = Season.options;

export interface PlaceFilters {
  category?: PlaceCategory;
  season?: Season;
  /** YYYY-MM-DD: only places open on that date's weekday (visitDays). */
  date?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `?category=`, `?season=` and `?date=`; unknown, blank or `all` values are ignored. */
export function parsePlaceFilters(params: URLSearchParams): PlaceFilters {
  const category = PlaceCategory.safeParse(params.get('category'));
  const season = Season.safeParse(params.get('season'));
  const date = params.get('date') ?? '';
  const validDate = ISO_DATE.test(date) && !Number.isNaN(new Date(`${date}T00:00:00Z`).getTime());
  return {
    category: category.success ? category.data : undefined,
    season: season.success ? season.data : undefined,
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
