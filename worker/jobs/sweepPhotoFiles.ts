import { forgetPhotoFilesGone, photoFilesGone } from '../db/photos';
import { deletePhotoFiles } from '../storage/photos';

/**
 * Cron (and right after an admin's delete): deletes from R2 the sizes of photos whose rows are
 * gone (a deleted photo, or the photos of a deleted hotel, room type, place or tour, listed in
 * photo_files_gone by migrations/0021_photos.sql's trigger), then forgets them. A failure keeps
 * the list for the next run. Returns how many photos' files were deleted.
 */
export async function sweepPhotoFiles(env: Cloudflare.Env): Promise<number> {
  let swept = 0;
  for (;;) {
    const gone = await photoFilesGone(env.DB);
    if (gone.length === 0) return swept;
    await deletePhotoFiles(env, gone);
    await forgetPhotoFilesGone(env.DB, gone.map((photo) => photo.id));
    swept += gone.length;
  }
}
