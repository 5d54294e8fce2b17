import type { Place, PlaceCategory, Season } from '../../../contract';
import { PLACE_CATEGORIES, SEASONS } from '../../../contract/enums';
import { weekdayName } from '../../../contract/time';
import { placeListingFromParams, type PlaceListing } from '../../../contract/listing';

export const placeCategories = PLACE_CATEGORIES;

/** The sort menu of the place list: each choice is a `sort` and an `order` (contract/listing.ts). */
export const placeSortChoices = [
  { key: 'nameAsc', sort: 'name', order: 'asc' },
  { key: 'nameDesc', sort: 'name', order: 'desc' },
  { key: 'category', sort: 'category', order: 'asc' },
] as const satisfies readonly { key: string; sort: PlaceListing['sort']; order: PlaceListing['order'] }[];
export type PlaceSortChoice = (typeof placeSortChoices)[number]['key'];

/** The menu's choice for the URL's sort (an order left out is the sort's default: asc). */
export const placeSortChoiceOf = (filters: Pick<PlaceFilters, 'sort' | 'order'>): PlaceSortChoice | undefined =>
  placeSortChoices.find((choice) => choice.sort === filters.sort && choice.order === (filters.order ?? 'asc'))?.key;
export const seasons = SEASONS;

/** The list's filters and its sort (`sort`, `order`: contract/listing.ts), all in the page URL. */
export interface PlaceFilters extends Pick<PlaceListing, 'sort' | 'order'> {
  category?: PlaceCategory;
  season?: Season;
  /** YYYY-MM-DD: only places open on that date's weekday (visitDays). */
  date?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `?category=`, `?season=`, `?date=`, `?sort=` and `?order=`; unknown, blank or `all` values are ignored. */
export function parsePlaceFilters(params: URLSearchParams): PlaceFilters {
  const { category, season, sort, order } = placeListingFromParams(params);
  const date = params.get('date') ?? '';
  const validDate = ISO_DATE.test(date) && !Number.isNaN(new Date(`${date}T00:00:00Z`).getTime());
  return { category, season, date: validDate ? date : undefined, sort, order: sort ? order : undefined };
}

/** The filters as URL parameters (absent ones left out). */
export function placeFiltersToParams(filters: PlaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.season) params.set('season', filters.season);
  if (filters.date) params.set('date', filters.date);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.sort && filters.order) params.set('order', filters.order);
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
