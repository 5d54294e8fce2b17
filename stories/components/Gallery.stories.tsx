import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { GalleryPhoto, PhotoAdmin } from '../../contract';
import { GALLERY_SIZES } from '../../contract/photos';
import { Gallery } from '../../src/components/Gallery';
import { formatNumber } from '../../src/lib/format';
import { galleryOf, hotelIds, hotels, places } from '../world';

/** The demo galleries (scripts/seed-photos.ts) as the editor lists them; a story shows one language's alt texts. */
const ipekyolu = await galleryOf('hotel', hotelIds.ipekyolu);
const carpanak = places.find((place) => place.image.endsWith('/carpanak-island.svg'))!;
const carpanakGallery = await galleryOf('place', carpanak.id);
const hotelName = hotels.find((hotel) => hotel.id === hotelIds.ipekyolu)!.hotelName;

const inLanguage = (photos: readonly PhotoAdmin[], lang: 'tr' | 'en' | 'fa'): GalleryPhoto[] =>
  photos.map(({ id, src, srcset, width, height, alt }) => ({ id, src, srcset, width, height, alt: alt[lang] ?? '' }));

/** The shared gallery of the hotel, room type, place and tour pages (docs/decisions/0014-photo-galleries.md). */
const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: { photos: inLanguage(ipekyolu, 'en'), name: hotelName, priority: true },
  globals: { locale: 'en' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several photos: the first large (loaded at once, high priority), the others as thumbnails; each opens the lightbox. */
export const Several: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const [first, second] = ipekyolu;
    const hero = canvas.getByRole('img', { name: first!.alt.en });
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('src', first!.src);
    const more = within(canvas.getByRole('list', { name: 'More photos' }));
    await expect(more.getAllByRole('button')).toHaveLength(ipekyolu.length - 1);
    await step('a thumbnail opens the lightbox on its photo, with its own alt text', async () => {
      await userEvent.click(more.getByRole('button', { name: `Open photo 2 of ${ipekyolu.length}` }));
      const box = within(await within(document.body).findByRole('dialog'));
      await expect(box.getByText(`2 / ${ipekyolu.length}`)).toBeVisible();
      await expect(box.getByRole('img', { name: second!.alt.en })).toHaveAttribute('src', second!.src);
      await userEvent.click(box.getByRole('button', { name: 'Close photos' }));
    });
  },
};

/** Uploaded photos: the browser picks among the WebP sizes (`srcset`) by how wide the hero is drawn (`sizes`). */
export const ResponsiveSizes: Story = {
  args: {
    photos: [
      {
        id: ipekyolu[0]!.id,
        alt: 'Lobby',
        width: 1600,
        height: 1067,
        src: '/photos/hotels/ipekyolu-grand-otel-3.svg',
        srcset: '/photos/hotels/ipekyolu-grand-otel-1.svg 480w, /photos/hotels/ipekyolu-grand-otel-2.svg 960w, /photos/hotels/ipekyolu-grand-otel-3.svg 1600w',
      },
    ],
  },
  async play({ canvasElement }) {
    const hero = within(canvasElement).getByRole('img', { name: 'Lobby' });
    await expect(hero).toHaveAttribute('srcset', expect.stringContaining('960w'));
    await expect(hero).toHaveAttribute('sizes', GALLERY_SIZES.wide);
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '1067');
  },
};

/** One photo: large, no thumbnails; the lightbox still opens. */
export const One: Story = {
  args: { photos: inLanguage(carpanakGallery, 'en'), name: carpanak.name, width: 'column' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(carpanakGallery).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: carpanakGallery[0]!.alt.en })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Open photo 1 of 1' })).toBeEnabled();
  },
};

/** No gallery and no photo URL: the placeholder, named after the record, nothing to open. */
export const None: Story = {
  args: { photos: [], name: hotelName },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: hotelName });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/placeholder-hotel\.svg$/));
    await expect(canvas.queryByRole('button', { name: /Open photo/ })).not.toBeInTheDocument();
  },
};

/** No gallery yet, but the record's own photo URL (the spec's `image` / `photoUrl`): shown with a numbered alt text. */
export const FromPhotoUrl: Story = {
  args: { photos: [], fallbackUrls: [carpanak.image], name: carpanak.name },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('img', { name: `${carpanak.name}, photo 1 of 1` })).toHaveAttribute('src', carpanak.image);
  },
};

/** A room type's photos on the hotel page: thumbnails only, the list named after the room type. */
export const Strip: Story = {
  args: { photos: inLanguage(ipekyolu, 'en').slice(0, 2), name: 'Double room', layout: 'strip' },
  async play({ canvasElement }) {
    const list = within(within(canvasElement).getByRole('list', { name: 'Photos of Double room' }));
    await expect(list.getByRole('img', { name: ipekyolu[1]!.alt.en })).toHaveAttribute('loading', 'lazy');
    await expect(list.getAllByRole('button')).toHaveLength(2);
  },
};

/** Persian: the alt texts in Persian, numbers in Persian digits, right to left. */
export const Persian: Story = {
  args: { photos: inLanguage(ipekyolu, 'fa') },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: ipekyolu[0]!.alt.fa })).toBeVisible();
    const total = formatNumber(ipekyolu.length, 'fa');
    await expect(canvas.getByRole('button', { name: `باز کردن عکس ${formatNumber(1, 'fa')} از ${total}` })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'عکس‌های بیشتر' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
