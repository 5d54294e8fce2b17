import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChannelMessages } from '../../contract/channels';
import { failing, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { hotelIds, roomTypeIds, roomTypes, rows } from '../world';
import faRoomTypes from '../../src/locales/fa/roomTypes.json';
import trRoomTypes from '../../src/locales/tr/roomTypes.json';
import { body, refuse } from './helpers';

const hotelId = hotelIds.ipekyolu;
const roomType = roomTypes.find((room) => room.id === roomTypeIds.ipekyoluDouble)!;
const route = `/admin?section=channels&hotel=${hotelId}&roomType=${roomType.id}`;

const AIRBNB_URL = 'https://www.airbnb.example/calendar/ical/4242.ics?s=demo';
const BOOKING_URL = 'https://admin.booking.example/hotel/ical/77.ics';
const FAILED_AT = '2026-11-26T09:15:00.000Z';
const OK_AT = '2026-11-26T09:00:00.000Z';

/**
 * Two imported calendars, as the sync leaves them: Airbnb synced with two events, one of them a
 * conflict (it arrived on nights already full); Booking.com whose last sync failed (its reason and
 * time shown, its holds as of the sync before).
 */
async function twoCalendars() {
  const feeds = [
    ['f0000000-0000-4000-8000-000000000001', 'Airbnb', AIRBNB_URL, OK_AT, 'OK', null, OK_AT],
    ['f0000000-0000-4000-8000-000000000002', 'Booking.com', BOOKING_URL, FAILED_AT, 'FAILED', ChannelMessages.failed.status(503), OK_AT],
  ] as const;
  for (const [id, name, url, syncAt, status, error, successAt] of feeds) {
    await rows(
      `INSERT INTO channel_feeds (id, room_type_id, name, url, last_sync_at, last_status, last_error, last_success_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id, roomType.id, name, url, syncAt, status, error, successAt, syncAt,
    );
  }
  const holds = [
    ['h1', feeds[0][0], 'a1@airbnb.com', '2030-07-01', '2030-07-04', 0],
    ['h2', feeds[0][0], 'a2@airbnb.com', '2030-08-10', '2030-08-12', 1],
    ['h3', feeds[1][0], 'b1@booking.com', '2030-09-01', '2030-09-02', 0],
  ] as const;
  for (const [id, feedId, uid, from, to, conflict] of holds) {
    await rows(
      `INSERT INTO channel_holds (id, feed_id, room_type_id, uid, summary, start_date, end_date, conflict) VALUES (?, ?, ?, ?, 'Reserved', ?, ?, ?)`,
      `0000000${id.slice(1)}-0000-4000-8000-00000000000${id.slice(1)}`, feedId, roomType.id, uid, from, to, conflict,
    );
  }
}

/** Admin › Channels: a room type's export address and the calendars imported into it (issue 21). */
const meta = {
  title: 'Screens/Admin/Channels',
  component: AdminScreen,
  parameters: { route, session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: pick a hotel, then a room type (by its translated name), and its channels appear. */
export const PickRoomType: Story = {
  parameters: { route: '/admin?section=channels' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kanallarını görmek için bir otel ve oda tipi seçin.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Otel'), hotelId);
    const roomSelect = canvas.getByLabelText('Oda tipi');
    await waitFor(() => expect(roomSelect).toBeEnabled());
    // The room types by their translated names, never the stored codes.
    await expect(within(roomSelect).getByRole('option', { name: trRoomTypes.DOUBLE })).toBeInTheDocument();
    await expect(within(roomSelect).queryByRole('option', { name: 'DOUBLE' })).not.toBeInTheDocument();
    await userEvent.selectOptions(roomSelect, roomType.id);
    const field = (await canvas.findByLabelText('Dışa aktarma adresi (iCal)')) as HTMLInputElement;
    await expect(field.value).toMatch(/\/api\/channels\/[\w-]{43}\.ics$/);
  },
};

/** No calendar imported yet: the export address to copy, and the empty list. */
export const NoCalendars: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bu oda tipine henüz takvim aktarılmadı.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kopyala' })).toBeVisible();
    await expect(canvas.getByLabelText('Dışa aktarma adresi (iCal)')).toHaveAttribute('readonly');
  },
};

/** Each calendar with its last sync: time and status, the reason of a failure, events held, conflicts. */
export const Calendars: Story = {
  beforeEach: twoCalendars,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: `${trRoomTypes.DOUBLE} için içe aktarılan takvimler` }));
    await expect(table.getAllByRole('row')).toHaveLength(3);
    await expect(table.getByText('Eşitlendi')).toBeVisible();
    await expect(table.getByText('Başarısız')).toBeVisible();
    await expect(table.getByText(`Neden: ${ChannelMessages.failed.status(503)}`)).toBeVisible();
    await expect(table.getByText('1 çakışma')).toBeVisible();
    await expect(canvas.getByText('İki kez satılan odalar')).toBeVisible();
  },
};

/** Right to left, in Persian. */
export const CalendarsPersian: Story = {
  beforeEach: twoCalendars,
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: `تقویم‌های واردشدهٔ ${faRoomTypes.DOUBLE}` }));
    await expect(table.getByText('ناموفق')).toBeVisible();
    await expect(table.getByRole('button', { name: 'همگام‌سازی اکنون: Airbnb' })).toBeVisible();
    await expect(canvas.getByText('اتاق‌هایی که دو بار فروخته شده‌اند')).toBeVisible();
  },
};

/** Importing a calendar: it is listed, not synced yet, and stored. */
export const AddCalendar: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Takvim içe aktar' }));
    await userEvent.type(form.getByLabelText(/^Ad/), 'Airbnb');
    await userEvent.type(form.getByLabelText(/^Takvim adresi/), AIRBNB_URL);
    await userEvent.click(form.getByRole('button', { name: 'İçe aktar' }));
    const table = within(await canvas.findByRole('table', { name: `${trRoomTypes.DOUBLE} için içe aktarılan takvimler` }));
    await expect(await table.findByText('Henüz eşitlenmedi')).toBeVisible();
    await expect(await rows('SELECT name, url FROM channel_feeds WHERE room_type_id = ?', roomType.id)).toEqual([{ name: 'Airbnb', url: AIRBNB_URL }]);
  },
};

/** What the form refuses before sending, and what the Worker refuses (shown on the field). */
export const AddRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('addChannelFeed', 400, ChannelMessages.url.private, [{ path: 'url', message: ChannelMessages.url.private }]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Takvim içe aktar' }));
    await userEvent.type(form.getByLabelText(/^Ad/), 'Intranet');
    await userEvent.type(form.getByLabelText(/^Takvim adresi/), 'ftp://calendar.example/a.ics');
    await userEvent.click(form.getByRole('button', { name: 'İçe aktar' }));
    await expect(await form.findByText('Yalnızca http ve https takvim adresleri içe aktarılabilir')).toBeVisible();
    await userEvent.clear(form.getByLabelText(/^Takvim adresi/));
    await userEvent.type(form.getByLabelText(/^Takvim adresi/), 'http://10.0.0.5/cal.ics');
    await userEvent.click(form.getByRole('button', { name: 'İçe aktar' }));
    await expect(await form.findByText(ChannelMessages.url.private)).toBeVisible();
    await expect(form.getByLabelText(/^Takvim adresi/)).toHaveValue('http://10.0.0.5/cal.ics');
  },
};

/** Sync now against a calendar that answers an error: shown as failed with its reason; nothing changed. */
export const SyncFails: Story = {
  beforeEach: async ({ msw }) => {
    await twoCalendars();
    msw.use(http.get(AIRBNB_URL, () => new HttpResponse('Service unavailable', { status: 503, headers: { 'Access-Control-Allow-Origin': '*' } })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: `${trRoomTypes.DOUBLE} için içe aktarılan takvimler` }));
    await userEvent.click(table.getByRole('button', { name: 'Şimdi eşitle: Airbnb' }));
    await expect(await within(body()).findByText('Eşitleme başarısız; hiçbir şey değişmedi.')).toBeInTheDocument();
    await waitFor(() => expect(table.getAllByText('Başarısız')).toHaveLength(2));
    await expect(await rows('SELECT count(*) AS n FROM channel_holds WHERE room_type_id = ?', roomType.id)).toEqual([{ n: 3 }]);
  },
};

/** Deleting a calendar frees its nights. */
export const DeleteCalendar: Story = {
  beforeEach: twoCalendars,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: `${trRoomTypes.DOUBLE} için içe aktarılan takvimler` }));
    await userEvent.click(table.getByRole('button', { name: 'Takvimi sil: Booking.com' }));
    await expect(await within(body()).findByText('Takvim silindi, geceleri boşaldı.')).toBeInTheDocument();
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    await expect(await rows('SELECT count(*) AS n FROM channel_holds WHERE room_type_id = ?', roomType.id)).toEqual([{ n: 2 }]);
  },
};

/** A new export address: the old one stops working. */
export const RotateAddress: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText('Dışa aktarma adresi (iCal)');
    const before = (field as HTMLInputElement).value;
    await userEvent.click(canvas.getByRole('button', { name: 'Yeni adres' }));
    await expect(await within(body()).findByText('Yeni dışa aktarma adresi oluşturuldu; eski adres artık çalışmıyor.')).toBeInTheDocument();
    await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(before));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getChannels'));
  },
  async play({ canvasElement }) {
    await expect((await within(canvasElement).findAllByRole('status'))[0]).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getChannels'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kanallar yüklenemedi.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tekrar Dene/i })).toBeVisible();
  },
};
