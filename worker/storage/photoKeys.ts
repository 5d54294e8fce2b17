/**
 * Where each size of a gallery photo lives in the PHOTOS bucket and what it is stored as
 * (ADR docs/decisions/0014-photo-galleries.md): the Worker writes and reads by these, and the
 * backup (scripts/backup.ts) finds the files by them. No imports and no Cloudflare types, so Node
 * runs it as it is.
 */

/** `photos/<id>/<width>.webp`: one size of one photo. */
export const photoKey = (photoId: string, width: number) => `photos/${photoId}/${width}.webp`;

/** Every size is a WebP (the admin's browser makes them; the Worker checks the header). */
export const PHOTO_CONTENT_TYPE = 'image/webp';
