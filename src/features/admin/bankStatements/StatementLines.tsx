import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankLineState } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatNumber } from '../../../lib/format';
import { bankStatementKeys, getBankStatement } from './api';
import { StatementLineCard } from './StatementLineCard';

/** The order a person works through them: what needs a click first, then what is done. */
const ORDER = ['SUGGESTED', 'UNMATCHED', 'APPROVED', 'IGNORED_DEBIT'] as const satisfies readonly BankLineState[];

/** One statement's lines grouped by state, each group with its count. */
export function StatementLines({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: bankStatementKeys.detail(id), queryFn: ({ signal }) => getBankStatement(id, signal) });

  if (query.isPending) return <LoadingState minHeight={120} />;
  if (query.isError) return <ErrorState message={t('adminBank.lines.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const statement = query.data;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bank-statement-lines">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} id="bank-statement-lines" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {t('adminBank.lines.title', { file: statement.fileName })}
          </Title>
          <Button size="xs" variant="default" onClick={onClose}>
            {t('adminBank.lines.close')}
          </Button>
        </Group>
        {statement.lines.length === 0 && <EmptyState message={t('adminBank.lines.none')} />}
        {ORDER.map((state) => {
          const lines = statement.lines.filter((line) => line.state === state);
          if (lines.length === 0) return null;
          const headingId = `bank-lines-${state}`;
          return (
            <Stack key={state} gap="xs" component="section" aria-labelledby={headingId}>
              <Title order={4} id={headingId}>
                {t(`adminBank.lines.states.${state}`)} ({formatNumber(lines.length, i18n.language)})
              </Title>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {lines.map((line) => (
                  <StatementLineCard key={line.id} line={line} statementId={statement.id} pending={statement.pendingBookings} />
                ))}
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
