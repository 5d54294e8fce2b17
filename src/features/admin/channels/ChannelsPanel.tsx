import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, CopyButton, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedUrlProblem, FEED_URL_MAX } from '../../../../contract/feedUrl';
import type { ChannelFeed, ChannelSyncResult } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { notifyAdmin, useAdminMutation, validatedSubmit } from '../shared';
import { addChannelFeed, channelKeys, deleteChannelFeed, getChannels, rotateChannelExport, syncChannelFeed } from './api';
import { ChannelFeedRow } from './ChannelFeedRow';

interface FeedFormValues {
  name: string;
  url: string;
}
const EMPTY: FeedFormValues = { name: '', url: '' };

/**
 * The channels of one room type (issue 21): its secret export address for Booking.com, Airbnb
 * and Google Calendar (copy, rotate), the calendars imported into it with their last sync, a
 * form to add one, Sync now and Delete.
 */
export function ChannelsPanel({ roomTypeId, roomTypeName }: { roomTypeId: string; roomTypeName: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = channelKeys.ofRoomType(roomTypeId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getChannels(roomTypeId, signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const form = useForm<FeedFormValues>({ initialValues: EMPTY });
  const validate = (values: FeedFormValues) => {
    const errors: Record<string, string> = {};
    if (!values.name.trim()) errors.name = t('admin.form.required');
    if (!values.url.trim()) errors.url = t('admin.form.required');
    else if (values.url.trim().length > FEED_URL_MAX) errors.url = t('adminOps.channels.urlProblem.invalid');
    else {
      const problem = feedUrlProblem(values.url, { allowPrivate: true });
      if (problem) errors.url = t(`adminOps.channels.urlProblem.${problem}`);
    }
    return errors;
  };

  const add = useAdminMutation({
    mutationFn: (values: FeedFormValues) => addChannelFeed({ roomTypeId, name: values.name.trim(), url: values.url.trim() }),
    form,
    errorFallback: t('admin.form.saveFailed'),
    successMessage: t('adminOps.channels.added'),
    onSuccess: () => {
      form.reset();
      void refresh();
    },
  });
  const sync = useAdminMutation({
    mutationFn: (feed: ChannelFeed) => syncChannelFeed(feed.id),
    errorFallback: t('adminOps.channels.syncFailed'),
    onSuccess: (result: ChannelSyncResult) => {
      if (result.status === 'OK') notifyAdmin('success', t('adminOps.channels.synced', { events: result.events, added: result.added, removed: result.removed }));
      else notifyAdmin('error', t('adminOps.channels.reason', { reason: result.error ?? '' }), t('adminOps.channels.syncFailed'));
      void refresh();
    },
  });
  const remove = useAdminMutation({
    mutationFn: (feed: ChannelFeed) => deleteChannelFeed(feed.id),
    errorFallback: t('adminOps.channels.deleteFailed'),
    successMessage: t('adminOps.channels.deleted'),
    onSuccess: () => void refresh(),
  });
  const rotate = useAdminMutation({
    mutationFn: () => rotateChannelExport(roomTypeId),
    errorFallback: t('adminOps.channels.rotateFailed'),
    successMessage: t('adminOps.channels.rotated'),
    onSuccess: (overview) => queryClient.setQueryData(key, overview),
  });

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={t('adminOps.channels.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const { exportUrl, feeds } = query.data;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="channel-export-title">
        <Stack gap="xs">
          <Title order={3} size="h4" id="channel-export-title">{t('adminOps.channels.exportTitle', { room: roomTypeName })}</Title>
          <Text size="sm">{t('adminOps.channels.exportHelp')}</Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={t('adminOps.channels.exportUrl')} value={exportUrl} readOnly dir="ltr" style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={exportUrl}>
              {({ copied, copy }) => (
                <Button color={copied ? 'teal.9' : 'lake.9'} onClick={copy}>{copied ? t('adminOps.channels.copied') : t('adminOps.channels.copy')}</Button>
              )}
            </CopyButton>
            <Button variant="outline" color="red.9" loading={rotate.isPending} onClick={() => rotate.mutate()}>{t('adminOps.channels.rotate')}</Button>
          </Group>
          <Text size="xs">{t('adminOps.channels.rotateHelp')}</Text>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="channel-feeds-title">
        <Stack gap="sm">
          <Title order={3} size="h4" id="channel-feeds-title">{t('adminOps.channels.feedsTitle')}</Title>
          <Text size="sm">{t('adminOps.channels.feedsHelp')}</Text>
          {feeds.some((feed) => feed.conflicts.length > 0) && (
            <Alert color="red" variant="light" title={t('adminOps.channels.conflictTitle')}>
              <Text size="sm" c="dark.9">{t('adminOps.channels.conflictHelp')}</Text>
            </Alert>
          )}
          {feeds.length === 0 ? (
            <EmptyState message={t('adminOps.channels.empty')} />
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table aria-label={t('adminOps.channels.tableLabel', { room: roomTypeName })} verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminOps.channels.columns.calendar')}</Table.Th>
                    <Table.Th>{t('adminOps.channels.columns.lastSync')}</Table.Th>
                    <Table.Th>{t('adminOps.channels.columns.events')}</Table.Th>
                    <Table.Th>{t('adminOps.channels.columns.conflicts')}</Table.Th>
                    <Table.Th>{t('adminOps.channels.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {feeds.map((feed) => (
                    <ChannelFeedRow
                      key={feed.id}
                      feed={feed}
                      syncing={sync.isPending && sync.variables?.id === feed.id}
                      deleting={remove.isPending && remove.variables?.id === feed.id}
                      onSync={() => sync.mutate(feed)}
                      onDelete={() => remove.mutate(feed)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}

          <form aria-label={t('adminOps.channels.addTitle')} onSubmit={validatedSubmit(form, validate, (values) => add.mutate(values))} noValidate>
            <Stack gap="xs">
              <Title order={4} size="h5">{t('adminOps.channels.addTitle')}</Title>
              <Group gap="xs" align="flex-start" grow>
                <TextInput label={t('adminOps.channels.fields.name')} placeholder={t('adminOps.channels.placeholders.name')} withAsterisk maxLength={100} {...form.getInputProps('name')} />
                <TextInput label={t('adminOps.channels.fields.url')} placeholder={t('adminOps.channels.placeholders.url')} withAsterisk dir="ltr" {...form.getInputProps('url')} />
              </Group>
              <Group>
                <Button type="submit" color="lake.9" loading={add.isPending}>{t('adminOps.channels.add')}</Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Stack>
  );
}
