import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OCCUPANCY_DEFAULT_DAYS } from '../../../../contract/admin';
import { addDays, vanToday } from '../../../../contract/time';
import { DateField } from '../../../components/DateField';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

interface OccupancyNavigationProps {
  /** The first day shown (YYYY-MM-DD). */
  from: string;
  onChange: (from: string) => void;
}

/** Moves the calendar by its span of days either way, back to Van's today, or to any date (a holiday like Nowruz). */
export function OccupancyNavigation({ from, onChange }: OccupancyNavigationProps) {
  const { t, i18n } = useTranslation();
  const { dir } = useLanguage();
  const lang = i18n.language;
  // The date typed or picked; the calendar starts there.
  const [jump, setJump] = useState('');
  const days = formatNumber(OCCUPANCY_DEFAULT_DAYS, lang);
  // The arrows point the way the days run: right to left in fa.
  const [Back, Forward] = dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button variant="default" leftSection={<Back size={16} />} onClick={() => onChange(addDays(from, -OCCUPANCY_DEFAULT_DAYS))}>
        {t('adminOps.occupancy.previous', { days })}
      </Button>
      <Button variant="default" onClick={() => onChange(vanToday())} disabled={from === vanToday()}>
        {t('adminOps.occupancy.today')}
      </Button>
      <Button variant="default" rightSection={<Forward size={16} />} onClick={() => onChange(addDays(from, OCCUPANCY_DEFAULT_DAYS))}>
        {t('adminOps.occupancy.next', { days })}
      </Button>
      <DateField
        label={t('adminOps.occupancy.goTo')}
        value={jump}
        onChange={(value) => {
          setJump(value);
          if (value) onChange(value);
        }}
        w={180}
      />
      <Text size="sm" fw={600} aria-live="polite">
        {t('adminOps.occupancy.range', { from: formatDate(from, lang), to: formatDate(addDays(from, OCCUPANCY_DEFAULT_DAYS - 1), lang) })}
      </Text>
    </Group>
  );
}
