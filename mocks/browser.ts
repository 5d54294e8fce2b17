import { setupWorker } from 'msw/browser';
import { handlers } from './world';

/** MSW in the browser for `npm run dev:mock` (mocks/dev-entry.ts). Storybook makes its own in .storybook/preview.tsx. */
export const worker = setupWorker(...handlers);
