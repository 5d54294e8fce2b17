import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentFields } from '../../src/features/booking/components/PaymentFields';
import { BookingFormPart } from './formParts';

function Harness() {
  return <BookingFormPart>{(form) => <PaymentFields form={form} />}</BookingFormPart>;
}

/** Booking form › payment: bank transfer (the one method) and the guest's special requests. */
const meta = { title: 'Booking/Form/Payment', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'booking' }));
    await expect(form.getByRole('radio', { name: 'Banka Havalesi / EFT' })).toBeChecked();
    const requests = form.getByRole('textbox');
    await userEvent.type(requests, 'Göl manzaralı oda');
    await expect(requests).toHaveValue('Göl manzaralı oda');
    await expect(requests).toHaveAttribute('maxlength', '5000');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'booking' }));
    await expect(form.getByRole('radio', { name: 'حوالهٔ بانکی' })).toBeChecked();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
