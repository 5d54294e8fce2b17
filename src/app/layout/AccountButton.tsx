import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The account menu's trigger: the user's name (also drawn before the menu loads). */
export function AccountButton({ name, ...props }: { name?: string } & ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Button variant="default" leftSection={<IconUserCircle size={18} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} {...props}>
      {name ?? t('nav.account')}
    </Button>
  );
}
