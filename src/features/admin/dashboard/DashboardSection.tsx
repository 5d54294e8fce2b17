import '@mantine/core/styles/Table.css';
import { Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCash, IconMessageStar, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { vanToday } from '../../../../contract/time';
import { routes } from '../../../../contract/routes';
import type { DashboardStats } from '../../../../contract';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { apiFetch } from '../../../lib/api';
import { formatMoney, formatNumber } from '../../../lib/format';
// Straight from the modules, not the shared/ index: the dashboard is /admin's first view, and
// the index would tie every section's shared code (forms, tables, dialogs) to it (BENCHMARKS.md).
import { adminKeys } from '../shared/keys';
import { SectionHeader } from '../shared/SectionHeader';
import { StatCard } from '../shared/StatCard';
import { StatGrid } from '../shared/StatGrid';
import { monthName } from './monthName';

export const dashboardKey = adminKeys.section('dashboard');

/** GET /api/admin/dashboard: figures computed by the server from D1. */
export const getDashboard = (signal?: AbortSignal): Promise<DashboardStats> =>
  apiFetch(routes.getDashboard.path, { signal });

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={700} fz={24}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Spec "Dashboard": the four figures and the reports panel, from the server (not hard-coded). */
export function DashboardSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });

  const header = <SectionHeader title={t('admin.sections.dashboard')} />;
  if (query.isPending) return <>{header}<LoadingState /></>;
  if (query.isError) {
    return (
      <>
        {header}
        <ErrorState message={t('adminOps.dashboard.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }

  const stats = query.data;
  const money = (amount: number) => t('adminOps.dashboard.money', { amount: formatMoney(amount, lang) });
  const thisMonth = vanToday().slice(0, 7);
  const current = stats.monthly.find((m) => m.month === thisMonth);
  const lastThree = stats.monthly.slice(-3).reverse();

  return (
    <>
      {header}
      <StatGrid>
        <StatCard label={t('adminOps.dashboard.stats.users')} value={formatNumber(stats.users, lang)} icon={<IconUsers size={24} />} />
        <StatCard label={t('adminOps.dashboard.stats.reservations')} value={formatNumber(stats.reservations, lang)} icon={<IconCalendarEvent size={24} />} color="teal" />
        <StatCard label={t('adminOps.dashboard.stats.reviews')} value={formatNumber(stats.reviews, lang)} icon={<IconMessageStar size={24} />} color="grape" />
        <StatCard label={t('adminOps.dashboard.stats.revenue')} value={money(stats.revenue)} icon={<IconCash size={24} />} color="orange" />
      </StatGrid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-reports">
        <Title order={3} id="dashboard-reports" mb="md">
          {t('adminOps.dashboard.reports')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <Figure label={t('adminOps.dashboard.monthlyRevenue')} value={money(current?.revenue ?? 0)} hint={monthName(thisMonth, lang)} />
          <Figure
            label={t('adminOps.dashboard.occupancy')}
            value={t('adminOps.dashboard.percent', { value: formatNumber(stats.occupancyPercent, lang) })}
            hint={t('adminOps.dashboard.occupancyHint')}
          />
          <Figure label={t('adminOps.dashboard.monthReservations')} value={formatNumber(current?.reservations ?? 0, lang)} hint={monthName(thisMonth, lang)} />
          <Figure
            label={t('adminOps.dashboard.averageRating')}
            value={stats.averageRating === null ? '–' : formatNumber(Math.round(stats.averageRating * 10) / 10, lang)}
            hint={stats.averageRating === null ? t('adminOps.dashboard.noRating') : undefined}
          />
        </SimpleGrid>
        <Group mt="lg" mb="xs">
          <Title order={4}>{t('adminOps.dashboard.lastMonths')}</Title>
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t('adminOps.dashboard.lastMonths')} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminOps.dashboard.monthColumn')}</Table.Th>
                <Table.Th>{t('adminOps.dashboard.revenueColumn')}</Table.Th>
                <Table.Th>{t('adminOps.dashboard.reservationsColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lastThree.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{monthName(m.month, lang)}</Table.Td>
                  <Table.Td>{money(m.revenue)}</Table.Td>
                  <Table.Td>{formatNumber(m.reservations, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
