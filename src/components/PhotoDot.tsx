import { UnstyledButton } from '@mantine/core';
import classes from './PhotoDot.module.css';

export interface PhotoDotProps {
  /** Over the photo (PhotoCarousel.tsx) or under it (GalleryLightbox.tsx): only the colours differ. */
  tone: 'onPhoto' | 'onPage';
  /** Which photo it shows, for screen readers ("Photo 2 of 5"). */
  label: string;
  /** The photo shown now. */
  current: boolean;
  onClick: () => void;
}

/** One dot of a photo strip: a button that shows its photo; the current one is marked. */
export function PhotoDot({ tone, label, current, onClick }: PhotoDotProps) {
  return <UnstyledButton className={`${classes.dot} ${classes[tone]}`} aria-label={label} aria-current={current ? 'true' : undefined} onClick={onClick} />;
}
