import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, vanToday } from '../../contract';
import trAdmin from '../../src/locales/tr/admin.json';
import trAdminOps from '../../src/locales/tr/adminOps.json';
import faAdminOps from '../../src/locales/fa/adminOps.json';
import trErrors from '../../src/locales/tr/errors.json';
import trRoomTypes from '../../src/locales/tr/roomTypes.json';
import { hotelIds, pnrCodes, reservations, roomTypeIds, roomTypes, rows, seededPayments, stored } from '../world';
import { empty, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { formatDate, formatDayMonth, formatMoney } from '../../src/lib/format';
import { body, figure, notified, refuse } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const hotels = stored.hotels;

/** Ayşe Kaya's stay: PENDING, no receipt yet, so an admin may still change or delete it. */
const ayse = reservations.find((reservation) => reservation.guestName === 'Ayşe Kaya')!;
/** A paid stay (its total is fixed). */
const paid = reservations.find((reservation) => reservation.pnrCode === pnrCodes.confirmed)!;
const counted = (status: string) => reservations.filter((reservation) => reservation.status === status).length;

/** Admin › Reservations: cards, filters on the server, edit form, delete confirmation, cancellation with a reason, occupancy calendar. */
const meta = {
  title: 'Screens/Admin/Reservations',
  component: AdminScreen,
  parameters: { route: '/admin?section=reservations', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Books a stay through the public booking call, as a guest would, before the back office reads it. */
const bookStay = (stay: Record<string, unknown>) =>
  fetch('/api/reservation/public/createReservation', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(stay) });

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

/**
 * A phone booking typed from empty and added: no total to give (the server prices it from the
 * room type's rates), the new row shows with that price; a missing field is marked and focused.
 */
export const AddReservation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni rezervasyon' }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await notified(trAdmin.form.invalid);
    await waitFor(() => expect(form.getByLabelText(/^Misafir Adı/)).toHaveFocus());
    const double = roomTypes.find((room) => room.id === roomTypeIds.ipekyoluDouble)!;
    const checkIn = addDays(vanToday(), 20);
    await userEvent.type(form.getByLabelText(/^Misafir Adı/), 'Telefon Misafiri');
    await userEvent.type(form.getByLabelText(/^E-posta/), 'telefon@example.com');
    await userEvent.type(form.getByLabelText(/^Telefon/), '+90 555 111 22 33');
    await userEvent.type(form.getByLabelText(/^Otel/), hotels.find((hotel) => hotel.id === hotelIds.ipekyolu)!.hotelName);
    await userEvent.type(form.getByLabelText(/^Giriş/), checkIn);
    await userEvent.type(form.getByLabelText(/^Çıkış/), addDays(checkIn, 2));
    await waitFor(() => expect([...form.getByLabelText(/^Oda Tipi/).querySelectorAll('option')].length).toBeGreaterThan(0));
    await userEvent.selectOptions(form.getByLabelText(/^Oda Tipi/), 'DOUBLE');
    const guests = form.getByLabelText(/^Misafir Sayısı/);
    await userEvent.clear(guests);
    await userEvent.type(guests, '2');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await notified(trAdminOps.reservations.created);
    const quote = (await (
      await fetch(`/api/hotels/quote?roomTypeId=${double.id}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&guests=2&rooms=1`)
    ).json()) as { total: number };
    const row = within((await within(await table(canvas)).findByText('Telefon Misafiri')).closest('tr')!);
    await expect(row.getByText(tl(quote.total))).toBeVisible();
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
    await expect((await within(body()).findAllByText(trErrors.TOTAL_PAID))[0]).toBeInTheDocument();
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
    const booked = await bookStay({
      hotelId: hotelIds.ipekyolu,
      roomTypeId: roomTypeIds.ipekyoluDouble,
      reservationGuests: 2,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guestName: 'Takvim Misafiri',
      guestEmail: 'takvim@example.com',
      guestPhone: '+90 555 000 00 00',
    });
    await expect(booked.status).toBe(201);
    await userEvent.selectOptions(canvas.getByLabelText('Otel seçin'), hotelIds.ipekyolu);
    const calendar = within(await canvas.findByRole('group', { name: 'İpekyolu Grand Otel doluluk takvimi' }));
    const [night] = await calendar.findAllByRole('button', { name: new RegExp(`^${trRoomTypes.DOUBLE}, .*: 0 onaylı, 1 beklemede`) });
    await expect(await calendar.findAllByRole('button', { name: new RegExp(`^${trRoomTypes.DOUBLE}, .*: 0 onaylı, 1 beklemede`) })).toHaveLength(2);
    await expect(night).toHaveAccessibleName(new RegExp(`gecelik ${formatMoney(roomTypes.find((room) => room.id === roomTypeIds.ipekyoluDouble)!.pricePerNight, 'tr')} TL`));
    await userEvent.click(night!);
    const said = await canvas.findByText(/gecesinin rezervasyonları gösteriliyor/);
    await expect(said.closest('[role="status"]')).toBeVisible();
    await expect(await within(await table(canvas)).findByText('Takvim Misafiri')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'Rezervasyonlar' })).queryByText('Ayşe Kaya')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: trAdminOps.reservations.clearDay }));
    await expect(await within(await table(canvas)).findByText('Ayşe Kaya')).toBeVisible();
    await expect(canvas.queryByText(/gecesinin rezervasyonları gösteriliyor/)).not.toBeInTheDocument();
  },
};

