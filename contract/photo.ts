import { z } from 'zod';
import { id } from './common';
import { MAX_PHOTO_ALT, PHOTO_KINDS } from './photos';

/**
 * The zod side of contract/photos.ts (ADR docs/decisions/0014-photo-galleries.md): the admin's
 * gallery calls and the `photos` field of the public reads.
 */

/** One alt text: trimmed; blank or missing means "none in this language". */
const altText = z
  .string({ error: 'Must be text' })
  .trim()
  .max(MAX_PHOTO_ALT, `At most ${MAX_PHOTO_ALT} characters`)
  .nullish()
  .transform((value) => (value ? value : undefined));

/** `{ tr?, en?, fa? }`; another language is a 400. */
export const PhotoAltInput = z.strictObject({ tr: altText, en: altText, fa: altText });
export type PhotoAltInput = z.infer<typeof PhotoAltInput>;

export const PhotoKind = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof PhotoKind>;

/** Whose gallery: `?entityKind=hotel&entityId=…` of the admin's list. */
export const PhotoOwnerQuery = z.object({ entityKind: PhotoKind, entityId: id });
export type PhotoOwnerQuery = z.infer<typeof PhotoOwnerQuery>;

/**
 * The text fields of the multipart POST /api/admin/photos; the sizes are WebP file parts named
 * `w<width>` (contract/photos.ts `PHOTO_PART_PATTERN`), checked by the server by their first bytes.
 */
export const PhotoUploadForm = PhotoOwnerQuery.extend({ altTr: altText, altEn: altText, altFa: altText });
export type PhotoUploadForm = z.infer<typeof PhotoUploadForm>;

/** PUT /api/admin/photos/:id: the alt texts, every language at once (a missing one is removed). */
export const PhotoUpdate = z.object({ alt: PhotoAltInput });
export type PhotoUpdate = z.infer<typeof PhotoUpdate>;

/** PUT /api/admin/photos/order: the gallery's photo ids in their new order, each once. */
export const PhotoOrder = PhotoOwnerQuery.extend({ ids: z.array(id).max(100) });
export type PhotoOrder = z.infer<typeof PhotoOrder>;

/**
 * A photo as the public reads carry it (`photos` of a hotel, room type, place or tour): `src` is
 * the largest size, `srcset` every size with its width (null for a demo photo shipped as one
 * vector file), `alt` in the visitor's language.
 */
export const GalleryPhoto = z.object({
  id,
  alt: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  src: z.string(),
  srcset: z.string().nullable(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhoto>;

/** A photo as the admin's calls answer it: every language's alt text, its place in the gallery. */
export const PhotoAdmin = GalleryPhoto.omit({ alt: true }).extend({
  entityKind: PhotoKind,
  entityId: id,
  position: z.number().int().min(0),
  alt: z.object({ tr: z.string().optional(), en: z.string().optional(), fa: z.string().optional() }),
  /** Bytes of every stored size together (0 for a demo photo shipped with the site). */
  bytes: z.number().int().min(0),
  createdAt: z.string(),
});
export type PhotoAdmin = z.infer<typeof PhotoAdmin>;

/** `/api/photos/:id/:file`, `:file` = `<width>.webp`. */
export const PhotoFileParams = z.object({ id, file: z.string().regex(/^[1-9][0-9]{0,4}\.webp$/, 'Unknown photo size') });

/** What the public reads of the four kinds add: their gallery, in order. */
export const galleryField = { photos: z.array(GalleryPhoto).optional() };
