import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vanToday } from '../../contract/time';
import type { RoomTypeAvailability } from '../../contract';
import { hotelIds, roomTypeIds, roomTypes } from '../world';
import { StayFields } from '../../src/features/booking/components/StayFields';
import { BookingFormPart } from './formParts';

const ipekyolu = roomTypes.filter((room) => room.hotelId === hotelIds.ipekyolu);
const double = ipekyolu.find((room) => room.id === roomTypeIds.ipekyoluDouble)!;

function Harness({ rooms = ipekyolu, loading = false, failed = false, guests = 1 }: { rooms?: RoomTypeAvailability[]; loading?: boolean; failed?: boolean; guests?: number }) {
  return (
    <BookingFormPart values={{ reservationGuests: guests }}>
      {(form) => <StayFields form={form} today={vanToday()} roomTypes={rooms} roomTypesLoading={loading} roomTypesFailed={failed} />}
    </BookingFormPart>
  );
}

/** Booking form › the stay: dates from Van's today, guests, rooms and the room type with what it sleeps. */
const meta = { title: 'Booking/Form/Stay', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const formOf = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'booking' }));

/** Picking a room type tells how many guests the rooms sleep, for the number of rooms asked. */
export const RoomTypeChosen: Story = {
  args: { guests: double.capacity + 1 },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    await expect(form.getByLabelText(/^Giriş Tarihi/)).toHaveAttribute('min', vanToday());
    await userEvent.selectOptions(form.getByLabelText(/^Oda Tipi/), double.id);
    // The type chosen brings the rooms it needs for the guests: two doubles.
    await expect(form.getByLabelText(/^Oda Sayısı/)).toHaveValue('2');
    const hint = await form.findByTestId('capacity-hint');
    await expect(hint).toHaveTextContent(`${double.capacity * 2} misafir kalabilir`);
    await userEvent.clear(form.getByLabelText(/^Oda Sayısı/));
    await userEvent.type(form.getByLabelText(/^Oda Sayısı/), '1');
    // Emptying the count removes the hint for a moment: read it again.
    await waitFor(() => expect(form.getByTestId('capacity-hint')).toHaveTextContent(`${double.capacity} misafir kalabilir`));
  },
};

/** One guest is one guest: the hint speaks in the singular (en). */
export const SleepsOne: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    const single = ipekyolu.find((room) => room.capacity === 1)!;
    await userEvent.selectOptions(form.getByLabelText(/^Room type/), single.id);
    await expect(await form.findByTestId('capacity-hint')).toHaveTextContent(/^Sleeps 1 guest: 1 per room × 1 room$/);
  },
};

export const Loading: Story = {
  args: { rooms: undefined, loading: true },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    await expect(form.queryByLabelText(/^Oda Tipi/)).not.toBeInTheDocument();
  },
};

export const NoRoomTypes: Story = {
  args: { rooms: [] },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('option', { name: 'Oda tipi bulunamadı' })).toBeInTheDocument();
  },
};

export const RoomTypesFailed: Story = {
  args: { rooms: undefined, failed: true },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent('Oda tipleri yüklenemedi.');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    await expect(form.getByRole('heading', { name: 'اقامت' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * A Persian visitor types ۳ guests (it used to leave the field empty): the field shows ۳, the form
 * holds the number 3, and the rooms' hint counts in Persian digits too.
 */
export const PersianDigits: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const form = await formOf(canvasElement);
    const guests = form.getByRole('textbox', { name: /تعداد مهمانان/ });
    await waitFor(() => expect(guests).toHaveValue('۱'));
    await userEvent.clear(guests);
    await userEvent.type(guests, '۳');
    await expect(guests).toHaveValue('۳');
    await userEvent.selectOptions(form.getByLabelText(/نوع اتاق/), double.id);
    // Three guests in doubles need two rooms: the number typed in Persian was read as 3.
    await expect(form.getByRole('textbox', { name: /تعداد اتاق/ })).toHaveValue('۲');
  },
};
