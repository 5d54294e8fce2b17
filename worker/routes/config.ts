import { routes } from '../../contract/routes';
import type { PublicConfig } from '../../contract';
import { holdHours } from '../jobs/releaseHolds';
import { router } from '../http/app';
import { mapTiles } from '../http/mapTiles';
import { turnstileSiteKey } from '../http/securityPolicy';

/**
 * GET /api/config/public: the company's bank account (for the transfer), the hold time and the
 * Turnstile site key (null: no widget) and the map's tile source, from the vars. The secret never leaves the Worker.
 */
export const config = router().get(routes.getPublicConfig.path, (c) =>
  c.json({
    bankName: c.env.BANK_NAME,
    bankAccountName: c.env.BANK_ACCOUNT_NAME,
    iban: c.env.BANK_IBAN,
    holdHours: holdHours(c.env),
    turnstileSiteKey: turnstileSiteKey(c.env),
    mapTiles: mapTiles(c.env),
  } satisfies PublicConfig),
);
