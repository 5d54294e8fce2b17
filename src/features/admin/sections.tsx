import {
  IconBed,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconCreditCard,
  IconLayoutDashboard,
  IconMail,
  IconTicket,
  IconMapPin,
  IconMessageStar,
  IconRoute,
  IconUsers,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { TranslationKey } from '../../lib/i18n';
import { DashboardSection } from './dashboard/DashboardSection';
import { HotelsSection } from './hotels/HotelsSection';
import { MessagesSection } from './messages/MessagesSection';
import { PaymentsSection } from './payments/PaymentsSection';
import { ReservationsSection } from './reservations/ReservationsSection';
import { PlacesSection } from './places/PlacesSection';
import { ReviewsSection } from './reviews/ReviewsSection';
import { RoomTypesSection } from './roomTypes/RoomTypesSection';
import { TourBookingsSection } from './tourBookings/TourBookingsSection';
import { ToursSection } from './tours/ToursSection';
import { UsersSection } from './users/UsersSection';

/** One entry of the admin side menu (docs/urls.md): `?section=<key>` shows `Component`. */
export interface AdminSection {
  key: string;
  labelKey: TranslationKey;
  icon: Icon;
  Component: ComponentType;
}


/** The side menu in spec order; the first entry is shown when `?section=` is absent or unknown. */
export const sections: AdminSection[] = [
  { key: 'dashboard', labelKey: 'admin.sections.dashboard', icon: IconLayoutDashboard, Component: DashboardSection },
  { key: 'users', labelKey: 'admin.sections.users', icon: IconUsers, Component: UsersSection },
  { key: 'places', labelKey: 'admin.sections.places', icon: IconMapPin, Component: PlacesSection },
  { key: 'tours', labelKey: 'admin.sections.tours', icon: IconRoute, Component: ToursSection },
  { key: 'hotels', labelKey: 'admin.sections.hotels', icon: IconBuildingSkyscraper, Component: HotelsSection },
  { key: 'roomTypes', labelKey: 'admin.sections.roomTypes', icon: IconBed, Component: RoomTypesSection },
  { key: 'reservations', labelKey: 'admin.sections.reservations', icon: IconCalendarEvent, Component: ReservationsSection },
  { key: 'reviews', labelKey: 'admin.sections.reviews', icon: IconMessageStar, Component: ReviewsSection },
  { key: 'payments', labelKey: 'admin.sections.payments', icon: IconCreditCard, Component: PaymentsSection },
  { key: 'tourBookings', labelKey: 'adminOps.sections.tourBookings', icon: IconTicket, Component: TourBookingsSection },
  { key: 'messages', labelKey: 'adminOps.sections.messages', icon: IconMail, Component: MessagesSection },
];

export const SECTION_PARAM = 'section';

/** The section of `?section=` (the first one when absent or unknown). */
export function sectionOf(key: string | null): AdminSection {
  return sections.find((section) => section.key === key) ?? sections[0]!;
}
