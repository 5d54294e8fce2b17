import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, endpoints, ServerMessages } from '../../contract';
import { mockPath, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { formatDate } from '../../src/lib/format';
import { pnrCodes, reservations, rows } from '../world';
import { body, notified } from './helpers';

const stay = reservations.find((reservation) => reservation.pnrCode === pnrCodes.confirmed)!;
const from = addDays(stay.checkIn, -2);
const label = (lang: 'tr' | 'fa', first: string) =>
  lang === 'tr'
    ? `Gece gece odalar, ${formatDate(first, 'tr')} – ${formatDate(addDays(first, 13), 'tr')}`
    : `اتاق‌ها شب به شب، ${formatDate(first, 'fa')} – ${formatDate(addDays(first, 13), 'fa')}`;

/** Admin › Rooms, the room-by-night grid of one hotel (issue 32): rooms as rows, nights as columns, stays as bars. */
const meta = {
  title: 'Screens/Admin/Rooms/Grid',
  component: AdminScreen,
  parameters: { route: `/admin?section=rooms&hotel=${stay.hotelId}&view=grid&from=${from}`, session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seeded confirmed stay gets its room when the grid is read (one room for its whole stay) and
 * shows as one bar with the guest's name; the grid scrolls sideways inside itself, the page never.
 */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('table', { name: label('tr', from) }, { timeout: 10_000 }));
    const bar = grid.getByRole('button', { name: `${stay.guestName}, Onaylandı, ${formatDate(stay.checkIn, 'tr')} – ${formatDate(stay.checkOut, 'tr')}` });
    await expect(bar).toHaveTextContent(stay.guestName);
    const held = await rows<{ room_id: string }>('SELECT DISTINCT room_id FROM room_nights WHERE reservation_id = ?', stay.id);
    await expect(held).toHaveLength(1);
    const region = canvas.getByRole('region', { name: label('tr', from) });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    // Two weeks on: the bar is gone, the range says so.
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki geceler' }));
    const later = within(await canvas.findByRole('table', { name: label('tr', addDays(from, 14)) }, { timeout: 10_000 }));
    await expect(later.queryByText(stay.guestName)).not.toBeInTheDocument();
  },
};

/** While the grid loads: a named spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getRoomGrid'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: label('tr', from) }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A hotel without rooms in service: the empty text. */
export const Empty: Story = {
  async beforeEach() {
    await rows("UPDATE rooms SET retired_at = '2026-11-01T00:00:00.000Z' WHERE hotel_id = ?", stay.hotelId);
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Bu otelin henüz odası yok.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A tap on a stay's bar moves it to another room (here a free room of its type); the grid and the database follow. */
export const MoveStay: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('table', { name: label('tr', from) }, { timeout: 10_000 }));
    await userEvent.click(grid.getByRole('button', { name: new RegExp(`^${stay.guestName}, `) }));
    const dialog = within(await within(body()).findByRole('form', { name: `${stay.guestName} taşı` }));
    const [target] = await rows<{ id: string }>('SELECT id FROM rooms WHERE hotel_id = ? AND number = ?', stay.hotelId, '202');
    await userEvent.selectOptions(dialog.getByLabelText(/^Yeni oda/), target!.id);
    await userEvent.click(dialog.getByRole('button', { name: 'Taşı' }));
    await notified(`${stay.guestName} taşındı.`);
    await expect(await rows('SELECT DISTINCT room_id FROM room_nights WHERE reservation_id = ?', stay.id)).toEqual([{ room_id: target!.id }]);
    const row = within(grid.getByRole('rowheader', { name: '202' }).closest('tr')!);
    await expect(await row.findByText(stay.guestName)).toBeVisible();
  },
};

/** A failed load says so; Tekrar Dene loads the grid. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getRoomGrid.path), () => HttpResponse.json({ message: ServerMessages.internal }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Oda çizelgesi yüklenemedi.', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('table', { name: label('tr', from) })).toBeVisible();
  },
};

/** A room out of order shows its nights hatched and named. */
export const OutOfOrder: Story = {
  async beforeEach() {
    await rows(
      "UPDATE rooms SET housekeeping = 'OUT_OF_ORDER', out_of_order_from = ?, out_of_order_to = ?, out_of_order_reason = 'Boya' WHERE hotel_id = ? AND number = '101'",
      from,
      addDays(from, 3),
      stay.hotelId,
    );
  },
  async play({ canvasElement }) {
    const grid = within(await within(canvasElement).findByRole('table', { name: label('tr', from) }, { timeout: 10_000 }));
    const row = within(grid.getByRole('rowheader', { name: '101' }).closest('tr')!);
    await expect(row.getAllByText('Arızalı')).toHaveLength(3);
  },
};

/** Persian: right to left, Persian digits and Solar Hijri dates, the bar in Persian. */
export const Persian: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('table', { name: label('fa', from) }, { timeout: 10_000 }));
    await expect(grid.getByRole('button', { name: `${stay.guestName}، تأییدشده، ${formatDate(stay.checkIn, 'fa')} – ${formatDate(stay.checkOut, 'fa')}` })).toBeVisible();
    await expect(grid.getByRole('rowheader', { name: '۱۰۱' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
