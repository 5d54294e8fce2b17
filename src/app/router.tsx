import { lazy, useEffect } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '../lib/format';
import { Route, Routes } from 'react-router';
import { pages, type PageAccess, type PageName } from '../../contract/pages';
import type { LegalDocumentName } from '../features/legal/legalDocuments';
import { loadAccountTexts, loadDetailTexts, loadSupportTexts, loadTourTexts } from '../lib/i18n';
import type { TranslationKey } from '../lib/i18n';
import { RequireAuth } from './guards';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorScreen';
import { trackScreenLoad } from './screenLoads';

/** Spec section 7: lazily loaded chunks give up after 120 s (the error screen offers a reload). */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading the screen took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Page title (document.title), translated. */
function useDocumentTitle(titleKey: TranslationKey) {
  const { t, i18n } = useTranslation();
  const title = `${t(titleKey)}${listSeparator(i18n.language)}${t('app.name')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * A routed screen: its title, and its error screen inside the layout (the top bar stays usable;
 * a navigation elsewhere clears it). The title is set even when the screen fails.
 */
function Screen({ titleKey, Component }: { titleKey: TranslationKey; Component: ComponentType }) {
  useDocumentTitle(titleKey);
  return (
    <RouteErrorBoundary>
      <Component />
    </RouteErrorBoundary>
  );
}

/**
 * A lazily loaded screen. On the first page load the layout's fallback shows while its chunk
 * loads; later navigations keep the current screen and show the top bar's progress line until
 * the next one is ready (AppLayout, screenLoads.ts).
 */
function screen(titleKey: TranslationKey, load: () => Promise<ComponentType>): ReactElement {
  const Component = lazy(async () => ({ default: await trackScreenLoad(withTimeout(load())) }));
  return <Screen titleKey={titleKey} Component={Component} />;
}

/** A screen whose texts are in an on-demand part (src/lib/i18n.ts): its chunk and its texts load together. */
function screenWithTexts(titleKey: TranslationKey, load: () => Promise<ComponentType>, ...texts: Array<() => Promise<void>>): ReactElement {
  return screen(titleKey, async () => (await Promise.all([load(), ...texts.map((part) => part())]))[0] as ComponentType);
}

/** A screen whose texts are in the account part: the booking, profile and sign-in screens. */
function accountScreen(titleKey: TranslationKey, load: () => Promise<ComponentType>): ReactElement {
  return screenWithTexts(titleKey, load, loadAccountTexts);
}

/** A screen a later issue builds: the shared placeholder with the screen's title. */
function placeholder(titleKey: TranslationKey, messageKey?: TranslationKey): ReactElement {
  return screen(titleKey, async () => {
    const { PlaceholderScreen } = await import('../components/PlaceholderScreen');
    return function Placeholder() {
      return <PlaceholderScreen titleKey={titleKey} messageKey={messageKey} />;
    };
  });
}

// The hotel booking form of /reserve/:id and /tour-reserve/:id (the spec names both paths for it:
// contract/pages.ts, docs/urls.md), with the tours' texts too.
const reservationScreen = screenWithTexts(
  'screens.reservation',
  async () => (await import('../features/booking/components/ReservationScreen')).ReservationScreen,
  loadAccountTexts,
  loadTourTexts,
);

/**
 * The tour booking form of /tour-reservation/:id (docs/urls.md), with the booking feature's bank
 * transfer step (the app composes features).
 */
const tourBookingScreen = screenWithTexts('screens.tourReservation', async () => {
  const [{ TourReservationScreen }, { BankTransferStep }] = await Promise.all([
    import('../features/tours/components/TourReservationScreen'),
    import('../features/booking/components/BankTransferStep'),
  ]);
  return function TourReservationWithPayment() {
    return <TourReservationScreen PaymentStep={BankTransferStep} />;
  };
}, loadAccountTexts, loadTourTexts);

/** The three legal pages share one screen (and its chunk), which shows the text named. */
const legalScreen = (name: LegalDocumentName) =>
  screen(`screens.${name}`, async () => {
    const { LegalPage } = await import('../features/legal/components/LegalPage');
    return function LegalDocumentScreen() {
      return <LegalPage document={name} />;
    };
  });

/**
 * The screen of every page of the page table (contract/pages.ts), which gives each its path
 * and who may see it. Each screen is its own chunk: worker/pages/firstView.ts finds a public
 * page's chunk in the build manifest by the screen's source file and preloads it.
 */
const screens: Record<PageName, ReactElement> = {
  home: screen('screens.home', async () => (await import('./screens/HomePage')).HomePage),
  login: accountScreen('screens.login', async () => (await import('../features/auth/components/LoginScreen')).LoginScreen),
  register: accountScreen('screens.register', async () => (await import('../features/auth/components/RegisterScreen')).RegisterScreen),
  forgotPassword: accountScreen(
    'screens.forgotPassword',
    async () => (await import('../features/auth/components/ForgotPasswordScreen')).ForgotPasswordScreen,
  ),
  resetPassword: accountScreen(
    'screens.resetPassword',
    async () => (await import('../features/auth/components/ResetPasswordScreen')).ResetPasswordScreen,
  ),
  hotels: screen('screens.hotels', async () => (await import('../features/hotels/components/HotelListScreen')).HotelListScreen),
  hotel: screenWithTexts('screens.hotelDetail', async () => (await import('../features/hotels/components/HotelDetailScreen')).HotelDetailScreen, loadDetailTexts),
  reserve: reservationScreen,
  places: screen('screens.places', async () => (await import('../features/places/components/PlaceListScreen')).PlaceListScreen),
  place: screenWithTexts('screens.placeDetail', async () => (await import('../features/places/components/PlaceDetailScreen')).PlaceDetailScreen, loadDetailTexts),
  tours: screenWithTexts('screens.tours', async () => (await import('../features/tours/components/TourListScreen')).TourListScreen, loadTourTexts),
  tour: screenWithTexts(
    'screens.tourDetail',
    async () => (await import('../features/tours/components/TourDetailScreen')).TourDetailScreen,
    loadTourTexts,
    loadDetailTexts,
  ),
  tourReserve: reservationScreen,
  // The tour booking with the booking feature's bank transfer step (the app composes features).
  tourReservation: tourBookingScreen,
  confirmation: accountScreen('screens.confirmation', async () => (await import('../features/booking/components/ConfirmationScreen')).ConfirmationScreen),
  contact: screenWithTexts('screens.contact', async () => (await import('../features/support/components/SupportScreen')).SupportScreen, loadSupportTexts),
  terms: legalScreen('terms'),
  privacy: legalScreen('privacy'),
  cancellationPolicy: legalScreen('cancellationPolicy'),
  // The profile with the booking feature's late receipt upload under a pending stay (the app composes features).
  profile: accountScreen('screens.profile', async () => {
    const [{ ProfileScreen }, { LateReceiptUpload }] = await Promise.all([
      import('../features/profile/components/ProfileScreen'),
      import('../features/booking/components/LateReceiptUpload'),
    ]);
    return function ProfileWithReceiptUpload() {
      return <ProfileScreen PendingPayment={LateReceiptUpload} />;
    };
  }),
  admin: screen('screens.admin', async () => (await import('../features/admin/AdminScreen')).AdminScreen),
};

const routesFor = (access: PageAccess) =>
  (Object.keys(pages) as PageName[])
    .filter((name) => pages[name].access === access)
    .map((name) => <Route key={name} path={pages[name].path} element={screens[name]} />);

/** The page table's pages inside the layout; the guards in front of the user's and the admin's. */
const appRoutes = (
  <Route element={<AppLayout />}>
    {routesFor('anyone')}
    <Route element={<RequireAuth />}>{routesFor('user')}</Route>
    <Route element={<RequireAuth role="ADMIN" />}>{routesFor('admin')}</Route>
    <Route path="*" element={placeholder('screens.notFound', 'notFound.message')} />
  </Route>
);

/** The app's routes, rendered inside the BrowserRouter (App.tsx). */
export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
