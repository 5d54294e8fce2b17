import { Box, Burger, Container, Divider, Drawer, Group, Stack, Text, useDirection } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSailboat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { AuthControls } from './AuthControls';
import { LanguageMenu } from './LanguageMenu';
import classes from './Layout.module.css';
import { NavMenu } from './NavMenu';
import { isNavMenu, navigation } from './navigation';
import type { NavItem } from './navigation';
import { NavigationProgress } from './NavigationProgress';

const DESKTOP = 'lg';

function PrimaryLink({ item, className, onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink to={item.to} end={item.end} className={className} onClick={onNavigate}>
      {t(item.labelKey)}
    </NavLink>
  );
}

/** Sticky top bar: links, type menus, language and account; a burger and drawer on small screens. */
export function TopBar() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.brand} aria-label={t('app.homeLink')}>
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

      {/* Compound form: Mantine's default drawer header is a <header>, a second banner landmark. */}
      <Drawer.Root
        opened={drawerOpened}
        onClose={drawer.close}
        position={dir === 'rtl' ? 'left' : 'right'}
        size="xs"
        hiddenFrom={DESKTOP}
      >
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header role="none">
            <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="md">
              <Box component="nav" aria-label={t('nav.mobileLabel')}>
                <Stack gap={2}>
                  {navigation.map((entry) =>
                    isNavMenu(entry) ? (
                      <Stack key={entry.labelKey} gap={2} my="xs">
                        <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={12}>
                          {t(entry.labelKey)}
                        </Text>
                        {entry.items.map((item) => (
                          <Link
                            key={item.to}
                            to={item.to}
                            className={`${classes.link} ${classes.mobileLink}`}
                            onClick={drawer.close}
                          >
                            {t(item.labelKey)}
                          </Link>
                        ))}
                      </Stack>
                    ) : (
                      <PrimaryLink
                        key={entry.to}
                        item={entry}
                        className={`${classes.link} ${classes.mobileLink}`}
                        onNavigate={drawer.close}
                      />
                    ),
                  )}
                </Stack>
              </Box>
              <Divider />
              <AuthControls stacked onNavigate={drawer.close} />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </Box>
  );
}
