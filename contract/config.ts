import { z } from 'zod';

/**
 * GET /api/config/public: what a guest needs to pay by bank transfer (the company's bank account)
 * and how long an unpaid reservation is held. Read from the Worker's vars (wrangler.toml
 * BANK_NAME, BANK_ACCOUNT_NAME, BANK_IBAN, HOLD_HOURS), never written into a component.
 */
export const PublicConfig = z.object({
  bankName: z.string(),
  bankAccountName: z.string(),
  iban: z.string(),
  /** Hours an unpaid PENDING reservation is held before it is released. */
  holdHours: z.number().positive(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
