import { endpoints, TourArchiveMessage } from '../../contract';
import type { Tour, TourSearchQuery, TourType } from '../../contract';
import { created, mock } from '../http';
import { getTour, newId } from '../store';
import type { Store } from '../store';

/** Tours have no type column; the search reads it from the tour (daily: back the same day). */
const DAILY_MAX_HOURS = 12;
const KEYWORDS: Record<Exclude<TourType, 'daily'>, RegExp> = {
  nature: /hike|trek|summit|nature|waterfall|cruise|lake|mountain|doğa|yürüyüş|şelale|dağ/i,
  cultural: /culture|cultural|museum|fortress|castle|church|island|old city|breakfast|kültür|müze|kale/i,
};

export function tourMatchesType(tour: Tour, type: TourType): boolean {
  if (type === 'daily') return tour.duration !== null && tour.duration <= DAILY_MAX_HOURS;
  return KEYWORDS[type].test(`${tour.tourName} ${tour.tourStartAddress} ${tour.tourEndAddress}`);
}

/** GET /tours/search (and /api/tours/search). */
const searchTours = ({ query, store }: { query: TourSearchQuery; store: Store }) =>
  store.tours
    .filter((tour) => !query.type || tourMatchesType(tour, query.type))
    .filter((tour) => !query.date || (tour.startDate <= query.date && query.date <= tour.endDate))
    .filter((tour) => query.minPrice === undefined || tour.price >= query.minPrice)
    .filter((tour) => query.maxPrice === undefined || tour.price <= query.maxPrice)
    .filter((tour) => query.people === undefined || tour.participantCount >= query.people)
    .filter((tour) => query.duration === undefined || (tour.duration !== null && tour.duration <= query.duration));

export const tourHandlers = [
  mock(endpoints.getAllTours, ({ store }) => store.tours),

  mock(endpoints.getTourById, ({ query, store }) => getTour(store, query.id)),

  mock(endpoints.createTour, ({ body, store }) => {
    const tour = { id: newId(), ...body };
    store.tours.push(tour);
    return created(tour);
  }),

  mock(endpoints.updateTour, ({ query, body, store }) => Object.assign(getTour(store, query.id), body)),

  // A tour with bookings is archived (hidden from visitors), not refused.
  mock(endpoints.deleteTour, ({ query, store }) => {
    const tour = getTour(store, query.id);
    store.tours = store.tours.filter((t) => t.id !== tour.id);
    if (store.tourReservations.some((r) => r.tourId === tour.id)) {
      store.archivedTours.push(tour);
      return { message: TourArchiveMessage, deleted: 1 };
    }
    return { message: 'Tour deleted', deleted: 1 };
  }),

  mock(endpoints.deleteAllTours, ({ store }) => {
    const deleted = store.tours.length;
    store.archivedTours.push(...store.tours.filter((t) => store.tourReservations.some((r) => r.tourId === t.id)));
    store.tours = [];
    return { message: 'All tours deleted', deleted };
  }),

  mock(endpoints.searchTours, searchTours),
  mock(endpoints.searchToursLegacy, searchTours),
];
