import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage, ContactMessageStatus } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { fetchPage, SectionHeader, ServerPagedTable, useAdminMutation } from '../shared';
import type { Column, PageRequest } from '../shared';
import { markContactMessageHandled, messageKeys } from './api';
import { ReplyDialog } from './ReplyDialog';

const getMessagesPage = (request: PageRequest & { signal?: AbortSignal }) => fetchPage('getAllContactMessages', request);

const STATUS_COLOR: Record<ContactMessageStatus, string> = { NEW: 'orange', ANSWERED: 'blue', HANDLED: 'teal' };

/**
 * The contact form's and the handed-over live chats' messages (GET /api/contact/getAllMessages),
 * newest first, paged on the server: each says whether it is new, answered or handled; the team
 * answers by e-mail (the reply kept) and marks it handled.
 */
export function MessagesSection() {
  const { t, i18n } = useTranslation();
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const handle = useAdminMutation({
    mutationFn: (message: ContactMessage) => markContactMessageHandled(message.id),
    errorFallback: t('adminOps.messages.failed'),
    errorTitle: t('adminOps.messages.failed'),
    successMessage: t('adminOps.messages.handled'),
    invalidate: [messageKeys.list],
  });
  const columns: Column<ContactMessage>[] = [
    { key: 'date', header: t('adminOps.messages.columns.date'), render: (m) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt, i18n.language)}</Text> },
    { key: 'name', header: t('adminOps.messages.columns.name'), render: (m) => m.name },
    { key: 'email', header: t('adminOps.messages.columns.email'), render: (m) => <a href={`mailto:${m.email}`}>{m.email}</a> },
    { key: 'subject', header: t('adminOps.messages.columns.subject'), render: (m) => m.subject },
    {
      key: 'message',
      header: t('adminOps.messages.columns.message'),
      render: (m) => (
        <Stack gap={4} maw={420}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{m.message}</Text>
          {m.reply && <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{t('adminOps.messages.replied', { reply: m.reply })}</Text>}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('adminOps.messages.columns.status'),
      render: (m) => <Badge variant="light" color={STATUS_COLOR[m.status]} c="dark.9" tt="none">{t(`adminOps.messages.status.${m.status}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t('adminOps.messages.columns.actions'),
      actions: true,
      render: (m) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setReplying(m)} aria-label={t('adminOps.messages.replyOf', { name: m.name })}>
            {t('adminOps.messages.reply')}
          </Button>
          {m.status !== 'HANDLED' && (
            <Button size="xs" variant="outline" color="teal.9" loading={handle.isPending && handle.variables?.id === m.id} onClick={() => handle.mutate(m)} aria-label={t('adminOps.messages.handleOf', { name: m.name })}>
              {t('adminOps.messages.handle')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <>
      <SectionHeader title={t('adminOps.messages.title')} />
      <ServerPagedTable
        queryKey={messageKeys.list}
        fetchPage={getMessagesPage}
        columns={columns}
        rowKey={(m) => m.id}
        label={t('adminOps.messages.tableLabel')}
        emptyMessage={t('adminOps.messages.empty')}
        errorMessage={t('adminOps.messages.loadError')}
        minWidth={1000}
        cardsOnPhone
      />
      {replying && <ReplyDialog key={replying.id} message={replying} onClose={() => setReplying(null)} />}
    </>
  );
}
