import '@mantine/core/styles/Avatar.css';
import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** Up to 3 thumbnails, then a +N counter (spec section 9). */
export function HotelPhotos({ name, photos }: { name: string; photos: string[] }) {
  const { t, i18n } = useTranslation();
  if (photos.length === 0) return <Text c="dimmed">–</Text>;
  const extra = photos.length - 3;
  return (
    <Group gap={4} wrap="nowrap">
      {photos.slice(0, 3).map((url, index) => (
        <Avatar key={`${index}-${url}`} src={url} alt={t('admin.hotels.photoAlt', { name, index: index + 1 })} radius="sm" size={36} imageProps={{ loading: 'lazy', width: 36, height: 36 }} />
      ))}
      {extra > 0 && (
        <Text size="sm" fw={600} aria-label={t('admin.hotels.morePhotosLabel', { count: extra })}>
          {t('admin.hotels.morePhotos', { n: formatNumber(extra, i18n.language) })}
        </Text>
      )}
    </Group>
  );
}
