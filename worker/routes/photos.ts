import { routes } from '../../contract/routes';
import { blankToUndefined, IdParams, PhotoFileParams, PhotoOrder, PhotoOwnerQuery, PhotoUpdate, PhotoUploadForm, type PhotoAdmin } from '../../contract';
import { MAX_PHOTO_BYTES, MAX_PHOTO_VARIANTS, MAX_PHOTOS_PER_RECORD, PHOTO_PART_PATTERN, PhotoMessages, type PhotoAltTexts } from '../../contract/photos';
import {
  deletePhotoRow,
  filesOf,
  forgetPhotoFilesGone,
  getPhoto,
  insertPhoto,
  listPhotos,
  photoOwnerExists,
  reorderPhotos,
  toPhotoAdmin,
  updatePhotoAlt,
} from '../db/photos';
import { router } from '../http/app';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { issuesToDetails, validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { deletePhotoFiles, getPhotoFile, putPhotoFile, webpSize } from '../storage/photos';

/** A refusal of one part of the upload, named in `details`. */
const partError = (status: 400 | 409 | 413 | 415, message: string, path = 'file') => new ApiError(status, message, { details: [{ path, message }] });

/** Drops the languages without text (stored as `{}` when none has one). */
const altOf = (alt: { tr?: string; en?: string; fa?: string }): PhotoAltTexts =>
  Object.fromEntries(Object.entries(alt).filter(([, text]) => typeof text === 'string' && text !== '')) as PhotoAltTexts;

type Size = { width: number; height: number; file: File };

/** The WebP sizes of an upload, checked by their bytes: type, limit, and the width their part name says. */
async function readSizes(form: FormData): Promise<Size[]> {
  const sizes: Size[] = [];
  for (const [name, value] of form.entries()) {
    const claimed = PHOTO_PART_PATTERN.exec(name);
    if (!claimed || typeof value === 'string') continue;
    if (sizes.length === MAX_PHOTO_VARIANTS) throw partError(400, PhotoMessages.tooManySizes, name);
    if (value.size === 0) throw partError(400, PhotoMessages.sizeRequired, name);
    if (value.size > MAX_PHOTO_BYTES) throw partError(413, PhotoMessages.tooLarge, name);
    const size = webpSize(new Uint8Array(await value.slice(0, 30).arrayBuffer()));
    if (!size) throw partError(415, PhotoMessages.wrongType, name);
    if (size.width !== Number(claimed[1]) || sizes.some((other) => other.width === size.width)) throw partError(400, PhotoMessages.widthMismatch, name);
    sizes.push({ ...size, file: value });
  }
  if (sizes.length === 0) throw partError(400, PhotoMessages.sizeRequired);
  return sizes.sort((a, b) => a.width - b.width);
}

/**
 * The galleries (ADR docs/decisions/0014-photo-galleries.md): a photo's sizes streamed from R2 to
 * anyone, and the admin's editor (list, upload, alt texts, order, delete). The public reads of
 * hotels, room types, places and tours carry their galleries (worker/http/contentLanguage.ts).
 */
export const photos = router()
  // Immutable: a photo's bytes never change under its id (a new photo gets a new id), so browsers
  // and Cloudflare's cache keep each size for a year.
  .get(routes.getPhotoFile.path, validate('param', PhotoFileParams), async (c) => {
    const { id, file } = c.req.valid('param');
    const object = await getPhotoFile(c.env, id, Number.parseInt(file, 10));
    if (!object) throw notFound(PhotoMessages.notFound);
    return new Response(object.body, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(object.size),
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: object.httpEtag,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  })

  .get(routes.getPhotos.path, requireAdmin, validate('query', PhotoOwnerQuery), async (c) => {
    const { entityKind, entityId } = c.req.valid('query');
    return c.json((await listPhotos(c.env.DB, entityKind, [entityId])).map(toPhotoAdmin));
  })

  // Every size is checked before anything is stored; the row is written last, within the
  // gallery's limit, and a refused row takes its files back out of R2.
  .post(routes.uploadPhoto.path, requireAdmin, async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) throw badRequest(PhotoMessages.notMultipart);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest(PhotoMessages.badMultipart);
    }
    const text = (name: string) => blankToUndefined(form.get(name) ?? undefined);
    const fields = PhotoUploadForm.safeParse({
      entityKind: text('entityKind'),
      entityId: text('entityId'),
      altTr: text('altTr'),
      altEn: text('altEn'),
      altFa: text('altFa'),
    });
    if (!fields.success) {
      const details = issuesToDetails(fields.error.issues);
      throw badRequest(details[0]?.message ?? 'Invalid request', details);
    }
    const { entityKind, entityId, altTr, altEn, altFa } = fields.data;
    const db = c.env.DB;
    if (!(await photoOwnerExists(db, entityKind, entityId))) throw notFound(PhotoMessages.recordNotFound);
    const sizes = await readSizes(form);
    if ((await listPhotos(db, entityKind, [entityId])).length >= MAX_PHOTOS_PER_RECORD) throw conflict(PhotoMessages.tooMany);

    const id = crypto.randomUUID();
    const largest = sizes[sizes.length - 1]!;
    const widths = sizes.map((size) => size.width);
    for (const size of sizes) await putPhotoFile(c.env, id, size.width, await size.file.arrayBuffer());
    const stored = await insertPhoto(db, {
      id,
      kind: entityKind,
      entityId,
      width: largest.width,
      height: largest.height,
      widths,
      bytes: sizes.reduce((sum, size) => sum + size.file.size, 0),
      alt: altOf({ tr: altTr, en: altEn, fa: altFa }),
    }).catch(async (error: unknown) => {
      await deletePhotoFiles(c.env, [{ id, widths }]);
      throw error;
    });
    if (!stored) {
      await deletePhotoFiles(c.env, [{ id, widths }]);
      throw conflict(PhotoMessages.tooMany);
    }
    const row = await getPhoto(db, id);
    if (!row) throw notFound(PhotoMessages.notFound);
    return c.json(toPhotoAdmin(row), 201);
  })

  // Registered before `/:id`: `order` is not a photo id.
  .put(routes.reorderPhotos.path, requireAdmin, validate('json', PhotoOrder), async (c) => {
    const { entityKind, entityId, ids } = c.req.valid('json');
    const db = c.env.DB;
    const current = await listPhotos(db, entityKind, [entityId]);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw badRequest(PhotoMessages.orderMismatch, [{ path: 'ids', message: PhotoMessages.orderMismatch }]);
    }
    await reorderPhotos(db, entityKind, entityId, ids);
    const answer: PhotoAdmin[] = (await listPhotos(db, entityKind, [entityId])).map(toPhotoAdmin);
    return c.json(answer);
  })

  .put(routes.updatePhoto.path, requireAdmin, validate('param', IdParams), validate('json', PhotoUpdate), async (c) => {
    const row = await updatePhotoAlt(c.env.DB, c.req.valid('param').id, altOf(c.req.valid('json').alt));
    if (!row) throw notFound(PhotoMessages.notFound);
    return c.json(toPhotoAdmin(row));
  })

  // The row goes first (the answer is D1's outcome); its files then, and a failure there leaves
  // them listed in photo_files_gone for the cron (worker/jobs/sweepPhotoFiles.ts).
  .delete(routes.deletePhoto.path, requireAdmin, validate('param', IdParams), async (c) => {
    const row = await deletePhotoRow(c.env.DB, c.req.valid('param').id);
    if (!row) throw notFound(PhotoMessages.notFound);
    try {
      await deletePhotoFiles(c.env, [filesOf(row)]);
      await forgetPhotoFilesGone(c.env.DB, [row.id]);
    } catch (error) {
      console.error('Photo files not deleted', row.id, error);
    }
    return c.json({ message: 'Photo deleted', deleted: 1 });
  });
