import { setupServer } from 'msw/node';
import { fallbackHandlers, handlers } from './handlers';

/** MSW in Node (component tests under jsdom, scripts): `server.listen()` / `server.resetHandlers()`. */
export const server = setupServer(...handlers, ...fallbackHandlers);
