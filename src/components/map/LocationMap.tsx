/**
 * A map with pins, loaded only when it comes near the viewport or when asked for (`loadOn`): Leaflet is its own chunk
 * (src/components/map/LeafletMap.tsx), so pages keep their first-view budgets
 * (BENCHMARKS.md). Until then, and if the map's code cannot load (offline), a calm box stands
 * in its place; the page around it always shows the address and an "open in maps" link
 * (src/components/map/OpenInMaps.tsx), which need neither script nor tiles.
 */
import { Box, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { Component, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_MAP_TILES, type Coordinates } from '../../../contract/geo';
import { usePublicConfig } from '../../lib/publicConfig';
import type { MapMarker } from './mapTypes';

const LeafletMap = lazy(() => import('./LeafletMap'));

/** True once the element is within 300 px of the viewport (then for good). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

class MapFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapBox({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" h={height} bg="gray.1">
      <Center h="100%" p="md">
        {children}
      </Center>
    </Paper>
  );
}

export interface LocationMapProps {
  markers: MapMarker[];
  /** The map region's accessible name (e.g. "Map: Van Fortress"). */
  label: string;
  height?: number;
  /** The admin's picker: a click on the map sets the point. */
  onPick?: (point: Coordinates) => void;
  /**
   * `visible`: the map loads as it nears the viewport (the visitor asked for a map: a list's map
   * view, the admin's picker). `click`: a "Show the map" button loads it (a detail page, where
   * the map is one part among many): no tile server hears of a visitor who did not ask for a
   * map, and a phone's first view loads nothing for it.
   */
  loadOn?: 'visible' | 'click';
}

/** The map with its tile source (the public config call is made only now, not with the page). */
function LoadedMap({ markers, label, height, onPick }: Required<Pick<LocationMapProps, 'markers' | 'label' | 'height'>> & Pick<LocationMapProps, 'onPick'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  return (
    <LeafletMap
      markers={markers}
      tiles={config.data?.mapTiles ?? DEFAULT_MAP_TILES}
      label={label}
      openLabel={t('map.openPage')}
      onOpen={(href) => void navigate(href)}
      onPick={onPick}
      height={height}
    />
  );
}

export function LocationMap({ markers, label, height = 320, onPick, loadOn = 'visible' }: LocationMapProps) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [asked, setAsked] = useState(false);
  const wanted = loadOn === 'click' ? asked : near;
  const unavailable = (
    <MapBox height={height}>
      <Stack align="center" gap={4}>
        <IconMap2 size={32} aria-hidden />
        <Text c="dark.9" ta="center" size="sm">
          {t('map.unavailable')}
        </Text>
      </Stack>
    </MapBox>
  );
  const loading = (
    <MapBox height={height}>
      <Loader size="sm" role="status" aria-label={t('map.loading')} />
    </MapBox>
  );
  const placeholder =
    loadOn === 'click' ? (
      <MapBox height={height}>
        <Stack align="center" gap="xs">
          <IconMap2 size={32} aria-hidden />
          <Button variant="light" onClick={() => setAsked(true)} aria-label={`${t('map.show')}: ${label}`}>
            {t('map.show')}
          </Button>
          <Text size="xs" c="dark.9" ta="center">
            {t('map.showNote')}
          </Text>
        </Stack>
      </MapBox>
    ) : (
      loading
    );
  return (
    <Box ref={ref}>
      {wanted ? (
        <MapFailed fallback={unavailable}>
          <Suspense fallback={loading}>
            <LoadedMap markers={markers} label={label} height={height} onPick={onPick} />
          </Suspense>
        </MapFailed>
      ) : (
        placeholder
      )}
    </Box>
  );
}
