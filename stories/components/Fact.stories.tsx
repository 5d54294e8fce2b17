import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconMapPin } from '@tabler/icons-react';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { Fact } from '../../src/components/Fact';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;

/** One fact of a hotel (Overview and Location tabs) or a tour: icon, label, value. */
const meta = {
  title: 'Components/Fact',
  component: Fact,
  parameters: { layout: 'padded' },
  args: { icon: <IconMapPin size={18} />, label: hotel.hotelCity, children: hotel.hotelAddress },
} satisfies Meta<typeof Fact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label above its value; the icon is decoration, hidden from screen readers. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const value = await canvas.findByText(String(args.children));
    await expect(value).toBeVisible();
    await expect(canvas.getByText(args.label)).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A short figure in medium weight, as the tour page shows its facts. */
export const Strong: Story = {
  args: { radius: 'md', strong: true, children: '8' },
  async play({ canvasElement }) {
    const value = await within(canvasElement).findByText('8');
    await expect(getComputedStyle(value).fontWeight).toBe('500');
  },
};

/** Persian: right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    await expect(await within(canvasElement).findByText(args.label)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
