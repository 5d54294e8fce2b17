import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stored } from '../world';
import { PlaceFields } from '../../src/features/admin/places/PlaceFields';
import { EMPTY_PLACE, placeBodyOf, placeValuesOf, type PlaceFormValues } from '../../src/features/admin/places/placeForm';
import { backOfficeTexts } from './helpers';
import { fieldsHarness, submittedBody } from './FieldsHarness';

/** The back office edits the stored (base) texts (stories/world.ts `stored`). */
const place = stored.places[0]!;

/** The fields in a form of their own, as the section holds them (stories/admin/FieldsHarness.tsx). */
const FieldsHarness = fieldsHarness<PlaceFormValues>('place', PlaceFields, EMPTY_PLACE, placeBodyOf);

/** Admin › Tourist places › the form's fields: a new place typed from empty, or a stored one to edit. */
const meta = {
  title: 'Admin/Places/Form fields',
  component: FieldsHarness,
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof FieldsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new place: every field empty, no category; the lists typed comma-separated go out as lists, a blank fee is left out. */
export const NewPlace: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'place' }));
    await expect(form.getByLabelText(/^Ad/)).toHaveValue('');
    await expect(form.getByLabelText(/^Kategori/)).toHaveValue('');
    await userEvent.type(form.getByLabelText(/^Ad/), 'Hoşap Kalesi');
    await userEvent.type(form.getByLabelText(/^Konum\W*$/), 'Gürpınar');
    await userEvent.type(form.getByLabelText(/^En iyi mevsimler/), 'İlkbahar, Yaz ,');
    await userEvent.type(form.getByLabelText(/^Yetişkin ücreti/), '5');
    await userEvent.selectOptions(form.getByLabelText(/^Kategori/), 'historical');
    await userEvent.click(form.getByRole('button', { name: 'submit' }));
    const body = submittedBody(form);
    await expect(body).toMatchObject({ name: 'Hoşap Kalesi', location: 'Gürpınar', bestSeasons: ['İlkbahar', 'Yaz'], entryFeeAdult: 5, category: 'historical' });
    await expect(body).not.toHaveProperty('entryFeeStudent');
  },
};

/** A stored place to edit: its lists joined with commas, its fees and times in their fields. */
export const Editing: Story = {
  args: { initial: placeValuesOf(place) },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'place' }));
    await expect(form.getByLabelText(/^Ad/)).toHaveValue(place.name);
    await expect(form.getByLabelText(/^Ziyaret günleri/)).toHaveValue(place.visitDays.join(', '));
    await expect(form.getByLabelText(/^Açılış saati/)).toHaveValue(place.visitOpenTime);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'place' }));
    await expect(form.getByLabelText(/^بهترین فصل‌ها/)).toBeVisible();
    await expect(form.getByLabelText(/^دسته/)).toHaveValue('');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
