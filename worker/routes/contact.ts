import { routes } from '../../contract/routes';
import { ContactMessageRequest, PageQuery } from '../../contract';
import { paged } from '../db/common';
import { insertContactMessage, listContactMessages } from '../db/contact';
import { router } from '../http/app';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { enforceRateLimit } from '../middleware/rateLimit';

/** Messages per client and window: plenty for a person, a brake on a spam script. */
export const CONTACT_LIMIT = {
  name: 'contact',
  limit: 5,
  windowSeconds: 10 * 60,
  message: 'Too many messages. Please try again later.',
} as const;

export const contact = router()
  // Only well-formed messages count towards the limit.
  .post(routes.createContactMessage.path, validate('json', ContactMessageRequest), async (c) => {
    await enforceRateLimit(c, CONTACT_LIMIT);
    return c.json(await insertContactMessage(c.env.DB, c.req.valid('json')), 201);
  })

  .get(routes.getAllContactMessages.path, requireAdmin, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    return pager.send(await listContactMessages(c.env.DB, pager.page));
  });
