import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { ContactMessage, ContactMessageRequest } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.createContactMessage;

/** POST /api/contact/createMessage: the message lands in the back office. */
export function createContactMessage(body: ContactMessageRequest): Promise<ContactMessage> {
  return apiFetch(endpoint.path, { method: 'POST', body, schema: endpoint.response });
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
