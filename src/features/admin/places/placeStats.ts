import { vanToday, weekdayName } from '../../../../contract/time';
import type { Place } from '../../../../contract';

/** The cards of spec "Tourist Places"; "open" = visitDays include today's English weekday in Van. */
export function placeStats(places: Place[], now: Date = new Date()) {
  const today = weekdayName(vanToday(now)).toLowerCase();
  const open = places.filter((place) => place.visitDays.some((day) => day.trim().toLowerCase() === today)).length;
  const withFacilities = places.filter((place) => place.facilities.length > 0).length;
  const avgFee = places.length ? places.reduce((sum, place) => sum + place.entryFeeAdult, 0) / places.length : 0;
  return { total: places.length, open, withFacilities, avgFee };
}

/** Lists are typed comma-separated (spec section 3): split and trimmed, blanks dropped. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
