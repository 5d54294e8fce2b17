import { Group, List, Stack, Text } from '@mantine/core';
import { IconBus, IconCar, IconCarSuv, IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../contract';
import { groupTransport } from '../localize';
import { PlaceSection } from './PlaceSection';

/** One list of ways to get there. */
function TransportList({ entries }: { entries: readonly string[] }) {
  return (
    <List size="sm" ps="lg" mt={4}>
      {entries.map((entry) => (
        <List.Item key={entry}>{entry}</List.Item>
      ))}
    </List>
  );
}

/** "Transportation": how to get there by car, bus and taxi (each said, even when unknown), then any other way. */
export function PlaceTransport({ place }: { place: Place }) {
  const { t } = useTranslation();
  const transport = groupTransport(place.transportationCars);
  const modes = [
    { key: 'car', label: t('places.detail.byCar'), icon: <IconCar size={18} aria-hidden />, entries: transport.car },
    { key: 'bus', label: t('places.detail.byBus'), icon: <IconBus size={18} aria-hidden />, entries: transport.bus },
    { key: 'taxi', label: t('places.detail.byTaxi'), icon: <IconCarSuv size={18} aria-hidden />, entries: transport.taxi },
  ] as const;

  return (
    <PlaceSection title={t('places.detail.transportation')} icon={<IconRoute size={20} aria-hidden />}>
      <Stack gap="sm">
        {modes.map((mode) => (
          <div key={mode.key}>
            <Group gap="xs" wrap="nowrap">
              {mode.icon}
              <Text fw={600}>{mode.label}</Text>
            </Group>
            {mode.entries.length > 0 ? (
              <TransportList entries={mode.entries} />
            ) : (
              <Text size="sm" c="dimmed" ps="lg">
                {t('places.detail.noTransportInfo')}
              </Text>
            )}
          </div>
        ))}
        {transport.other.length > 0 && (
          <div>
            <Text fw={600}>{t('places.detail.otherTransport')}</Text>
            <TransportList entries={transport.other} />
          </div>
        )}
      </Stack>
    </PlaceSection>
  );
}
