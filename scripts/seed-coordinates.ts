/**
 * Where the demo hotels, places and tour meeting points are (WGS84, from OpenStreetMap, to
 * about 100 m), by the slug scripts/seed-data.ts gives each. Kept apart from the texts so the
 * map data and the wording change independently.
 */
import type { Coordinates } from '../contract/geo.ts';

const at = (latitude: number, longitude: number): Coordinates => ({ latitude, longitude });

export const HOTEL_COORDINATES: Record<string, Coordinates> = {
  'ipekyolu-grand-otel': at(38.4946, 43.38),
  'sahmaran-lake-resort': at(38.442, 43.287),
  'tusba-kale-butik-otel': at(38.504, 43.345),
  'van-kedisi-butik-otel': at(38.499, 43.383),
  'edremit-bahce-suites': at(38.424, 43.265),
  'akdamar-gol-evi': at(38.31, 43.105),
  'ercis-sahil-otel': at(39.005, 43.36),
  'hosap-kervansaray-otel': at(38.322, 43.79),
  'erek-dagi-konukevi': at(38.483, 43.465),
  'muradiye-selale-pansiyon': at(39.008, 43.742),
};

export const PLACE_COORDINATES: Record<string, Coordinates> = {
  'akdamar-island': at(38.3407, 43.0363),
  'van-fortress': at(38.5027, 43.3425),
  'muradiye-waterfall': at(39.0128, 43.737),
  'hosap-castle': at(38.3224, 43.7934),
  'lake-van': at(38.63, 42.9),
  'van-museum': at(38.5056, 43.3879),
  'erek-mountain': at(38.468, 43.573),
  'carpanak-island': at(38.6303, 43.205),
  'cavustepe-fortress': at(38.362, 43.515),
  'van-cat-house': at(38.565, 43.287),
};

/** A tour's point is its meeting point (its start address). */
export const TOUR_COORDINATES: Record<string, Coordinates> = {
  'akdamar-day-trip': at(38.4946, 43.379),
  'lake-van-sunset-cruise': at(38.43, 43.258),
  'muradiye-bendimahi': at(38.4975, 43.3865),
  'hosap-cavustepe': at(38.4946, 43.379),
  'erek-summit-hike': at(38.4815, 43.418),
  'van-breakfast-culture-tour': at(38.4985, 43.3835),
  'van-fortress-old-city-walk': at(38.5015, 43.3445),
};

/** The point of a demo entity; every demo entity has one (a missing slug is a typo). */
export function coordinatesOf(table: Record<string, Coordinates>, slug: string): Coordinates {
  const point = table[slug];
  if (!point) throw new Error(`No demo coordinates for ${slug}`);
  return point;
}
