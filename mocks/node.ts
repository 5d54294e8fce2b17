import { setupServer } from 'msw/node';
import { handlers } from './world';

/** MSW in Node (tests, scripts): `server.listen()` / `server.resetHandlers()`; `backend.reset()` for fresh data. */
export const server = setupServer(...handlers);
export { backend } from './world';
