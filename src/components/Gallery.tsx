import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '../../contract/photo';
import { GALLERY_HERO_HEIGHT, GALLERY_SIZES, type GalleryWidth } from '../../contract/photos';
import { shownPhotos } from './galleryPhotos';
import { formatNumber } from '../lib/format';
import { lazyOpenable } from './onDemand';
import { HOTEL_PLACEHOLDER_SRC } from './PhotoCarousel';
import classes from './Gallery.module.css';

/** The lightbox (Modal, its scroll area and floating-ui: about 25 KB gzip) loads when first opened. */
const GalleryLightbox = lazyOpenable(async () => (await import('./GalleryLightbox')).GalleryLightbox);

/** How wide each thumbnail is drawn, for the browser's choice among the sizes (`srcset`). */
const THUMB_SIZES = '(min-width: 62em) 160px, 33vw';

export interface GalleryProps {
  /** The record's gallery (public reads: docs/decisions/0014-photo-galleries.md). */
  photos: readonly GalleryPhoto[] | undefined;
  /** Shown when the record has no gallery: the spec's photo URL fields. */
  fallbackUrls?: readonly (string | null | undefined)[];
  /** What the photos show (the alt text of a photo without its own, the lightbox's title). */
  name: string;
  /** `hero`: the first photo large, the others as thumbnails (detail pages); `strip`: thumbnails only (room types). */
  layout?: 'hero' | 'strip';
  /** The page's largest image: the first photo loads at once with high priority. */
  priority?: boolean;
  /** Height of the hero (CSS length): the detail page's, from contract/photos.ts (the hotel page's by default). */
  heroHeight?: number | string;
  /** How wide the hero is drawn: the whole page (`wide`) or a two-thirds column. */
  width?: GalleryWidth;
}

/**
 * Spec "Hotel detail", and the place, tour and room type pages: the first photo large, the
 * others as thumbnails, each a responsive `<img srcset sizes>` (the browser downloads the size
 * its screen needs) with its size reserved; any photo opens a fullscreen lightbox with previous /
 * next (wrapping around), dots and an "n / total" counter. No photo: the placeholder.
 */
export function Gallery({ photos, fallbackUrls = [], name, layout = 'hero', priority = false, heroHeight = GALLERY_HERO_HEIGHT.hotel, width = 'wide' }: GalleryProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const number = (value: number) => formatNumber(value, i18n.language);
  const shown = shownPhotos(photos, fallbackUrls, (index, total) => t('hotelCard.photoAlt', { name, index: number(index + 1), total: number(total) }));
  const total = shown.length;
  const show = (index: number) => setOpen(((index % total) + total) % total);
  const [hero, ...rest] = shown;
  const thumbs = layout === 'hero' ? rest : shown;
  const offset = layout === 'hero' ? 1 : 0;
  if (layout === 'strip' && total === 0) return null;

  return (
    <>
      {layout === 'hero' && (
        <UnstyledButton
          className={classes.hero}
          style={{ height: heroHeight }}
          onClick={() => total > 0 && setOpen(0)}
          disabled={total === 0}
          aria-label={total > 0 ? t('hotelDetail.gallery.open', { index: number(1), total: number(total) }) : undefined}
        >
          <Image
            src={hero?.src ?? null}
            srcSet={hero?.srcset ?? undefined}
            sizes={hero?.srcset ? GALLERY_SIZES[width] : undefined}
            fallbackSrc={HOTEL_PLACEHOLDER_SRC}
            alt={hero?.alt ?? name}
            h="100%"
            w="100%"
            width={hero?.width ?? 1280}
            height={hero?.height ?? 460}
            fit="cover"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        </UnstyledButton>
      )}

      {thumbs.length > 0 && (
        <SimpleGrid
          cols={layout === 'hero' ? { base: 3, sm: 4, md: 6 } : { base: 3, sm: 4 }}
          spacing="xs"
          mt={layout === 'hero' ? 'xs' : 0}
          aria-label={layout === 'hero' ? t('hotelDetail.gallery.label') : t('hotelCard.photosLabel', { name })}
          component="ul"
          className={classes.thumbs}
        >
          {thumbs.map((photo, index) => (
            <li key={photo.key}>
              <UnstyledButton
                className={classes.thumb}
                onClick={() => setOpen(index + offset)}
                aria-label={t('hotelDetail.gallery.open', { index: number(index + offset + 1), total: number(total) })}
              >
                <Image
                  src={photo.src}
                  srcSet={photo.srcset ?? undefined}
                  sizes={photo.srcset ? THUMB_SIZES : undefined}
                  fallbackSrc={HOTEL_PLACEHOLDER_SRC}
                  alt={layout === 'hero' ? '' : photo.alt}
                  h="100%"
                  w="100%"
                  width={320}
                  height={240}
                  fit="cover"
                  loading="lazy"
                />
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}

      <GalleryLightbox opened={open !== null} index={open ?? 0} photos={shown} name={name} onShow={show} onClose={() => setOpen(null)} />
    </>
  );
}
