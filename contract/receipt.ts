/**
 * Receipt rules of spec section 9, without zod: the SPA checks a chosen file before sending it
 * (its first view loads no zod); file.ts builds the upload schemas on the same rules.
 */
export const MAX_RECEIPT_BYTES = 5_242_880;

export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** A stored receipt's name: server-made, no path separators. */
export const RECEIPT_FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
