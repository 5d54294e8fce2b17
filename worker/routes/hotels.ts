import { routes } from '../../contract/routes';
import { HotelIdParams, HotelInput, HotelListQuery, IdQuery, RoomTypeListQuery } from '../../contract';
import type { RoomTypeAvailability } from '../../contract';
import { paged } from '../db/common';
import { nearestTo, pointOf } from '../../contract/geo';
import { deleteHotel, getHotelWithPlaces, hotelExists, insertHotel, listHotels, updateHotel } from '../db/hotels';
import { withStayPrices } from '../db/rates';
import { roomTypesWithAvailability } from '../db/roomTypes';
import { saveTranslations } from '../db/translations';
import { answeredLanguage, localize, localizeOne } from '../http/contentLanguage';
import { router } from '../http/app';
import { conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

export const HotelMessages = {
  notFound: 'Hotel not found',
  hasReservations: 'This hotel has reservations and cannot be deleted',
} as const;

/** Public answers never carry the apiKey (db/hotels `toHotel`); admin answers do (`HotelAdmin`). */
export const hotels = router()
  // Sorted and filtered in SQL (db/hotels `listingSql`); `sort=name` by the name in the answered language.
  .get(routes.getAllHotels.path, validate('query', HotelListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    const result = await listHotels(c.env.DB, query, answeredLanguage(c), pager.page);
    return pager.send({ ...result, items: await localize(c, 'hotel', result.items) });
  })

  // With the sights nearest to it (contract/hotel.ts HotelDetail): three D1 round trips whatever
  // the number of places (the hotel and the places with a point, then each one's texts).
  .get(routes.getHotelById.path, validate('query', IdQuery), async (c) => {
    const found = await getHotelWithPlaces(c.env.DB, c.req.valid('query').id);
    if (!found) throw notFound(HotelMessages.notFound);
    const point = pointOf(found.hotel);
    const nearest = point ? nearestTo(point, found.places) : [];
    const [hotel, names] = await Promise.all([
      localizeOne(c, 'hotel', found.hotel),
      localize(
        c,
        'place',
        nearest.map(({ entity }) => entity),
      ),
    ]);
    const nearbyPlaces = nearest.map(({ entity, distanceKm }, index) => ({ id: entity.id, name: names[index]?.name ?? entity.name, distanceKm }));
    return c.json({ ...hotel, nearbyPlaces });
  })

  // Cheapest first, each with its gallery; with checkIn+checkOut each carries roomsLeft and one room's
  // stay price (the quote's rule) for those nights, else null.
  .get(routes.getHotelRoomTypes.path, validate('param', HotelIdParams), validate('query', RoomTypeListQuery), async (c) => {
    const { hotelId } = c.req.valid('param');
    const { checkIn, checkOut } = c.req.valid('query');
    if (!(await hotelExists(c.env.DB, hotelId))) throw notFound(HotelMessages.notFound);
    const stay = checkIn && checkOut ? { checkIn, checkOut } : null;
    const rooms = await roomTypesWithAvailability(c.env.DB, [hotelId], stay);
    const priced: RoomTypeAvailability[] = await withStayPrices(c.env.DB, hotelId, rooms, stay);
    return c.json(await localize(c, 'roomType', priced, { photos: true }));
  })

  .post(routes.createHotel.path, requireAdmin, validate('json', HotelInput), async (c) => {
    const body = c.req.valid('json');
    const hotel = await insertHotel(c.env.DB, body);
    await saveTranslations(c.env.DB, 'hotel', hotel.id, body.translations);
    return c.json(await localizeOne(c, 'hotel', hotel), 201);
  })

  // Full replace; a blank or missing apiKey keeps the stored one.
  .put(routes.updateHotel.path, requireAdmin, validate('query', IdQuery), validate('json', HotelInput), async (c) => {
    const body = c.req.valid('json');
    const hotel = await updateHotel(c.env.DB, c.req.valid('query').id, body);
    if (!hotel) throw notFound(HotelMessages.notFound);
    await saveTranslations(c.env.DB, 'hotel', hotel.id, body.translations);
    return c.json(await localizeOne(c, 'hotel', hotel));
  })

  // Room types and reviews go with the hotel (CASCADE); reservations block it (409).
  .delete(routes.deleteHotel.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const outcome = await deleteHotel(c.env.DB, c.req.valid('query').id);
    if (outcome === 'missing') throw notFound(HotelMessages.notFound);
    if (outcome === 'referenced') throw conflict(HotelMessages.hasReservations);
    return c.json({ message: 'Hotel deleted', deleted: 1 });
  });
