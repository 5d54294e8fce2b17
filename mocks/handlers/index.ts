import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { configHandlers } from './config';
import { contactHandlers } from './contact';
import { dashboardHandlers } from './dashboard';
import { fileHandlers } from './files';
import { healthHandlers } from './health';
import { hotelHandlers } from './hotels';
import { outboxHandlers } from './outbox';
import { paymentHandlers } from './payments';
import { placeHandlers } from './places';
import { reservationHandlers } from './reservations';
import { reviewHandlers } from './reviews';
import { roomTypeHandlers } from './roomTypes';
import { tourReservationHandlers } from './tourReservations';
import { tourHandlers } from './tours';
import { userHandlers } from './users';

/** Every call of contract/endpoints.ts (spec section 7 plus the product's extra calls). */
export const handlers: HttpHandler[] = [
  ...healthHandlers,
  ...authHandlers,
  ...configHandlers,
  ...userHandlers,
  ...hotelHandlers,
  ...roomTypeHandlers,
  ...reservationHandlers,
  ...paymentHandlers,
  ...fileHandlers,
  ...placeHandlers,
  ...tourHandlers,
  ...tourReservationHandlers,
  ...reviewHandlers,
  ...contactHandlers,
  ...dashboardHandlers,
  ...outboxHandlers,
];

/**
 * The Worker's `notFound` for the API: any other /api call is a JSON 404, never the SPA's
 * index.html. Kept out of `handlers` (it is not a route); browser.ts, node.ts and Storybook
 * append it last. A predicate rather than a wildcard path: a wildcard before /api/ would also
 * catch Vite's own modules (`/src/features/hotels/api/...`) in `npm run dev:mock`.
 */
export const fallbackHandlers: HttpHandler[] = [
  http.all(
    ({ request }) => new URL(request.url).pathname.startsWith('/api/'),
    ({ request }) =>
      HttpResponse.json({ message: `No route for ${request.method} ${new URL(request.url).pathname}` }, { status: 404 }),
  ),
];

export {
  authHandlers,
  configHandlers,
  contactHandlers,
  dashboardHandlers,
  fileHandlers,
  healthHandlers,
  hotelHandlers,
  outboxHandlers,
  paymentHandlers,
  placeHandlers,
  reservationHandlers,
  reviewHandlers,
  roomTypeHandlers,
  tourHandlers,
  tourReservationHandlers,
  userHandlers,
};
