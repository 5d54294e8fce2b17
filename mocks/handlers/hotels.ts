import { endpoints } from '../../contract';
import type { HotelSearchQuery } from '../../contract';
import { conflict } from '../errors';
import { created, mock } from '../http';
import { getHotel, newId, roomsLeft, toHotelAdmin, toPublicHotel } from '../store';
import type { Store } from '../store';

/** GET /hotels/search (and /api/hotels/search): city or district, stars, free rooms for the dates. */
const searchHotels = ({ query, store }: { query: HotelSearchQuery; store: Store }) => {
  const city = query.city?.toLocaleLowerCase('tr');
  return store.hotels
    .filter((hotel) => !city || [hotel.hotelCity, hotel.district].some((p) => p?.toLocaleLowerCase('tr').includes(city)))
    .filter((hotel) => query.minStars === undefined || hotel.starRating >= query.minStars)
    .filter((hotel) => {
      if (!query.checkIn || !query.checkOut) return true;
      const { checkIn, checkOut } = query;
      return store.roomTypes.some((room) => room.hotelId === hotel.id && roomsLeft(store, room.id, checkIn, checkOut) > 0);
    })
    .map((hotel) => toPublicHotel(store, hotel));
};

export const hotelHandlers = [
  mock(endpoints.getAllHotels, ({ store }) => store.hotels.map((hotel) => toPublicHotel(store, hotel))),

  mock(endpoints.getHotelById, ({ query, store }) => toPublicHotel(store, getHotel(store, query.id))),

  mock(endpoints.createHotel, ({ body, store }) => {
    const hotel = { id: newId(), ...body, apiKey: body.apiKey ?? null };
    store.hotels.push(hotel);
    return created(toHotelAdmin(store, hotel));
  }),

  mock(endpoints.updateHotel, ({ query, body, store }) => {
    const hotel = getHotel(store, query.id);
    // A blank apiKey keeps the current one (the admin form shows it masked).
    Object.assign(hotel, { ...body, apiKey: body.apiKey ?? hotel.apiKey });
    return toHotelAdmin(store, hotel);
  }),

  mock(endpoints.deleteHotel, ({ query, store }) => {
    const hotel = getHotel(store, query.id);
    if (store.reservations.some((r) => r.hotelId === hotel.id)) {
      throw conflict('This hotel has reservations and cannot be deleted');
    }
    store.hotels = store.hotels.filter((h) => h.id !== hotel.id);
    // Room types and reviews are part of the hotel (D1: ON DELETE CASCADE).
    store.roomTypes = store.roomTypes.filter((room) => room.hotelId !== hotel.id);
    store.reviews = store.reviews.filter((review) => review.hotelId !== hotel.id);
    return { message: 'Hotel deleted', deleted: 1 };
  }),

  mock(endpoints.getHotelRoomTypes, ({ params, store }) => {
    const hotel = getHotel(store, params.hotelId);
    return store.roomTypes.filter((room) => room.hotelId === hotel.id);
  }),

  mock(endpoints.searchHotels, searchHotels),
  mock(endpoints.searchHotelsLegacy, searchHotels),
];
