import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { HotelLocation } from '../../src/features/hotels/components/HotelLocation';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;

/** The hotel detail's Location tab: address, city, district, the "open in maps" link and the hotel's map. */
const meta = {
  title: 'Screens/Hotels/HotelLocation',
  component: HotelLocation,
  parameters: { layout: 'padded' },
  args: { hotel },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Address, city and district under their labels; the link opens the hotel's point on
 * OpenStreetMap; the map loads when asked for, with the hotel's pin.
 */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(args.hotel.hotelAddress)).toBeVisible();
    await expect(canvas.getByText(args.hotel.hotelCity)).toBeVisible();
    await expect(canvas.getByText(args.hotel.district!)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: `Map: ${args.hotel.hotelName}` })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Show the map: Map: ${args.hotel.hotelName}` }));
    const map = await canvas.findByRole('region', { name: `Map: ${args.hotel.hotelName}` }, { timeout: 5000 });
    await expect(await within(map).findByRole('button', { name: args.hotel.hotelName })).toBeInTheDocument();
    await expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
    const open = canvas.getByRole('link', { name: 'Open in maps' });
    await expect(open).toHaveAttribute('href', expect.stringContaining(`mlat=${args.hotel.latitude!.toFixed(5)}&mlon=${args.hotel.longitude!.toFixed(5)}`));
    await expect(open).toHaveAttribute('target', '_blank');
  },
};

/** No position stored yet: a note instead of the map, and the link searches the address. */
export const NoPosition: Story = {
  args: { hotel: { ...hotel, latitude: null, longitude: null } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No position on the map yet: open the address in maps instead.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /^Map:/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent([args.hotel.hotelAddress, args.hotel.district, args.hotel.hotelCity].join(', '))}`,
    );
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

/** Persian: right to left, Persian labels; the map itself stays left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('نشانی')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('link', { name: 'باز کردن در نقشه' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `نمایش نقشه: نقشه: ${args.hotel.hotelName}` }));
    const map = await canvas.findByRole('region', { name: `نقشه: ${args.hotel.hotelName}` }, { timeout: 5000 });
    await expect(map).toHaveAttribute('dir', 'ltr');
  },
};
