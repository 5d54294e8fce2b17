import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { bankStatementKeys, getBankStatements } from './api';

/** The statements uploaded, newest first: file, account, who uploaded it and when, each state's count. */
export function StatementsList({ openId, onOpen }: { openId: string | null; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useQuery({ queryKey: bankStatementKeys.list, queryFn: ({ signal }) => getBankStatements(signal) });
  const n = (value: number) => formatNumber(value, lang);

  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-statements-list">
      <Title order={3} id="bank-statements-list">
        {t('adminBank.list.title')}
      </Title>
      {query.isPending ? (
        <LoadingState minHeight={80} />
      ) : query.isError ? (
        <ErrorState message={t('adminBank.list.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState message={t('adminBank.list.empty')} />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.map((statement) => (
            <Paper key={statement.id} component="li" withBorder radius="md" p="sm" bg={statement.id === openId ? 'lake.0' : undefined}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {statement.fileName}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('adminBank.list.uploaded', { account: statement.account, when: formatDateTime(statement.createdAt, lang), name: statement.uploadedBy ?? '–' })}
                  </Text>
                  <Text size="sm" c="dark.9">
                    {t('adminBank.list.counts', {
                      approved: n(statement.counts.APPROVED),
                      suggested: n(statement.counts.SUGGESTED),
                      unmatched: n(statement.counts.UNMATCHED),
                      debits: n(statement.counts.IGNORED_DEBIT),
                    })}
                  </Text>
                </Stack>
                <Button size="xs" variant="light" onClick={() => onOpen(statement.id)} aria-label={t('adminBank.list.openOf', { file: statement.fileName })}>
                  {t('adminBank.list.open')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
