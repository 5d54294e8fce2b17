import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';

/** The top bar's language button (the language menu's target, also drawn before the menu loads). */
export function LanguageButton(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t('language.choose', { language: current.label })}
      {...props}
    >
      <span lang={current.code}>{current.label}</span>
    </Button>
  );
}
