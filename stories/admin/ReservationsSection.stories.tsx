import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, AdminMessages, vanToday } from '../../contract';
import { hotelIds, hotels, pnrCodes, reservations, roomTypeIds } from '../world';
import { empty, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body, figure, refuse } from './helpers';

/** Ayşe Kaya's stay: PENDING, no receipt yet, so an admin may still change or delete it. */
const ayse = reservations.find((reservation) => reservation.guestName === 'Ayşe Kaya')!;
/** A paid stay (its total is fixed). */
const paid = reservations.find((reservation) => reservation.pnrCode === pnrCodes.confirmed)!;
const counted = (status: string) => reservations.filter((reservation) => reservation.status === status).length;

/** Admin › Reservations: cards, filters on the server, edit form, delete confirmation, occupancy calendar. */
const meta = {
  title: 'Screens/Admin/Reservations',
  component: AdminScreen,
  parameters: { route: '/admin?section=reservations', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Rezervasyonlar' });
const card = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('region', { name: label });

export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await expect(await rows.findByText('Ayşe Kaya')).toBeVisible();
    await expect(rows.getByText('Reza Tehrani')).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Toplam')).toHaveTextContent(figure(reservations.length)));
    await expect(card(canvas, 'Onaylanan')).toHaveTextContent(figure(counted('CONFIRMED')));
    await expect(card(canvas, 'Bekleyen')).toHaveTextContent(figure(counted('PENDING')));
    await expect(card(canvas, 'İptal Edilen')).toHaveTextContent(figure(counted('CANCELLED')));
  },
};

/** Search and status filter run on the server: only the matching rows stay. */
export const Filters: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await table(canvas)).findByText('Reza Tehrani');
    const filters = within(canvas.getByRole('region', { name: 'Filtreler' }));
    await userEvent.type(filters.getByLabelText('Ara'), 'ayse{enter}');
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Rezervasyonlar' })).queryByText('Reza Tehrani')).not.toBeInTheDocument());
    await expect(within(canvas.getByRole('table', { name: 'Rezervasyonlar' })).getByText('Ayşe Kaya')).toBeVisible();
    await userEvent.selectOptions(filters.getByLabelText('Durum'), 'CONFIRMED');
    await expect(await canvas.findByText('Rezervasyon bulunamadı.')).toBeVisible();
    await userEvent.click(filters.getByRole('button', { name: 'Filtreleri temizle' }));
    await expect(await within(await table(canvas)).findByText('Reza Tehrani')).toBeVisible();
  },
};

/** Editing: the form fills (hotel by name), a new total is saved and shown. */
export const EditReservation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await userEvent.click(await rows.findByRole('button', { name: `Düzenle: Ayşe Kaya ${ayse.pnrCode}` }));
    const form = within(canvas.getByRole('form', { name: 'Rezervasyonu düzenle' }));
    await expect(form.getByLabelText(/^Otel/)).toHaveValue(hotels.find((hotel) => hotel.id === ayse.hotelId)!.hotelName);
    const total = form.getByLabelText(/^Toplam Tutar/);
    await userEvent.clear(total);
    await userEvent.type(total, '9999.5');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Rezervasyon güncellendi.')).toBeInTheDocument();
    await expect(await within(await table(canvas)).findByText(/9\.999,5/)).toBeVisible();
  },
};

/** A paid reservation's total cannot change: the server's message is shown, the form keeps what was typed. */
export const FailureNotification: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await userEvent.click(await rows.findByRole('button', { name: `Düzenle: ${paid.guestName} ${paid.pnrCode}` }));
    const form = within(canvas.getByRole('form', { name: 'Rezervasyonu düzenle' }));
    const total = form.getByLabelText(/^Toplam Tutar/);
    await userEvent.clear(total);
    await userEvent.type(total, '1');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect((await within(body()).findAllByText(AdminMessages.totalPaid))[0]).toBeInTheDocument();
    await expect(total).toHaveValue('1');
  },
};

/** Delete asks the spec's question first. */
export const DeleteConfirm: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await userEvent.click(await rows.findByRole('button', { name: `Sil: Ayşe Kaya ${ayse.pnrCode}` }));
    const dialog = within(await within(body()).findByRole('dialog'));
    await expect(dialog.getByText('Bu rezervasyonu silmek istediğinizden emin misiniz?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(await within(body()).findByText('Rezervasyon silindi.')).toBeInTheDocument();
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Rezervasyonlar' })).queryByText('Ayşe Kaya')).not.toBeInTheDocument());
  },
};

/** A refused delete is shown; the dialog stays. */
export const DeleteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('deleteReservation', 409, 'This reservation cannot be deleted now'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await within(await table(canvas)).findByRole('button', { name: `Sil: Ayşe Kaya ${ayse.pnrCode}` }));
    const dialog = within(await within(body()).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(await within(body()).findByText('This reservation cannot be deleted now')).toBeInTheDocument();
  },
};

/** A new booking shows on its nights in the calendar; clicking a night filters the table to that night. */
export const OccupancyClickThrough: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const checkIn = addDays(vanToday(), 2);
    const booked = await fetch('/api/reservation/public/createReservation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        hotelId: hotelIds.ipekyolu,
        roomTypeId: roomTypeIds.ipekyoluDouble,
        reservationGuests: 2,
        checkIn,
        checkOut: addDays(checkIn, 2),
        guestName: 'Takvim Misafiri',
        guestEmail: 'takvim@example.com',
        guestPhone: '+90 555 000 00 00',
      }),
    });
    await expect(booked.status).toBe(201);
    await userEvent.selectOptions(canvas.getByLabelText('Otel seçin'), hotelIds.ipekyolu);
    const calendar = within(await canvas.findByRole('group', { name: 'İpekyolu Grand Otel doluluk takvimi' }));
    const [night] = await calendar.findAllByRole('button', { name: /^DOUBLE, .*: 0 onaylı, 1 beklemede/ });
    await expect(await calendar.findAllByRole('button', { name: /^DOUBLE, .*: 0 onaylı, 1 beklemede/ })).toHaveLength(2);
    await userEvent.click(night!);
    await expect(await canvas.findByText(/gecesinin rezervasyonları gösteriliyor/)).toBeVisible();
    await expect(await within(await table(canvas)).findByText('Takvim Misafiri')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Rezervasyonlar' })).queryByText('Ayşe Kaya')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllReservations'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Rezervasyon bulunamadı.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllReservations'));
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'رزروها' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
