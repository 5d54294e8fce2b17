import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomGrid, RoomStay } from '../../../../contract';
import { localizeDigits } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';
import { roomTypeAdminKeys, useAdminMutation } from '../shared';
import { assignRooms, roomKeys } from './api';

export interface MoveStayDialogProps {
  grid: RoomGrid;
  hotelId: string;
  /** The bar clicked: one room of the stay; null when closed. */
  bar: RoomStay | null;
  onClose: () => void;
}

/**
 * Gives one room of a stay another room: a free one of its type, or of another type (an upgrade at
 * the booked price). The stay's other rooms stay as they are; the server refuses a room another
 * stay holds on one of the nights.
 */
export function MoveStayDialog({ grid, hotelId, bar, onClose }: MoveStayDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [roomId, setRoomId] = useState('');
  const others = bar ? [...new Set(grid.stays.filter((b) => b.reservationId === bar.reservationId && b.roomId !== bar.roomId).map((b) => b.roomId))] : [];
  const current = grid.rooms.find((room) => room.id === bar?.roomId);
  const move = useAdminMutation({
    mutationFn: (chosen: string) => assignRooms(bar!.reservationId, [...others, chosen]),
    errorFallback: t('adminRooms.list.saveFailed'),
    successMessage: t('adminRooms.move.moved', { guest: bar?.guestName ?? '' }),
    invalidate: [roomKeys.ofHotel(hotelId), roomTypeAdminKeys.ofHotel(hotelId)],
    onSuccess: () => {
      setRoomId('');
      onClose();
    },
  });
  const title = t('adminRooms.move.title', { guest: bar?.guestName ?? '' });
  return (
    <Modal opened={bar !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('admin.confirm.cancel') }}>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (roomId) move.mutate(roomId);
        }}
      >
        <Stack gap="sm">
          {current && <Text size="sm">{t('adminRooms.move.now', { number: localizeDigits(current.number, lang) })}</Text>}
          <NativeSelect
            label={t('adminRooms.move.room')}
            withAsterisk
            value={roomId}
            onChange={(event) => setRoomId(event.currentTarget.value)}
            data={[
              { value: '', label: t('adminRooms.move.choose'), disabled: true },
              ...grid.rooms
                .filter((room) => room.id !== bar?.roomId && !others.includes(room.id))
                .map((room) => ({ value: room.id, label: `${localizeDigits(room.number, lang)} · ${roomTypeName(room.roomTypeName, t)}` })),
            ]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={move.isPending}>
              {t('admin.confirm.cancel')}
            </Button>
            <Button type="submit" loading={move.isPending} disabled={!roomId}>
              {t('adminRooms.move.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
