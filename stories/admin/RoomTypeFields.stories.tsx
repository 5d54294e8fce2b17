import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { hotelIds, roomTypes } from '../world';
import { RoomTypeFields } from '../../src/features/admin/roomTypes/RoomTypeFields';
import { EMPTY_ROOM_TYPE, roomTypeBodyOf, roomTypeValuesOf, type RoomTypeFormValues } from '../../src/features/admin/roomTypes/roomTypeForm';
import { backOfficeTexts } from './helpers';

const room = roomTypes.find((candidate) => candidate.hotelId === hotelIds.sahmaran)!;

/** The fields in a form of their own, as the room types section holds them; a submit shows the body the API would get. */
function FieldsHarness({ initial = EMPTY_ROOM_TYPE }: { initial?: RoomTypeFormValues }) {
  const form = useForm<RoomTypeFormValues>({ initialValues: initial });
  const [body, setBody] = useState('');
  return (
    <form aria-label="room type" onSubmit={form.onSubmit((values) => setBody(JSON.stringify(roomTypeBodyOf(values, hotelIds.sahmaran))))}>
      <RoomTypeFields form={form} />
      <button type="submit">submit</button>
      <output aria-label="body">{body}</output>
    </form>
  );
}

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
    const body = JSON.parse(form.getByRole('status', { name: 'body' }).textContent ?? '{}') as Record<string, unknown>;
    await expect(body).toMatchObject({ name: 'FAMILY', pricePerNight: 2400, minNights: 2, hotelId: hotelIds.sahmaran });
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
