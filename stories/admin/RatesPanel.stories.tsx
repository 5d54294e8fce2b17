import type { Meta, StoryObj } from '@storybook/react-vite';
import trAdmin from '../../src/locales/tr/admin.json';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, endpoints } from '../../contract';
import { empty, mockPath, slow } from '../../mocks/variants';
import { rates as seedRates } from '../../scripts/seed-data';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { formatDate, formatMoney } from '../../src/lib/format';
import { hotelIds, roomTypeIds, roomTypes, rows as rowsOf } from '../world';
import { body } from './helpers';
import trRoomTypes from '../../src/locales/tr/roomTypes.json';

const room = roomTypes.find((candidate) => candidate.id === roomTypeIds.ipekyoluDouble)!;
const ratesOfRoom = seedRates.filter((rate) => rate.roomTypeId === room.id);
const nowruz = ratesOfRoom.find((rate) => rate.from.endsWith('-03-18'))!;
const route = `/admin?section=roomTypes&hotel=${hotelIds.ipekyolu}&rates=${room.id}`;

/** Admin › Room Types › Rates: the date-range rates of one room type, added and deleted, with their stay rules. */
const meta = {
  title: 'Screens/Admin/RoomTypes/Rates',
  component: AdminScreen,
  parameters: { route, session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>) => within(await canvas.findByRole('table', { name: `${room.name} fiyatları` }, { timeout: 5000 }));

/** The demo's seasons: Nowruz (Friday/Saturday dearer, three nights at least), summer, New Year; each with its first and last night. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Fiyatlar · ${room.name}` }, { timeout: 5000 })).toBeVisible();
    const rates = await table(canvas);
    await expect(rates.getAllByRole('row')).toHaveLength(ratesOfRoom.length + 1);
    const row = within(rates.getByText(`${formatDate(nowruz.from, 'tr')} – ${formatDate(addDays(nowruz.to, -1), 'tr')}`).closest('tr')!);
    await expect(row.getByText(`${formatMoney(nowruz.price, 'tr')} TL`)).toBeVisible();
    await expect(row.getByText(`${formatMoney(nowruz.weekendPrice!, 'tr')} TL`)).toBeVisible();
    await expect(row.getByText('en az 3 · en fazla —')).toBeVisible();
  },
};

/** Opened from the room type's row: the Rates button. */
export const OpenFromTable: Story = {
  parameters: { route: `/admin?section=roomTypes&hotel=${hotelIds.ipekyolu}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Fiyatlar: ${trRoomTypes[room.name as keyof typeof trRoomTypes] ?? room.name}` }, { timeout: 5000 }),
    );
    await expect(await canvas.findByRole('heading', { name: `Fiyatlar · ${room.name}` })).toBeVisible();
  },
};

/** Add a stop-sell rate for two nights, see it listed and stored, then delete it (no confirmation). */
export const AddAndDelete: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni fiyat' }, { timeout: 5000 }));
    await userEvent.type(form.getByLabelText(/^İlk gece/), '2028-05-01');
    await userEvent.type(form.getByLabelText(/^Bitiş/), '2028-05-03');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '4200');
    await userEvent.type(form.getByLabelText(/^En az gece/), '2');
    await userEvent.click(form.getByLabelText('Satışa kapalı'));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Fiyat eklendi.')).toBeInTheDocument();
    const rates = await table(canvas);
    const label = `${formatDate('2028-05-01', 'tr')} – ${formatDate('2028-05-02', 'tr')}`;
    const row = within((await rates.findByText(label)).closest('tr')!);
    await expect(row.getByText('Satışa kapalı')).toBeVisible();
    await expect(
      await rowsOf('SELECT from_date, to_date, price_cents, min_stay, stop_sell FROM rates WHERE room_type_id = ? AND from_date = ?', room.id, '2028-05-01'),
    ).toEqual([{ from_date: '2028-05-01', to_date: '2028-05-03', price_cents: 420_000, min_stay: 2, stop_sell: 1 }]);
    await userEvent.click(row.getByRole('button', { name: `${label} fiyatını sil` }));
    await expect(await within(body()).findByText('Fiyat silindi.')).toBeInTheDocument();
    await waitFor(() => expect(rates.queryByText(label)).not.toBeInTheDocument());
  },
};

/** Issue 33: a rate typed with taxes is stored before tax (4,480 TL and 5,600 TL with 12 % are 4,000 and 5,000 TL) and the form says what guests see. */
export const AddWithTaxes: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni fiyat' }, { timeout: 5000 }));
    await userEvent.type(form.getByLabelText(/^İlk gece/), '2028-09-10');
    await userEvent.type(form.getByLabelText(/^Bitiş/), '2028-09-12');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '4480');
    await userEvent.type(form.getByLabelText(/^Cuma\/Cumartesi fiyatı/), '5600');
    await userEvent.click(form.getByLabelText('Girilen fiyatlar vergiler dahil (misafirin ödediği fiyat)'));
    await expect(form.getByTestId('guest-price')).toHaveTextContent(`Misafirler gecelik ${formatMoney(4480, 'tr')} TL görür, vergiler dahil (%12); vergisiz ${formatMoney(4000, 'tr')} TL kaydedilir.`);
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Fiyat eklendi.')).toBeInTheDocument();
    await expect(
      await rowsOf('SELECT price_cents, weekend_price_cents FROM rates WHERE room_type_id = ? AND from_date = ?', room.id, '2028-09-10'),
    ).toEqual([{ price_cents: 400_000, weekend_price_cents: 500_000 }]);
  },
};

