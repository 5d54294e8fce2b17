import { routes } from '../../contract/routes';
import { IdQuery, PlaceInput, PlaceListQuery } from '../../contract';
import { paged } from '../db/common';
import { deleteAllPlaces, deletePlace, getPlace, insertPlace, listPlaces, updatePlace } from '../db/places';
import { saveTranslations } from '../db/translations';
import { answeredLanguage, localize, localizeOne } from '../http/contentLanguage';
import { router } from '../http/app';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

export const PLACE_NOT_FOUND = 'Place not found';

/** Tourist places; mounted at /api/tour next to the tours (the spec's paths). */
export const places = router()
  .get(routes.getAllPlaces.path, validate('query', PlaceListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    const result = await listPlaces(c.env.DB, query, answeredLanguage(c), pager.page);
    return pager.send({ ...result, items: await localize(c, 'place', result.items) });
  })

  .get(routes.getPlaceById.path, validate('query', IdQuery), async (c) => {
    const place = await getPlace(c.env.DB, c.req.valid('query').id);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    return c.json(await localizeOne(c, 'place', place));
  })

  .post(routes.createPlace.path, requireAdmin, validate('json', PlaceInput), async (c) => {
    const body = c.req.valid('json');
    const place = await insertPlace(c.env.DB, body);
    await saveTranslations(c.env.DB, 'place', place.id, body.translations);
    return c.json(await localizeOne(c, 'place', place), 201);
  })

  .put(routes.updatePlace.path, requireAdmin, validate('query', IdQuery), validate('json', PlaceInput), async (c) => {
    const body = c.req.valid('json');
    const place = await updatePlace(c.env.DB, c.req.valid('query').id, body);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    await saveTranslations(c.env.DB, 'place', place.id, body.translations);
    return c.json(await localizeOne(c, 'place', place));
  })

  .delete(routes.deletePlace.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const deleted = await deletePlace(c.env.DB, c.req.valid('query').id);
    if (deleted === 0) throw notFound(PLACE_NOT_FOUND);
    return c.json({ message: 'Place deleted', deleted });
  })

  .delete(routes.deleteAllPlaces.path, requireAdmin, async (c) => {
    const deleted = await deleteAllPlaces(c.env.DB);
    return c.json({ message: 'All places deleted', deleted });
  });
