import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryPhotoRow } from '../../src/features/admin/gallery/GalleryPhotoRow';
import { galleryOf, hotelIds } from '../world';
import { backOfficeTexts } from './helpers';

/** The demo gallery of the İpekyolu hotel (scripts/seed-photos.ts). */
const gallery = await galleryOf('hotel', hotelIds.ipekyolu);
const photo = gallery[1]!;

/** One photo of the admin's gallery editor: its picture, alt texts per language, up / down and delete. */
const meta = {
  title: 'Screens/Admin/GalleryPhotoRow',
  component: GalleryPhotoRow,
  args: { photo, index: 1, last: false, busy: false, onMove: fn(), onSave: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <ol style={{ listStyle: 'none', padding: 0 }}>
        <Story />
      </ol>
    ),
  ],
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
  globals: { locale: 'en' },
} satisfies Meta<typeof GalleryPhotoRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo in the middle: it moves up and down; its alt texts are saved once one is changed. */
export const Middle: Story = {
  async play({ canvasElement, args }) {
    const row = within(await within(canvasElement).findByRole('listitem', { name: 'Photo 2' }));
    const save = row.getByRole('button', { name: 'Save alt texts' });
    await expect(save).toBeDisabled();
    await userEvent.click(row.getByRole('button', { name: 'Move photo 2 up' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(0);
    await userEvent.click(row.getByRole('button', { name: 'Move photo 2 down' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(2);
    await userEvent.click(row.getByRole('tab', { name: /^English/ }));
    const input = row.getByRole('textbox', { name: 'English · Alt text of photo 2' });
    await userEvent.clear(input);
    await userEvent.type(input, 'The terrace at dusk');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ ...photo.alt, en: 'The terrace at dusk' });
    await userEvent.click(row.getByRole('button', { name: 'Delete photo 2' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** The first photo cannot go up, the last one cannot go down. */
export const FirstAndLast: Story = {
  args: { index: 0, last: true },
  async play({ canvasElement }) {
    const row = within(await within(canvasElement).findByRole('listitem', { name: 'Photo 1' }));
    await expect(row.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Move photo 1 down' })).toBeDisabled();
  },
};

/** Alt texts not written yet: each such language's tab says it is missing. */
export const MissingAltTexts: Story = {
  args: { photo: { ...photo, alt: { tr: photo.alt.tr } } },
  async play({ canvasElement }) {
    const row = within(await within(canvasElement).findByRole('listitem', { name: 'Photo 2' }));
    await expect(row.getByRole('tab', { name: 'Türkçe' })).toBeVisible();
    await expect(row.getByRole('tab', { name: /^English\s*missing$/ })).toBeVisible();
    await expect(row.getByRole('tab', { name: /^فارسی\s*missing$/ })).toBeVisible();
  },
};

/** While another change of the gallery runs, the row waits: every button is off. */
export const Busy: Story = {
  args: { busy: true },
  async play({ canvasElement }) {
    const row = within(await within(canvasElement).findByRole('listitem', { name: 'Photo 2' }));
    for (const name of ['Move photo 2 up', 'Move photo 2 down', 'Delete photo 2']) await expect(row.getByRole('button', { name })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const row = within(await within(canvasElement).findByRole('listitem', { name: /^عکس/ }));
    await expect(row.getByRole('button', { name: /^حذف عکس/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
