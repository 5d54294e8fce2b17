import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES } from '../../../../contract/auditEntities';
import { DateField } from '../../../components/DateField';
import { getAllUsers, userKeys } from '../users/api';
import { NO_ACTIVITY_FILTERS, type ActivityFilters } from './api';

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: Dispatch<SetStateAction<ActivityFilters>>;
}

/** Person (the admins), record type and Van's days of the activity list; each applies at once. */
export function ActivityFilterBar({ filters, onChange }: ActivityFilterBarProps) {
  const { t } = useTranslation();
  const users = useQuery({ queryKey: userKeys.all, queryFn: ({ signal }) => getAllUsers(signal) });
  const staff = (users.data ?? []).filter((user) => user.role === 'ADMIN' || user.id === filters.actor);
  const setFilter = (patch: Partial<ActivityFilters>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('adminAudit.filters.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        <NativeSelect
          label={t('adminAudit.filters.person')}
          value={filters.actor}
          onChange={(event) => setFilter({ actor: event.currentTarget.value })}
          data={[{ value: '', label: t('adminAudit.filters.everyone') }, ...staff.map((user) => ({ value: user.id, label: user.name }))]}
        />
        <NativeSelect
          label={t('adminAudit.filters.record')}
          value={filters.entity}
          onChange={(event) => setFilter({ entity: event.currentTarget.value })}
          data={[{ value: '', label: t('adminAudit.filters.allRecords') }, ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`adminAudit.entities.${entity}`) }))]}
        />
        <DateField label={t('adminAudit.filters.from')} value={filters.from} onChange={(value) => setFilter({ from: value })} />
        <DateField label={t('adminAudit.filters.to')} value={filters.to} onChange={(value) => setFilter({ to: value })} />
      </SimpleGrid>
      <Group mt="sm">
        <Button variant="default" onClick={() => onChange(NO_ACTIVITY_FILTERS)}>
          {t('adminAudit.filters.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
