import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoKind } from '../../../../contract';
import { MAX_PHOTOS_PER_RECORD } from '../../../../contract/photos';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errorMessages';
import { notifyAdmin } from '../shared';
import { deletePhoto, galleryKeys, getPhotos, reorderPhotos, updatePhoto, uploadPhoto } from './api';
import { PHOTO_TYPES, PhotoEncodeError, webpSizes } from './webpSizes';
import { GalleryPhotoRow } from './GalleryPhotoRow';

export interface GalleryEditorProps {
  kind: PhotoKind;
  entityId: string;
  /** The record's name, for the section's title. */
  name: string;
}

/**
 * The gallery of one hotel, room type, place or tour in the admin's forms (one editor for the
 * four: docs/decisions/0014-photo-galleries.md): drop or choose pictures (each made into WebP
 * sizes in this browser, then uploaded), alt text per language on tabs, up / down, delete.
 */
export function GalleryEditor({ kind, entityId, name }: GalleryEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = galleryKeys.of(kind, entityId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getPhotos(kind, entityId, signal) });
  const [uploading, setUploading] = useState<{ index: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const photos = query.data ?? [];

  const failureText = (error: unknown) =>
    error instanceof PhotoEncodeError ? t('adminContent.gallery.encodeFailed') : isApiError(error) ? errorText(error, t) : t('common.error');

  const add = async (files: File[]) => {
    setFailure(null);
    let added = 0;
    for (const [index, file] of files.entries()) {
      setUploading({ index: index + 1, total: files.length });
      try {
        await uploadPhoto(kind, entityId, await webpSizes(file), {});
        added++;
      } catch (error) {
        setFailure(`${file.name}: ${failureText(error)}`);
        break;
      }
    }
    setUploading(null);
    if (added > 0) notifyAdmin('success', t('adminContent.gallery.added', { count: added }));
    await refresh();
  };

  /** Runs one change of the gallery, then reads it again; a refusal is shown in the notification. */
  const change = async (run: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await run();
      notifyAdmin('success', success);
    } catch (error) {
      notifyAdmin('error', failureText(error));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const move = (from: number, to: number) => {
    const ids = photos.map((photo) => photo.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    return change(() => reorderPhotos(kind, entityId, ids), t('adminContent.gallery.moved'));
  };

  const full = photos.length >= MAX_PHOTOS_PER_RECORD;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminContent.gallery.title', { name })}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">
            {t('adminContent.gallery.title', { name })}
          </Title>
          <Text size="sm" c="dark.9">
            {t('adminContent.gallery.count', { count: photos.length, max: MAX_PHOTOS_PER_RECORD })}
          </Text>
        </Group>

        <Dropzone
          onDrop={(files) => void add(files)}
          onReject={(rejections) => setFailure(rejections.map((rejection) => `${rejection.file.name}: ${t('adminContent.gallery.wrongType')}`).join(' '))}
          accept={PHOTO_TYPES}
          multiple
          loading={uploading !== null}
          disabled={full || busy}
          activateOnClick
          aria-label={t('adminContent.gallery.dropLabel')}
          radius="md"
        >
          <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconPhotoPlus size={36} stroke={1.5} aria-hidden color="var(--mantine-color-lake-7)" />
            <div>
              <Text fw={500}>{full ? t('adminContent.gallery.full', { max: MAX_PHOTOS_PER_RECORD }) : t('adminContent.gallery.drop')}</Text>
              <Text size="sm" c="dark.9" mt={4}>
                {t('adminContent.gallery.hint')}
              </Text>
            </div>
          </Group>
        </Dropzone>

        {uploading && (
          <Text size="sm" aria-live="polite">
            {t('adminContent.gallery.uploading', { index: uploading.index, total: uploading.total })}
          </Text>
        )}
        {failure && (
          <Alert color="red.9" variant="outline" role="alert" title={t('adminContent.gallery.uploadFailed')}>
            <Text size="sm" c="red.9">
              {failure}
            </Text>
          </Alert>
        )}

        {query.isPending ? (
          <LoadingState minHeight={120} />
        ) : query.isError ? (
          <ErrorState message={failureText(query.error)} onRetry={() => void query.refetch()} />
        ) : photos.length === 0 ? (
          <Text c="dark.9">{t('adminContent.gallery.empty')}</Text>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('adminContent.gallery.listLabel')}>
            {photos.map((photo, index) => (
              <GalleryPhotoRow
                key={photo.id}
                photo={photo}
                index={index}
                last={index === photos.length - 1}
                busy={busy}
                onMove={(to) => void move(index, to)}
                onSave={(alt) => void change(() => updatePhoto(photo.id, alt), t('adminContent.gallery.saved'))}
                onDelete={() => void change(() => deletePhoto(photo.id), t('adminContent.gallery.deleted'))}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
