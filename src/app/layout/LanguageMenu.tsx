import { Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, useLanguage } from '../../lib/i18n';

/** tr / en / fa switcher; the choice is stored as preferredLanguage. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = useLanguage();

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('language.choose', { language: current.label })}
        >
          <span lang={current.code}>{current.label}</span>
        </Button>
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
