import { endpoints } from '../../contract';
import { created, mock } from '../http';
import { getPlace, newId } from '../store';

export const placeHandlers = [
  mock(endpoints.getAllPlaces, ({ query, store }) =>
    store.places
      .filter((place) => !query.category || place.category === query.category)
      .filter((place) => !query.season || place.bestSeasons.includes(query.season)),
  ),

  mock(endpoints.getPlaceById, ({ query, store }) => getPlace(store, query.id)),

  mock(endpoints.createPlace, ({ body, store }) => {
    const place = { id: newId(), ...body };
    store.places.push(place);
    return created(place);
  }),

  mock(endpoints.updatePlace, ({ query, body, store }) => Object.assign(getPlace(store, query.id), body)),

  mock(endpoints.deletePlace, ({ query, store }) => {
    const place = getPlace(store, query.id);
    store.places = store.places.filter((p) => p.id !== place.id);
    return { message: 'Place deleted', deleted: 1 };
  }),

  mock(endpoints.deleteAllPlaces, ({ store }) => {
    const deleted = store.places.length;
    store.places = [];
    return { message: 'All places deleted', deleted };
  }),
];
