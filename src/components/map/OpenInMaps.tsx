import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openInMapsUrl, searchInMapsUrl, type Coordinates } from '../../../contract/geo';

/**
 * "Open in maps": the point on openstreetmap.org (a phone offers its maps app), or a search for
 * the address when there is no point. Works with no map script and no tiles.
 */
export function OpenInMaps({ point, address }: { point: Coordinates | null; address: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={point ? openInMapsUrl(point) : searchInMapsUrl(address)} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {t('map.openInMaps')}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
