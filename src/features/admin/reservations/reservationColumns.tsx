import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { vanToday } from '../../../../contract/time';
import type { ReservationStatus } from '../../../../contract/reservation';
import type { Reservation } from '../../../../contract';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { PhoneLink } from '../../../components/PhoneLink';
import { RowActions } from '../shared';
import type { Column } from '../shared';
import { roomTypeName } from '../../../lib/roomTypeName';

const STATUS_COLOR: Record<ReservationStatus, string> = { PENDING: 'orange', CONFIRMED: 'teal', CANCELLED: 'gray' };

/** An active stay can be cancelled until the day before arrival, in Van's calendar (contract/cancellation.ts). */
const canCancel = (r: Reservation, today = vanToday()) => (r.status === 'PENDING' || r.status === 'CONFIRMED') && r.checkIn > today;

interface ReservationActions {
  onEdit: (r: Reservation) => void;
  onDelete: (r: Reservation) => void;
  onCancel: (r: Reservation) => void;
}

/** The reservations table's columns: guest (with PNR), hotel, room, dates, status, amounts, and cancel / edit / delete. */
export function useReservationColumns(actions: ReservationActions): Column<Reservation>[] {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const today = vanToday();
  return [
    {
      key: 'guest',
      header: t('adminOps.reservations.columns.guest'),
      render: (r) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">{r.guestName}</Text>
          <Text size="xs">{r.guestEmail}</Text>
          <PhoneLink phone={r.guestPhone} />
          <Text size="xs" ff="monospace">{r.pnrCode}</Text>
        </Stack>
      ),
    },
    { key: 'hotel', header: t('adminOps.reservations.columns.hotel'), render: (r) => r.hotelName },
    {
      key: 'room',
      header: t('adminOps.reservations.columns.room'),
      render: (r) => t('adminOps.reservations.roomDetail', { type: roomTypeName(r.roomType, t), rooms: t('counts.rooms', { count: r.roomCount, formatted: formatNumber(r.roomCount, lang) }), guests: t('counts.guests', { count: r.reservationGuests, formatted: formatNumber(r.reservationGuests, lang) }) }),
    },
    {
      key: 'dates',
      header: t('adminOps.reservations.columns.dates'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(r.checkIn, lang)} – {formatDate(r.checkOut, lang)}</Text>
          <Text size="xs">{t('adminOps.reservations.nights', { count: r.nights })}</Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('adminOps.reservations.columns.status'),
      render: (r) => (
        <Badge variant="light" color={STATUS_COLOR[r.status]} c="dark.9" tt="none" styles={{ root: { flex: 'none', maxWidth: 'none' }, label: { overflow: 'visible' } }}>
          {t(`adminOps.reservations.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: t('adminOps.reservations.columns.amount'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>{t('adminOps.reservations.money', { amount: formatMoney(r.totalAmount, lang) })}</Text>
          {r.advancePayment != null && <Text size="xs">{t('adminOps.reservations.advance', { amount: formatMoney(r.advancePayment, lang) })}</Text>}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('adminOps.reservations.columns.actions'),
      actions: true,
      render: (r) => {
        const name = `${r.guestName} ${r.pnrCode}`;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canCancel(r, today) && (
              <Tooltip label={t('adminOps.cancel.action')}>
                <ActionIcon variant="subtle" color="orange.9" aria-label={t('adminOps.cancel.actionOf', { name })} onClick={() => actions.onCancel(r)}>
                  <IconCalendarX size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <RowActions name={name} onEdit={() => actions.onEdit(r)} onDelete={() => actions.onDelete(r)} />
          </Group>
        );
      },
    },
  ];
}
