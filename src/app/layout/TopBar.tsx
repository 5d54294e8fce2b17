import { Box, Burger, Container, Group, useDirection } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSailboat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyOpenable } from '../../components/onDemand';
import { AuthControls } from './AuthControls';
import { LanguageMenu } from './LanguageMenu';
import classes from './Layout.module.css';
import { NavMenu } from './NavMenu';
import { isNavMenu, navigation } from './navigation';
import { NavigationProgress } from './NavigationProgress';
import { PrimaryLink } from './PrimaryLink';
import { pageUrl } from '../../../contract/pages';

/** The small screens' menu: its code (drawer, focus trap, scroll lock) loads when first opened. */
const MobileDrawer = lazyOpenable(async () => (await import('./MobileDrawer')).MobileDrawer);

const DESKTOP = 'lg';

/** Sticky top bar: links, type menus, language and account; a burger and drawer on small screens. */
export function TopBar() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to={pageUrl('home')} className={classes.brand} aria-label={t('app.homeLink')}>
            <IconSailboat size={28} aria-hidden />
            <span>{t('app.name')}</span>
          </Link>

          <Box component="nav" aria-label={t('nav.mainLabel')} visibleFrom={DESKTOP}>
            <Group gap={2} wrap="nowrap">
              {navigation.map((entry) =>
                isNavMenu(entry) ? (
                  <NavMenu key={entry.labelKey} menu={entry} />
                ) : (
                  <PrimaryLink key={entry.to} item={entry} className={classes.link} />
                ),
              )}
            </Group>
          </Box>

          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            <Box visibleFrom={DESKTOP}>
              <AuthControls />
            </Box>
            <Burger
              hiddenFrom={DESKTOP}
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>
      <NavigationProgress />

      <MobileDrawer opened={drawerOpened} onClose={drawer.close} position={dir === 'rtl' ? 'left' : 'right'} hiddenFrom={DESKTOP} />
    </Box>
  );
}
