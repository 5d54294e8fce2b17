import { setupWorker } from 'msw/browser';
import { fallbackHandlers, handlers } from './handlers';

/** MSW in the browser: `npm run dev:mock` (mocks/dev-entry.ts). Storybook makes its own in preview.tsx. */
export const worker = setupWorker(...handlers, ...fallbackHandlers);
