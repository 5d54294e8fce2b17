import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { HotelContactFacts } from '../../src/features/hotels/components/HotelContactFacts';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;

/** The Overview tab's facts: phone with WhatsApp, city / district, stars, email. */
const meta = {
  title: 'Screens/Hotels/HotelContactFacts',
  component: HotelContactFacts,
  parameters: { layout: 'padded' },
  args: { hotel },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelContactFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Call and WhatsApp (the phone's digits only), city / district, the stars read out, the email to write to. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const { hotel: shown } = args;
    await expect(await canvas.findByRole('link', { name: shown.phone! })).toHaveAttribute('href', `tel:${shown.phone!.replace(/[^\d+]/g, '')}`);
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/${shown.phone!.replace(/\D/g, '')}`);
    await expect(canvas.getByText(`${shown.hotelCity} / ${shown.district}`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${shown.starRating} out of 5 stars` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: shown.email! })).toHaveAttribute('href', `mailto:${shown.email}`);
  },
};

/** No phone and no email: those facts are left out, city and stars stay. */
export const NoPhoneOrEmail: Story = {
  args: { hotel: { ...hotel, phone: null, email: null } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('City / district')).toBeVisible();
    await expect(canvas.queryByText('Phone')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Email')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Persian: right to left, the phone kept left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'واتس‌اپ' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('link', { name: args.hotel.phone! })).toHaveAttribute('dir', 'ltr');
  },
};
