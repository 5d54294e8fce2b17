import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@mantine/form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelIds, roomTypes, stored } from '../world';
import { ReservationFields } from '../../src/features/admin/reservations/ReservationFields';
import { EMPTY_RESERVATION, type ReservationFormValues } from '../../src/features/admin/reservations/reservationForm';
import { backOfficeTexts } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const hotels = stored.hotels;

/** The fields in a form of their own, as the reservations section holds them. */
function FieldsHarness({ editing = false, initial = EMPTY_RESERVATION }: { editing?: boolean; initial?: ReservationFormValues }) {
  const form = useForm<ReservationFormValues>({ initialValues: initial });
  return (
    <form aria-label="reservation">
      <ReservationFields form={form} hotels={hotels} editing={editing} />
    </form>
  );
}

/** Admin › Reservations › the form's fields: a new stay, or an edit with its amounts and status. */
const meta = {
  title: 'Admin/Reservations/Form fields',
  component: FieldsHarness,
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof FieldsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const sahmaran = hotels.find((hotel) => hotel.id === hotelIds.sahmaran)!;
const sahmaranRooms = roomTypes.filter((room) => room.hotelId === hotelIds.sahmaran).map((room) => room.name);

/** A new stay: no amounts or status (the server prices it); typing a hotel's name offers its own room types. */
export const NewStay: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'reservation' }));
    await expect(form.queryByLabelText(/^Toplam Tutar/)).not.toBeInTheDocument();
    await expect(form.queryByLabelText(/^Durum/)).not.toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/^Otel/), sahmaran.hotelName);
    const roomType = form.getByLabelText(/^Oda Tipi/);
    await waitFor(() =>
      expect([...roomType.querySelectorAll('option')].map((option) => option.value)).toEqual(expect.arrayContaining(sahmaranRooms)),
    );
  },
};

/** An edit shows the total, the advance and the status too. */
export const Editing: Story = {
  args: { editing: true, initial: { ...EMPTY_RESERVATION, guestName: 'Ayşe Kaya', totalAmount: 4200, status: 'CONFIRMED' } },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'reservation' }));
    await expect(form.getByLabelText(/^Misafir Adı/)).toHaveValue('Ayşe Kaya');
    await expect(form.getByLabelText(/^Toplam Tutar/)).toBeVisible();
    await expect(form.getByLabelText(/^Durum/)).toHaveValue('CONFIRMED');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'reservation' }));
    await expect(form.getByLabelText(/^نام مهمان/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
