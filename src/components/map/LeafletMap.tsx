/**
 * The map itself: Leaflet over raster tiles (OpenStreetMap's by default, contract/geo.ts).
 * Loaded on demand by src/components/map/LocationMap.tsx, so Leaflet and its stylesheet are a
 * separate chunk that no first view downloads. Pins are HTML (no marker images to host),
 * focusable buttons named after what they mark; a pin's popup links to its page.
 */
import 'leaflet/dist/leaflet.css';
import './LeafletMap.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { VAN_CENTER } from '../../../contract/geo';
import type { LeafletMapProps } from './mapTypes';

const PIN = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#c92a2a;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45);transform:rotate(-45deg)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
  popupAnchor: [0, -22],
});

/** Street level for one pin; several pins are fitted into view; none shows the province. */
const SINGLE_PIN_ZOOM = 14;
const VAN_ZOOM = 9;

export default function LeafletMap({ markers, tiles, label, openLabel, onOpen, onPick, height }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onOpen, onPick });
  handlers.current = { onOpen, onPick };

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { scrollWheelZoom: false, attributionControl: true });
    created.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(created);
    layer.current = L.layerGroup().addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => {
      handlers.current.onPick?.({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tiles.url, tiles.attribution, tiles.maxZoom]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const marker of markers) {
      const pin = L.marker([marker.point.latitude, marker.point.longitude], { icon: PIN, title: marker.label, keyboard: true, alt: marker.label });
      pin.addTo(group);
      if (!marker.href) continue; // the admin's picked point: nothing to open
      const link = document.createElement('a');
      link.href = marker.href;
      link.textContent = `${marker.label}: ${openLabel}`;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        handlers.current.onOpen(marker.href);
      });
      pin.bindPopup(link);
    }
    const [first] = markers;
    if (markers.length === 1 && first) current.setView([first.point.latitude, first.point.longitude], SINGLE_PIN_ZOOM);
    else if (markers.length > 1) {
      current.fitBounds(L.latLngBounds(markers.map((m) => [m.point.latitude, m.point.longitude] as [number, number])), { padding: [32, 32] });
    } else current.setView([VAN_CENTER.latitude, VAN_CENTER.longitude], VAN_ZOOM);
  }, [markers, openLabel]);

  return <div ref={container} role="region" aria-label={label} dir="ltr" style={{ height, width: '100%', borderRadius: 8, zIndex: 0 }} />;
}

/** Five decimals: about a metre, more than a pin on a map says. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
