import '@mantine/core/styles/Modal.css';
import { ActionIcon, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import type { ShownPhoto } from './galleryPhotos';
import { HOTEL_PLACEHOLDER_SRC } from './PhotoCarousel';
import classes from './Gallery.module.css';
import { DirectionChevron } from './DirectionChevron';
import { PhotoDot } from './PhotoDot';

export interface GalleryLightboxProps {
  opened: boolean;
  /** The photo shown. */
  index: number;
  photos: readonly ShownPhoto[];
  /** What the photos show (the dialog's title). */
  name: string;
  /** Show photo `index` (wrapped around by the gallery). */
  onShow: (index: number) => void;
  onClose: () => void;
}

/** The gallery's fullscreen lightbox (src/components/Gallery.tsx): previous / next, dots and an "n / total" counter. */
export function GalleryLightbox({ opened, index, photos, name, onShow, onClose }: GalleryLightboxProps) {
  const { t, i18n } = useTranslation();
  const total = photos.length;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
      <Modal
        opened={opened}
        onClose={onClose}
        fullScreen
        title={t('hotelCard.photosLabel', { name })}
        closeButtonProps={{ 'aria-label': t('hotelDetail.gallery.close') }}
        transitionProps={{ duration: 0 }}
      >
        {opened && (
          <Stack gap="sm">
            <div
              className={classes.lightboxBody}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') onShow(index + (document.dir === 'rtl' ? -1 : 1));
                if (event.key === 'ArrowLeft') onShow(index + (document.dir === 'rtl' ? 1 : -1));
              }}
            >
              <Image
                src={photos[index]?.src}
                srcSet={photos[index]?.srcset ?? undefined}
                sizes={photos[index]?.srcset ? '100vw' : undefined}
                fallbackSrc={HOTEL_PLACEHOLDER_SRC}
                alt={photos[index]?.alt ?? name}
                mah="100%"
                maw="100%"
                fit="contain"
              />
              {total > 1 && (
                <>
                  <ActionIcon className={`${classes.arrow} ${classes.previous}`} size={44} radius="xl" variant="white" color="dark" onClick={() => onShow(index - 1)} aria-label={t('hotelCard.previousPhoto')}>
                    <DirectionChevron to="previous" />
                  </ActionIcon>
                  <ActionIcon className={`${classes.arrow} ${classes.next}`} size={44} radius="xl" variant="white" color="dark" onClick={() => onShow(index + 1)} aria-label={t('hotelCard.nextPhoto')}>
                    <DirectionChevron to="next" />
                  </ActionIcon>
                </>
              )}
            </div>
            <Group justify="center" gap={0}>
              {photos.map((photo, dot) => (
                <PhotoDot
                  key={photo.key}
                  tone="onPage"
                  label={t('hotelCard.showPhoto', { index: number(dot + 1), total: number(total) })}
                  current={dot === index}
                  onClick={() => onShow(dot)}
                />
              ))}
            </Group>
            <Text ta="center" fw={600} aria-live="polite" data-testid="lightbox-counter">
              {t('hotelDetail.gallery.counter', { index: number(index + 1), total: number(total) })}
            </Text>
          </Stack>
        )}
      </Modal>
  );
}
