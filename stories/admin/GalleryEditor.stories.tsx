import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, PhotoMessages } from '../../contract';
import { mockPath } from '../../mocks/variants';
import { GalleryEditor } from '../../src/features/admin/gallery/GalleryEditor';
import { galleryOf, hotelIds, placeIds, rows, stored } from '../world';
import { backOfficeTexts, notified, pngPicture } from './helpers';

/** The demo gallery of the İpekyolu hotel (scripts/seed-photos.ts), as the editor lists it. */
const gallery = await galleryOf('hotel', hotelIds.ipekyolu);
const hotelName = stored.hotels.find((hotel) => hotel.id === hotelIds.ipekyolu)!.hotelName;
const museum = stored.places.find((place) => place.id === placeIds.museum)!;

/** The admin's gallery editor, shared by the hotel, room type, place and tour forms (docs/decisions/0014-photo-galleries.md). */
const meta = {
  title: 'Screens/Admin/GalleryEditor',
  component: GalleryEditor,
  args: { kind: 'hotel', entityId: hotelIds.ipekyolu, name: hotelName },
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
  globals: { locale: 'en' },
} satisfies Meta<typeof GalleryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const list = async (canvas: Canvas) => within(await canvas.findByRole('list', { name: 'Photos, in the order visitors see them' }));
const order = async () => (await rows<{ id: string }>('SELECT id FROM photos WHERE entity_id = ? ORDER BY position', hotelIds.ipekyolu)).map((row) => row.id);
const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;


/** The photos in order, each with its alt text per language on tabs; up / down changes the order the visitors see. */
export const WithPhotos: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const photos = await list(canvas);
    await expect(photos.getAllByRole('listitem')).toHaveLength(gallery.length);
    await expect(canvas.getByText(`${gallery.length} / 12 photos`)).toBeVisible();
    const first = within(photos.getByRole('listitem', { name: 'Photo 1' }));
    await expect(first.getByRole('textbox', { name: 'Türkçe · Alt text of photo 1' })).toHaveValue(gallery[0]!.alt.tr);
    await expect(first.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    await step('down: the first photo becomes the second, on the server too', async () => {
      await userEvent.click(first.getByRole('button', { name: 'Move photo 1 down' }));
      await notified('Order saved');
      await waitFor(async () => expect(await order()).toEqual([gallery[1]!.id, gallery[0]!.id, ...gallery.slice(2).map((photo) => photo.id)]));
      await waitFor(() => expect(within(photos.getByRole('listitem', { name: 'Photo 1' })).getByRole('textbox', { name: 'Türkçe · Alt text of photo 1' })).toHaveValue(gallery[1]!.alt.tr));
    });
    await step('the English alt text of a photo is changed and saved', async () => {
      const item = within(photos.getByRole('listitem', { name: 'Photo 2' }));
      await userEvent.click(item.getByRole('tab', { name: 'English' }));
      const input = item.getByRole('textbox', { name: 'English · Alt text of photo 2' });
      await userEvent.clear(input);
      await userEvent.type(input, 'The lobby at night');
      await userEvent.click(item.getByRole('button', { name: 'Save alt texts' }));
      await notified('Alt texts saved');
      const [row] = await rows<{ alt: string }>('SELECT alt FROM photos WHERE id = ?', gallery[0]!.id);
      await expect(JSON.parse(row!.alt)).toEqual({ ...gallery[0]!.alt, en: 'The lobby at night' });
    });
  },
};

/** A record without photos: the drop zone and a word on what the first photo is for. */
export const Empty: Story = {
  args: { kind: 'place', entityId: museum.id, name: museum.name },
  async beforeEach() {
    await rows('DELETE FROM photos WHERE entity_id = ?', museum.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No photos yet. The first photo you add is the one shown large.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: `Photos of ${museum.name}` })).toBeVisible();
    await expect(canvas.getByText('Drop photos here or click to choose')).toBeVisible();
    await expect(canvas.getByText('0 / 12 photos')).toBeVisible();
  },
};

/** A PNG chosen: this browser makes its WebP sizes (480, 960 and its own 1200 px) and the photo joins the end of the gallery. */
export const Upload: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.upload(fileInput(canvasElement), await pngPicture('lobby.png'));
    await notified('Photo added');
    await waitFor(async () => expect((await list(canvas)).getAllByRole('listitem')).toHaveLength(gallery.length + 1));
    const [row] = await rows<{ widths: string; width: number; height: number; position: number }>(
      'SELECT widths, width, height, position FROM photos WHERE entity_id = ? ORDER BY position DESC LIMIT 1',
      hotelIds.ipekyolu,
    );
    await expect(row).toEqual({ widths: '[480,960,1200]', width: 1200, height: 800, position: gallery.length });
  },
};

/** The server refuses the upload: the reason in the admin's language, the gallery unchanged. */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(mockPath(endpoints.uploadPhoto.path), () => HttpResponse.json({ code: 'PHOTO_TOO_LARGE', message: PhotoMessages.tooLarge }, { status: 413 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.upload(fileInput(canvasElement), await pngPicture('huge.png'));
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The photo could not be added');
    await expect(alert).toHaveTextContent('huge.png: This photo is too large: each size may be at most 2 MB.');
    await expect((await list(canvas)).getAllByRole('listitem')).toHaveLength(gallery.length);
  },
};

/** A file that is not a picture (though named .png): this browser cannot read it, nothing is sent. */
export const UnreadableFile: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await list(canvas);
    await userEvent.upload(fileInput(canvasElement), new File(['not a picture'], 'notes.png', { type: 'image/png' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('notes.png: This browser could not read the file as a picture.');
    await expect(await order()).toEqual(gallery.map((photo) => photo.id));
  },
};

/** Persian: the editor's texts in Persian, right to left; the Persian alt text on its own tab. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `عکس‌های ${hotelName}` })).toBeVisible();
    const first = within(within(await canvas.findByRole('list', { name: 'عکس‌ها، به ترتیبی که بازدیدکنندگان می‌بینند' })).getByRole('listitem', { name: 'عکس 1' }));
    await userEvent.click(first.getByRole('tab', { name: 'فارسی' }));
    await expect(first.getByRole('textbox', { name: 'فارسی، متن جایگزین عکس 1' })).toHaveValue(gallery[0]!.alt.fa);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
