import { Image, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOpenable } from '../../../components/onDemand';
import { HOTEL_PLACEHOLDER_SRC } from '../../../components/PhotoCarousel';
import { formatNumber } from '../../../lib/format';
import classes from './HotelGallery.module.css';

/** The lightbox (Modal, its scroll area and floating-ui: about 25 KB gzip) loads when first opened. */
const HotelLightbox = lazyOpenable(async () => (await import('./HotelLightbox')).HotelLightbox);

export interface HotelGalleryProps {
  photos: readonly string[];
  name: string;
}

/**
 * Spec "Hotel detail": the first photo full width, the others as a gallery; any photo opens a
 * fullscreen lightbox with previous / next (wrapping around), dots and an "n / total" counter.
 * Broken or missing photos show the placeholder.
 */
export function HotelGallery({ photos, name }: HotelGalleryProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const total = photos.length;
  const [hero, ...others] = photos;
  const show = (index: number) => setOpen(((index % total) + total) % total);
  const number = (value: number) => formatNumber(value, i18n.language);

  return (
    <>
      <UnstyledButton
        className={classes.hero}
        onClick={() => total > 0 && setOpen(0)}
        disabled={total === 0}
        aria-label={total > 0 ? t('hotelDetail.gallery.open', { index: number(1), total: number(total) }) : undefined}
      >
        <Image
          src={hero ?? null}
          fallbackSrc={HOTEL_PLACEHOLDER_SRC}
          alt={total > 0 ? t('hotelCard.photoAlt', { name, index: number(1), total: number(total) }) : name}
          h="100%"
          w="100%"
          width={1280}
          height={460}
          fit="cover"
          fetchPriority="high"
        />
      </UnstyledButton>

      {others.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="xs" mt="xs" aria-label={t('hotelDetail.gallery.label')} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {others.map((photo, offset) => (
            <li key={`${offset}-${photo}`}>
              <UnstyledButton className={classes.thumb} onClick={() => setOpen(offset + 1)} aria-label={t('hotelDetail.gallery.open', { index: number(offset + 2), total: number(total) })}>
                <Image src={photo} fallbackSrc={HOTEL_PLACEHOLDER_SRC} alt="" h="100%" w="100%" width={320} height={240} fit="cover" loading="lazy" />
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}

      <HotelLightbox opened={open !== null} index={open ?? 0} photos={photos} name={name} onShow={show} onClose={() => setOpen(null)} />
    </>
  );
}
