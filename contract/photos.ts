/**
 * Photo galleries (issue 22, ADR docs/decisions/0014-photo-galleries.md): the rules the Worker,
 * the mocks and the SPA share about the photos of hotels, room types, places and tours. No zod
 * here: the public screens and the admin's gallery editor import it (contract/photo.ts has the
 * schemas).
 */
import { lookupOrder, type ContentKind, type ContentLanguage } from './translations';

/** The records that have a gallery: the kinds that have translations. */
export const PHOTO_KINDS = ['hotel', 'roomType', 'place', 'tour'] as const satisfies readonly ContentKind[];

/**
 * The widths (px) the admin's browser makes of each photo, smallest first: a phone, a laptop's
 * column, a wide screen. A photo narrower than a width is sent at its own width instead, and the
 * larger ones are left out (no upscaling).
 */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
const LARGEST_WIDTH = 1600;

/** Every size of a photo is a WebP file of at most this many bytes. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** The most photos one record's gallery holds. */
export const MAX_PHOTOS_PER_RECORD = 12;
/** The longest alt text, per language. */
export const MAX_PHOTO_ALT = 200;
/** The sizes of one upload: at most one part per width of PHOTO_WIDTHS. */
export const MAX_PHOTO_VARIANTS = PHOTO_WIDTHS.length;
/** The multipart body of an upload: every size at its limit, plus room for the text fields. */
export const MAX_PHOTO_UPLOAD_BYTES = MAX_PHOTO_VARIANTS * MAX_PHOTO_BYTES + 64 * 1024;

/** The multipart part of one size: `w480`, `w960`, `w1600` (or the photo's own width, when smaller). */
export const PHOTO_PART_PATTERN = /^w([1-9][0-9]{0,4})$/;

/** The public address of one size of a photo (streamed from R2, cached for a year). */
export const photoVariantPath = (photoId: string, width: number) => `/api/photos/${photoId}/${width}.webp`;

/**
 * How wide a gallery's first photo is drawn (the `sizes` of its `<img>`), so the browser picks the
 * size it needs; the edge's preload of the page's largest image says the same
 * (worker/pages/firstView.ts), or the browser would download a second size. `wide`: the hotel
 * page's full-width hero; `column`: the place and tour pages' two-thirds column.
 */
export const GALLERY_SIZES = {
  wide: '(min-width: 80em) 1248px, 100vw',
  column: '(min-width: 62em) 66vw, 100vw',
} as const;
export type GalleryWidth = keyof typeof GALLERY_SIZES;

/**
 * How tall each detail page draws its gallery's first photo (CSS length). The page's HTML paints
 * the same photo at the same height before the app runs (worker/pages/prepaint.ts), so the app's
 * photo is never the larger paint.
 */
export const GALLERY_HERO_HEIGHT = {
  hotel: 'clamp(220px, 45vw, 460px)',
  place: 'clamp(200px, 40vw, 420px)',
  tour: '360px',
} as const;
export type GalleryKind = keyof typeof GALLERY_HERO_HEIGHT;

/** How tall each list's card draws its photo (px), in the app and in the page's first paint alike. */
export const CARD_PHOTO_HEIGHT = { hotel: 200, place: 180, tour: 180 } as const;
export type CardKind = keyof typeof CARD_PHOTO_HEIGHT;

/** The alt text in each language (an empty or missing one falls back: `photoAlt`). */
export type PhotoAltTexts = Partial<Record<ContentLanguage, string>>;

/** The alt text in `lang`, else tr, else en (contract/translations.ts `lookupOrder`); '' when none has one. */
export function photoAlt(texts: PhotoAltTexts, lang: ContentLanguage | null): string {
  for (const code of lookupOrder(lang ?? 'tr')) {
    const text = texts[code]?.trim();
    if (text) return text;
  }
  return '';
}

/** `src` and `srcset` of a photo stored in R2 as `widths` (ascending), or shipped as `staticSrc`. */
export function photoSources(photoId: string, widths: readonly number[], staticSrc: string | null): { src: string; srcset: string | null } {
  if (staticSrc || widths.length === 0) return { src: staticSrc ?? '', srcset: null };
  const sorted = [...widths].sort((a, b) => a - b);
  return {
    src: photoVariantPath(photoId, sorted[sorted.length - 1]!),
    srcset: sorted.map((width) => `${photoVariantPath(photoId, width)} ${width}w`).join(', '),
  };
}

/**
 * The widths to make of a photo `naturalWidth` px wide: each of PHOTO_WIDTHS below it, then the
 * photo's own width when it is not wider than the largest (never upscaled).
 */
export function variantWidths(naturalWidth: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width < naturalWidth);
  widths.push(Math.min(naturalWidth, LARGEST_WIDTH));
  return widths;
}

/** The Worker's answers about photos (codes in contract/errorCodes.ts, texts in src/locales/<lang>/errors.json). */
export const PhotoMessages = {
  notFound: 'Photo not found',
  recordNotFound: 'The hotel, room type, place or tour of this photo was not found',
  notMultipart: 'Send the photo as multipart/form-data with one part per size (w480, w960, w1600)',
  badMultipart: 'The multipart body could not be read',
  sizeRequired: 'Send at least one size of the photo',
  tooManySizes: `Send at most ${MAX_PHOTO_VARIANTS} sizes of the photo`,
  wrongType: 'Photos must be WebP images',
  tooLarge: `Each size of a photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  widthMismatch: 'A size of the photo is not as wide as its part name says',
  tooMany: `A gallery holds at most ${MAX_PHOTOS_PER_RECORD} photos`,
  orderMismatch: 'The order must name every photo of the gallery once',
} as const;
