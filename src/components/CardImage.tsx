import { Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { HOTEL_PLACEHOLDER_SRC } from './PhotoCarousel';

export interface CardImageProps {
  src: string | null | undefined;
  alt: string;
  /** Reserved height in px (the box keeps it while the photo loads, so nothing shifts). */
  height?: number;
  fallbackSrc?: string;
  /** The page's largest image (first card of a list): loaded at once, with high priority. */
  priority?: boolean;
  children?: ReactNode;
}

/** A card's cover photo: lazy, its box sized before it loads, a placeholder when missing or broken. */
export function CardImage({ src, alt, height = 180, fallbackSrc = HOTEL_PLACEHOLDER_SRC, priority = false, children }: CardImageProps) {
  return (
    <div style={{ position: 'relative', height, overflow: 'hidden', backgroundColor: 'var(--mantine-color-gray-1)' }}>
      <Image
        src={src || null}
        fallbackSrc={fallbackSrc}
        alt={alt}
        h={height}
        w="100%"
        width={640}
        height={height}
        fit="cover"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      {children}
    </div>
  );
}
