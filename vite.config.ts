import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';

const APP_ENTRY = '/src/main.tsx';
const MOCK_ENTRY = '/mocks/dev-entry.ts';

/**
 * `npm run dev:mock` (vite --mode mock): the SPA on MSW in the browser, no Worker. index.html's
 * entry script is swapped for mocks/dev-entry.ts, which starts MSW and then imports
 * src/main.tsx, so src/ never imports mocks/. Dev server only (`apply: 'serve'`): neither
 * msw nor mockServiceWorker.js can reach the production build in dist/.
 */
function mockMode(): Plugin[] {
  const swapEntry: Plugin = {
    name: 'van:mock-entry',
    apply: 'serve',
    transformIndexHtml(html) {
      if (!html.includes(`src="${APP_ENTRY}"`)) throw new Error(`index.html has no ${APP_ENTRY} script to swap for the mocks`);
      return html.replace(`src="${APP_ENTRY}"`, `src="${MOCK_ENTRY}"`);
    },
  };
  // msw's Vite plugin, worker-only: serves /mockServiceWorker.js from the msw package.
  return [swapEntry, { ...msw({ mode: 'worker-only' }), apply: 'serve' }];
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? mockMode() : [])],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // `npm run dev` talks to `wrangler dev` on 8787 for the API.
    proxy:
      mode === 'mock'
        ? undefined
        : {
            '/api': 'http://127.0.0.1:8787',
          },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the Worker preloads each public page's screen chunks from it (worker/pages/firstView.ts).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Rolldown moves code shared by lazy screens into the entry by default ("safe": the entry
      // is always loaded first). That put the menus, the drawer and the date pickers in every
      // page's first view; keep them in their own chunks, loaded with the screens that use them.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        // Fewer, larger shared chunks: each file costs a request (a round trip on HTTP/1.1, and
        // Lighthouse's simulation counts every early one). Icons and Mantine components are grouped
        // by the screens that use them (entriesAware); groups under 4 KB merge into the closest
        // one. 58 -> 44 files on / for 2.5 KB more.
        codeSplitting: {
          groups: [
            { name: 'icons', test: /@tabler[\\/]icons-react/, entriesAware: true, entriesAwareMergeThreshold: 4096 },
            { name: 'mantine', test: /@mantine[\\/](core|hooks|store)[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 4096 },
          ],
        },
      },
    },
  },
}));
