import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stored } from '../world';
import { TourFields } from '../../src/features/admin/tours/TourFields';
import { EMPTY_TOUR, tourBodyOf, tourValuesOf, type TourFormValues } from '../../src/features/admin/tours/tourForm';
import { backOfficeTexts } from './helpers';
import { fieldsHarness, submittedBody } from './FieldsHarness';

/** The back office edits the stored (base) texts (stories/world.ts `stored`). */
const tour = stored.tours[0]!;

/** The fields in a form of their own, as the section holds them (stories/admin/FieldsHarness.tsx). */
const FieldsHarness = fieldsHarness<TourFormValues>('tour', TourFields, EMPTY_TOUR, tourBodyOf);

/** Admin › Tours › the form's fields: a new tour typed from empty, or a stored one to edit. */
const meta = {
  title: 'Admin/Tours/Form fields',
  component: FieldsHarness,
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof FieldsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new tour: free cancellation by default with its days; a blank price is left out, no stars is 0. */
export const NewTour: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'tour' }));
    await expect(form.getByLabelText(/^Tur adı/)).toHaveValue('');
    await userEvent.type(form.getByLabelText(/^Tur adı/), 'Nemrut Krater Gölü');
    await userEvent.selectOptions(form.getByLabelText(/^Tur türü/), 'nature');
    await userEvent.type(form.getByLabelText(/^Başlangıç adresi/), 'Tatvan');
    await userEvent.type(form.getByLabelText(/^Katılımcı sayısı/), '12');
    await userEvent.click(form.getByRole('button', { name: 'submit' }));
    const body = submittedBody(form);
    await expect(body).toMatchObject({ tourName: 'Nemrut Krater Gölü', tourType: 'nature', tourStartAddress: 'Tatvan', participantCount: 12, starRating: 0, cancellationPolicy: 'FREE_UNTIL', freeCancellationDays: 3 });
    await expect(body).not.toHaveProperty('price');
  },
};

/** A non-refundable tour sends no free cancellation days. */
export const NonRefundable: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'tour' }));
    await userEvent.selectOptions(form.getByLabelText(/^İptal politikası/), 'NON_REFUNDABLE');
    await userEvent.click(form.getByRole('button', { name: 'submit' }));
    const body = submittedBody(form);
    await expect(body).toMatchObject({ cancellationPolicy: 'NON_REFUNDABLE' });
    await expect(body).not.toHaveProperty('freeCancellationDays');
  },
};

/** A stored tour to edit: its name, type and addresses in their fields. */
export const Editing: Story = {
  args: { initial: tourValuesOf(tour) },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'tour' }));
    await expect(form.getByLabelText(/^Tur adı/)).toHaveValue(tour.tourName);
    await expect(form.getByLabelText(/^Tur türü/)).toHaveValue(tour.tourType);
    await expect(form.getByLabelText(/^Bitiş adresi/)).toHaveValue(tour.tourEndAddress);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'tour' }));
    await expect(form.getByLabelText(/^نام تور/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
