import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuOnDemandProps } from '../../components/onDemand';
import { NavMenuButton } from './NavMenuButton';
import type { NavMenu as NavMenuConfig } from './navigation';

/** A drop-down of links in the desktop top bar (hotel types, tour types). Loaded on first use (NavMenu). */
export function NavMenuDropdown({ menu, defaultOpened }: { menu: NavMenuConfig } & MenuOnDemandProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <NavMenuButton menu={menu} />
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
