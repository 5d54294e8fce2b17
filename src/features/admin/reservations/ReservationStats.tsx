import { IconCalendarCheck, IconCalendarEvent, IconCalendarX, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { StatCard, StatGrid } from '../shared';
import { countReservations, reservationKeys } from './api';

/** The four cards above the reservations: all, confirmed, pending, cancelled, counted on the server. */
export function ReservationStats() {
  const { t, i18n } = useTranslation();
  const counts = useQuery({
    queryKey: reservationKeys.counts,
    queryFn: async ({ signal }) => {
      const [total, confirmed, pending, cancelled] = await Promise.all([
        countReservations(undefined, signal),
        countReservations('CONFIRMED', signal),
        countReservations('PENDING', signal),
        countReservations('CANCELLED', signal),
      ]);
      return { total, confirmed, pending, cancelled };
    },
  });
  const count = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, i18n.language));

  return (
    <StatGrid>
      <StatCard label={t('adminOps.reservations.stats.total')} value={count(counts.data?.total)} icon={<IconCalendarEvent size={24} />} />
      <StatCard label={t('adminOps.reservations.stats.confirmed')} value={count(counts.data?.confirmed)} icon={<IconCalendarCheck size={24} />} color="teal" />
      <StatCard label={t('adminOps.reservations.stats.pending')} value={count(counts.data?.pending)} icon={<IconClock size={24} />} color="orange" />
      <StatCard label={t('adminOps.reservations.stats.cancelled')} value={count(counts.data?.cancelled)} icon={<IconCalendarX size={24} />} color="gray" />
    </StatGrid>
  );
}
