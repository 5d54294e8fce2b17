import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { placeIds, places } from '../world';
import { PlaceAbout } from '../../src/features/places/components/PlaceAbout';

const fortress = places.find((place) => place.id === placeIds.fortress)!;

/** The place detail's "About": description and best seasons. */
const meta = {
  title: 'Screens/Places/PlaceAbout',
  component: PlaceAbout,
  parameters: { layout: 'padded' },
  args: { place: fortress },
} satisfies Meta<typeof PlaceAbout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The description, then the best seasons in the visitor's language. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Hakkında' })).toBeVisible();
    await expect(canvas.getByText(args.place.description)).toBeVisible();
    await expect(canvas.getByText('En iyi mevsimler:')).toBeVisible();
    for (const season of ['İlkbahar', 'Yaz', 'Sonbahar']) await expect(canvas.getByText(season)).toBeVisible();
  },
};

/** No season given: the description alone. */
/** Spread once, when the file loads: the story shows (and checks) these texts, whatever the language. */
const withoutSeasons = { ...fortress, bestSeasons: [] };

export const NoSeasons: Story = {
  args: { place: withoutSeasons },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(withoutSeasons.description)).toBeVisible();
    await expect(canvas.queryByText('En iyi mevsimler:')).not.toBeInTheDocument();
  },
};

/** Persian: right to left, the seasons in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'درباره' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByText('بهار')).toBeVisible();
  },
};