/** The calendar moves 30 days either way and jumps to a date typed (Nowruz), its day headers giving day and month. */
export const OccupancyMonths: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.selectOptions(canvas.getByLabelText('Otel seçin'), hotelIds.ipekyolu);
    const calendar = await canvas.findByRole('group', { name: 'İpekyolu Grand Otel doluluk takvimi' });
    const today = vanToday();
    await expect(within(calendar).getAllByText(formatDayMonth(today, 'tr'))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sonraki 30 gün' }));
    await expect(await within(calendar).findByText(formatDayMonth(addDays(today, 30), 'tr'))).toBeVisible();
    await expect(within(calendar).queryByText(formatDayMonth(today, 'tr'))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Önceki 30 gün' }));
    await expect(await within(calendar).findByText(formatDayMonth(today, 'tr'))).toBeVisible();
    const year = Number(today.slice(0, 4));
    const nowruz = `${today.slice(5) > '03-21' ? year + 1 : year}-03-21`;
    await userEvent.type(canvas.getByLabelText('Tarihe git'), nowruz);
    await expect(await within(calendar).findByText(formatDayMonth(nowruz, 'tr'))).toBeVisible();
    await expect(await within(calendar).findAllByRole('button', { name: new RegExp(`, ${formatDate(nowruz, 'tr')}: `) })).not.toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Bugün' }));
    await expect(await within(calendar).findByText(formatDayMonth(today, 'tr'))).toBeVisible();
  },
};

/** Today's guests: From and To both today is a one-day range; the new arrival is listed, soonest check-in first. */
export const TodaysGuests: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const today = vanToday();
    const booked = await bookStay({
      hotelId: hotelIds.ipekyolu,
      roomTypeId: roomTypeIds.ipekyoluSingle,
      reservationGuests: 1,
      checkIn: today,
      checkOut: addDays(today, 1),
      guestName: 'Bugün Gelen',
      guestEmail: 'bugun@example.com',
      guestPhone: '+90 555 000 00 01',
    });
    await expect(booked.status).toBe(201);
    const filters = within(canvas.getByRole('region', { name: 'Filtreler' }));
    await userEvent.type(filters.getByLabelText('Başlangıç'), today);
    await userEvent.type(filters.getByLabelText('Bitiş'), today);
    await userEvent.selectOptions(filters.getByLabelText('Sıralama'), 'checkIn_asc');
    await expect(await within(await table(canvas)).findByText('Bugün Gelen')).toBeVisible();
    await expect(canvas.queryByText(trAdminOps.reservations.loadError)).not.toBeInTheDocument();
  },
};

const cancelButton = (r: { guestName: string; pnrCode: string }) => `Rezervasyonu iptal et: ${r.guestName} ${r.pnrCode}`;
const rowOf = async (canvas: ReturnType<typeof within>, r: { pnrCode: string }) => within((await within(await table(canvas)).findByText(r.pnrCode)).closest('tr')!);
/** An amount as the back office writes it: TL in tr and en, لیر in fa (as the public pages). */
const tl = (amount: number, language = 'tr') => `${formatMoney(amount, language)} ${language === 'fa' ? 'لیر' : 'TL'}`;
const openCancel = async (canvas: ReturnType<typeof within>, r: { guestName: string; pnrCode: string }) => {
  await userEvent.click(await (await rowOf(canvas, r)).findByRole('button', { name: cancelButton(r) }));
  return within(await within(body()).findByRole('dialog', { name: 'Rezervasyonu iptal et' }));
};

/**
 * Cancelling a paid stay: the reason is required; the answer's fee, kept and refund amounts are
 * notified as the Worker recorded them, the row turns cancelled (no Cancel any more) and a
 * refund is due for what was paid beyond the fee.
 */
