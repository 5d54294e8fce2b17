import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import { Box, Divider, Drawer, Stack, Text } from '@mantine/core';
import type { MantineBreakpoint } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthControls } from './AuthControls';
import classes from './Layout.module.css';
import { isNavMenu, navigation } from './navigation';
import { PrimaryLink } from './PrimaryLink';

export interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  position: 'left' | 'right';
  hiddenFrom: MantineBreakpoint;
}

/**
 * The small screens' navigation drawer: links, type menus as groups, account controls.
 * Compound form: Mantine's default drawer header is a <header>, a second banner landmark.
 */
export function MobileDrawer({ opened, onClose, position, hiddenFrom }: MobileDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position={position} size="xs" hiddenFrom={hiddenFrom}>
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
                          onClick={onClose}
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
                      onNavigate={onClose}
                    />
                  ),
                )}
              </Stack>
            </Box>
            <Divider />
            <AuthControls stacked onNavigate={onClose} />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
