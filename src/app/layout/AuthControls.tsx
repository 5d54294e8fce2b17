import { Button, Group, Stack } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { menuOnDemand } from '../../components/onDemand';
import { AccountButton } from './AccountButton';
import { useLogout } from '../../lib/logout';
import { pageUrl } from '../../../contract/pages';

const AccountMenu = menuOnDemand(async () => (await import('./AccountMenuDropdown')).AccountMenuDropdown);

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
        <Button component={Link} to={pageUrl('login')} variant="default" onClick={onNavigate}>
          {t('nav.login')}
        </Button>
        <Button component={Link} to={pageUrl('register')} onClick={onNavigate}>
          {t('nav.register')}
        </Button>
      </Wrapper>
    );
  }

  if (stacked) {
    return (
      <Stack gap="xs">
        <Button component={Link} to={pageUrl('profile')} variant="default" leftSection={<IconUser size={16} aria-hidden />} onClick={onNavigate}>
          {t('nav.profile')}
        </Button>
        {isAdmin && (
          <Button
            component={Link}
            to={pageUrl('admin')}
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

  return <AccountMenu name={user?.name} isAdmin={isAdmin} onLogout={logout} trigger={(handlers) => <AccountButton name={user?.name} {...handlers} />} />;
}
