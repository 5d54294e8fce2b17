import { routes } from '../../contract/routes';
import { IdParams, RateInput, RateListQuery, roomsNeeded, StayQuoteQuery, StayRuleMessages, vanToday } from '../../contract';
import { getRoomType } from '../db/roomTypes';
import { deleteRate, insertRate, listRates, priceRoomTypeStay, roomTypeForQuote, toStayQuote, updateRate } from '../db/rates';
import { router } from '../http/app';
import { ApiError, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

const fieldError = (status: 400 | 404, message: string, path: string) => new ApiError(status, message, { details: [{ path, message }] });

/**
 * Date-range rates of room types (admin) and the public stay quote, both priced by
 * contract/stayPricing.ts (docs/decisions/0009-rates-and-stay-rules.md). Booking
 * (routes/reservations.ts) and search (db/hotels.ts) apply the same rule.
 */
export const rates = router()
  // Anyone: each night's price, subtotal, tax, total and whether the stay can be booked (and why not).
  .get(routes.getStayQuote.path, validate('query', StayQuoteQuery), async (c) => {
    const query = c.req.valid('query');
    const room = await roomTypeForQuote(c.env.DB, query.roomTypeId, query);
    if (!room) throw fieldError(404, StayRuleMessages.roomTypeNotFound, 'roomTypeId');
    const price = await priceRoomTypeStay(c.env.DB, room, query, query.rooms ?? roomsNeeded(query.guests, room.capacity));
    return c.json(toStayQuote(room, price, query, vanToday()));
  })

  .get(routes.getRates.path, requireAdmin, validate('query', RateListQuery), async (c) => {
    return c.json(await listRates(c.env.DB, c.req.valid('query').roomTypeId));
  })

  .post(routes.createRate.path, requireAdmin, validate('json', RateInput), async (c) => {
    const body = c.req.valid('json');
    if (!(await getRoomType(c.env.DB, body.roomTypeId))) throw fieldError(404, StayRuleMessages.roomTypeNotFound, 'roomTypeId');
    const rate = await insertRate(c.env.DB, body);
    // Deleted between the check and the insert.
    if (!rate) throw fieldError(404, StayRuleMessages.roomTypeNotFound, 'roomTypeId');
    return c.json(rate, 201);
  })

  .put(routes.updateRate.path, requireAdmin, validate('param', IdParams), validate('json', RateInput), async (c) => {
    const body = c.req.valid('json');
    if (!(await getRoomType(c.env.DB, body.roomTypeId))) throw fieldError(404, StayRuleMessages.roomTypeNotFound, 'roomTypeId');
    const rate = await updateRate(c.env.DB, c.req.valid('param').id, body);
    if (!rate) throw notFound(StayRuleMessages.rateNotFound);
    return c.json(rate);
  })

  .delete(routes.deleteRate.path, requireAdmin, validate('param', IdParams), async (c) => {
    if (!(await deleteRate(c.env.DB, c.req.valid('param').id))) throw notFound(StayRuleMessages.rateNotFound);
    return c.json({ message: 'Rate deleted', deleted: 1 });
  });
