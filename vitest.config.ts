import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const migrations = await readD1Migrations(path.join(root, 'migrations'));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure TypeScript: contract schemas, mock store, parity between mocks and Worker routes.
        test: {
          name: 'unit',
          environment: 'node',
          include: ['contract/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The Worker inside workerd with real D1 and R2 bindings (miniflare), migrations applied.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                JWT_SECRET: 'test-secret-not-for-production-0123456789',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          setupFiles: ['./worker/test/apply-migrations.ts'],
        },
      },
      {
        // Every story is a test, rendered in Debian's Chromium, with the axe check of addon-a11y.
        plugins: [react(), storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
