import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { ContactMessage, ContactMessageRequest } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.createContactMessage;

/** POST /api/contact/createMessage: the message lands in the back office. */
export function createContactMessage(body: ContactMessageRequest): Promise<ContactMessage> {
  return apiFetch(route.path, { method: 'POST', body });
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
