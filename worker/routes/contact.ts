import { routes } from '../../contract/routes';
import { ContactMessageRequest, ContactMessages, ContactReplyRequest, IdParams, MarkHandledRequest, PageQuery } from '../../contract';
import { paged } from '../db/common';
import { getContactMessage, insertContactMessage, listContactMessages, markContactMessageHandled, replyToContactMessage } from '../db/contact';
import { contactReplyEmail } from '../email/contactMessages';
import { router } from '../http/app';
import { notFound } from '../http/errors';
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
  })

  // The team answers by e-mail (the outbox, in the visitor's language); the answer is kept.
  .post(routes.replyContactMessage.path, requireAdmin, validate('param', IdParams), validate('json', ContactReplyRequest), async (c) => {
    const db = c.env.DB;
    const message = await getContactMessage(db, c.req.valid('param').id);
    if (!message) throw notFound(ContactMessages.notFound);
    const { reply } = c.req.valid('json');
    const email = contactReplyEmail(message.language, { name: message.name, subject: message.subject, message: message.message, reply });
    if (!(await replyToContactMessage(db, message, reply, email))) throw notFound(ContactMessages.notFound);
    return c.json((await getContactMessage(db, message.id))!);
  })

  .post(routes.markContactMessageHandled.path, requireAdmin, validate('param', IdParams), validate('json', MarkHandledRequest), async (c) => {
    const db = c.env.DB;
    const id = c.req.valid('param').id;
    if (!(await markContactMessageHandled(db, id))) throw notFound(ContactMessages.notFound);
    return c.json((await getContactMessage(db, id))!);
  });
