import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

interface DayFilterNoteProps {
  /** The night picked on the occupancy calendar (YYYY-MM-DD). */
  day: string;
  onClear: () => void;
}

/**
 * Says that the list below shows one night only, picked on the calendar above: it is scrolled
 * into view and read out when the night is picked, and offers to show every date again.
 */
export function DayFilterNote({ day, onClear }: DayFilterNoteProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [day]);
  return (
    <Alert ref={ref} variant="light" color="blue" role="status" aria-live="polite">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {t('adminOps.reservations.showingDay', { date: formatDate(day, i18n.language) })}
        </Text>
        <Button size="xs" variant="default" onClick={onClear}>
          {t('adminOps.reservations.clearDay')}
        </Button>
      </Group>
    </Alert>
  );
}
