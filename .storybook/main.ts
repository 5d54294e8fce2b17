import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';

/**
 * Screens and components against the mock world: MSW hands every API call to the Worker's app
 * running in the browser on in-memory D1/R2 (mocks/world.ts; docs/architecture.md, "The mocks").
 * Every story is also a test: `npm run test:stories` (@storybook/addon-vitest, Chromium).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // Photos, the placeholder and the favicon live in public/ (served at /photos/..., /placeholder-hotel.svg).
  // The product's _headers is replaced after the build by .storybook/_headers (scripts/build-storybook.ts).
  staticDirs: ['../public'],
  async viteFinal(viteConfig) {
    // msw's own Vite plugin, worker-only: serves /mockServiceWorker.js to `storybook dev` and the
    // story tests, and writes it into storybook-static/ only. It never reaches the app's dist/
    // (vite.config.ts adds it in --mode mock only, and that mode is dev-server only).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), msw({ mode: 'worker-only' })];
    return viteConfig;
  },
};

export default config;
