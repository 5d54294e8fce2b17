import { routes } from '../../contract/routes';
import type { PublicConfig } from '../../contract';
import { holdHours } from '../jobs/releaseHolds';
import { router } from '../http/app';

/** GET /api/config/public: the company's bank account (for the transfer) and the hold time, from the vars. */
export const config = router().get(routes.getPublicConfig.path, (c) =>
  c.json({
    bankName: c.env.BANK_NAME,
    bankAccountName: c.env.BANK_ACCOUNT_NAME,
    iban: c.env.BANK_IBAN,
    holdHours: holdHours(c.env),
  } satisfies PublicConfig),
);
