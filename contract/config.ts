import { z } from 'zod';

/**
 * GET /api/config/public: what a guest needs to pay by bank transfer (the company's bank account),
 * how long an unpaid reservation is held, and the Turnstile site key of the bot check. Read from
 * the Worker's vars (wrangler.toml BANK_NAME, BANK_ACCOUNT_NAME, BANK_IBAN, HOLD_HOURS,
 * TURNSTILE_SITE_KEY, MAP_TILE_URL, MAP_TILE_ATTRIBUTION), never written into a component.
 */
export const PublicConfig = z.object({
  bankName: z.string(),
  bankAccountName: z.string(),
  iban: z.string(),
  /** Hours an unpaid PENDING reservation is held before it is released. */
  holdHours: z.number().positive(),
  /** The public Turnstile site key; null when the bot check is off (no widget, no script). */
  turnstileSiteKey: z.string().min(1).nullable(),
  /** The raster tiles the maps draw and their credit (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; contract/geo.ts). */
  mapTiles: z.object({ url: z.string().min(1), attribution: z.string().min(1), maxZoom: z.number().int().min(1).max(22) }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
