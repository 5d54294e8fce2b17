import { ActionIcon, Button, Group, Image, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlText } from '../../../../contract/common';

/**
 * Photo URLs added one by one: trimmed, blank entries not added (spec section 5); an address that
 * is not a URL (contract/common.ts urlText, the Worker's rule) is refused at once, next to the field.
 */
export function HotelPhotosInput({ value, onChange, error }: { value: string[]; onChange: (urls: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState(false);
  const add = () => {
    const url = draft.trim();
    if (url && !urlText.safeParse(url).success) {
      setRefused(true);
      return;
    }
    if (url) onChange([...value, url]);
    setDraft('');
    setRefused(false);
  };
  return (
    <Input.Wrapper label={t('admin.hotels.fields.photos')}>
      <Stack gap="xs" mt={4}>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label={t('admin.hotels.fields.photoUrl')}
            placeholder={t('admin.placeholders.url')}
            type="url"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setRefused(false);
            }}
            error={refused ? t('admin.hotels.errors.url') : error}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            {t('admin.hotels.addPhoto')}
          </Button>
        </Group>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.hotels.noPhotos')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {value.map((url, index) => (
              <Group key={`${index}-${url}`} component="li" gap="xs" wrap="nowrap">
                <Image src={url} alt="" w={40} h={30} radius="sm" fit="cover" loading="lazy" fallbackSrc="/placeholder-hotel.svg" />
                <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }} dir="ltr">
                  {url}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={t('admin.hotels.removePhoto', { url })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
