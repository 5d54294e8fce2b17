import type { GalleryPhoto } from '../../contract/photo';

/** A photo as the gallery shows it: the API's, or one of the record's plain URLs. */
export type ShownPhoto = Pick<GalleryPhoto, 'src' | 'srcset' | 'width' | 'height'> & { key: string; alt: string };

/** The record's gallery, else its plain photo URLs (`photoUrls`, `image`, `photoUrl`), each with an alt text. */
export function shownPhotos(
  photos: readonly GalleryPhoto[] | undefined,
  fallbackUrls: readonly (string | null | undefined)[],
  altOf: (index: number, total: number) => string,
): ShownPhoto[] {
  if (photos && photos.length > 0) {
    return photos.map((photo, index) => ({ key: photo.id, src: photo.src, srcset: photo.srcset, width: photo.width, height: photo.height, alt: photo.alt || altOf(index, photos.length) }));
  }
  const urls = fallbackUrls.filter((url): url is string => Boolean(url));
  return urls.map((src, index) => ({ key: `${index}-${src}`, src, srcset: null, width: 1200, height: 800, alt: altOf(index, urls.length) }));
}
