import type { TourType } from '../../../contract';
import { isOneOf, TOUR_TYPES } from '../../../contract/enums';
import type { TourSearchParams } from './api/tourSearchParams';

export const tourTypes = TOUR_TYPES;

/** Spec: price range filter with 'min-max' brackets and the top bracket '501+' (TL per person). */
export const priceBrackets = [
  // `min` is what the server gets (prices may have kuruş: 250.50 falls in 251-500); from/to are shown.
  { value: '0-250', min: 0, max: 250, from: 0, to: 250 },
  { value: '251-500', min: 250.01, max: 500, from: 251, to: 500 },
  { value: '501+', min: 500.01, max: undefined, from: 501, to: undefined },
] as const;
export type PriceBracket = (typeof priceBrackets)[number]['value'];

/** Duration filter: at most that many hours. */
export const durationLimits = [4, 8, 12, 24] as const;

export interface TourFilters {
  price?: PriceBracket;
  type?: TourType;
  /** YYYY-MM-DD: tours running on that day. */
  date?: string;
  /** Hours (upper bound). */
  duration?: number;
  people?: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null, max: number): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/** Reads ?price=&type=&date=&duration=&people=; unknown, blank or `all` values are ignored. */
export function parseTourFilters(params: URLSearchParams): TourFilters {
  const type = params.get('type');
  const date = params.get('date') ?? '';
  return {
    price: priceBrackets.find((bracket) => bracket.value === params.get('price'))?.value,
    type: isOneOf(TOUR_TYPES, type) ? type : undefined,
    date: ISO_DATE.test(date) && !Number.isNaN(new Date(`${date}T00:00:00Z`).getTime()) ? date : undefined,
    duration: positiveInt(params.get('duration'), 24 * 365),
    people: positiveInt(params.get('people'), 10_000),
  };
}

export function tourFiltersToParams(filters: TourFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.price) params.set('price', filters.price);
  if (filters.type) params.set('type', filters.type);
  if (filters.date) params.set('date', filters.date);
  if (filters.duration) params.set('duration', String(filters.duration));
  if (filters.people) params.set('people', String(filters.people));
  return params;
}

/** The URL filters as the server search's query (contract TourSearchQuery). */
export function toSearchParams(filters: TourFilters): TourSearchParams {
  const bracket = priceBrackets.find((known) => known.value === filters.price);
  const params: TourSearchParams = {};
  if (filters.type) params.type = filters.type;
  if (filters.date) params.date = filters.date;
  if (bracket) {
    params.minPrice = bracket.min;
    if (bracket.max !== undefined) params.maxPrice = bracket.max;
  }
  if (filters.people) params.people = filters.people;
  if (filters.duration) params.duration = filters.duration;
  return params;
}
