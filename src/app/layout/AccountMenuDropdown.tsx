import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuOnDemandProps } from '../../components/onDemand';
import { AccountButton } from './AccountButton';
import { pageUrl } from '../../../contract/pages';

/** The signed-in visitor's menu: profile, admin panel (admins), log out. Loaded on first use. */
export function AccountMenuDropdown({ name, isAdmin, onLogout, defaultOpened }: { name?: string; isAdmin: boolean; onLogout: () => void } & MenuOnDemandProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={pageUrl('profile')} leftSection={<IconUser size={16} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        {isAdmin && (
          <Menu.Item component={Link} to={pageUrl('admin')} leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
