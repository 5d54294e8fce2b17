import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrontDeskBoard, FrontDeskStayRow } from '../../../../contract/frontDesk';
import { formatNumber } from '../../../lib/format';
import { StayCard, type StayAction } from './StayCard';

export type BoardList = 'arrivals' | 'departures' | 'inHouse';

export interface StayListProps {
  list: BoardList;
  board: FrontDeskBoard;
  onAction: (action: StayAction, stay: FrontDeskStayRow) => void;
}

/** One of the board's three lists: its title and counts, its stays, or why it is empty. */
export function StayList({ list, board, onAction }: StayListProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const stays = board[list];
  const count = board.counts[list];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} id={titleId}>
            {t(`frontDesk.lists.${list}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('frontDesk.stays', { count: count.stays, n: formatNumber(count.stays, i18n.language) })} · {t('frontDesk.guests', { count: count.guests, n: formatNumber(count.guests, i18n.language) })} · {t('frontDesk.rooms', { count: count.rooms, n: formatNumber(count.rooms, i18n.language) })}
          </Text>
        </div>
        {stays.length === 0 ? (
          <Text c="dimmed">{t(`frontDesk.empty.${list}`)}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {stays.map((stay) => (
              <StayCard key={stay.id} stay={stay} onAction={onAction} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
