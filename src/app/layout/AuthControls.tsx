import { Button, Group, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useLogout } from './useLogout';

interface AuthControlsProps {
  /** Drawer layout: full-width buttons in a column instead of a menu. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Log in / Register for guests; the account menu with logout for a stored token. */
export function AuthControls({ stacked = false, onNavigate }: AuthControlsProps) {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useSession();
  const logout = useLogout();
  const isAdmin = user?.role === 'ADMIN';

  const handleLogout = () => {
    onNavigate?.();
    logout();
  };

  if (!isAuthenticated) {
    const Wrapper = stacked ? Stack : Group;
    return (
      <Wrapper gap="xs">
        <Button component={Link} to="/login" variant="default" onClick={onNavigate}>
          {t('nav.login')}
        </Button>
        <Button component={Link} to="/register" onClick={onNavigate}>
          {t('nav.register')}
        </Button>
      </Wrapper>
    );
  }

  if (stacked) {
    return (
      <Stack gap="xs">
        <Button component={Link} to="/profile" variant="default" leftSection={<IconUser size={16} aria-hidden />} onClick={onNavigate}>
          {t('nav.profile')}
        </Button>
        {isAdmin && (
          <Button
            component={Link}
            to="/admin"
            variant="default"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
            onClick={onNavigate}
          >
            {t('nav.admin')}
          </Button>
        )}
        <Button variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={handleLogout}>
          {t('nav.logout')}
        </Button>
      </Stack>
    );
  }

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconUserCircle size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {user?.name ?? t('nav.account')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        {isAdmin && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('nav.admin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
