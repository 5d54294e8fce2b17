import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components/LoadingState';
import { setUnauthorizedHandler } from '../lib/api';
import type { TranslationKey } from '../lib/i18n';
import { requireAuth } from './guards';
import { AppLayout } from './layout/AppLayout';
import type { RouteHandle } from './layout/AppLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** Spec section 7: lazily loaded chunks give up after 120 s (the error screen offers a reload). */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading the screen took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function ScreenFallback() {
  return <LoadingState minHeight="60vh" />;
}

interface LazyScreen {
  handle: RouteHandle;
  HydrateFallback: ComponentType;
  lazy: () => Promise<{ Component: ComponentType }>;
}

/**
 * A lazily loaded screen. HydrateFallback shows on the first page load; later navigations keep
 * the current screen and show the top bar's progress line until the next one is ready.
 */
function screen(titleKey: TranslationKey, load: () => Promise<ComponentType>): LazyScreen {
  return {
    handle: { titleKey },
    HydrateFallback: ScreenFallback,
    lazy: async () => ({ Component: await withTimeout(load()) }),
  };
}

/** A screen a later issue builds: the shared placeholder with the screen's title. */
function placeholder(titleKey: TranslationKey, messageKey?: TranslationKey): LazyScreen {
  return screen(titleKey, async () => {
    const { PlaceholderScreen } = await import('../components/PlaceholderScreen');
    return function Placeholder() {
      return <PlaceholderScreen titleKey={titleKey} messageKey={messageKey} />;
    };
  });
}

// Spec: /tour-reserve/{id} uses the same screen as /reserve/{id}.
const reservationScreen = placeholder('screens.reservation');

/** Every route of spec section 2 (exported for tests and stories with a memory router). */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    // Only when the layout itself fails; screen errors stay inside the layout (below).
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...placeholder('screens.home') },
          { path: 'login', ...placeholder('screens.login') },
          { path: 'register', ...placeholder('screens.register') },
          {
            path: 'hotels',
            ...screen('screens.hotels', async () => (await import('../features/hotels/components/HotelListScreen')).HotelListScreen),
          },
          { path: 'hotel/:id', ...placeholder('screens.hotelDetail') },
          { path: 'reserve/:id', ...reservationScreen },
          { path: 'touristic-places', ...placeholder('screens.places') },
          { path: 'place/:id', ...placeholder('screens.placeDetail') },
          { path: 'tours', ...placeholder('screens.tours') },
          { path: 'tour/:id', ...placeholder('screens.tourDetail') },
          { path: 'tour-reserve/:id', ...reservationScreen },
          { path: 'tour-reservation/:id', ...placeholder('screens.tourReservation') },
          { path: 'reservation-confirmation', ...placeholder('screens.confirmation') },
          { path: 'contact', ...placeholder('screens.contact') },
          {
            loader: requireAuth(),
            HydrateFallback: ScreenFallback,
            children: [{ path: 'profile', ...placeholder('screens.profile') }],
          },
          {
            loader: requireAuth('ADMIN'),
            HydrateFallback: ScreenFallback,
            children: [{ path: 'admin', ...screen('screens.admin', async () => (await import('../features/admin/AdminScreen')).AdminScreen) }],
          },
          { path: '*', ...placeholder('screens.notFound', 'notFound.message') },
        ],
      },
    ],
  },
];

/** The browser router; a 401 from any call lands on /login through it (lib/api.ts). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate('/login');
  });
  return router;
}
