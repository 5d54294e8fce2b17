import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      /** Worker secret (`wrangler secret put JWT_SECRET`); `npm start` writes a random one to .dev.vars. */
      JWT_SECRET: string;
      /**
       * Worker secret (`wrangler secret put TURNSTILE_SECRET_KEY`) of the Turnstile widget whose site
       * key is TURNSTILE_SITE_KEY; unset = no bot check (worker/middleware/botCheck.ts).
       */
      TURNSTILE_SECRET_KEY?: string;
      /** "development" locally (.dev.vars, test configs): allows the repository's test secrets. Unset in production. */
      ENVIRONMENT?: string;
      /** Only bound in the Worker test runtime (vitest.config.ts). */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
