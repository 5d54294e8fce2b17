import { cheapestStay, endpoints, nightsBetween } from '../../contract';
import type { HotelSearchQuery, HotelSearchResult } from '../../contract';
import { conflict } from '../errors';
import { created, mock } from '../http';
import { getHotel, newId, roomsLeft, toHotelAdmin, toPublicHotel } from '../store';
import type { Store } from '../store';

/** Room types of a hotel with `roomsLeft` for the stay (null without one), cheapest first like the Worker. */
const roomTypesOf = (store: Store, hotelId: string, stay: { checkIn: string; checkOut: string } | null) =>
  store.roomTypes
    .filter((room) => room.hotelId === hotelId)
    .sort((a, b) => a.pricePerNight - b.pricePerNight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((room) => ({ ...room, roomsLeft: stay ? roomsLeft(store, room.id, stay.checkIn, stay.checkOut) : null }));

/**
 * GET /hotels/search (and /api/hotels/search): city or district, stars, and with dates only
 * hotels with a room type free every night for ceil(guests / capacity) rooms, with the
 * cheapest such stay (contract/availability.ts).
 */
const searchHotels = ({ query, store }: { query: HotelSearchQuery; store: Store }): HotelSearchResult[] => {
  const city = query.city?.toLocaleLowerCase('tr');
  const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
  return store.hotels
    .filter((hotel) => !city || [hotel.hotelCity, hotel.district].some((p) => p?.toLocaleLowerCase('tr').includes(city)))
    .filter((hotel) => query.minStars === undefined || hotel.starRating >= query.minStars)
    .map((hotel) => {
      if (!stay) return { ...toPublicHotel(store, hotel), stay: null };
      const rooms = roomTypesOf(store, hotel.id, stay).map((room) => ({ ...room, roomsLeft: room.roomsLeft ?? 0 }));
      const option = cheapestStay(rooms, query.guests ?? 1, nightsBetween(stay.checkIn, stay.checkOut));
      return option ? { ...toPublicHotel(store, hotel), stay: option } : null;
    })
    .filter((hit) => hit !== null);
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

  mock(endpoints.getHotelRoomTypes, ({ params, query, store }) => {
    const hotel = getHotel(store, params.hotelId);
    const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
    return roomTypesOf(store, hotel.id, stay);
  }),

  mock(endpoints.searchHotels, searchHotels),
  mock(endpoints.searchHotelsLegacy, searchHotels),
];
