import { routes } from '../../contract/routes';
import { OutboxListQuery } from '../../contract';
import { paged } from '../db/common';
import { listOutbox } from '../db/outbox';
import { router } from '../http/app';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

/** GET /api/admin/outbox: the guest e-mails and their delivery state (failures visible). */
export const outbox = router().get(routes.getOutbox.path, requireAdmin, validate('query', OutboxListQuery), async (c) => {
  const query = c.req.valid('query');
  const pager = paged(c, query);
  return pager.send(await listOutbox(c.env.DB, { status: query.status }, pager.page));
});
