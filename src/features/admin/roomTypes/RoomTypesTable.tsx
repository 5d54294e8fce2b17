import '@mantine/core/styles/Table.css';
import { ActionIcon, Button, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RoomTypeAvailability } from '../../../../contract';
import { formatMoney, formatNumber } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';
import { ActionsCell, ActionsTable, DeleteRowButton } from '../shared';

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
    <ActionsTable
      label={t('admin.roomTypes.tableLabel', { hotel: hotelName })}
      verticalSpacing="sm"
      columns={[
        t('admin.roomTypes.columns.hotel'),
        t('admin.roomTypes.columns.name'),
        t('admin.roomTypes.columns.pricePerNight'),
        t('admin.roomTypes.columns.capacity'),
        t('admin.roomTypes.columns.roomCount'),
        t('admin.roomTypes.columns.stay'),
      ]}
    >
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
          <ActionsCell>
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
            <DeleteRowButton
              label={t('admin.roomTypes.deleteItem', { name: roomTypeName(room.name, t) })}
              deleting={deletingId === room.id}
              onDelete={() => onDelete(room)}
            />
          </ActionsCell>
        </Table.Tr>
      ))}
    </ActionsTable>
  );
}
