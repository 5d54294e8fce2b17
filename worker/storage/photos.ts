/**
 * Gallery photos in R2 (ADR docs/decisions/0014-photo-galleries.md): one public-by-design bucket
 * (PHOTOS), apart from the private receipts. Each size of a photo is `photos/<id>/<width>.webp`;
 * keys are server-made, and a file is accepted only when its first bytes are a WebP whose header
 * says the width its part name claims.
 */
import { PHOTO_CONTENT_TYPE, photoKey } from './photoKeys';

const bucketOf = (env: Cloudflare.Env): R2Bucket => env.PHOTOS;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * Width and height of a WebP from its first 30 bytes (RIFF container; lossy `VP8 `, lossless
 * `VP8L` or extended `VP8X` first chunk), or null when the bytes are not a WebP.
 */
export function webpSize(head: Uint8Array): { width: number; height: number } | null {
  if (head.length < 30 || ascii(head, 0, 4) !== 'RIFF' || ascii(head, 8, 4) !== 'WEBP') return null;
  const b = head;
  switch (ascii(head, 12, 4)) {
    case 'VP8 ':
      // Key frame start code 9d 01 2a, then 14-bit width and height.
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
    case 'VP8L':
      if (b[20] !== 0x2f) return null;
      return {
        width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!),
        height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)),
      };
    case 'VP8X':
      return { width: 1 + (b[24]! | (b[25]! << 8) | (b[26]! << 16)), height: 1 + (b[27]! | (b[28]! << 8) | (b[29]! << 16)) };
    default:
      return null;
  }
}

/** Stores one size of a photo. */
export async function putPhotoFile(env: Cloudflare.Env, photoId: string, width: number, bytes: ArrayBuffer): Promise<void> {
  await bucketOf(env).put(photoKey(photoId, width), bytes, { httpMetadata: { contentType: PHOTO_CONTENT_TYPE } });
}

/** One size of a photo with its body, or null. */
export async function getPhotoFile(env: Cloudflare.Env, photoId: string, width: number): Promise<R2ObjectBody | null> {
  return bucketOf(env).get(photoKey(photoId, width));
}

/** Deletes the sizes of photos (unknown keys are ignored; R2 takes up to 1000 keys a call). */
export async function deletePhotoFiles(env: Cloudflare.Env, photos: readonly { id: string; widths: readonly number[] }[]): Promise<void> {
  const keys = photos.flatMap((photo) => photo.widths.map((width) => photoKey(photo.id, width)));
  for (let i = 0; i < keys.length; i += 1000) await bucketOf(env).delete(keys.slice(i, i + 1000));
}
