import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Layout.module.css';
import type { NavMenu as NavMenuConfig } from './navigation';

/** The trigger of a top-bar drop-down (also drawn before its menu loads). */
export function NavMenuButton({ menu, className, ...props }: { menu: NavMenuConfig } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  // Menu.Target passes a class of its own while the menu is open: added to the link's, not instead of it.
  return (
    <UnstyledButton {...props} className={className ? `${classes.link} ${className}` : classes.link}>
      {t(menu.labelKey)}
      <IconChevronDown size={14} aria-hidden />
    </UnstyledButton>
  );
}
