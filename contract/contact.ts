import { z } from 'zod';
import { email, id, LIMITS, requiredText, timestamp } from './common';
import { ReservationLanguage } from './reservation';

/**
 * POST /api/contact/createMessage: all fields required. `language` (beside the spec's fields) is
 * the page's, so the team's reply e-mail reaches the visitor in it; a live chat handed over to the
 * team arrives the same way.
 */
export const ContactMessageRequest = z.object({
  name: requiredText(LIMITS.name, 'Name is required'),
  email: email(),
  subject: requiredText(LIMITS.name, 'Subject is required'),
  message: requiredText(LIMITS.text, 'Message is required'),
  language: ReservationLanguage.default('tr'),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;

/** Where a message stands in the back office: new, answered by e-mail, or marked handled. */
export const ContactMessageStatus = z.enum(['NEW', 'ANSWERED', 'HANDLED']);
export type ContactMessageStatus = z.infer<typeof ContactMessageStatus>;

export const ContactMessage = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
  language: ReservationLanguage,
  status: ContactMessageStatus,
  /** The team's e-mailed answer (the last one), null before. */
  reply: z.string().nullable(),
  repliedAt: timestamp.nullable(),
  handledAt: timestamp.nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** Admin: POST /api/contact/messages/:id/reply: the answer e-mailed to the visitor (through the outbox). */
export const ContactReplyRequest = z.object({
  reply: requiredText(LIMITS.text, 'Write the reply'),
});
export type ContactReplyRequest = z.infer<typeof ContactReplyRequest>;

/** Marking a message handled takes no fields; a body, if sent, must be a JSON object (a malformed one is a 400, not a write). */
export const MarkHandledRequest = z.object({});

/** Refusals of the message calls (the Worker and the mocks answer alike). */
export const ContactMessages = {
  notFound: 'Message not found',
  replyRequired: 'Write the reply',
} as const;