/** Edit: the rate's values fill the form; new dates, price and rules typed are saved and listed; Cancel returns to add mode. */
export const EditRate: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = () => within(canvas.getByRole('form', { name: /^(Yeni fiyat|Fiyatı düzenle)$/ }));
    await canvas.findByRole('form', { name: 'Yeni fiyat' }, { timeout: 5000 });
    await userEvent.type(form().getByLabelText(/^İlk gece/), '2029-06-01');
    await userEvent.type(form().getByLabelText(/^Bitiş/), '2029-06-04');
    await userEvent.type(form().getByLabelText(/^Gecelik fiyat/), '3100');
    await userEvent.click(form().getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Fiyat eklendi.')).toBeInTheDocument();
    const before = `${formatDate('2029-06-01', 'tr')} – ${formatDate('2029-06-03', 'tr')}`;
    const rates = await table(canvas);
    await userEvent.click(within((await rates.findByText(before)).closest('tr')!).getByRole('button', { name: `Düzenle: ${before}` }));
    const editing = within(await canvas.findByRole('form', { name: 'Fiyatı düzenle' }));
    await expect(editing.getByLabelText(/^İlk gece/)).toHaveValue('2029-06-01');
    await expect(editing.getByLabelText(/^Gecelik fiyat/)).toHaveValue('3100');
    await userEvent.clear(editing.getByLabelText(/^Bitiş/));
    await userEvent.type(editing.getByLabelText(/^Bitiş/), '2029-06-08');
    await userEvent.clear(editing.getByLabelText(/^Gecelik fiyat/));
    await userEvent.type(editing.getByLabelText(/^Gecelik fiyat/), '3900');
    await userEvent.type(editing.getByLabelText(/^En fazla gece/), '5');
    await userEvent.click(editing.getByLabelText('Girişe kapalı'));
    await userEvent.click(editing.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText(trAdmin.rates.updated)).toBeInTheDocument();
    const after = `${formatDate('2029-06-01', 'tr')} – ${formatDate('2029-06-07', 'tr')}`;
    const row = within((await rates.findByText(after)).closest('tr')!);
    await expect(row.getByText(/3\.900/)).toBeVisible();
    await expect(row.getByText('Girişe kapalı')).toBeVisible();
    await expect(await rowsOf('SELECT to_date, price_cents, max_stay, closed_to_arrival FROM rates WHERE room_type_id = ? AND from_date = ?', room.id, '2029-06-01')).toEqual([
      { to_date: '2029-06-08', price_cents: 390_000, max_stay: 5, closed_to_arrival: 1 },
    ]);
    await expect(await canvas.findByRole('form', { name: 'Yeni fiyat' })).toBeVisible();
  },
};

/** A range sharing nights with a rate already there is said before saving (overlaps are allowed: the narrower rate prices the shared nights). */
export const OverlapWarned: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni fiyat' }, { timeout: 5000 }));
    const fill = async (from: string, to: string, price: string) => {
      await userEvent.type(form.getByLabelText(/^İlk gece/), from);
      await userEvent.type(form.getByLabelText(/^Bitiş/), to);
      await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), price);
    };
    await fill('2029-03-01', '2029-04-01', '3000');
    await expect(form.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Fiyat eklendi.')).toBeInTheDocument();
    await table(canvas);
    await fill('2029-03-18', '2029-03-25', '5000');
    const notice = await form.findByRole('status', {}, { timeout: 5_000 });
    await expect(notice).toHaveTextContent(trAdmin.rates.overlapTitle);
    await expect(notice).toHaveTextContent(`${formatDate('2029-03-01', 'tr')} – ${formatDate('2029-03-31', 'tr')}`);
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await waitFor(async () =>
      expect(await rowsOf('SELECT from_date FROM rates WHERE room_type_id = ? AND from_date >= ? ORDER BY from_date', room.id, '2029-03-01')).toEqual([
        { from_date: '2029-03-01' },
        { from_date: '2029-03-18' },
      ]),
      { timeout: 10_000 },
    );
  },
};

/** The contract's rules in the admin's language: an end on the first night, no price, a minimum above the maximum. */
export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Yeni fiyat' }, { timeout: 5000 }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findAllByText('Bu alan zorunludur')).toHaveLength(3);
    await userEvent.type(form.getByLabelText(/^İlk gece/), '2028-05-03');
    await userEvent.type(form.getByLabelText(/^Bitiş/), '2028-05-03');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '4200');
    await userEvent.type(form.getByLabelText(/^En az gece/), '5');
    await userEvent.type(form.getByLabelText(/^En fazla gece/), '2');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findByText('Bitiş ilk geceden sonra olmalı (en fazla 731 gece)')).toBeVisible();
    await expect(form.getByText(/en az gece sayısından küçük olmayan/)).toBeVisible();
  },
};

/** A room type without rates: every night at the base price. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getRates'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz fiyat yok: her gece taban fiyattan satılır.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The rates on their way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getRates'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Fiyatlar · ${room.name}` }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: `${room.name} fiyatları` })).toBeNull();
  },
};

/** The rates did not load (500): a retry that recovers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getRates.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fiyatlar yüklenemedi.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect((await table(canvas)).getAllByRole('row')).toHaveLength(ratesOfRoom.length + 1);
  },
};

/** Persian: right to left, Persian labels, dates in the Solar Hijri calendar. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `نرخ‌ها، ${room.name}` }, { timeout: 5000 })).toBeVisible();
    const rates = within(await canvas.findByRole('table', { name: `نرخ‌های ${room.name}` }));
    await expect(rates.getByText(`${formatDate(nowruz.from, 'fa')} – ${formatDate(addDays(nowruz.to, -1), 'fa')}`)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'نرخ جدید' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
