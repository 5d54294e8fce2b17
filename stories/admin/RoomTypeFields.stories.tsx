import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { UseFormReturnType } from '@mantine/form';
import { hotelIds, hotels, roomTypes } from '../world';
import { RoomTypeFields } from '../../src/features/admin/roomTypes/RoomTypeFields';
import { EMPTY_ROOM_TYPE, roomTypeBodyOf, roomTypeValuesOf, type RoomTypeFormValues } from '../../src/features/admin/roomTypes/roomTypeForm';
import { backOfficeTexts } from './helpers';
import { formatMoney } from '../../src/lib/format';
import { fieldsHarness, submittedBody } from './FieldsHarness';

const room = roomTypes.find((candidate) => candidate.hotelId === hotelIds.sahmaran)!;
const taxRate = hotels.find((hotel) => hotel.id === hotelIds.sahmaran)!.taxRate;

/** The fields at the hotel's tax rate, as the section gives them. */
const FieldsAtHotelRate = ({ form }: { form: UseFormReturnType<RoomTypeFormValues> }) => <RoomTypeFields form={form} taxRate={taxRate} />;

/** The fields in a form of their own, as the section holds them (stories/admin/FieldsHarness.tsx). */
const FieldsHarness = fieldsHarness<RoomTypeFormValues>('room type', FieldsAtHotelRate, EMPTY_ROOM_TYPE, (values: RoomTypeFormValues) =>
  roomTypeBodyOf(values, hotelIds.sahmaran, taxRate),
);

/** Admin › Room types › the form's fields: a new room type typed from empty, or a stored one to edit. */
const meta = {
  title: 'Admin/Room types/Form fields',
  component: FieldsHarness,
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof FieldsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new room type: typed from empty, sent for the hotel chosen. */
export const NewRoomType: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'room type' }));
    await expect(form.getByLabelText(/^Oda tipi adı/)).toHaveValue('');
    await userEvent.type(form.getByLabelText(/^Oda tipi adı/), 'FAMILY');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '2400');
    await userEvent.type(form.getByLabelText(/^En az gece/), '2');
    await userEvent.click(form.getByRole('button', { name: 'submit' }));
    const body = submittedBody(form);
    await expect(body).toMatchObject({ name: 'FAMILY', pricePerNight: 2400, minNights: 2, hotelId: hotelIds.sahmaran });
  },
};

/**
 * Issue 33: a price typed with taxes. The form says what guests will see and what is stored
 * before tax; the body sends the price before tax (2,744 TL with 12 % is 2,450 TL).
 */
export const NewRoomTypeWithTaxes: Story = {
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'room type' }));
    await userEvent.type(form.getByLabelText(/^Oda tipi adı/), 'FAMILY');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '2744');
    await expect(form.getByTestId('guest-price')).toHaveTextContent(`Misafirler gecelik ${formatMoney(3073.28, 'tr')} TL görür, vergiler dahil (%${taxRate}); vergisiz ${formatMoney(2744, 'tr')} TL kaydedilir.`);
    await userEvent.click(form.getByLabelText('Girilen fiyatlar vergiler dahil (misafirin ödediği fiyat)'));
    await expect(form.getByTestId('guest-price')).toHaveTextContent(`Misafirler gecelik ${formatMoney(2744, 'tr')} TL görür, vergiler dahil (%${taxRate}); vergisiz ${formatMoney(2450, 'tr')} TL kaydedilir.`);
    await userEvent.click(form.getByRole('button', { name: 'submit' }));
    await expect(submittedBody(form)).toMatchObject({ name: 'FAMILY', pricePerNight: 2450, hotelId: hotelIds.sahmaran });
    await expect(submittedBody(form)).not.toHaveProperty('pricesInclTaxes');
  },
};

/** A stored room type to edit: its name, price and rooms in their fields. */
export const Editing: Story = {
  args: { initial: roomTypeValuesOf(room) },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'room type' }));
    await expect(form.getByLabelText(/^Oda tipi adı/)).toHaveValue(room.name);
    await expect(form.getByLabelText(/^Oda sayısı/)).toHaveValue(String(room.roomCount));
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'room type' }));
    await expect(form.getByLabelText(/^نام نوع اتاق/)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
