import { menuOnDemand } from '../../components/onDemand';
import { NavMenuButton } from './NavMenuButton';
import type { NavMenu as NavMenuConfig } from './navigation';

const NavMenuOnDemand = menuOnDemand(async () => (await import('./NavMenuDropdown')).NavMenuDropdown);

/** A drop-down of links in the desktop top bar: the button now, the menu's code on first use. */
export function NavMenu({ menu }: { menu: NavMenuConfig }) {
  return <NavMenuOnDemand menu={menu} trigger={(handlers) => <NavMenuButton menu={menu} {...handlers} />} />;
}
