import {
  IconArrowsExchange,
  IconHistory,
  IconBed,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconDoorEnter,
  IconCreditCard,
  IconDoor,
  IconLayoutDashboard,
  IconMail,
  IconTicket,
  IconMapPin,
  IconMessageStar,
  IconRoute,
  IconUsers,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { lazy, type ComponentType } from 'react';
import { loadTourTexts, type TranslationKey } from '../../lib/i18n';

/**
 * A section's screen, loaded when it is first opened: /admin downloads only the menu and the
 * section shown, and each section brings its own heavy parts (forms, zod schemas, calendars).
 */
const section = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const DashboardSection = section(() => import('./dashboard/DashboardSection'), 'DashboardSection');
const UsersSection = section(() => import('./users/UsersSection'), 'UsersSection');
const PlacesSection = section(() => import('./places/PlacesSection'), 'PlacesSection');
// The tour types' names are the tour screens' texts (src/lib/i18n.ts): they come with the section.
const ToursSection = section(async () => (await Promise.all([import('./tours/ToursSection'), loadTourTexts()]))[0], 'ToursSection');
const HotelsSection = section(() => import('./hotels/HotelsSection'), 'HotelsSection');
const RoomTypesSection = section(() => import('./roomTypes/RoomTypesSection'), 'RoomTypesSection');
const ReservationsSection = section(() => import('./reservations/ReservationsSection'), 'ReservationsSection');
const ReviewsSection = section(() => import('./reviews/ReviewsSection'), 'ReviewsSection');
const PaymentsSection = section(() => import('./payments/PaymentsSection'), 'PaymentsSection');
const TourBookingsSection = section(() => import('./tourBookings/TourBookingsSection'), 'TourBookingsSection');
const MessagesSection = section(() => import('./messages/MessagesSection'), 'MessagesSection');
const ChannelsSection = section(() => import('./channels/ChannelsSection'), 'ChannelsSection');
const FrontDeskSection = section(() => import('./frontdesk/FrontDeskSection'), 'FrontDeskSection');
const RoomsSection = section(() => import('./rooms/RoomsSection'), 'RoomsSection');
const ActivitySection = section(() => import('./activity/ActivitySection'), 'ActivitySection');
const BankStatementsSection = section(() => import('./bankStatements/BankStatementsSection'), 'BankStatementsSection');

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
  { key: 'channels', labelKey: 'adminOps.sections.channels', icon: IconArrowsExchange, Component: ChannelsSection },
  { key: 'frontdesk', labelKey: 'frontDesk.section', icon: IconDoorEnter, Component: FrontDeskSection },
  { key: 'rooms', labelKey: 'adminRooms.section', icon: IconDoor, Component: RoomsSection },
  { key: 'activity', labelKey: 'adminAudit.section', icon: IconHistory, Component: ActivitySection },
  { key: 'bankStatements', labelKey: 'adminBank.section', icon: IconBuildingBank, Component: BankStatementsSection },
];

export const SECTION_PARAM = 'section';

/** The section of `?section=` (the first one when absent or unknown). */
export function sectionOf(key: string | null): AdminSection {
  return sections.find((section) => section.key === key) ?? sections[0]!;
}
