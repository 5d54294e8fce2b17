import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig, type Plugin } from 'vite';
import { screenChunks } from './scripts/build/screenChunks';
import { turnstileHeaders } from './scripts/build/turnstileHeaders';
import { FIRST_VIEW_SCREENS } from './worker/pages/firstView';

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

/** Chunks laid out for the public pages' first views (issue 11; scripts/build/screenChunks.ts). */
const firstViewChunks = screenChunks({
  root: import.meta.dirname,
  publicScreens: FIRST_VIEW_SCREENS,
  // /admin's first view (the screen and its first section, the dashboard) takes only the shared
  // code it uses (its budget: BENCHMARKS.md); the other sections load theirs when opened.
  otherScreens: { label: 'Admin', files: ['src/features/admin/AdminScreen.tsx', 'src/features/admin/dashboard/DashboardSection.tsx'] },
  minChunkSize: 8 * 1024,
  report: !!process.env.CHUNK_REPORT,
});

export default defineConfig(({ mode }) => ({
  // dist/_headers admits Turnstile when wrangler.toml has a site key (scripts/build/turnstileHeaders.ts).
  plugins: [react(), firstViewChunks.plugin, turnstileHeaders(import.meta.dirname), ...(mode === 'mock' ? mockMode() : [])],
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
        // Few files per first view: each costs a request (a round trip on HTTP/1.1, and
        // Lighthouse's simulation counts every early one). What the entry loads statically is
        // one chunk; code public screens share is grouped by which of them use it
        // (scripts/build/screenChunks.ts); the rest (admin, booking, menus) by which lazily loaded
        // modules use it, groups under 4 KB joining their closest neighbour. On /: 49 -> 12 files.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { ...firstViewChunks.group, priority: 2 },
            { name: 'lazy', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4096, priority: 1 },
          ],
        },
      },
    },
  },
}));
