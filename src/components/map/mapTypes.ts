import type { Coordinates, MapTiles } from '../../../contract/geo';

/** One pin: what it is (its label, the pin's accessible name) and the page it opens. */
export interface MapMarker {
  id: string;
  point: Coordinates;
  label: string;
  /** The page of the hotel, place or tour (a link in the pin's popup). */
  href: string;
}

/** What the Leaflet part draws (src/components/map/LeafletMap.tsx). */
export interface LeafletMapProps {
  markers: MapMarker[];
  tiles: MapTiles;
  /** The map region's accessible name. */
  label: string;
  /** Link text of a pin's popup ("Open the page"). */
  openLabel: string;
  /** Opens a pin's page inside the SPA (react-router), not as a reload. */
  onOpen: (href: string) => void;
  /** The admin's picker: a click on the map sets the point. */
  onPick?: ((point: Coordinates) => void) | undefined;
  height: number;
}
