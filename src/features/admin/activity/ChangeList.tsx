import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract';
import { formatNumber } from '../../../lib/format';
import { changedFields, fieldLabel, valueText } from './activityText';

/** The first changes shown per row; the rest are counted. */
const SHOWN = 5;

/** A write's changed fields as "field: before → after" lines. */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const changes = changedFields(entry);
  if (changes.length === 0) return <Text size="sm" c="dimmed">{t('adminAudit.noChanges')}</Text>;
  const shown = changes.slice(0, SHOWN);
  const hidden = changes.length - shown.length;
  return (
    <List size="sm" spacing={2} listStyleType="none" p={0} m={0} maw={460} style={{ overflowWrap: 'anywhere' }}>
      {shown.map((change) => (
        // Each part isolated (bdi): English field names and Latin values keep their order in a right-to-left line.
        <List.Item key={change.field}>
          <bdi>{fieldLabel(change.field)}</bdi>: <bdi>{valueText(change.field, change.before, i18n.language) ?? t('adminAudit.none')}</bdi> {t('adminAudit.arrow')}{' '}
          <bdi>{valueText(change.field, change.after, i18n.language) ?? t('adminAudit.none')}</bdi>
        </List.Item>
      ))}
      {hidden > 0 && (
        <List.Item c="dimmed">{t('adminAudit.more', { count: hidden, formattedCount: formatNumber(hidden, i18n.language) })}</List.Item>
      )}
    </List>
  );
}
