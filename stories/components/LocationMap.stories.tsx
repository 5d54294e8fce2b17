import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stored } from '../world';
import { LocationMap } from '../../src/components/map/LocationMap';
import { markersOf } from '../../src/components/map/markersOf';
import { pageUrl } from '../../contract/pages';
import { VAN_CENTER, type Coordinates } from '../../contract/geo';

/** The stored (base) names: the map shows whatever labels it is given, in any language. */
const places = stored.places;
const markers = markersOf(places, (place) => place.name, (place) => pageUrl('place', place.id));

/** A map with pins (Leaflet, loaded on demand); each pin's popup links to its page. */
const meta = {
  title: 'Components/LocationMap',
  component: LocationMap,
  parameters: { layout: 'padded' },
  args: { markers, label: 'Places to visit' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every demo place has a pin; a pin's popup names it and links to its page. */
export const ManyPins: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Places to visit' }, { timeout: 5000 });
    for (const place of places) await expect(await within(map).findByRole('button', { name: place.name })).toBeInTheDocument();
    const fortress = places.find((place) => place.name === 'Van Fortress')!;
    await userEvent.click(within(map).getByRole('button', { name: fortress.name }));
    await expect(await within(map).findByRole('link', { name: `${fortress.name}: open the page` })).toHaveAttribute('href', pageUrl('place', fortress.id));
  },
};

/** A detail page's map loads on request: nothing (not even the tile source) is fetched before "Show the map". */
export const ClickToLoad: Story = {
  args: { loadOn: 'click', label: 'Map: Van Fortress', markers: markers.filter((marker) => marker.label === 'Van Fortress') },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const show = await canvas.findByRole('button', { name: 'Show the map: Map: Van Fortress' });
    await expect(canvas.getByText('The map’s tiles come from OpenStreetMap.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Map: Van Fortress' })).not.toBeInTheDocument();
    await userEvent.click(show);
    const map = await canvas.findByRole('region', { name: 'Map: Van Fortress' }, { timeout: 5000 });
    await expect(await within(map).findByRole('button', { name: 'Van Fortress' })).toBeInTheDocument();
  },
};

/** Nothing to pin: the map opens on Van with no pin. */
export const NoPins: Story = {
  args: { markers: [] },
  async play({ canvasElement }) {
    const map = await within(canvasElement).findByRole('region', { name: 'Places to visit' }, { timeout: 5000 });
    await waitFor(() => expect(map.querySelector('.leaflet-tile-pane')).not.toBeNull());
    await expect(within(map).queryByRole('button', { name: 'Van Fortress' })).not.toBeInTheDocument();
  },
};

/** The admin's picker: a click on the map hands over the point, rounded to five decimals. */
export const Picker: Story = {
  args: { markers: [], label: 'Map for picking the position', onPick: fn() },
  render: function Render(args) {
    const [picked, setPicked] = useState<Coordinates | null>(null);
    return (
      <>
        <LocationMap
          {...args}
          onPick={(point) => {
            args.onPick?.(point);
            setPicked(point);
          }}
        />
        <output>{picked ? `${picked.latitude}, ${picked.longitude}` : 'none'}</output>
      </>
    );
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Map for picking the position' }, { timeout: 5000 });
    await waitFor(() => expect(map.querySelector('.leaflet-tile-pane')).not.toBeNull());
    const box = map.getBoundingClientRect();
    // A click in the middle of the map, which opens on the centre of Van.
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } });
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    const point = (args.onPick as ReturnType<typeof fn>).mock.calls[0]![0] as Coordinates;
    await expect(Math.abs(point.latitude - VAN_CENTER.latitude)).toBeLessThan(0.01);
    await expect(Math.abs(point.longitude - VAN_CENTER.longitude)).toBeLessThan(0.01);
    await expect(Number(point.latitude.toFixed(5))).toBe(point.latitude);
    await expect(canvas.getByText(`${point.latitude}, ${point.longitude}`)).toBeInTheDocument();
  },
};

/** Persian page: the pins' names stay readable and the map's own layout stays left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  args: { label: 'جاهای دیدنی' },
  async play({ canvasElement }) {
    const map = await within(canvasElement).findByRole('region', { name: 'جاهای دیدنی' }, { timeout: 5000 });
    await expect(map).toHaveAttribute('dir', 'ltr');
    await expect(await within(map).findByRole('button', { name: places[0]!.name })).toBeInTheDocument();
  },
};
