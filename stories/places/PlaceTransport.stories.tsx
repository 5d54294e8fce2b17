import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { placeIds, places } from '../world';
import { PlaceTransport } from '../../src/features/places/components/PlaceTransport';
import { groupTransport } from '../../src/features/places/localize';

const fortress = places.find((place) => place.id === placeIds.fortress)!;
/** A place of the demo world with a way that is not car, bus or taxi, and one of those three unknown. */
const otherWays = places.find((place) => {
  const transport = groupTransport(place.transportationCars);
  return transport.other.length > 0 && [transport.car, transport.bus, transport.taxi].some((entries) => entries.length === 0);
})!;

/** The place detail's "Transportation": by car, bus and taxi, then other ways. */
const meta = {
  title: 'Screens/Places/PlaceTransport',
  component: PlaceTransport,
  parameters: { layout: 'padded' },
  args: { place: fortress },
} satisfies Meta<typeof PlaceTransport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each of the three ways with what the place says about it. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ulaşım' })).toBeVisible();
    for (const mode of ['Arabayla', 'Otobüsle', 'Taksiyle']) await expect(canvas.getByText(mode)).toBeVisible();
    for (const entry of args.place.transportationCars) await expect(canvas.getByText(entry)).toBeVisible();
    await expect(canvas.queryByText('Diğer yollar')).not.toBeInTheDocument();
  },
};

/** A way unknown says so; a way that is none of the three is listed under "Other ways". */
export const OtherWays: Story = {
  args: { place: otherWays },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Diğer yollar')).toBeVisible();
    for (const entry of groupTransport(args.place.transportationCars).other) await expect(canvas.getByText(entry)).toBeVisible();
    await expect(canvas.getAllByText('Bilgi yok').length).toBeGreaterThan(0);
  },
};

/** Persian: right to left, the ways in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'حمل‌ونقل' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    for (const mode of ['با خودرو', 'با اتوبوس', 'با تاکسی']) await expect(canvas.getByText(mode)).toBeVisible();
  },
};
