import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * In `--mode mock` (npm run dev:mock) the SPA runs on MSW in the browser with no Worker.
 * The service worker script is served from the msw package by the dev server only, so it
 * never lands in the production build (dist/).
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'van:mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'));
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [mockServiceWorker()] : [])],
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
    chunkSizeWarningLimit: 900,
  },
}));
