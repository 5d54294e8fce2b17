/**
 * Entry of `npm run dev:mock` (vite --mode mock swaps index.html's script for this file):
 * start MSW with every mocked call, then load the real app. src/ never imports mocks/.
 */
import { worker } from './browser';

await worker.start({
  // Vite's own modules, photos and fonts go to the dev server untouched.
  onUnhandledFrame: 'bypass',
  quiet: false,
});

console.info('[mocks] MSW hands /api/* to the Worker app running in this page (in-memory D1/R2). Demo logins: admin / VanAdmin!2026, demo / VanGuest!2026');

await import('../src/main.tsx');
