import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { ContactMessage, ContactMessageRequest } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.createContactMessage;

/** POST /api/contact/createMessage: the message lands in the back office; `headers` carry the bot check's token. */
export function createContactMessage(body: ContactMessageRequest, headers?: Record<string, string>): Promise<ContactMessage> {
  return apiFetch(route.path, { method: 'POST', body, headers });
}

export function useCreateContactMessage() {
  return useMutation({
    mutationFn: ({ body, headers }: { body: ContactMessageRequest; headers?: Record<string, string> }) => createContactMessage(body, headers),
  });
}
