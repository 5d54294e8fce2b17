/**
 * The map view of a list page (hotels, places): `?view=map` in the page URL puts a map with a
 * pin per listed item beside the cards (above them on a phone); each pin's popup links to the
 * item's page. The map's code loads only in this view (src/components/map/LocationMap.tsx, lazily).
 */
import { Box, Button, Grid, Group } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MapMarker } from './mapTypes';

/**
 * Loaded with the map view only: the lists' first view carries neither the map's wrapper nor
 * Leaflet (e2e/first-view.e2e.ts counts the scripts of /hotels and /touristic-places).
 */
const LocationMap = lazy(async () => ({ default: (await import('./LocationMap')).LocationMap }));

const VIEW_PARAM = 'view';

/** `next` filters with the current view kept (a filter change does not close the map). */
export function keepMapView(next: URLSearchParams, current: URLSearchParams): URLSearchParams {
  const view = current.get(VIEW_PARAM);
  if (view) next.set(VIEW_PARAM, view);
  return next;
}

/** True when the page URL asks for the map view. */
export function useMapView(): boolean {
  const [params] = useSearchParams();
  return params.get(VIEW_PARAM) === 'map';
}

/**
 * List / Map, kept in the page URL (shareable, survives a reload and the back button). Two
 * toggle buttons rather than a segmented control: the lists' first view loads no component of
 * its own for it (scripts/build/screenChunks.ts, e2e/first-view.e2e.ts).
 */
export function ListViewSwitch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mapView = params.get(VIEW_PARAM) === 'map';
  const show = (map: boolean) => {
    const updated = new URLSearchParams(params);
    if (map) updated.set(VIEW_PARAM, 'map');
    else updated.delete(VIEW_PARAM);
    setParams(updated, { replace: true });
  };
  return (
    <Group gap={4} role="group" aria-label={t('map.view.label')}>
      <Button size="xs" variant={mapView ? 'default' : 'filled'} aria-pressed={!mapView} onClick={() => show(false)}>
        {t('map.view.list')}
      </Button>
      <Button size="xs" variant={mapView ? 'filled' : 'default'} aria-pressed={mapView} onClick={() => show(true)}>
        {t('map.view.map')}
      </Button>
    </Group>
  );
}

/** The cards, with the map beside them in the map view. */
export function ListWithMap({ markers, label, children }: { markers: MapMarker[]; label: string; children: ReactNode }) {
  const mapView = useMapView();
  if (!mapView) return <>{children}</>;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <Box style={{ position: 'sticky', top: 80 }}>
          <Suspense fallback={<Box h={460} />}>
            <LocationMap markers={markers} label={label} height={460} />
          </Suspense>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        {children}
      </Grid.Col>
    </Grid>
  );
}
