import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../gallery/api';
import { PHOTO_TYPES, webpSizes } from '../gallery/webpSizes';
import { notifyAdmin } from '../shared';
import i18n from '../../../lib/i18n';

/**
 * Uploads the pictures chosen for a hotel just added to its gallery, as the gallery editor does
 * (WebP sizes made in this browser): says how many were added, or which one failed. The hotel
 * itself is saved either way.
 */
export async function uploadPendingPhotos(hotelId: string, files: readonly File[]): Promise<void> {
  let added = 0;
  for (const file of files) {
    try {
      await uploadPhoto('hotel', hotelId, await webpSizes(file), {});
      added++;
    } catch {
      notifyAdmin('error', i18n.t('admin.hotels.pendingFailed', { name: file.name }));
    }
  }
  if (added > 0) notifyAdmin('success', i18n.t('admin.hotels.pendingUploaded', { count: added }));
}

/** Pictures chosen from the computer while a hotel is being added: listed, then uploaded to its gallery once it is saved. */
export function PendingPhotos({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton multiple accept={PHOTO_TYPES.join(',')} onChange={(picked) => onChange([...files, ...picked])}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              {t('admin.hotels.uploadPhotos')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dark.9">{t('admin.hotels.pendingHint')}</Text>
      </Group>
      {files.length > 0 && (
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.hotels.pendingLabel')}>
          {files.map((file, index) => (
            <Group key={`${index}-${file.name}`} component="li" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{file.name}</Text>
              <ActionIcon variant="subtle" color="red" aria-label={t('admin.hotels.removePending', { name: file.name })} onClick={() => onChange(files.filter((_, i) => i !== index))}>
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
