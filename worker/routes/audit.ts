import { AuditListQuery } from '../../contract/audit';
import { routes } from '../../contract/routes';
import { listAudit } from '../db/audit';
import { paged } from '../db/common';
import { router } from '../http/app';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

/** GET /api/admin/audit: the back office's writes, newest first, by person, record type and Van's days. No call edits or deletes them. */
export const audit = router().get(routes.getAuditLog.path, requireAdmin, validate('query', AuditListQuery), async (c) => {
  const { page: _page, pageSize: _pageSize, ...filters } = c.req.valid('query');
  const pager = paged(c, c.req.valid('query'));
  return pager.send(await listAudit(c.env.DB, filters, pager.page));
});
