import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChannelFeed } from '../../../../contract';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';

const STATUS_COLOR: Record<ChannelFeed['lastStatus'], string> = { NEVER: 'gray.8', OK: 'teal.9', FAILED: 'red.9' };

interface ChannelFeedRowProps {
  feed: ChannelFeed;
  syncing: boolean;
  deleting: boolean;
  onSync: () => void;
  onDelete: () => void;
}

/** One imported calendar: its last sync (time, status, reason), events held, conflicts, Sync now and Delete. */
export function ChannelFeedRow({ feed, syncing, deleting, onSync, onDelete }: ChannelFeedRowProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>{feed.name}</Text>
        <Text size="xs" c="dark.9" dir="ltr" style={{ wordBreak: 'break-all' }}>{feed.url}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Badge color={STATUS_COLOR[feed.lastStatus]} variant="filled">{t(`adminOps.channels.status.${feed.lastStatus}`)}</Badge>
          {feed.lastSyncAt && <Text size="xs">{formatDateTime(feed.lastSyncAt, lang)}</Text>}
          {feed.lastStatus === 'FAILED' && feed.lastError && (
            <Text size="xs" c="red.9">{t('adminOps.channels.reason', { reason: feed.lastError })}</Text>
          )}
          {feed.lastStatus === 'FAILED' && feed.lastSuccessAt && (
            <Text size="xs">{t('adminOps.channels.lastSuccess', { time: formatDateTime(feed.lastSuccessAt, lang) })}</Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>{formatNumber(feed.eventCount, lang)}</Table.Td>
      <Table.Td>
        {feed.conflicts.length === 0 ? (
          <Text size="sm">–</Text>
        ) : (
          <Stack gap={2}>
            <Badge color="red.9" variant="filled">{t('adminOps.channels.conflictCount', { count: feed.conflicts.length, n: formatNumber(feed.conflicts.length, lang) })}</Badge>
            {feed.conflicts.map((c) => (
              <Text key={`${c.checkIn}-${c.checkOut}-${c.summary ?? ''}`} size="xs" c="red.9">
                {t('adminOps.channels.conflictRange', { from: formatDate(c.checkIn, lang), to: formatDate(c.checkOut, lang) })}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" color="lake.9" loading={syncing} onClick={onSync} aria-label={t('adminOps.channels.syncOf', { name: feed.name })}>
            {t('adminOps.channels.sync')}
          </Button>
          <Button size="xs" variant="outline" color="red.9" loading={deleting} onClick={onDelete} aria-label={t('adminOps.channels.deleteOf', { name: feed.name })}>
            {t('adminOps.channels.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
