import { variantWidths } from '../../../../contract/photos';

/** The browser could not read the picture or encode WebP (an old browser, or not an image). */
export class PhotoEncodeError extends Error {}

/** The pictures the editor reads (the browser decodes them; the server receives WebP only). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** WebP quality of every size: visually clean photos at about a tenth of a JPEG camera file. */
const QUALITY = 0.82;

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/webp', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', QUALITY));
}

/**
 * The sizes of a chosen picture (JPEG, PNG, WebP…), made in the admin's browser: WebP at each
 * width of contract/photos.ts `variantWidths` (never wider than the picture), the height kept in
 * proportion (docs/decisions/0014-photo-galleries.md).
 */
export async function webpSizes(file: Blob): Promise<Array<{ width: number; height: number; blob: Blob }>> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoEncodeError('unreadable');
  }
  try {
    const sizes = [];
    for (const width of variantWidths(bitmap.width)) {
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const blob = await encode(bitmap, width, height);
      if (!blob || blob.type !== 'image/webp') throw new PhotoEncodeError('no-webp');
      sizes.push({ width, height, blob });
    }
    return sizes;
  } finally {
    bitmap.close();
  }
}
