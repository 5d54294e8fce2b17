/**
 * The legal texts a guest accepts when booking: the terms of sale, the privacy notice (KVKK)
 * and the cancellation and refund rules (their pages: src/features/legal/). They are published
 * together under one version, shown on each page; a booking that says which version it accepted
 * must name this one. No zod: the SPA's forms and pages import it.
 */

/** The current version of the three legal texts (the date they took effect). */
export const TERMS_VERSION = '2026-11-25';

/** Refusals of a booking's terms fields (the Worker and the mocks answer alike). */
export const LegalMessages = {
  termsNotAccepted: 'termsAccepted must be true: the terms of sale, the privacy notice and the cancellation rules must be accepted',
  termsVersion: `termsVersion must be the current version of the terms (${TERMS_VERSION})`,
} as const;
