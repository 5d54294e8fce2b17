import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n';
import { SectionHeader } from './SectionHeader';

/** Stands in for a section another change builds (its title and a 'being prepared' line). */
export function SectionPlaceholder({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <>
      <SectionHeader title={t(titleKey)} />
      <Text c="dimmed">{t('admin.placeholder')}</Text>
    </>
  );
}
