import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconRoute } from '@tabler/icons-react';
import { expect, waitFor, within } from 'storybook/test';
import { placeIds, places } from '../world';
import { PlaceSection } from '../../src/features/places/components/PlaceSection';

const fortress = places.find((place) => place.id === placeIds.fortress)!;

/** One block of the place detail (PlaceDetailScreen): a card with its level-2 heading and content. */
const meta = {
  title: 'Screens/Places/PlaceSection',
  component: PlaceSection,
  parameters: { layout: 'padded' },
  args: { title: fortress.name, children: fortress.description },
} satisfies Meta<typeof PlaceSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, then the content. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await expect(canvas.getByText(String(args.children))).toBeVisible();
  },
};

/** With an icon before the heading (hidden from screen readers). */
export const WithIcon: Story = {
  args: { icon: <IconRoute size={20} aria-hidden /> },
  async play({ canvasElement, args }) {
    const heading = await within(canvasElement).findByRole('heading', { level: 2, name: args.title });
    await expect(heading.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Persian: right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: args.title })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
