import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { placeIds, places } from '../world';
import { PlaceHeader } from '../../src/features/places/components/PlaceHeader';

const fortress = places.find((place) => place.id === placeIds.fortress)!;

/** The top of the place detail: name, location and category. */
const meta = {
  title: 'Screens/Places/PlaceHeader',
  component: PlaceHeader,
  parameters: { layout: 'padded' },
  args: { place: fortress },
} satisfies Meta<typeof PlaceHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name as the page's heading, where it is, and its category. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: args.place.name })).toBeVisible();
    await expect(canvas.getByText(args.place.location)).toBeVisible();
    await expect(canvas.getByText('Tarihi')).toBeVisible();
  },
};

/** No category: no badge. */
/** Spread once, when the file loads: the story shows (and checks) these texts, whatever the language. */
const withoutCategory = { ...fortress, category: null };

export const NoCategory: Story = {
  args: { place: withoutCategory },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: withoutCategory.name })).toBeVisible();
    await expect(canvas.queryByText('Tarihi')).not.toBeInTheDocument();
  },
};

/** Persian: right to left, the category in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تاریخی')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
