import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GuestFields } from '../../src/features/booking/components/GuestFields';
import { BookingFormPart } from './formParts';

function Harness() {
  return <BookingFormPart>{(form) => <GuestFields form={form} />}</BookingFormPart>;
}

/** Booking form › the guest: name, e-mail and phone, each required and filled in by the browser's autofill. */
const meta = { title: 'Booking/Form/Guest', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'booking' }));
    await expect(form.getByRole('heading', { name: 'Misafir Bilgileri' })).toBeVisible();
    const name = form.getByLabelText(/^Ad Soyad/);
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('autocomplete', 'name');
    await userEvent.type(name, 'Reza Tehrani');
    await expect(name).toHaveValue('Reza Tehrani');
    await expect(form.getByLabelText(/^E-posta/)).toHaveAttribute('type', 'email');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'booking' }));
    await expect(form.getByRole('heading', { name: 'اطلاعات مهمان' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
