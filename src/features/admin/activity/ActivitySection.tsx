import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract';
import { AUDIT_ENTITIES } from '../../../../contract/auditEntities';
import { formatDateTime } from '../../../lib/format';
import { SectionHeader, ServerPagedTable } from '../shared';
import type { Column } from '../shared';
import { ActivityFilterBar } from './ActivityFilterBar';
import { activityKeys, getActivityPage, NO_ACTIVITY_FILTERS } from './api';
import { verbOf } from './activityText';
import { ChangeList } from './ChangeList';

const knownEntity = (entity: string): entity is (typeof AUDIT_ENTITIES)[number] => (AUDIT_ENTITIES as readonly string[]).includes(entity);

/**
 * The audit trail (GET /api/admin/audit): every write made in the back office, newest first, by
 * person, record type and day; each row says who, when, what, and the fields before → after.
 */
export function ActivitySection() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState(NO_ACTIVITY_FILTERS);
  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('adminAudit.columns.when'),
      render: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
        </Text>
      ),
    },
    { key: 'who', header: t('adminAudit.columns.who'), render: (entry) => entry.actorName },
    {
      key: 'what',
      header: t('adminAudit.columns.what'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {t('adminAudit.what', { verb: t(`adminAudit.verbs.${verbOf(entry)}`), record: knownEntity(entry.entity) ? t(`adminAudit.entities.${entry.entity}`) : entry.entity })}
          </Text>
          {entry.entityId && (
            <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
              {entry.entityId.slice(0, 8)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'changes', header: t('adminAudit.columns.changes'), render: (entry) => <ChangeList entry={entry} /> },
  ];
  return (
    <Stack gap="md">
      <SectionHeader title={t('adminAudit.title')} description={t('adminAudit.intro')} />
      <ActivityFilterBar filters={filters} onChange={setFilters} />
      <ServerPagedTable
        queryKey={activityKeys.list(filters)}
        fetchPage={getActivityPage(filters)}
        columns={columns}
        rowKey={(entry) => entry.id}
        label={t('adminAudit.tableLabel')}
        emptyMessage={t('adminAudit.empty')}
        errorMessage={t('adminAudit.loadError')}
        initialPageSize={20}
        minWidth={900}
        cardsOnPhone
      />
    </Stack>
  );
}
