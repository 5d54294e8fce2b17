import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from './navigation';

/** A top-level link of the navigation (top bar and drawer). */
export function PrimaryLink({ item, className, onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <NavLink to={item.to} end={item.end} className={className} onClick={onNavigate}>
      {t(item.labelKey)}
    </NavLink>
  );
}
