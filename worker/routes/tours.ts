import { routes } from '../../contract/routes';
import { CatalogueListQuery, IdQuery, newestFirst, TourArchiveMessage, TourInput } from '../../contract';
import { paged } from '../db/common';
import { deleteAllTours, deleteTour, getTour, insertTour, listTours, updateTour } from '../db/tours';
import { saveTranslations } from '../db/translations';
import { localize, localizeOne } from '../http/contentLanguage';
import { router } from '../http/app';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

export const TourMessages = {
  notFound: 'Tour not found',
  archived: TourArchiveMessage,
} as const;

/** Tours; mounted at /api/tour next to the places (the spec's paths). Search is in routes/search.ts. */
export const tours = router()
  .get(routes.getAllTours.path, validate('query', CatalogueListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    const result = await listTours(c.env.DB, pager.page, newestFirst(query));
    return pager.send({ ...result, items: await localize(c, 'tour', result.items) });
  })

  .get(routes.getTourById.path, validate('query', IdQuery), async (c) => {
    const tour = await getTour(c.env.DB, c.req.valid('query').id);
    if (!tour) throw notFound(TourMessages.notFound);
    return c.json(await localizeOne(c, 'tour', tour));
  })

  .post(routes.createTour.path, requireAdmin, validate('json', TourInput), async (c) => {
    const body = c.req.valid('json');
    const tour = await insertTour(c.env.DB, body);
    await saveTranslations(c.env.DB, 'tour', tour.id, body.translations);
    return c.json(await localizeOne(c, 'tour', tour), 201);
  })

  .put(routes.updateTour.path, requireAdmin, validate('query', IdQuery), validate('json', TourInput), async (c) => {
    const body = c.req.valid('json');
    const tour = await updateTour(c.env.DB, c.req.valid('query').id, body);
    if (!tour) throw notFound(TourMessages.notFound);
    await saveTranslations(c.env.DB, 'tour', tour.id, body.translations);
    return c.json(await localizeOne(c, 'tour', tour));
  })

  .delete(routes.deleteTour.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const outcome = await deleteTour(c.env.DB, c.req.valid('query').id);
    if (outcome === 'missing') throw notFound(TourMessages.notFound);
    // A tour with bookings is archived (hidden from visitors), not refused.
    if (outcome === 'archived') return c.json({ message: TourMessages.archived, deleted: 1 });
    return c.json({ message: 'Tour deleted', deleted: 1 });
  })

  // Tours with bookings are archived, the others deleted (db/tours `deleteAllTours`).
  .delete(routes.deleteAllTours.path, requireAdmin, async (c) => {
    const outcome = await deleteAllTours(c.env.DB);
    return c.json({ message: 'All tours deleted', deleted: outcome.deleted + outcome.archived });
  });