export const CancelPaid: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const dialog = await openCancel(canvas, paid);
    await userEvent.click(dialog.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await expect(await dialog.findByText('Bu alan zorunludur')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^İptal nedeni/), 'Otel su baskını nedeniyle kapalı');
    await userEvent.click(dialog.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await waitFor(() => expect(within(body()).queryByRole('dialog')).not.toBeInTheDocument());

    const [stay] = await rows<{ status: string; cancelled_by: string; cancellation_reason: string; cancellation_fee_cents: number }>(
      'SELECT status, cancelled_by, cancellation_reason, cancellation_fee_cents FROM reservations WHERE id = ?',
      paid.id,
    );
    await expect(stay).toMatchObject({ status: 'CANCELLED', cancelled_by: 'ADMIN', cancellation_reason: 'Otel su baskını nedeniyle kapalı' });
    const paidAmount = seededPayments.filter((p) => p.reservationId === paid.id && p.status === 'PAID').reduce((sum, p) => sum + p.amount, 0);
    const fee = stay!.cancellation_fee_cents / 100;
    const kept = Math.min(fee, paidAmount);
    await expect(await rows('SELECT status, amount_cents FROM refunds WHERE reservation_id = ?', paid.id)).toEqual([
      { status: 'DUE', amount_cents: Math.round((paidAmount - kept) * 100) },
    ]);
    const notice = `${paid.pnrCode} rezervasyonu iptal edildi. Kesinti: ${tl(fee)} · otelde kalan: ${tl(kept)} · iade edilecek: ${tl(paidAmount - kept)}.`;
    await expect(await within(body()).findByText(notice)).toBeInTheDocument();
    const row = await rowOf(canvas, paid);
    await expect(await row.findByText('İptal Edildi')).toBeVisible();
    await expect(row.queryByRole('button', { name: cancelButton(paid) })).not.toBeInTheDocument();
  },
};

/** Cancel is offered only on active stays before arrival (Van's today): not on a cancelled one, nor on the day of arrival. */
export const CancelNotOffered: Story = {
  async beforeEach() {
    const today = vanToday();
    await rows('UPDATE reservations SET check_in = ?, check_out = ? WHERE id = ?', today, addDays(today, 2), ayse.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const cancelled = reservations.find((r) => r.status === 'CANCELLED')!;
    await expect((await rowOf(canvas, ayse)).queryByRole('button', { name: cancelButton(ayse) })).not.toBeInTheDocument();
    await expect((await rowOf(canvas, cancelled)).queryByRole('button', { name: cancelButton(cancelled) })).not.toBeInTheDocument();
    await expect((await rowOf(canvas, paid)).getByRole('button', { name: cancelButton(paid) })).toBeVisible();
  },
};

/** Cancelled elsewhere meanwhile: the Worker's 409 is said in Turkish, the dialog keeps the reason, nothing else changes. */
export const CancelAlreadyCancelled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const dialog = await openCancel(canvas, ayse);
    await userEvent.type(dialog.getByLabelText(/^İptal nedeni/), 'Misafir telefonla iptal istedi');
    await rows("UPDATE reservations SET status = 'CANCELLED' WHERE id = ?", ayse.id);
    await userEvent.click(dialog.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await expect(await within(body()).findByText('Bu rezervasyon zaten iptal edilmiş.')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^İptal nedeni/)).toHaveValue('Misafir telefonla iptal istedi');
    await expect(await rows('SELECT cancelled_by FROM reservations WHERE id = ?', ayse.id)).toEqual([{ cancelled_by: null }]);
  },
};

/** The guest arrived meanwhile (check-in is Van's today): 409, said in Turkish; no refund is owed. */
export const CancelArrived: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const dialog = await openCancel(canvas, paid);
    await userEvent.type(dialog.getByLabelText(/^İptal nedeni/), 'Misafir gelmeyecek');
    const today = vanToday();
    await rows('UPDATE reservations SET check_in = ?, check_out = ? WHERE id = ?', today, addDays(today, 2), paid.id);
    await userEvent.click(dialog.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await expect(await within(body()).findByText('Konaklama, giriş günü ve sonrasında iptal edilemez.')).toBeInTheDocument();
    await expect(await rows('SELECT id FROM refunds WHERE reservation_id = ?', paid.id)).toEqual([]);
  },
};

/** Persian: the dialog and its notification right to left, the amounts in Persian digits. */
export const RightToLeftCancel: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const row = within((await within(await canvas.findByRole('table', { name: 'رزروها' })).findByText(ayse.pnrCode)).closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: `لغو رزرو: ${ayse.guestName} ${ayse.pnrCode}` }));
    const dialog = within(await within(body()).findByRole('dialog', { name: 'لغو رزرو' }));
    await userEvent.type(dialog.getByLabelText(/^دلیل/), 'درخواست مهمان');
    await userEvent.click(dialog.getByRole('button', { name: 'لغو رزرو' }));
    const zero = tl(0, 'fa');
    await expect(await within(body()).findByText(`رزرو ${ayse.pnrCode} لغو شد. هزینهٔ لغو: ${zero}، سهم هتل: ${zero}، بازپرداخت معوق: ${zero}.`)).toBeInTheDocument();
    await expect(await rows('SELECT status, cancellation_reason FROM reservations WHERE id = ?', ayse.id)).toEqual([{ status: 'CANCELLED', cancellation_reason: 'درخواست مهمان' }]);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
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

