import { useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, use, useEffect } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { backend, handlers } from '../mocks/world';
import { ADMIN_LOGIN, USER_LOGIN } from '../scripts/seed-data';
import { AppProviders, createQueryClient } from '../src/app/providers';
import { UnauthorizedToLogin } from '../src/app/UnauthorizedToLogin';
import { clearSession, setSession } from '../src/lib/session';
import i18n, { isLanguageCode, languages, loadAccountTexts, loadErrorTexts, loadDetailTexts, loadLanguage, loadSupportTexts, loadTourTexts } from '../src/lib/i18n';
import type { LanguageCode } from '../src/lib/i18n';

/** A nested route of a story: its path and what it renders, as in `<Route>`. */
export interface StoryRoute {
  path: string;
  element: ReactNode;
  children?: StoryRoute[];
}

/**
 * Where a story renders in the memory router. `route` is the shorthand for one initial URL.
 * `path` is the route pattern the story is mounted at (default `*`), so `useParams` works,
 * and `children` are nested routes for components with an <Outlet /> (the layout).
 */
export interface RouterParameters {
  initialEntries?: string[];
  path?: string;
  children?: StoryRoute[];
}

/** Who is logged in when the story starts: a guest (default), the demo user or the admin. */
export type SessionParameter = 'guest' | 'user' | 'admin';

declare module 'storybook/internal/csf' {
  interface Parameters {
    route?: string;
    router?: RouterParameters;
    session?: SessionParameter;
  }
}

type ColorScheme = Exclude<MantineColorScheme, 'auto'>;

const toLocale = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : 'tr');
const toScheme = (value: unknown): ColorScheme => (value === 'dark' ? 'dark' : 'light');

/**
 * Each language's texts are a separate download (i18n.ts): load the story's, then switch.
 * i18n.ts sets <html lang dir> on every change; Mantine's DirectionProvider follows `dir`.
 */
async function applyLocale(locale: LanguageCode) {
  // Stories render the booking, profile and sign-in screens without the router that loads their
  // texts, the contact, tour and detail screens without their routes, and admin sections without
  // the back office screen that loads the error codes' texts.
  await Promise.all([loadAccountTexts(), loadErrorTexts(), loadSupportTexts(), loadTourTexts(), loadDetailTexts()]);
  await loadLanguage(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

// ---------------------------------------------------------------------------------------------
// Fresh query cache per story: the app's defaults, minus retries (an error story fails at once).
// ---------------------------------------------------------------------------------------------

function createStoryQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults: QueryClientConfig['defaultOptions'] = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults?.queries, retry: false },
    mutations: { ...defaults?.mutations, retry: false },
  });
  return client;
}

// ---------------------------------------------------------------------------------------------
// Router: one memory router per story, the app's declarative router in memory.
// ---------------------------------------------------------------------------------------------

const CurrentStory = createContext<ReactNode>(null);

function StoryElement() {
  return <>{use(CurrentStory)}</>;
}

function StoryRoutes({ path = '*', routes }: { path?: string; routes?: StoryRoute[] }) {
  return useRoutes([{ path, element: <StoryElement />, children: routes }]);
}

function StoryRouter({ router: options, children }: { router: RouterParameters; children: ReactNode }) {
  return (
    <CurrentStory value={children}>
      <MemoryRouter initialEntries={options.initialEntries ?? ['/']}>
        {/* A 401 clears the session and goes to /login inside the story, never reloading the frame. */}
        <UnauthorizedToLogin />
        <StoryRoutes path={options.path} routes={options.children} />
      </MemoryRouter>
    </CurrentStory>
  );
}

// ---------------------------------------------------------------------------------------------
// Toolbar globals: language (and with it direction) and colour scheme.
// ---------------------------------------------------------------------------------------------

function GlobalsSync({ locale, scheme }: { locale: LanguageCode; scheme: ColorScheme }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(scheme), [scheme, setColorScheme]);
  useEffect(() => {
    void applyLocale(locale);
  }, [locale]);
  return null;
}

/** The one decorator: providers (theme, direction, i18n, notifications, query cache) and router. */
const withApp: Decorator = (Story, context) => {
  const locale = toLocale(context.globals.locale);
  const scheme = toScheme(context.globals.colorScheme);
  const queryClient = (context.loaded as { queryClient?: QueryClient }).queryClient ?? createStoryQueryClient();
  const router: RouterParameters = {
    ...context.parameters.router,
    initialEntries: context.parameters.router?.initialEntries ?? [context.parameters.route ?? '/'],
  };
  return (
    <AppProviders queryClient={queryClient} key={context.id}>
      <GlobalsSync locale={locale} scheme={scheme} />
      <StoryRouter router={router}>
        <Story />
      </StoryRouter>
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withApp],

  loaders: [
    // msw-storybook-addon 3 (CSF 3): one worker for the session, handing every /api call to the
    // Worker's app (mocks/world.ts); the loader resets it to that before each story, stories put
    // failures in front with `beforeEach({ msw }) { msw.use(...) }` or `parameters.msw`.
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker(...handlers);
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
    async () => ({ queryClient: createStoryQueryClient() }),
  ],

  async beforeEach({ globals, parameters }) {
    // Every story starts from the demo world as seeded, as `parameters.session` (a guest by
    // default), in its language and colour scheme.
    await backend.reset();
    const login = parameters.session === 'admin' ? ADMIN_LOGIN : parameters.session === 'user' ? USER_LOGIN : null;
    if (login) {
      const { token, user } = await backend.signIn(login.name);
      setSession(token, user);
    } else clearSession();
    localStorage.setItem('mantine-color-scheme-value', toScheme(globals.colorScheme));
    await applyLocale(toLocale(globals.locale));
  },

  globalTypes: {
    locale: {
      description: 'Interface language (fa is right-to-left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({
          value: language.code,
          title: `${language.label}${language.rtl ? ' (RTL)' : ''}`,
          right: language.code,
        })),
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Mantine colour scheme',
      toolbar: {
        title: 'Colour scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'tr', colorScheme: 'light' },

  parameters: {
    layout: 'fullscreen',
    // The toolbar's viewports: the widths the screens are designed and reviewed at.
    viewport: {
      options: {
        phone: { name: 'Phone (360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // An axe violation fails the story test...
      test: 'error',
      // ...when it is serious or critical (the addon's matcher filters by `impactLevels`).
      options: { impactLevels: ['serious', 'critical'] } as Record<string, unknown>,
    },
  },
};

export default preview;
