/**
 * Where things are on the map: coordinates' ranges and messages, the link that opens a point
 * in a maps app, and the default tile source (OpenStreetMap's raster tiles). Zod-free, so the
 * SPA imports it for values (docs/decisions/0004-spa-first-view-without-zod.md); the request
 * schemas that use it are in contract/common.ts. Decisions: docs/decisions/0013-maps.md.
 */

export type Coordinates = { latitude: number; longitude: number };

/** An entity's point, or null when it has none (both columns are set together or not at all). */
export function pointOf(entity: { latitude?: number | null; longitude?: number | null }): Coordinates | null {
  return typeof entity.latitude === 'number' && typeof entity.longitude === 'number'
    ? { latitude: entity.latitude, longitude: entity.longitude }
    : null;
}

export const GeoMessages = {
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  pair: 'Enter both latitude and longitude, or neither',
} as const;

/** The centre of Van (the city, on the lake's eastern shore), where maps without markers open. */
export const VAN_CENTER: Coordinates = { latitude: 38.5012, longitude: 43.373 };

/**
 * A link that opens the point on openstreetmap.org (phones offer their maps app for it); it
 * works without the map's script and tiles, so a page shows it whatever the network does.
 */
export function openInMapsUrl(point: Coordinates, zoom = 16): string {
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A link for an address without coordinates: a search on openstreetmap.org. */
export function searchInMapsUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The Earth's mean radius in km (IUGG), the sphere the distances below are measured on. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * The great-circle distance between two points in km (the haversine formula on a sphere of the
 * Earth's mean radius): what "3.2 km to Van Fortress" on a hotel page means, as the crow flies.
 * Off by at most ~0.5 % against the ellipsoid, far less than a rounded tenth at Van's scale.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How many sights a hotel page lists by distance (contract/hotel.ts `nearbyPlaces`). */
export const NEARBY_PLACES = 5;

/**
 * The `count` entities nearest to `from`, nearest first, each with its distance in km rounded to
 * one decimal; entities without a point are left out, equal distances keep the input's order.
 */
export function nearestTo<T extends { latitude?: number | null; longitude?: number | null }>(
  from: Coordinates,
  entities: readonly T[],
  count = NEARBY_PLACES,
): Array<{ entity: T; distanceKm: number }> {
  return entities
    .flatMap((entity) => {
      const point = pointOf(entity);
      return point ? [{ entity, exact: distanceKm(from, point) }] : [];
    })
    .sort((a, b) => a.exact - b.exact)
    .slice(0, count)
    .map(({ entity, exact }) => ({ entity, distanceKm: Math.round(exact * 10) / 10 }));
}

/** The raster tile source the maps draw (`{z}/{x}/{y}` template) and the credit it requires (HTML, from our own config). */
export type MapTiles = { url: string; attribution: string; maxZoom: number };

/**
 * OpenStreetMap's standard tiles: free within the OSM Foundation's tile usage policy (light
 * use, a valid Referer, the attribution shown). A busier site sets MAP_TILE_URL in
 * wrangler.toml to its own or a commercial tile server.
 */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
};
