import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, PublicConfig } from '../contract';
import { mapTiles } from './http/mapTiles';

describe('GET /api/config/public', () => {
  it("answers the company's bank account, the hold time and the Turnstile site key (null: empty by default) from the Worker's vars, to anyone", async () => {
    const res = await SELF.fetch('http://local.test/api/config/public');
    expect(res.status).toBe(200);
    const body = PublicConfig.parse(await res.json());
    expect(body).toEqual({
      bankName: env.BANK_NAME,
      bankAccountName: env.BANK_ACCOUNT_NAME,
      iban: env.BANK_IBAN,
      holdHours: Number(env.HOLD_HOURS),
      turnstileSiteKey: null,
      mapTiles: DEFAULT_MAP_TILES,
    });
  });

  it("the map's tiles: an https {z}/{x}/{y} template with its credit is taken; anything else gives OpenStreetMap's", () => {
    const own = { MAP_TILE_URL: 'https://tiles.vanturizm.example/{z}/{x}/{y}.webp', MAP_TILE_ATTRIBUTION: '© Van Turizm, © OpenStreetMap' };
    expect(mapTiles(own)).toEqual({ url: own.MAP_TILE_URL, attribution: own.MAP_TILE_ATTRIBUTION, maxZoom: 19 });
    expect(mapTiles({ MAP_TILE_URL: own.MAP_TILE_URL })).toEqual({ ...DEFAULT_MAP_TILES, url: own.MAP_TILE_URL });
    expect(mapTiles({ MAP_TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' })).toEqual(DEFAULT_MAP_TILES);
    expect(mapTiles({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toEqual(DEFAULT_MAP_TILES);
    expect(mapTiles({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toEqual(DEFAULT_MAP_TILES);
    expect(mapTiles({})).toEqual(DEFAULT_MAP_TILES);
  });

});
