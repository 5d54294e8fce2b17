import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { HotelLocation } from '../../src/features/hotels/components/HotelLocation';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;

/** The hotel detail's Location tab: address, city, district and the map to come. */
const meta = {
  title: 'Screens/Hotels/HotelLocation',
  component: HotelLocation,
  parameters: { layout: 'padded' },
  args: { hotel },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address, city and district each under its label; the map is coming soon. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(args.hotel.hotelAddress)).toBeVisible();
    await expect(canvas.getByText(args.hotel.hotelCity)).toBeVisible();
    await expect(canvas.getByText(args.hotel.district!)).toBeVisible();
    await expect(canvas.getByText('Map')).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

/** No district: that fact is left out. */
export const NoDistrict: Story = {
  args: { hotel: { ...hotel, district: null } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Address')).toBeVisible();
    await expect(canvas.queryByText('District')).not.toBeInTheDocument();
  },
};

/** Persian: right to left, Persian labels. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('نشانی')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByText('نقشه')).toBeVisible();
  },
};
