import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import { Group, NativeSelect, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatNumber } from '../../../lib/format';
import type { PageRequest, PageResult } from './fetchPage';
import type { Column } from './column';
import { RowCards } from './RowCards';

export type { Column } from './column';

export interface ServerPagedTableProps<T> {
  /** Base key of the list (page and page size are appended); invalidating it refetches the table. */
  queryKey: QueryKey;
  fetchPage: (request: PageRequest & { signal?: AbortSignal }) => Promise<PageResult<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the table (e.g. 'Kullanıcılar'). */
  label: string;
  emptyMessage: string;
  errorMessage: string;
  /** The row being edited is highlighted. */
  selectedKey?: string | null;
  /** A row just added: the table goes back to page 1 (where newest-first lists put it) and highlights it. */
  createdKey?: string | null;
  pageSizes?: number[];
  initialPageSize?: number;
  /** Below this width the table scrolls sideways (phones). */
  minWidth?: number;
  /** On a phone (below 36em) the rows are cards instead of a table that scrolls sideways. */
  cardsOnPhone?: boolean;
}

export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list paged on the server (page, pageSize, `X-Total-Count`): loading, error with retry
 * ('Tekrar Dene'), empty; keeps the previous page on screen while the next one loads.
 */
export function ServerPagedTable<T>({
  queryKey,
  fetchPage,
  columns,
  rowKey,
  label,
  emptyMessage,
  errorMessage,
  selectedKey,
  createdKey,
  pageSizes = PAGE_SIZES,
  initialPageSize = 10,
  minWidth = 720,
  cardsOnPhone = false,
}: ServerPagedTableProps<T>) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') === true;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const keyText = JSON.stringify(queryKey);
  // A new filter (another base key) starts again at page 1.
  useEffect(() => setPage(1), [keyText]);
  useEffect(() => {
    if (createdKey) setPage(1);
  }, [createdKey]);
  const highlighted = selectedKey ?? createdKey;

  const query = useQuery({
    queryKey: [...queryKey, 'page', { page, pageSize }],
    queryFn: ({ signal }) => fetchPage({ page, pageSize, signal }),
    placeholderData: keepPreviousData,
  });

  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // After a delete emptied the last page, show the page that now is the last.
  useEffect(() => {
    if (query.data && page > pages) setPage(pages);
  }, [query.data, page, pages]);

  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = query.data?.items ?? [];
  if (total === 0 && rows.length === 0) return <EmptyState message={emptyMessage} />;

  const from = (page - 1) * pageSize + 1;
  const to = from + rows.length - 1;
  const lang = i18n.language;

  return (
    <Stack gap="sm">
      {cardsOnPhone && phone ? (
        <RowCards rows={rows} columns={columns} rowKey={rowKey} label={label} highlighted={highlighted} busy={query.isFetching} />
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.actions ? 'end' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <Table.Tr key={key} bg={highlighted === key ? 'var(--mantine-color-lake-light)' : undefined} aria-current={highlighted === key ? 'true' : undefined}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} style={column.actions ? { whiteSpace: 'nowrap', textAlign: 'end' } : undefined}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.isError && (
        <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('admin.table.range', {
            from: formatNumber(from, lang),
            to: formatNumber(to, lang),
            total: formatNumber(total, lang),
          })}
        </Text>
        <Group gap="sm">
          <NativeSelect
            aria-label={t('admin.table.pageSize')}
            size="xs"
            value={String(pageSize)}
            data={pageSizes.map((size) => ({ value: String(size), label: t('admin.table.perPage', { count: size }) }))}
            onChange={(event) => {
              setPageSize(Number(event.currentTarget.value));
              setPage(1);
            }}
          />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('admin.table.previous') : control === 'next' ? t('admin.table.next') : control === 'first' ? t('admin.table.first') : t('admin.table.last'),
              })}
              getItemProps={(item) => ({ 'aria-label': t('admin.table.page', { page: item }) })}
            />
          )}
        </Group>
      </Group>
    </Stack>
  );
}
