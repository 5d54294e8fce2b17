import '@mantine/core/styles/Modal.css';
import { ActionIcon, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOTEL_PLACEHOLDER_SRC } from '../../../components/PhotoCarousel';
import { formatNumber } from '../../../lib/format';
import classes from './HotelGallery.module.css';

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

      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        fullScreen
        title={t('hotelCard.photosLabel', { name })}
        closeButtonProps={{ 'aria-label': t('hotelDetail.gallery.close') }}
        transitionProps={{ duration: 0 }}
      >
        {open !== null && (
          <Stack gap="sm">
            <div
              className={classes.lightboxBody}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') show(open + (document.dir === 'rtl' ? -1 : 1));
                if (event.key === 'ArrowLeft') show(open + (document.dir === 'rtl' ? 1 : -1));
              }}
            >
              <Image
                src={photos[open]}
                fallbackSrc={HOTEL_PLACEHOLDER_SRC}
                alt={t('hotelCard.photoAlt', { name, index: number(open + 1), total: number(total) })}
                mah="100%"
                maw="100%"
                fit="contain"
              />
              {total > 1 && (
                <>
                  <ActionIcon className={`${classes.arrow} ${classes.previous}`} size={44} radius="xl" variant="white" color="dark" onClick={() => show(open - 1)} aria-label={t('hotelCard.previousPhoto')}>
                    <IconChevronLeft className={classes.chevron} aria-hidden />
                  </ActionIcon>
                  <ActionIcon className={`${classes.arrow} ${classes.next}`} size={44} radius="xl" variant="white" color="dark" onClick={() => show(open + 1)} aria-label={t('hotelCard.nextPhoto')}>
                    <IconChevronRight className={classes.chevron} aria-hidden />
                  </ActionIcon>
                </>
              )}
            </div>
            <Group justify="center" gap={0}>
              {photos.map((photo, dot) => (
                <UnstyledButton
                  key={`${dot}-${photo}`}
                  className={classes.dot}
                  aria-label={t('hotelCard.showPhoto', { index: number(dot + 1), total: number(total) })}
                  aria-current={dot === open ? 'true' : undefined}
                  onClick={() => setOpen(dot)}
                />
              ))}
            </Group>
            <Text ta="center" fw={600} aria-live="polite" data-testid="lightbox-counter">
              {t('hotelDetail.gallery.counter', { index: number(open + 1), total: number(total) })}
            </Text>
          </Stack>
        )}
      </Modal>
    </>
  );
}
