import { routes } from '../../../../contract/routes';
import type { PhotoAdmin, PhotoKind } from '../../../../contract';
import type { PhotoAltTexts } from '../../../../contract/photos';
import { apiFetch, apiUpload } from '../../../lib/api';
import { adminKeys } from '../shared';

export const galleryKeys = {
  of: (kind: PhotoKind, entityId: string) => [...adminKeys.section('photos'), kind, entityId] as const,
};

/** GET /api/admin/photos?entityKind=&entityId= */
export const getPhotos = (kind: PhotoKind, entityId: string, signal?: AbortSignal): Promise<PhotoAdmin[]> =>
  apiFetch(routes.getPhotos.path, { query: { entityKind: kind, entityId }, signal });

/** POST /api/admin/photos: the WebP sizes as `w<width>` parts, the alt texts as fields. */
export function uploadPhoto(kind: PhotoKind, entityId: string, sizes: readonly { width: number; blob: Blob }[], alt: PhotoAltTexts): Promise<PhotoAdmin> {
  const form = new FormData();
  form.append('entityKind', kind);
  form.append('entityId', entityId);
  if (alt.tr) form.append('altTr', alt.tr);
  if (alt.en) form.append('altEn', alt.en);
  if (alt.fa) form.append('altFa', alt.fa);
  for (const size of sizes) form.append(`w${size.width}`, size.blob, `${size.width}.webp`);
  return apiUpload(routes.uploadPhoto.path, { body: form });
}

/** PUT /api/admin/photos/:id */
export const updatePhoto = (id: string, alt: PhotoAltTexts): Promise<PhotoAdmin> =>
  apiFetch(routes.updatePhoto.path.replace(':id', encodeURIComponent(id)), { method: 'PUT', body: { alt } });

/** PUT /api/admin/photos/order */
export const reorderPhotos = (kind: PhotoKind, entityId: string, ids: readonly string[]): Promise<PhotoAdmin[]> =>
  apiFetch(routes.reorderPhotos.path, { method: 'PUT', body: { entityKind: kind, entityId, ids } });

/** DELETE /api/admin/photos/:id */
export const deletePhoto = (id: string) => apiFetch(routes.deletePhoto.path.replace(':id', encodeURIComponent(id)), { method: 'DELETE' });
