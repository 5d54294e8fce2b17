import { hotelTypes } from '../../features/hotels/hotelFilters';
import type { TranslationKey } from '../../lib/i18n';
import { pageUrl } from '../../../contract/pages';

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
  { to: pageUrl('home'), labelKey: 'nav.home', end: true },
  { to: pageUrl('hotels'), labelKey: 'nav.hotels' },
  {
    labelKey: 'nav.hotelTypes',
    items: [
      { to: pageUrl('hotels'), labelKey: 'nav.allHotels' },
      ...hotelTypes.map((type): NavItem => ({ to: pageUrl('hotels', { type }), labelKey: `nav.hotelType.${type}` })),
    ],
  },
  {
    labelKey: 'nav.tourTypes',
    items: [
      { to: pageUrl('tours'), labelKey: 'nav.allTours' },
      ...tourTypes.map((type): NavItem => ({ to: pageUrl('tours', { type }), labelKey: `nav.tourType.${type}` })),
    ],
  },
  { to: pageUrl('places'), labelKey: 'nav.places' },
  { to: pageUrl('contact'), labelKey: 'nav.contact' },
];
