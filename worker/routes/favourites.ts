import { routes } from '../../contract/routes';
import { AddFavouriteRequest, FavouriteMessages, HotelIdParams, PageQuery } from '../../contract';
import { paged } from '../db/common';
import { addFavourite, listFavourites, removeFavourite } from '../db/favourites';
import { router } from '../http/app';
import { localize } from '../http/contentLanguage';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireUser } from '../middleware/auth';

/**
 * /api/favourites: the logged-in user's saved hotels. Every call works on the caller's own
 * favourites only (the user id comes from the token, never from the request).
 */
export const favourites = router()
  .get(routes.getFavourites.path, requireUser, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    const result = await listFavourites(c.env.DB, c.get('session')!.sub, pager.page);
    return pager.send({ ...result, items: await localize(c, 'hotel', result.items) });
  })

  // Idempotent: 201 when saved now, 200 with the existing favourite when it already was.
  .post(routes.addFavourite.path, requireUser, validate('json', AddFavouriteRequest), async (c) => {
    const { hotelId } = c.req.valid('json');
    const result = await addFavourite(c.env.DB, c.get('session')!.sub, hotelId);
    if (!result) throw notFound(FavouriteMessages.hotelNotFound);
    return c.json(result.favourite, result.created ? 201 : 200);
  })

  // Idempotent: removing a hotel that is not saved answers deleted 0.
  .delete(routes.removeFavourite.path, requireUser, validate('param', HotelIdParams), async (c) => {
    const deleted = await removeFavourite(c.env.DB, c.get('session')!.sub, c.req.valid('param').hotelId);
    return c.json({ message: FavouriteMessages.removed, deleted });
  });
