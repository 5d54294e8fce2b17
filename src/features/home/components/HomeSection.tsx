import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import classes from './Home.module.css';

export interface HomeSectionProps<T> {
  title: string;
  viewAllHref: string;
  viewAllLabel: string;
  emptyMessage: string;
  query: UseQueryResult<T[]>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** One home section: title, view-all link, spinner / 'An error occurred' + Try Again / empty message / 4 cards. */
export function HomeSection<T>({ title, viewAllHref, viewAllLabel, emptyMessage, query, renderItem, itemKey }: HomeSectionProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  let content: ReactNode;
  if (query.isPending) content = <LoadingState minHeight={200} />;
  else if (query.isError)
    content = (
      <ErrorState
        message={t('home.sectionError')}
        retryLabel={t('home.tryAgain')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0) content = <EmptyState message={emptyMessage} />;
  else
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {query.data.map((item) => (
          <div key={itemKey(item)}>{renderItem(item)}</div>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Anchor component={Link} to={viewAllHref} fw={600}>
          <Group gap={4} wrap="nowrap" component="span">
            {viewAllLabel}
            <IconArrowRight size={16} aria-hidden className={classes.forward} />
          </Group>
        </Anchor>
      </Group>
      {content}
    </Stack>
  );
}
