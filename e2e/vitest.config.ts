import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * End-to-end journeys: Playwright (playwright-core + Debian's Chromium) against the real Worker
 * under `wrangler dev`, with its own D1/R2 state in .wrangler/e2e-state (see global-setup.ts).
 * `npm run test:e2e`.
 */
export default defineConfig({
  root,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One Worker and one database for all journeys: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
