import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineProject } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Worker inside workerd with real D1 and R2 bindings (miniflare), migrations applied. */
export default defineProject({
  root,
  plugins: [
    cloudflareTest({
      wrangler: { configPath: path.join(root, 'wrangler.toml') },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'migrations')),
          JWT_SECRET: 'test-secret-not-for-production-0123456789',
          ENVIRONMENT: 'development',
        },
      },
    }),
  ],
  test: {
    name: 'worker',
    include: ['worker/**/*.test.ts'],
    // PBKDF2 logins and large fixtures take longer on a machine busy with parallel files.
    testTimeout: 30_000,
    setupFiles: [path.join(root, 'worker/test/apply-migrations.ts')],
  },
});
