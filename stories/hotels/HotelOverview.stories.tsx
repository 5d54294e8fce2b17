import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { HotelOverview } from '../../src/features/hotels/components/HotelOverview';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;

/** The hotel detail's Overview tab: facts, features, the three promises, the reservation card. */
const meta = {
  title: 'Screens/Hotels/HotelOverview',
  component: HotelOverview,
  parameters: { layout: 'padded' },
  args: { hotel, stay: {} },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every feature of the hotel, the promises, and the card with Book. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
    for (const feature of args.hotel.features) await expect(canvas.getByText(feature)).toBeVisible();
    await expect(canvas.getByText('Free cancellation')).toBeVisible();
    await expect(canvas.getByText(`Free cancellation until ${args.hotel.freeCancellationDays} days before arrival; after that the first night is charged.`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancellation and refund rules' })).toHaveAttribute('href', '/cancellation-policy');
    await expect(canvas.getByText('Instant confirmation')).toBeVisible();
    await expect(canvas.getByText('Secure payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/reserve/${args.hotel.id}`);
  },
};

/** No features: no features heading, the rest stays. */
export const NoFeatures: Story = {
  args: { hotel: { ...hotel, features: [] } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Features' })).not.toBeInTheDocument();
  },
};

/** Persian: right to left, Persian texts. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'امکانات' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByText('تأیید فوری')).toBeVisible();
  },
};
