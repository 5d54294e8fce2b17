import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomStay } from '../../../../contract';
import { addDays, vanToday } from '../../../../contract/time';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate, listSeparator } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { getRoomGrid, roomKeys } from './api';
import { MoveStayDialog } from './MoveStayDialog';
import { RoomGridTable } from './RoomGridTable';

/** Nights the grid shows and moves by. */
export const GRID_DAYS = 14;

export interface RoomGridPanelProps {
  hotelId: string;
  hotelName: string;
  /** The first night shown (YYYY-MM-DD); '' for Van's today. */
  from: string;
  onFrom: (night: string) => void;
}

/** The room-by-night grid of one hotel: rooms as rows, nights as columns, stays as bars (a tap moves one); moves by two weeks. */
export function RoomGridPanel({ hotelId, from: chosen, onFrom }: RoomGridPanelProps) {
  const { t, i18n } = useTranslation();
  const { dir } = useLanguage();
  const lang = i18n.language;
  const today = vanToday();
  const [moving, setMoving] = useState<RoomStay | null>(null);
  const from = chosen || today;
  const grid = useQuery({
    queryKey: roomKeys.grid(hotelId, from),
    queryFn: ({ signal }) => getRoomGrid(hotelId, from, GRID_DAYS, signal),
    placeholderData: keepPreviousData,
  });
  // The arrows point the way the nights run: right to left in fa.
  const [Back, Forward] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const labelOf = (first: string) => t('adminRooms.grid.label', { from: formatDate(first, lang), to: formatDate(addDays(first, GRID_DAYS - 1), lang) });
  const label = labelOf(from);

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" leftSection={<Back size={16} aria-hidden />} onClick={() => onFrom(addDays(from, -GRID_DAYS))}>
          {t('adminRooms.grid.previous')}
        </Button>
        <Button variant="default" size="xs" onClick={() => onFrom('')} disabled={from === today}>
          {t('adminRooms.grid.today')}
        </Button>
        <Button variant="default" size="xs" rightSection={<Forward size={16} aria-hidden />} onClick={() => onFrom(addDays(from, GRID_DAYS))}>
          {t('adminRooms.grid.next')}
        </Button>
        <Text size="sm" fw={600} aria-live="polite">
          {label}
        </Text>
      </Group>
      {grid.isPending ? (
        <LoadingState label={label} minHeight={160} />
      ) : grid.isError ? (
        <ErrorState message={t('adminRooms.grid.loadError')} onRetry={() => void grid.refetch()} retrying={grid.isFetching} />
      ) : grid.data.rooms.length === 0 ? (
        <EmptyState message={t('adminRooms.grid.empty')} />
      ) : (
        <>
          {grid.data.unassigned.length > 0 && (
            <Alert color="orange" variant="light">
              {t('adminRooms.grid.unassigned', {
                count: grid.data.unassigned.length,
                guests: grid.data.unassigned.map((stay) => stay.guestName).join(listSeparator(lang)),
              })}
            </Alert>
          )}
          {/* Named after the nights it shows: while the next ones load, the previous stay in view. */}
          <RoomGridTable grid={grid.data} label={labelOf(grid.data.from)} onMove={setMoving} />
          <MoveStayDialog grid={grid.data} hotelId={hotelId} bar={moving} onClose={() => setMoving(null)} />
        </>
      )}
    </Stack>
  );
}
