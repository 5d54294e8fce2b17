import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Said over a hotel's, place's or tour's content when some of its texts are not in the visitor's
 * language (the answer's `fallback`, ADR docs/decisions/0012-content-translations.md): they read
 * the Turkish or English text instead, and know why.
 */
export function ContentFallbackNote({ fallback }: { fallback: boolean | undefined }) {
  const { t } = useTranslation();
  if (!fallback) return null;
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconLanguage size={18} aria-hidden />}
      data-testid="content-fallback"
      role="note"
      p="xs"
      styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {t('content.fallback')}
    </Alert>
  );
}
