import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './DirectionChevron.module.css';

/**
 * The chevron of a "previous" or "next" photo button (PhotoCarousel.tsx, GalleryLightbox.tsx):
 * left for previous, right for next, mirrored in right-to-left layouts.
 */
export function DirectionChevron({ to, size }: { to: 'previous' | 'next'; size?: number }) {
  const Icon = to === 'previous' ? IconChevronLeft : IconChevronRight;
  return <Icon className={classes.chevron} size={size} aria-hidden />;
}
