import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coordinates } from '../../../contract/geo';
import { LocationMap } from './LocationMap';
import { OpenInMaps } from './OpenInMaps';

interface PointMapProps {
  point: Coordinates | null;
  /** What the pin marks (its accessible name and the map's). */
  name: string;
  /** The page the pin's popup links to. */
  href: string;
  height?: number;
}

/** One thing's pin on the map, or a note that it has no position yet. */
export function PointMap({ point, name, href, height }: PointMapProps) {
  const { t } = useTranslation();
  if (!point) {
    return (
      <Paper withBorder radius="md" p="lg" bg="gray.1">
        <Text c="dark.9">{t('map.noPoint')}</Text>
      </Paper>
    );
  }
  return <LocationMap loadOn="click" height={height} label={t('map.mapOf', { name })} markers={[{ id: href, point, label: name, href }]} />;
}

/** The pin, the address under it and the "open in maps" link (which works without the map). */
export function AddressOnMap({ address, ...map }: PointMapProps & { address: string }) {
  return (
    <Stack gap="sm">
      <PointMap {...map} />
      <Text c="dark.9">{address}</Text>
      <OpenInMaps point={map.point} address={address} />
    </Stack>
  );
}
