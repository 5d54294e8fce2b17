/**
 * Text patterns every layer checks the same way, without zod (the SPA's first view, the Worker's
 * routes before a D1 read, the Node scripts that run this file as it is). patterns.test.ts holds
 * them to the zod schemas they stand beside.
 */

/**
 * A UUID-shaped id, any version, either case: what the `id` schema (common.ts, `z.guid`) accepts.
 * The SPA tells an id from a name with it; the Worker answers "not found" without asking D1.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The quick e-mail check of the forms and of scripts/create-admin.ts: something@something.tld,
 * no spaces, one @. The server's rule (`email` in common.ts) is the one that decides.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
