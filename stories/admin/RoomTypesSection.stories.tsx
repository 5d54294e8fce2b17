import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { roomTypes, rows as rowsOf, stored } from '../world';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import trRoomTypes from '../../src/locales/tr/roomTypes.json';
import { body, refuse } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const hotels = stored.hotels;

const hotel = hotels[0]!;
const rooms = roomTypes.filter((room) => room.hotelId === hotel.id);

/** Admin › Room Types: choose a hotel, add a room type, delete without confirmation. */
const meta = {
  title: 'Screens/Admin/RoomTypes',
  component: AdminScreen,
  parameters: { route: '/admin?section=roomTypes', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a hotel lists its room types with the price per night in TL. */
export const ChooseHotel: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Oda tiplerini görmek için bir otel seçin.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Otel'), hotel.id);
    const table = within(await canvas.findByRole('table', { name: `${hotel.hotelName} oda tipleri` }));
    await expect(table.getAllByRole('row')).toHaveLength(rooms.length + 1);
    await expect(table.getByText(/2\.450 TL/)).toBeVisible();
  },
};

/** Add then delete: the delete needs no confirmation (spec). */
export const AddAndDelete: Story = {
  parameters: { route: `/admin?section=roomTypes&hotel=${hotel.id}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni oda tipi' }));
    await userEvent.type(form.getByLabelText(/^Oda tipi adı/), 'TRIPLE');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '4100');
    await userEvent.clear(form.getByLabelText(/^Kapasite/));
    await userEvent.type(form.getByLabelText(/^Kapasite/), '3');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    const table = within(await canvas.findByRole('table', { name: `${hotel.hotelName} oda tipleri` }));
    await expect(await table.findByText(trRoomTypes.TRIPLE)).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: `Oda tipini sil: ${trRoomTypes.TRIPLE}` }));
    await expect(within(body()).queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(table.queryByText(trRoomTypes.TRIPLE)).not.toBeInTheDocument());
  },
};

/** Required name and price; the price must not be negative. */
export const ValidationErrors: Story = {
  parameters: { route: `/admin?section=roomTypes&hotel=${hotel.id}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni oda tipi' }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findAllByText('Bu alan zorunludur')).toHaveLength(2);
  },
};

/** A refused create shows 'Oda tipi oluşturulamadı: <server message>' (spec: 'Failed to create room type: ...'). */
export const CreateFailed: Story = {
  parameters: { route: `/admin?section=roomTypes&hotel=${hotel.id}` },
  beforeEach({ msw }) {
    msw.use(refuse('createRoomType', 409, 'This hotel already has a room type with this name', [{ path: 'name', message: 'This hotel already has a room type with this name' }]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni oda tipi' }));
    await userEvent.type(form.getByLabelText(/^Oda tipi adı/), 'SINGLE');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '100');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Oda tipi oluşturulamadı: This hotel already has a room type with this name')).toBeInTheDocument();
    await expect(form.getByLabelText(/^Oda tipi adı/)).toHaveValue('SINGLE');
  },
};

/** English keeps the spec's text verbatim. */
export const CreateFailedEnglish: Story = {
  ...CreateFailed,
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New room type' }));
    await userEvent.type(form.getByLabelText(/^Room type name/), 'SINGLE');
    await userEvent.type(form.getByLabelText(/^Price per night/), '100');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await within(body()).findByText('Failed to create room type: This hotel already has a room type with this name')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: `/admin?section=roomTypes&hotel=${hotel.id}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: `انواع اتاق ${hotel.hotelName}` })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Edit a room type: the form fills with its values, the change is stored by the Worker, the table shows it; Cancel leaves edit mode. */
export const Edit: Story = {
  parameters: { route: `/admin?section=roomTypes&hotel=${hotel.id}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const room = rooms[0]!;
    const table = within(await canvas.findByRole('table', { name: `${hotel.hotelName} oda tipleri` }));
    await userEvent.click(table.getByRole('button', { name: `Düzenle: ${trRoomTypes[room.name as keyof typeof trRoomTypes] ?? room.name}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oda tipini düzenle' }));
    await expect(form.getByLabelText(/^Oda tipi adı/)).toHaveValue(room.name);
    await userEvent.clear(form.getByLabelText(/^Oda sayısı/));
    await userEvent.type(form.getByLabelText(/^Oda sayısı/), '12');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Oda tipi güncellendi.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await rowsOf<{ room_count: number }>('SELECT room_count FROM room_types WHERE id = ?', room.id))[0]?.room_count).toBe(12),
    );
    await expect(await canvas.findByRole('form', { name: 'Yeni oda tipi' })).toBeVisible();
  },
};

/** The room type's own stay limits: set in the edit form, stored by the Worker, shown in the table. */
export const EditStayLimits: Story = {
  parameters: { route: `/admin?section=roomTypes&hotel=${hotel.id}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const room = rooms[0]!;
    const table = within(await canvas.findByRole('table', { name: `${hotel.hotelName} oda tipleri` }));
    await userEvent.click(table.getByRole('button', { name: `Düzenle: ${trRoomTypes[room.name as keyof typeof trRoomTypes] ?? room.name}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oda tipini düzenle' }));
    await userEvent.type(form.getByLabelText(/^En az gece/), '5');
    await userEvent.type(form.getByLabelText(/^En fazla gece/), '2');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await form.findByText(/en az gece sayısından küçük olmayan/)).toBeVisible();
    await userEvent.clear(form.getByLabelText(/^En az gece/));
    await userEvent.type(form.getByLabelText(/^En az gece/), '2');
    await userEvent.clear(form.getByLabelText(/^En fazla gece/));
    await userEvent.type(form.getByLabelText(/^En fazla gece/), '14');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Oda tipi güncellendi.')).toBeInTheDocument();
    await expect(await table.findByText('en az 2 · en fazla 14')).toBeVisible();
    await expect(await rowsOf('SELECT min_nights AS min, max_nights AS max FROM room_types WHERE id = ?', room.id)).toEqual([{ min: 2, max: 14 }]);
  },
};
