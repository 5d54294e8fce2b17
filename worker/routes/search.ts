import { HotelSearchQuery, TourSearchQuery } from '../../contract';
import { paged } from '../db/common';
import { searchHotels } from '../db/hotels';
import { searchTours } from '../db/tours';
import { router } from '../http/app';
import { validate } from '../http/validate';

/**
 * The older search calls, served at the root and under /api (worker/index.ts mounts this twice).
 *
 * GET /hotels/search — city (city or district, case- and Turkish-accent-insensitive substring),
 * minStars, and with checkIn+checkOut only hotels having a room type free on EVERY night for
 * ceil(guests / capacity) rooms (guests default 1), each with `stay`, its cheapest such option;
 * the rule booking applies (contract/availability.ts, db/hotels `searchHotels`).
 *
 * GET /tours/search — minPrice/maxPrice (per person), date within startDate..endDate,
 * people <= participantCount, duration = at most that many hours; `type` has no column and is
 * read from the tour: daily = at most 12 hours, nature/cultural = keywords in the name or the
 * addresses (db/tours `searchTours`). Blank parameters and `type=all` are ignored.
 */
export const search = router()
  .get('/hotels/search', validate('query', HotelSearchQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await searchHotels(c.env.DB, query, pager.page));
  })

  .get('/tours/search', validate('query', TourSearchQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await searchTours(c.env.DB, query, pager.page));
  });
