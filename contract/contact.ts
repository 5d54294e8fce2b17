import { z } from 'zod';
import { email, id, LIMITS, requiredText, timestamp } from './common';

/** POST /api/contact/createMessage: all fields required. */
export const ContactMessageRequest = z.object({
  name: requiredText(LIMITS.name, 'Name is required'),
  email: email(),
  subject: requiredText(LIMITS.name, 'Subject is required'),
  message: requiredText(LIMITS.text, 'Message is required'),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

export const ContactMessage = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: timestamp,
  readAt: timestamp.nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
