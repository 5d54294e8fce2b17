import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '../lib/i18n';
import { pageUrl } from '../../contract/pages';

export interface PlaceholderScreenProps {
  /** Translation key of the screen title (`screens.*`). */
  titleKey: TranslationKey;
  /** Translation key of the text under the title; "being prepared" by default. */
  messageKey?: TranslationKey;
}

/** Stands in for a screen that a later issue builds, and for the 404 page. */
export function PlaceholderScreen({ titleKey, messageKey = 'placeholder.message' }: PlaceholderScreenProps) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t(titleKey)}</Title>
        <Text c="dimmed">{t(messageKey)}</Text>
        <Button component={Link} to={pageUrl('home')} variant="light" leftSection={<IconHome size={16} aria-hidden />}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
