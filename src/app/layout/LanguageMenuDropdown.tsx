import '@mantine/core/styles/Menu.css';
import { Menu, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuOnDemandProps } from '../../components/onDemand';
import { changeLanguage, languages, useLanguage } from '../../lib/i18n';
import { LanguageButton } from './LanguageButton';

/** tr / en / fa switcher; the choice is stored as preferredLanguage. Loaded on first use (LanguageMenu). */
export function LanguageMenuDropdown({ defaultOpened }: MenuOnDemandProps) {
  const { t } = useTranslation();
  const current = useLanguage();

  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === current.code ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language.code === current.code ? 'true' : undefined}
          >
            <span lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'}>
              {language.label}
            </span>
            {language.englishName !== language.label && (
              <Text span size="xs" c="dimmed" lang="en" ms={6}>
                ({language.englishName})
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
