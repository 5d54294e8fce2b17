import { DEFAULT_MAP_TILES, type MapTiles } from '../../contract/geo';

/**
 * The maps' tile source from the vars (wrangler.toml MAP_TILE_URL, MAP_TILE_ATTRIBUTION), or
 * OpenStreetMap's standard tiles when MAP_TILE_URL is empty. Only an https template with
 * {z}, {x} and {y} is taken (images may come from any https host in the CSP,
 * worker/http/securityPolicy.ts); anything else falls back to the default.
 */
export function mapTiles(env: { readonly MAP_TILE_URL?: string; readonly MAP_TILE_ATTRIBUTION?: string }): MapTiles {
  const url = env.MAP_TILE_URL?.trim() ?? '';
  const usable = /^https:\/\/[^\s]+$/.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part));
  if (!usable) return DEFAULT_MAP_TILES;
  return { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES.attribution, maxZoom: DEFAULT_MAP_TILES.maxZoom };
}
