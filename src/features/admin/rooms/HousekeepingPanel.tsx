import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room, RoomTypeAvailability } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { getRooms, roomKeys } from './api';
import { RoomCard } from './RoomCard';
import { RoomForm } from './RoomForm';

export interface HousekeepingPanelProps {
  hotelId: string;
  hotelName: string;
  roomTypes: readonly RoomTypeAvailability[];
}

/**
 * The phone-sized housekeeping list of one hotel: every room in service with its status, changed
 * in one tap, and the forms to add a room or edit one.
 */
export function HousekeepingPanel({ hotelId, hotelName, roomTypes }: HousekeepingPanelProps) {
  const { t } = useTranslation();
  const rooms = useQuery({ queryKey: roomKeys.list(hotelId), queryFn: ({ signal }) => getRooms(hotelId, signal) });
  const [editing, setEditing] = useState<Room | 'new' | null>(null);

  const form =
    editing !== null ? (
      <RoomForm
        key={editing === 'new' ? 'new' : editing.id}
        hotelId={hotelId}
        room={editing === 'new' ? null : editing}
        roomTypes={roomTypes}
        onDone={() => setEditing(null)}
      />
    ) : null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {t('adminRooms.list.label', { hotel: hotelName })}
        </Title>
        {editing === null && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')} disabled={roomTypes.length === 0}>
            {t('adminRooms.form.addTitle')}
          </Button>
        )}
      </Group>
      {editing === 'new' && form}
      {rooms.isPending ? (
        <LoadingState label={t('adminRooms.list.label', { hotel: hotelName })} minHeight={120} />
      ) : rooms.isError ? (
        <ErrorState message={t('adminRooms.list.loadError')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />
      ) : rooms.data.length === 0 ? (
        <EmptyState message={t('adminRooms.list.empty')} />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('adminRooms.list.label', { hotel: hotelName })} style={{ listStyle: 'none' }}>
          {rooms.data.map((room) =>
            editing !== null && editing !== 'new' && editing.id === room.id ? (
              <li key={room.id}>{form}</li>
            ) : (
              <RoomCard key={room.id} room={room} hotelId={hotelId} roomTypes={roomTypes} onEdit={() => setEditing(room)} />
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}
