import { pointOf } from '../../../contract/geo';
import type { MapMarker } from './mapTypes';

/** The pins of a list: one per item with a position (items without one are left off the map). */
export function markersOf<T extends { id: string; latitude?: number | null; longitude?: number | null }>(
  items: readonly T[],
  label: (item: T) => string,
  href: (item: T) => string,
): MapMarker[] {
  return items.flatMap((item) => {
    const point = pointOf(item);
    return point ? [{ id: item.id, point, label: label(item), href: href(item) }] : [];
  });
}
