import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { adminKeys, fetchPage, SectionHeader, ServerPagedTable } from '../shared';
import type { Column, PageRequest } from '../shared';

const getMessagesPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllContactMessages', request);

/** The contact form's messages (GET /api/contact/getAllMessages), newest first, paged on the server. */
export function MessagesSection() {
  const { t, i18n } = useTranslation();
  const columns: Column<ContactMessage>[] = [
    { key: 'date', header: t('adminOps.messages.columns.date'), render: (m) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.createdAt, i18n.language)}</Text> },
    { key: 'name', header: t('adminOps.messages.columns.name'), render: (m) => m.name },
    { key: 'email', header: t('adminOps.messages.columns.email'), render: (m) => <a href={`mailto:${m.email}`}>{m.email}</a> },
    { key: 'subject', header: t('adminOps.messages.columns.subject'), render: (m) => m.subject },
    { key: 'message', header: t('adminOps.messages.columns.message'), render: (m) => <Text size="sm" style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{m.message}</Text> },
  ];
  return (
    <>
      <SectionHeader title={t('adminOps.messages.title')} />
      <ServerPagedTable
        queryKey={adminKeys.list('messages')}
        fetchPage={getMessagesPage}
        columns={columns}
        rowKey={(m) => m.id}
        label={t('adminOps.messages.tableLabel')}
        emptyMessage={t('adminOps.messages.empty')}
        errorMessage={t('adminOps.messages.loadError')}
        minWidth={860}
      />
    </>
  );
}
