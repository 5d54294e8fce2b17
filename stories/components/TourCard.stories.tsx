import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tours } from '../world';
import { TourCard } from '../../src/components/TourCard';
import { formatMoney } from '../../src/lib/format';

const tour = tours[0]!;

/** Spec "Tours" card: photo, name, start-end addresses, price per person, stars, Details and Book. */
const meta = {
  title: 'Components/TourCard',
  component: TourCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} maw={1100}>
        <Story />
      </SimpleGrid>
    ),
  ],
  args: { tour },
} satisfies Meta<typeof TourCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of the spec's card, Details to /tour/{id} and Book to /tour-reservation/{id}. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const { tour: shown } = args;
    await expect(canvas.getByRole('heading', { name: shown.tourName })).toBeVisible();
    await expect(canvas.getByRole('img', { name: shown.tourName })).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByText(`${shown.tourStartAddress} → ${shown.tourEndAddress}`)).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(shown.price, 'tr')} TL / kişi`)).toBeVisible();
    await expect(canvas.getByRole('img', { name: `5 üzerinden ${shown.starRating} yıldız` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Detaylar' })).toHaveAttribute('href', `/tour/${shown.id}`);
    await expect(canvas.getByRole('link', { name: 'Rezervasyon Yap' })).toHaveAttribute('href', `/tour-reservation/${shown.id}`);
  },
};

/** No photo: the placeholder image. */
export const NoPhoto: Story = {
  args: { tour: { ...tour, photoUrl: null } },
  async play({ canvasElement, args }) {
    const image = within(canvasElement).getByRole('img', { name: args.tour.tourName });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/placeholder-hotel\.svg$/));
  },
};

/** English texts. */
export const English: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${formatMoney(tour.price, 'en')} TL / person`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book' })).toBeVisible();
  },
};

/** Persian: Persian digits in the price, right-to-left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${formatMoney(tour.price, 'fa')} لیر / هر نفر`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'رزرو' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
