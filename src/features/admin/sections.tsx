import {
  IconBed,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCreditCard,
  IconLayoutDashboard,
  IconMapPin,
  IconMessageStar,
  IconRoute,
  IconUsers,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { TranslationKey } from '../../lib/i18n';
import { HotelsSection } from './hotels/HotelsSection';
import { PlacesSection } from './places/PlacesSection';
import { ReviewsSection } from './reviews/ReviewsSection';
import { RoomTypesSection } from './roomTypes/RoomTypesSection';
import { SectionPlaceholder } from './shared';
import { ToursSection } from './tours/ToursSection';
import { UsersSection } from './users/UsersSection';

/** One entry of the admin side menu (URLS.md): `?section=<key>` shows `Component`. */
export interface AdminSection {
  key: string;
  labelKey: TranslationKey;
  icon: Icon;
  Component: ComponentType;
}

// Placeholders until the dashboard, reservations and payments sections land (admin-api).
const DashboardPlaceholder = () => <SectionPlaceholder titleKey="admin.sections.dashboard" />;
const ReservationsPlaceholder = () => <SectionPlaceholder titleKey="admin.sections.reservations" />;
const PaymentsPlaceholder = () => <SectionPlaceholder titleKey="admin.sections.payments" />;

/** The side menu in spec order; the first entry is shown when `?section=` is absent or unknown. */
export const sections: AdminSection[] = [
  { key: 'dashboard', labelKey: 'admin.sections.dashboard', icon: IconLayoutDashboard, Component: DashboardPlaceholder },
  { key: 'users', labelKey: 'admin.sections.users', icon: IconUsers, Component: UsersSection },
  { key: 'places', labelKey: 'admin.sections.places', icon: IconMapPin, Component: PlacesSection },
  { key: 'tours', labelKey: 'admin.sections.tours', icon: IconRoute, Component: ToursSection },
  { key: 'hotels', labelKey: 'admin.sections.hotels', icon: IconBuildingSkyscraper, Component: HotelsSection },
  { key: 'roomTypes', labelKey: 'admin.sections.roomTypes', icon: IconBed, Component: RoomTypesSection },
  { key: 'reservations', labelKey: 'admin.sections.reservations', icon: IconCalendarEvent, Component: ReservationsPlaceholder },
  { key: 'reviews', labelKey: 'admin.sections.reviews', icon: IconMessageStar, Component: ReviewsSection },
  { key: 'payments', labelKey: 'admin.sections.payments', icon: IconCreditCard, Component: PaymentsPlaceholder },
];

export const SECTION_PARAM = 'section';

/** The section of `?section=` (the first one when absent or unknown). */
export function sectionOf(key: string | null): AdminSection {
  return sections.find((section) => section.key === key) ?? sections[0]!;
}
