import { ActionIcon, Box, Image } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PhotoCarousel.module.css';
import { DirectionChevron } from './DirectionChevron';
import { PhotoDot } from './PhotoDot';

/** Shown when a hotel has no photos or a photo fails to load. */
export const HOTEL_PLACEHOLDER_SRC = `${import.meta.env.BASE_URL}placeholder-hotel.svg`;

export interface PhotoCarouselProps {
  photos: readonly string[];
  /** What the photos show (used in the alt texts and the group label). */
  name: string;
  height?: number;
  fallbackSrc?: string;
  /** The page's largest image (first card of a list): the first photo loads at once, with high priority. */
  priority?: boolean;
  /** Overlays such as a rating badge. */
  children?: ReactNode;
}

/**
 * One photo at a time; previous/next and dot buttons appear when there is more than one.
 * Previous from the first photo wraps to the last and vice versa.
 */
export function PhotoCarousel({ photos, name, height = 200, fallbackSrc = HOTEL_PLACEHOLDER_SRC, priority = false, children }: PhotoCarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const show = (next: number) => setIndex((next + total) % total);

  return (
    <Box
      className={classes.root}
      h={height}
      role="group"
      aria-roledescription="carousel"
      aria-label={t('hotelCard.photosLabel', { name })}
    >
      <Image
        src={photos[current] ?? null}
        fallbackSrc={fallbackSrc}
        alt={total > 0 ? t('hotelCard.photoAlt', { name, index: current + 1, total }) : name}
        h={height}
        w="100%"
        fit="cover"
        loading={priority && current === 0 ? 'eager' : 'lazy'}
        fetchPriority={priority && current === 0 ? 'high' : undefined}
      />
      {total > 1 && (
        <>
          <ActionIcon
            className={`${classes.arrow} ${classes.previous}`}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('hotelCard.previousPhoto')}
            onClick={() => show(current - 1)}
          >
            <DirectionChevron to="previous" size={18} />
          </ActionIcon>
          <ActionIcon
            className={`${classes.arrow} ${classes.next}`}
            variant="white"
            color="dark"
            radius="xl"
            size="lg"
            aria-label={t('hotelCard.nextPhoto')}
            onClick={() => show(current + 1)}
          >
            <DirectionChevron to="next" size={18} />
          </ActionIcon>
          <div className={classes.dots}>
            {photos.map((photo, dot) => (
              <PhotoDot
                key={`${dot}-${photo}`}
                tone="onPhoto"
                label={t('hotelCard.showPhoto', { index: dot + 1, total })}
                current={dot === current}
                onClick={() => setIndex(dot)}
              />
            ))}
          </div>
        </>
      )}
      {children}
    </Box>
  );
}