/** Nights held by another channel's calendar (channel sync) are marked, and a conflict (it arrived on a full night) stands out. */
export const OccupancyChannelHolds: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const from = addDays(vanToday(), 3);
    const feedId = 'f0000000-0000-4000-8000-0000000000aa';
    await rows(`INSERT INTO channel_feeds (id, room_type_id, name, url, last_status) VALUES (?, ?, 'Airbnb', 'https://www.airbnb.example/c.ics', 'OK')`, feedId, roomTypeIds.ipekyoluSuite);
    await rows(
      `INSERT INTO channel_holds (id, feed_id, room_type_id, uid, start_date, end_date, conflict) VALUES
         ('00000000-0000-4000-8000-0000000000b1', ?1, ?2, 'x1@airbnb.com', ?3, ?4, 0),
         ('00000000-0000-4000-8000-0000000000b2', ?1, ?2, 'x2@airbnb.com', ?4, ?5, 1)`,
      feedId, roomTypeIds.ipekyoluSuite, from, addDays(from, 1), addDays(from, 2),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Otel seçin'), hotelIds.ipekyolu);
    const calendar = within(await canvas.findByRole('group', { name: 'İpekyolu Grand Otel doluluk takvimi' }));
    await expect(await calendar.findAllByRole('button', { name: new RegExp(`^${trRoomTypes.SUITE}, .*1 diğer kanallarca tutuluyor, 0 çakışma,`) })).toHaveLength(1);
    await expect(await calendar.findAllByRole('button', { name: new RegExp(`^${trRoomTypes.SUITE}, .*1 diğer kanallarca tutuluyor, 1 çakışma,`) })).toHaveLength(1);
    await expect(canvas.getByText(/Çakışma/)).toBeVisible();
  },
};

/** A stop-sell night with its own rate, and a minimum stay: told on the night in the calendar (contract/stayPricing.ts nightTerms). */
export const OccupancyRates: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const night = addDays(vanToday(), 3);
    await rows(
      `INSERT INTO rates (id, room_type_id, from_date, to_date, price_cents, min_stay, stop_sell) VALUES ('5eed00ff-0000-4000-8000-000000000001', ?, ?, ?, 777700, 4, 1)`,
      roomTypeIds.ipekyoluSuite,
      night,
      addDays(night, 1),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Otel seçin'), hotelIds.ipekyolu);
    const calendar = within(await canvas.findByRole('group', { name: 'İpekyolu Grand Otel doluluk takvimi' }));
    await expect(await calendar.findByRole('button', { name: new RegExp(`^${trRoomTypes.SUITE}, .*gecelik 7\\.777 TL, satışa kapalı, en az 4 gece$`) })).toBeVisible();
  },
};

/** In fa the calendar's day headers give the Persian (Solar Hijri) day and month, and its nights are priced in لیر. */
export const RightToLeftOccupancy: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'رزروها' });
    const hotelName = stored.hotels.find((h) => h.id === hotelIds.ipekyolu)!.hotelName;
    await within(canvas.getByLabelText(faAdminOps.occupancy.hotel)).findByRole('option', { name: hotelName });
    await userEvent.selectOptions(canvas.getByLabelText(faAdminOps.occupancy.hotel), hotelIds.ipekyolu);
    const calendar = within(await canvas.findByRole('group', { name: faAdminOps.occupancy.label.replace('{{hotel}}', stored.hotels.find((h) => h.id === hotelIds.ipekyolu)!.hotelName) }));
    await expect((await calendar.findAllByText(formatDayMonth(vanToday(), 'fa')))[0]).toBeVisible();
    await expect((await calendar.findAllByRole('button', { name: /لیر/ }))[0]).toBeVisible();
  },
};

/**
 * A Persian guest typed the phone in Persian digits: staff see it as an E.164 number
 * (contract/phone.ts) they can call, a `tel:` link, never "+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹".
 */
export const GuestPhoneCallable: Story = {
  async beforeEach() {
    const checkIn = addDays(vanToday(), 50);
    const booked = await bookStay({
      hotelId: hotelIds.ipekyolu,
      roomTypeId: roomTypeIds.ipekyoluDouble,
      reservationGuests: 2,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guestName: 'Mina Rahimi',
      guestEmail: 'mina@example.com',
      guestPhone: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
      termsAccepted: true,
    });
    if (booked.status !== 201) throw new Error(`booking refused: ${booked.status}`);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rowsOf = within(await table(canvas));
    await expect(await rowsOf.findByText('Mina Rahimi')).toBeVisible();
    const phone = rowsOf.getByRole('link', { name: '+989123456789' });
    await expect(phone).toHaveAttribute('href', 'tel:+989123456789');
  },
};
