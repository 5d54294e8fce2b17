import '@mantine/core/styles/Tabs.css';
import { ActionIcon, Button, Group, Image, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '../../../lib/format';
import type { PhotoAdmin } from '../../../../contract';
import type { PhotoAltTexts } from '../../../../contract/photos';
import { CONTENT_LANGUAGES } from '../../../../contract/translations';

interface GalleryPhotoRowProps {
  photo: PhotoAdmin;
  index: number;
  last: boolean;
  busy: boolean;
  onMove: (to: number) => void;
  onSave: (alt: PhotoAltTexts) => void;
  onDelete: () => void;
}

/** One photo: its picture, its alt texts on language tabs (each tab marked while empty), its place and delete. */
export function GalleryPhotoRow({ photo, index, last, busy, onMove, onSave, onDelete }: GalleryPhotoRowProps) {
  const { t, i18n } = useTranslation();
  const [alt, setAlt] = useState<PhotoAltTexts>(photo.alt);
  const number = index + 1;
  const changed = CONTENT_LANGUAGES.some((lang) => (alt[lang] ?? '') !== (photo.alt[lang] ?? ''));
  return (
    <li aria-label={t('adminContent.gallery.photo', { index: number })}>
      <Paper withBorder radius="sm" p="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <Image src={photo.src} srcSet={photo.srcset ?? undefined} sizes="160px" alt="" w={160} h={107} fit="cover" radius="sm" loading="lazy" />
          <Stack gap="xs" style={{ flex: '1 1 260px' }}>
            <Tabs defaultValue="tr" keepMounted={false}>
              <Tabs.List aria-label={t('adminContent.gallery.altTabs', { index: number })}>
                {CONTENT_LANGUAGES.map((lang) => (
                  <Tabs.Tab key={lang} value={lang}>
                    {t(`adminContent.language.${lang}`)}
                    {!alt[lang] && (
                      <Text span size="xs" c="red.9" ms={6}>
                        {t('adminContent.gallery.missing')}
                      </Text>
                    )}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {CONTENT_LANGUAGES.map((lang) => (
                <Tabs.Panel key={lang} value={lang} pt="xs" lang={lang} dir={lang === 'fa' ? 'rtl' : 'ltr'}>
                  <TextInput
                    label={`${t(`adminContent.language.${lang}`)}${listSeparator(i18n.language)}${t('adminContent.gallery.altLabel', { index: number })}`}
                    value={alt[lang] ?? ''}
                    maxLength={200}
                    onChange={(event) => setAlt({ ...alt, [lang]: event.currentTarget.value })}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
            <Group gap="xs">
              <Button size="xs" variant="light" disabled={!changed || busy} onClick={() => onSave(alt)}>
                {t('adminContent.gallery.saveAlt')}
              </Button>
              <ActionIcon variant="default" size="lg" disabled={index === 0 || busy} onClick={() => onMove(index - 1)} aria-label={t('adminContent.gallery.moveUp', { index: number })}>
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" disabled={last || busy} onClick={() => onMove(index + 1)} aria-label={t('adminContent.gallery.moveDown', { index: number })}>
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="light" color="red.9" size="lg" disabled={busy} onClick={onDelete} aria-label={t('adminContent.gallery.delete', { index: number })}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </li>
  );
}
