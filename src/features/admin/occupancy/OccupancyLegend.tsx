import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONFIRMED, CONFLICT, EXTERNAL, FREE, PENDING, PRICE, STOP_SELL } from './NightCell';

/** What the marks and colours of a night's cell mean (the cells' labels say it in words). */
export function OccupancyLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" aria-hidden>
      <Text size="sm" c={CONFIRMED} fw={700}>■ {t('adminOps.occupancy.legendConfirmed')}</Text>
      <Text size="sm" c={PENDING} fw={700}>■ {t('adminOps.occupancy.legendPending')}</Text>
      <Text size="sm" c={FREE}>■ {t('adminOps.occupancy.legendFree')}</Text>
      <Text size="sm" c={EXTERNAL} fw={700}>◆ {t('adminOps.occupancy.legendExternal')}</Text>
      <Text size="sm" c={CONFLICT} fw={700}>! {t('adminOps.occupancy.legendConflict')}</Text>
      <Text size="sm" c={PRICE}>{t('adminOps.occupancy.legendPrice')}</Text>
      <Text size="sm" c={STOP_SELL} td="line-through">{t('adminOps.occupancy.legendStopSell')}</Text>
    </Group>
  );
}
