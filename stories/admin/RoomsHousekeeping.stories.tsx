import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, ServerMessages } from '../../contract';
import { mockPath, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import trRoomTypes from '../../src/locales/tr/roomTypes.json';
import { hotelIds, roomTypes, rows, stored } from '../world';
import { notified } from './helpers';

const hotelId = hotelIds.akdamar;
// The back office shows the stored (Turkish) names.
const hotel = stored.hotels.find((h) => h.id === hotelId)!;
const double = roomTypes.find((type) => type.hotelId === hotelId && type.name === 'DOUBLE')!;
const listName = `${hotel.hotelName} odaları`;

/** Admin › Rooms, the housekeeping list of one hotel (issue 32): rooms with their status, changed in one tap. */
const meta = {
  title: 'Screens/Admin/Rooms/Housekeeping',
  component: AdminScreen,
  parameters: { route: `/admin?section=rooms&hotel=${hotelId}`, session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const roomItem = async (canvas: ReturnType<typeof within>, number: string) =>
  within(await within(await canvas.findByRole('list', { name: listName }, { timeout: 10_000 })).findByRole('listitem', { name: `Oda ${number}` }));

/** Every numbered room with its type, floor and status; one tap makes room 101 dirty, and it is stored. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: listName }, { timeout: 10_000 }));
    const stored = await rows<{ n: number }>('SELECT count(*) AS n FROM rooms WHERE hotel_id = ? AND retired_at IS NULL', hotelId);
    await expect(list.getAllByRole('listitem', { name: /^Oda \d+$/ })).toHaveLength(stored[0]!.n);
    const room = await roomItem(canvas, '101');
    await expect(room.getByText('Temiz', { selector: '.mantine-Badge-label' })).toBeVisible();
    await userEvent.click(room.getByText('Kirli'));
    await expect(await room.findByText('Kirli', { selector: '.mantine-Badge-label' })).toBeVisible();
    await notified('Oda 101: Kirli.');
    await expect(await rows('SELECT housekeeping FROM rooms WHERE hotel_id = ? AND number = ?', hotelId, '101')).toEqual([{ housekeeping: 'DIRTY' }]);
    // The page never scrolls sideways on a phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** While the rooms load: a named spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getRooms'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: listName }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A hotel whose rooms are all retired: the empty text. */
export const Empty: Story = {
  async beforeEach() {
    await rows("UPDATE rooms SET retired_at = '2026-11-01T00:00:00.000Z' WHERE hotel_id = ?", hotelId);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Bu otelin henüz odası yok.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A failed load says so; Tekrar Dene loads the rooms. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getRooms.path), () => HttpResponse.json({ message: ServerMessages.internal }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Odalar yüklenemedi.', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('list', { name: listName })).toBeVisible();
  },
};

/** Persian: right to left, Persian digits in the room numbers. */
export const Persian: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: /^اتاق‌های / }, { timeout: 10_000 }));
    const room = within(list.getByRole('listitem', { name: 'اتاق ۱۰۱' }));
    await expect(room.getByText('تمیز', { selector: '.mantine-Badge-label' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Adding a room from an empty form: number, floor and room type typed and picked; it is listed and stored, and the type sells one more. */
export const AddRoom: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: listName }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Oda ekle' }));
    const form = within(canvas.getByRole('form', { name: 'Oda ekle' }));
    await userEvent.type(form.getByLabelText(/^Oda numarası/), '210');
    await userEvent.type(form.getByLabelText(/^Kat/), '2');
    await userEvent.selectOptions(form.getByLabelText(/^Oda tipi/), double.id);
    await userEvent.type(form.getByLabelText(/^Not/), 'Göl manzaralı');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await notified('Oda 210 eklendi.');
    const room = await roomItem(canvas, '210');
    await expect(room.getByText(`${trRoomTypes.DOUBLE} · Kat 2`)).toBeVisible();
    await expect(await rows('SELECT number, floor, note, room_type_id FROM rooms WHERE hotel_id = ? AND number = ?', hotelId, '210')).toEqual([
      { number: '210', floor: 2, note: 'Göl manzaralı', room_type_id: double.id },
    ]);
    await expect(await rows('SELECT room_count FROM room_types WHERE id = ?', double.id)).toEqual([{ room_count: double.roomCount + 1 }]);
  },
};

/** Editing a room: a new number and floor, saved and shown. */
export const EditRoom: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const room = await roomItem(canvas, '102');
    await userEvent.click(room.getByRole('button', { name: 'Oda 102 düzenle' }));
    const form = within(canvas.getByRole('form', { name: 'Oda 102 düzenle' }));
    await expect(form.getByLabelText(/^Oda numarası/)).toHaveValue('102');
    await userEvent.clear(form.getByLabelText(/^Oda numarası/));
    await userEvent.type(form.getByLabelText(/^Oda numarası/), '120');
    await userEvent.clear(form.getByLabelText(/^Kat/));
    await userEvent.type(form.getByLabelText(/^Kat/), '3');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await notified('Oda 120 kaydedildi.');
    await expect((await roomItem(canvas, '120')).getByText(/Kat 3$/)).toBeVisible();
    await expect(await rows('SELECT floor FROM rooms WHERE hotel_id = ? AND number = ?', hotelId, '120')).toEqual([{ floor: 3 }]);
  },
};

/** Out of order: the form asks for the range and the reason, then the room is off sale for those nights. */
export const OutOfOrder: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const room = await roomItem(canvas, '103');
    await userEvent.click(room.getByRole('button', { name: 'Arızalı' }));
    const form = within(room.getByRole('form', { name: 'Oda 103 arızalı' }));
    await userEvent.click(form.getByRole('button', { name: 'Satıştan kaldır' }));
    await expect((await form.findAllByText('Bu alan zorunludur')).length).toBe(3);
    await userEvent.type(form.getByLabelText(/^Başlangıç/), '2030-03-01');
    await userEvent.type(form.getByLabelText(/^Bitiş/), '2030-03-04');
    await userEvent.type(form.getByLabelText(/^Neden/), 'Su kaçağı');
    await userEvent.click(form.getByRole('button', { name: 'Satıştan kaldır' }));
    await notified('Oda 103: Arızalı.');
    await expect(await rows('SELECT housekeeping, out_of_order_from, out_of_order_to, out_of_order_reason FROM rooms WHERE hotel_id = ? AND number = ?', hotelId, '103')).toEqual([
      { housekeeping: 'OUT_OF_ORDER', out_of_order_from: '2030-03-01', out_of_order_to: '2030-03-04', out_of_order_reason: 'Su kaçağı' },
    ]);
  },
};
