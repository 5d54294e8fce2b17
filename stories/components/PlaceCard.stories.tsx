import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { places } from '../world';
import { PlaceCard } from '../../src/components/PlaceCard';

const place = places[0]!;

/** A tourist place's card (home section, places list): image, name, location, details link. */
const meta = {
  title: 'Components/PlaceCard',
  component: PlaceCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} maw={1100}>
        <Story />
      </SimpleGrid>
    ),
  ],
  args: { place },
} satisfies Meta<typeof PlaceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image with its name as alt text, the name as a heading, and the details link to /place/{id}. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.place.name })).toBeVisible();
    const image = canvas.getByRole('img', { name: args.place.name });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('height', '180');
    await expect(canvas.getByRole('link', { name: 'Detaylar' })).toHaveAttribute('href', `/place/${args.place.id}`);
    await expect(canvas.queryByText(args.place.description!)).not.toBeInTheDocument();
  },
};

/** The list variant shows the first lines of the description. */
export const WithDescription: Story = {
  args: { showDescription: true },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.place.description!)).toBeVisible();
  },
};

/** A broken image falls back to the placeholder. */
export const BrokenImage: Story = {
  args: { place: { ...place, image: '/photos/places/does-not-exist.svg' } },
  async play({ canvasElement, args }) {
    const image = within(canvasElement).getByRole('img', { name: args.place.name });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/placeholder-hotel\.svg$/));
  },
};

/** Persian: right-to-left, Persian link text. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'جزئیات' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
