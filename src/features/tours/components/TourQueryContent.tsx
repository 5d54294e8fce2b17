import { Button, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Tour } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError } from '../../../lib/api';
import type { useTourById } from '../api/getTourById';
import { pageUrl } from '../../../../contract/pages';

/**
 * A screen about one tour: spinner while it loads, a not-found state for an unknown id (404/400),
 * the load error with retry, else `children(tour)`. Shared by the tour detail and booking screens.
 */
export function TourQueryContent({ query, children }: { query: ReturnType<typeof useTourById>; children: (tour: Tour) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return missing ? (
      <EmptyState
        message={
          <Title order={1} size="h3">
            {t('tours.detail.notFoundTitle')}
          </Title>
        }
        description={t('tours.detail.notFoundMessage')}
        action={
          <Button component={Link} to={pageUrl('tours')} variant="light">
            {t('tours.detail.back')}
          </Button>
        }
      />
    ) : (
      <ErrorState message={t('tours.detail.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return children(query.data);
}
