import { Center, Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';

export interface PlacePhotoProps {
  src: string | null | undefined;
  alt: string;
  /** Reserved size (no layout shift): the image keeps this aspect ratio. */
  width?: number;
  height?: number;
  radius?: string;
}

/** A lazily loaded photo with its size reserved; a neutral placeholder when missing or broken. */
export function PlacePhoto({ src, alt, width = 1200, height = 675, radius = 'md' }: PlacePhotoProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <Center
        role="img"
        aria-label={alt}
        bg="gray.1"
        c="gray.6"
        style={{ aspectRatio: `${width} / ${height}`, borderRadius: `var(--mantine-radius-${radius})`, width: '100%' }}
      >
        <IconPhotoOff size={48} aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      radius={radius}
      onError={() => setBroken(true)}
      style={{ aspectRatio: `${width} / ${height}`, width: '100%', height: 'auto', objectFit: 'cover' }}
    />
  );
}
