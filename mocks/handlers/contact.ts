import { endpoints } from '../../contract';
import { created, mock } from '../http';
import { newId, nowIso } from '../store';

export const contactHandlers = [
  mock(endpoints.createContactMessage, ({ body, store }) => {
    const message = { id: newId(), ...body, createdAt: nowIso(), readAt: null };
    store.contactMessages.push(message);
    return created(message);
  }),

  mock(endpoints.getAllContactMessages, ({ store }) =>
    [...store.contactMessages].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  ),
];
