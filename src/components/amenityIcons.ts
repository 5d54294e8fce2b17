import {
  IconAirConditioning,
  IconBus,
  IconCoffee,
  IconMassage,
  IconParking,
  IconPaw,
  IconPool,
  IconSailboat,
  IconToolsKitchen2,
  IconUsersGroup,
  IconWheelchair,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';
import type { HOTEL_AMENITIES } from '../../contract/enums';

/**
 * The one icon of each hotel amenity (contract/enums.ts HOTEL_AMENITIES), wherever amenities are
 * shown; their names are src/locales/<language>/amenities.json. A new amenity does not compile
 * until it has an icon here.
 */
export const AMENITY_ICONS: Record<(typeof HOTEL_AMENITIES)[number], Icon> = {
  wifi: IconWifi,
  parking: IconParking,
  breakfast: IconCoffee,
  restaurant: IconToolsKitchen2,
  pool: IconPool,
  spa: IconMassage,
  airportShuttle: IconBus,
  airConditioning: IconAirConditioning,
  lakeView: IconSailboat,
  familyRooms: IconUsersGroup,
  accessible: IconWheelchair,
  petsAllowed: IconPaw,
};
