import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkInRefusal, checkOutRefusal, noShowRefusal, type FrontDeskStayRow } from '../../../../contract/frontDesk';
import { vanToday } from '../../../../contract/time';
import { formatDate, formatMoney, formatNumber, listSeparator, localizeDigits } from '../../../lib/format';
import { roomTypeName } from '../../../lib/roomTypeName';

/** What a card asks the section to open. */
export type StayAction = 'checkIn' | 'checkOut' | 'noShow';

const STATUS_COLOR = { EXPECTED: 'blue', IN_HOUSE: 'green', CHECKED_OUT: 'gray', NO_SHOW: 'red' } as const;

export interface StayCardProps {
  stay: FrontDeskStayRow;
  onAction: (action: StayAction, stay: FrontDeskStayRow) => void;
}

/** One stay on the board: guest, party, rooms, dates, balance due, requests, and the actions the rules allow today (Van). */
export function StayCard({ stay, onAction }: StayCardProps) {
  const { t, i18n } = useTranslation();
  const today = vanToday();
  const rules = { status: stay.status, stayStatus: stay.stayStatus, checkIn: stay.checkIn, checkOut: stay.checkOut };
  const money = (amount: number) => t('adminOps.reservations.money', { amount: formatMoney(amount, i18n.language) });
  const actions: StayAction[] = [];
  if (!checkInRefusal(rules, today)) actions.push('checkIn');
  if (!checkOutRefusal(rules)) actions.push('checkOut');
  if (!noShowRefusal(rules, today)) actions.push('noShow');
  const late = stay.stayStatus === 'EXPECTED' && stay.status !== 'CANCELLED' && stay.checkIn < today;
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            <bdi>{stay.guestName}</bdi> · <span dir="ltr">{stay.pnrCode}</span>
          </Text>
          <Group gap={4}>
            <Badge color={STATUS_COLOR[stay.stayStatus]} variant="light" c="dark.9" tt="none">
              {t(`frontDesk.status.${stay.stayStatus}`)}
            </Badge>
            {stay.status === 'PENDING' && (
              <Badge color="orange" variant="light" c="dark.9" tt="none">
                {t('frontDesk.pending')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t('frontDesk.guests', { count: stay.reservationGuests, n: formatNumber(stay.reservationGuests, i18n.language) })} · {t('frontDesk.roomLine', { count: stay.roomCount, n: formatNumber(stay.roomCount, i18n.language), roomType: roomTypeName(stay.roomType, t) })}
        </Text>
        {stay.roomNumbers.length > 0 && (
          <Text size="sm" fw={600}>
            {t('frontDesk.roomNumbers', { count: stay.roomNumbers.length, numbers: stay.roomNumbers.map((n) => localizeDigits(n, i18n.language)).join(listSeparator(i18n.language)) })}
          </Text>
        )}
        <Text size="sm">
          {formatDate(stay.checkIn, i18n.language)} – {formatDate(stay.checkOut, i18n.language)}
        </Text>
        {late && (
          <Text size="sm" c="red.9">
            {t('frontDesk.late', { date: formatDate(stay.checkIn, i18n.language) })}
          </Text>
        )}
        <Text size="sm" fw={500} c={stay.balanceDue > 0 ? 'red.9' : 'teal.9'}>
          {stay.balanceDue > 0 ? t('frontDesk.balanceDue', { amount: money(stay.balanceDue) }) : t('frontDesk.paidInFull')}
        </Text>
        {stay.specialRequests && <Text size="sm">{t('frontDesk.requests', { text: stay.specialRequests })}</Text>}
        {stay.identities > 0 && (
          <Text size="xs" c="dimmed">
            {t('frontDesk.identities', { count: stay.identities, n: formatNumber(stay.identities, i18n.language) })}
          </Text>
        )}
        {actions.length > 0 && (
          <Group gap="xs" mt={4}>
            {actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'noShow' ? 'outline' : 'filled'}
                color={action === 'noShow' ? 'red.9' : undefined}
                aria-label={t(`frontDesk.actionLabel.${action}`, { guest: stay.guestName, pnr: stay.pnrCode })}
                onClick={() => onAction(action, stay)}
              >
                {t(`frontDesk.actions.${action}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
