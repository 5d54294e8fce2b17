import './mantineStyles';

import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n, { getDirection } from '../lib/i18n';
import { cssVariablesResolver, theme } from '../theme';
import { NotificationsHost } from './NotificationsHost';
import { createQueryClient } from './queryClient';

export { createQueryClient } from './queryClient';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests and stories pass a fresh client; the app makes its own. */
  queryClient?: QueryClient;
}

/**
 * Everything a screen needs except the router (App wraps the router around this, Storybook
 * adds its own): translations, direction, Mantine theme, notifications and the query cache.
 *
 * Direction follows the language: i18n.ts sets `<html dir>` on every language change and
 * DirectionProvider (detectDirection) observes that attribute.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={getDirection(i18n.language)}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <NotificationsHost />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
