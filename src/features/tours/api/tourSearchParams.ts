import type { TourType } from '../../../../contract';

/** The server's tour search filters (contract TourSearchQuery); absent ones are left out. */
export interface TourSearchParams {
  type?: TourType;
  date?: string;
  minPrice?: number;
  maxPrice?: number;
  people?: number;
  duration?: number;
}
