import { HotelSearchQuery, TourSearchQuery } from '../../contract';
import { paged } from '../db/common';
import { searchHotels } from '../db/hotels';
import { searchTours } from '../db/tours';
import { answeredLanguage, displayNames, localize } from '../http/contentLanguage';
import { routes } from '../../contract/routes';
import { createFactory } from 'hono/factory';
import { router, type AppEnv } from '../http/app';
import { validate } from '../http/validate';

/**
 * The search calls, each served under /api and, as older clients call it, at the root.
 *
 * GET /hotels/search — city (city or district, case- and Turkish-accent-insensitive substring),
 * the hotel list's sort and filters (`HotelFinding`: sort, order, minStars, amenities, minPrice,
 * maxPrice; db/hotels `listingSql`), and with checkIn+checkOut only hotels having a room type free on EVERY night for
 * ceil(guests / capacity) rooms (guests default 1), each with `stay`, its cheapest such option
 * (its room type's name in the visitor's language as `roomTypeDisplayName`); the rule booking
 * applies (contract/availability.ts, db/hotels `searchHotels`).
 *
 * GET /tours/search — minPrice/maxPrice (per person), date within startDate..endDate,
 * people <= participantCount, duration = at most that many hours; `type` has no column and is
 * read from the tour: daily = at most 12 hours, nature/cultural = keywords in the name or the
 * addresses (db/tours `searchTours`). Blank parameters and `type=all` are ignored.
 */
const factory = createFactory<AppEnv>();

const hotelSearch = factory.createHandlers(validate('query', HotelSearchQuery), async (c) => {
  const query = c.req.valid('query');
  const pager = paged(c, query);
  const result = await searchHotels(c.env.DB, query, answeredLanguage(c), pager.page);
  const stays = result.items.flatMap((hotel) => (hotel.stay ? [{ id: hotel.stay.roomTypeId, name: hotel.stay.roomTypeName }] : []));
  const names = await displayNames(c, 'roomType', stays);
  const items = (await localize(c, 'hotel', result.items)).map((hotel) =>
    hotel.stay ? { ...hotel, stay: { ...hotel.stay, roomTypeDisplayName: names.get(hotel.stay.roomTypeId) ?? hotel.stay.roomTypeName } } : hotel,
  );
  return pager.send({ ...result, items });
});

const tourSearch = factory.createHandlers(validate('query', TourSearchQuery), async (c) => {
  const query = c.req.valid('query');
  const pager = paged(c, query);
  const result = await searchTours(c.env.DB, query, pager.page);
  return pager.send({ ...result, items: await localize(c, 'tour', result.items) });
});

export const search = router()
  .get(routes.searchHotels.path, ...hotelSearch)
  .get(routes.searchHotelsLegacy.path, ...hotelSearch)
  .get(routes.searchTours.path, ...tourSearch)
  .get(routes.searchToursLegacy.path, ...tourSearch);
