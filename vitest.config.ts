import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumPath, launchArgs } from './scripts/lib/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Node: contract schemas, seed checks, the mock world (mocks/) against real local D1/R2.
        test: {
          name: 'unit',
          environment: 'node',
          testTimeout: 30_000,
          include: ['contract/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts', 'src/**/*.test.ts'],
        },
      },
      // The Worker inside workerd: its own file, so `vitest --config worker/vitest.config.ts` runs alone.
      './worker/vitest.config.ts',
      {
        // Every story is a test, rendered in Chromium (scripts/lib/chromium.ts finds one; never skipped), with the axe check of addon-a11y.
        plugins: [react(), storybookTest({ configDir: path.join(root, '.storybook') })],
        // Pre-bundled when the run starts. Left to discovery, a library first imported by a lazily
        // loaded module (the calendar's @mantine/dates, dayjs's fa/tr locales...) is optimized in
        // the middle of a cold run (a fresh clone, CI) and Vite reloads the page: the story under
        // test starts over and fails.
        optimizeDeps: {
          include: [
            '@mantine/core',
            '@mantine/dates',
            '@mantine/dropzone',
            '@mantine/form',
            '@mantine/hooks',
            '@mantine/notifications',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'dayjs',
            'dayjs/locale/fa',
            'dayjs/locale/tr',
            'i18next',
            'react',
            'react-dom',
            'react-dom/client',
            'react-i18next',
            'react-router',
            'react/jsx-runtime',
            'zod',
          ],
        },
        test: {
          name: 'storybook',
          // A story waits for what a visitor waits for (findBy*, up to 10 s each: vitest.setup.ts);
          // on a machine busy with parallel files a long play needs more than vitest's 5 s.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: launchArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
