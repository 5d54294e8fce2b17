import { routes } from '../../../../contract/routes';
import type { ContactMessage } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../shared';

export const messageKeys = { list: adminKeys.list('messages') };

/** POST /api/contact/messages/:id/reply: the answer e-mailed to the visitor (stored). */
export const replyContactMessage = (id: string, reply: string): Promise<ContactMessage> =>
  apiFetch(routes.replyContactMessage.path.replace(':id', encodeURIComponent(id)), { method: 'POST', body: { reply } });

/** POST /api/contact/messages/:id/handled */
export const markContactMessageHandled = (id: string): Promise<ContactMessage> =>
  apiFetch(routes.markContactMessageHandled.path.replace(':id', encodeURIComponent(id)), { method: 'POST' });
