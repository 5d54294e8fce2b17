import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorState } from '../components/ErrorState';

/**
 * A screen that failed to load (its chunk timed out or is gone after a deploy) or threw while
 * rendering. Reloading fetches the current chunks. Unknown paths never get here: the `*` route
 * shows the not-found screen.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1}>{t('routeError.title')}</Title>
      <ErrorState
        message={t('routeError.message')}
        retryLabel={t('routeError.reload')}
        onRetry={() => window.location.reload()}
      />
    </Container>
  );
}
