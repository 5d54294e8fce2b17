import { hotelTypes } from '../../features/hotels/hotelFilters';
import type { TranslationKey } from '../../lib/i18n';

export interface NavItem {
  to: string;
  labelKey: TranslationKey;
  /** Active only on an exact match (home). */
  end?: boolean;
}

/** A drop-down of links (a section of the drawer on small screens). */
export interface NavMenu {
  labelKey: TranslationKey;
  items: NavItem[];
}

export type NavEntry = NavItem | NavMenu;

export const isNavMenu = (entry: NavEntry): entry is NavMenu => 'items' in entry;

/** Tour types of the menu; the tours list reads `?type=`. */
export const tourTypes = ['daily', 'cultural', 'nature'] as const;

/**
 * The top bar in order (spec section 2): home, hotels, places and contact links (highlighted
 * when active) and the hotel-type and tour-type menus.
 */
export const navigation: NavEntry[] = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/hotels', labelKey: 'nav.hotels' },
  {
    labelKey: 'nav.hotelTypes',
    items: [
      { to: '/hotels', labelKey: 'nav.allHotels' },
      ...hotelTypes.map((type): NavItem => ({ to: `/hotels?type=${type}`, labelKey: `nav.hotelType.${type}` })),
    ],
  },
  {
    labelKey: 'nav.tourTypes',
    items: [
      { to: '/tours', labelKey: 'nav.allTours' },
      ...tourTypes.map((type): NavItem => ({ to: `/tours?type=${type}`, labelKey: `nav.tourType.${type}` })),
    ],
  },
  { to: '/touristic-places', labelKey: 'nav.places' },
  { to: '/contact', labelKey: 'nav.contact' },
];
