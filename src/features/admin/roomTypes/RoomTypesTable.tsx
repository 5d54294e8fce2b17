import '@mantine/core/styles/Table.css';
import { ActionIcon, Button, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RoomTypeAvailability } from '../../../../contract';
import { formatMoney, formatNumber } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';

export interface RoomTypesTableProps {
  hotelName: string;
  rooms: RoomTypeAvailability[];
  /** The room type in the form, marked as selected. */
  editingId: string | null;
  deletingId: string | null;
  onEdit: (room: RoomTypeAvailability) => void;
  onDelete: (room: RoomTypeAvailability) => void;
  /** The room type whose rates are open below the table. */
  ratesOf: string | null;
  onRates: (room: RoomTypeAvailability) => void;
}

/** A hotel's room types with Edit (fills the form above) and Delete (no confirmation, as the spec says). */
export function RoomTypesTable({ hotelName, rooms, editingId, deletingId, onEdit, onDelete, ratesOf, onRates }: RoomTypesTableProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label={t('admin.roomTypes.tableLabel', { hotel: hotelName })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.roomTypes.columns.hotel')}</Table.Th>
            <Table.Th>{t('admin.roomTypes.columns.name')}</Table.Th>
            <Table.Th>{t('admin.roomTypes.columns.pricePerNight')}</Table.Th>
            <Table.Th>{t('admin.roomTypes.columns.capacity')}</Table.Th>
            <Table.Th>{t('admin.roomTypes.columns.roomCount')}</Table.Th>
            <Table.Th>{t('admin.roomTypes.columns.stay')}</Table.Th>
            <Table.Th ta="end">{t('admin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rooms.map((room) => (
            <Table.Tr key={room.id} aria-selected={editingId === room.id || undefined} bg={editingId === room.id ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>{hotelName}</Table.Td>
              <Table.Td>{roomTypeName(room.name, t)}</Table.Td>
              <Table.Td>
                {formatMoney(room.pricePerNight, lang)} {t('common.currency')}
              </Table.Td>
              <Table.Td>{formatNumber(room.capacity, lang)}</Table.Td>
              <Table.Td>{formatNumber(room.roomCount, lang)}</Table.Td>
              <Table.Td>
                {room.minNights === null && room.maxNights === null
                  ? '—'
                  : t('admin.roomTypes.stayLimits', {
                      min: room.minNights === null ? '—' : formatNumber(room.minNights, lang),
                      max: room.maxNights === null ? '—' : formatNumber(room.maxNights, lang),
                    })}
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant={ratesOf === room.id ? 'filled' : 'light'}
                    aria-pressed={ratesOf === room.id}
                    aria-label={t('admin.rates.open', { name: roomTypeName(room.name, t) })}
                    onClick={() => onRates(room)}
                  >
                    {t('admin.rates.button')}
                  </Button>
                  <ActionIcon variant="subtle" aria-label={t('admin.roomTypes.editItem', { name: roomTypeName(room.name, t) })} onClick={() => onEdit(room)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('admin.roomTypes.deleteItem', { name: roomTypeName(room.name, t) })}
                    loading={deletingId === room.id}
                    onClick={() => onDelete(room)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
