import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room, RoomTypeAvailability } from '../../../../contract';
import { formatDate, localizeDigits } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';
import { roomTypeAdminKeys, useAdminMutation } from '../shared';
import { retireRoom, roomKeys, setHousekeeping } from './api';
import { OutOfOrderForm } from './OutOfOrderForm';
import { RetireConfirm } from './RetireConfirm';

const ONE_TAP = ['CLEAN', 'DIRTY', 'INSPECTED'] as const;
// Filled, dark shades: white text on them meets WCAG AA.
const COLOURS = { CLEAN: 'teal.9', DIRTY: 'grape.9', INSPECTED: 'blue.9', OUT_OF_ORDER: 'red.9' } as const;

export interface RoomCardProps {
  room: Room;
  hotelId: string;
  roomTypes: readonly RoomTypeAvailability[];
  onEdit: () => void;
}

/** One room of the housekeeping list: its status in one tap, out of order with a range, edit and retire. */
export function RoomCard({ room, hotelId, roomTypes, onEdit }: RoomCardProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [outOfOrder, setOutOfOrder] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const number = localizeDigits(room.number, lang);
  const type = roomTypes.find((r) => r.id === room.roomTypeId);
  const typeName = type ? roomTypeName(type.name, t, type.displayName) : roomTypeName(room.roomTypeName, t);

  const status = useAdminMutation({
    mutationFn: (next: Room['housekeeping']) => setHousekeeping(room.id, { status: next }),
    errorFallback: t('adminRooms.list.saveFailed'),
    successMessage: (saved: Room) => t('adminRooms.list.statusSaved', { number, status: t(`adminRooms.status.${saved.housekeeping}`) }),
    invalidate: [roomKeys.ofHotel(hotelId)],
  });
  const retire = useAdminMutation({
    mutationFn: () => retireRoom(room.id),
    errorFallback: t('adminRooms.list.saveFailed'),
    successMessage: t('adminRooms.list.retired', { number }),
    invalidate: [roomKeys.ofHotel(hotelId), roomTypeAdminKeys.ofHotel(hotelId)],
    onSuccess: () => setRetiring(false),
  });

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={t('adminRooms.list.room', { number })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{t('adminRooms.list.room', { number })}</Text>
            <Text size="sm" c="dimmed">
              {typeName} · {t('adminRooms.list.floor', { floor: localizeDigits(String(room.floor), lang) })}
            </Text>
            {room.note && <Text size="sm">{room.note}</Text>}
          </div>
          <Badge color={COLOURS[room.housekeeping]} variant="filled" style={{ flexShrink: 0 }}>
            {t(`adminRooms.status.${room.housekeeping}`)}
          </Badge>
        </Group>
        {room.outOfOrder && (
          <Text size="sm" c="red.9">
            {t('adminRooms.list.outOfOrder', {
              from: formatDate(room.outOfOrder.from, lang),
              to: formatDate(room.outOfOrder.to, lang),
              reason: room.outOfOrder.reason,
            })}
          </Text>
        )}
        <SegmentedControl
          fullWidth
          aria-label={t('adminRooms.list.statusLabel', { number })}
          value={room.housekeeping === 'OUT_OF_ORDER' ? '' : room.housekeeping}
          disabled={status.isPending}
          onChange={(value) => status.mutate(value as Room['housekeeping'])}
          data={ONE_TAP.map((value) => ({ value, label: t(`adminRooms.status.${value}`) }))}
        />
        {outOfOrder ? (
          <OutOfOrderForm room={room} hotelId={hotelId} onDone={() => setOutOfOrder(false)} />
        ) : (
          <Group gap="xs" wrap="wrap">
            <Button size="xs" variant="default" onClick={() => setOutOfOrder(true)}>
              {t('adminRooms.status.OUT_OF_ORDER')}
            </Button>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={t('adminRooms.list.editRoom', { number })}>
              {t('adminRooms.list.edit')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setRetiring(true)} aria-label={t('adminRooms.list.retireRoom', { number })}>
              {t('adminRooms.list.retire')}
            </Button>
          </Group>
        )}
      </Stack>
      <RetireConfirm opened={retiring} number={number} loading={retire.isPending} onConfirm={() => retire.mutate()} onCancel={() => setRetiring(false)} />
    </Paper>
  );
}
