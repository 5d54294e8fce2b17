import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, endpoints, FrontDeskMessages, vanToday } from '../../contract';
import { mockPath, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import faFrontDesk from '../../src/locales/fa/frontDesk.json';
import trAdmin from '../../src/locales/tr/admin.json';
import trFrontDesk from '../../src/locales/tr/frontDesk.json';
import { formatMoney } from '../../src/lib/format';
import trErrors from '../../src/locales/tr/errors.json';
import trRoomTypes from '../../src/locales/tr/roomTypes.json';
import { rows } from '../world';
import { body, notified } from './helpers';

const today = vanToday();
const HOTEL = 'fd000000-0000-4000-8000-000000000001';
const ROOM = 'fd000000-0000-4000-8000-000000000002';
/** A valid T.C. identity number (both check digits hold). */
const TC = '10000000146';

/** The front desk's own small world, dated from Van's today: one stay per situation the desk meets. */
const stays = {
  arriving: { id: 'fd000000-0000-4000-8000-000000000011', pnr: 'FDARRIVE', guest: 'Deniz Arslan', from: 0, nights: 2, guests: 2, stay: 'EXPECTED', paid: 50000, requests: 'Sessiz bir oda, geç varış' },
  late: { id: 'fd000000-0000-4000-8000-000000000012', pnr: 'FDLATE01', guest: 'Murat Kaya', from: -1, nights: 2, guests: 1, stay: 'EXPECTED', paid: 0, requests: null },
  inHouse: { id: 'fd000000-0000-4000-8000-000000000013', pnr: 'FDHOUSE1', guest: 'Reza Tehrani', from: -1, nights: 3, guests: 1, stay: 'IN_HOUSE', paid: 300000, requests: null },
  leaving: { id: 'fd000000-0000-4000-8000-000000000014', pnr: 'FDLEAVE1', guest: 'Elif Demir', from: -2, nights: 2, guests: 2, stay: 'IN_HOUSE', paid: 200000, requests: null },
} as const;

async function frontDeskHotel(): Promise<void> {
  await rows(
    `INSERT INTO hotels (id, hotel_name, hotel_address, hotel_city, district, star_rating, advance_payment_cents)
     VALUES (?, 'Resepsiyon Oteli', 'Cumhuriyet Cd. 1', 'Van', 'İpekyolu', 3, 0)`,
    HOTEL,
  );
  await rows("INSERT INTO room_types (id, hotel_id, name, price_per_night_cents, room_count, capacity) VALUES (?, ?, 'DOUBLE', 100000, 5, 2)", ROOM, HOTEL);
}

async function frontDeskWorld() {
  await frontDeskHotel();
  for (const [index, stay] of Object.values(stays).entries()) {
    const checkIn = addDays(today, stay.from);
    await rows(
      `INSERT INTO reservations (id, pnr_code, status, total_amount_cents, reservation_guests, check_in, check_out, guest_name, guest_email, guest_phone,
         special_requests, hotel_id, room_type_id, room_count, price_per_night_cents, nights, stay_status, checked_in_at)
       VALUES (?, ?, 'CONFIRMED', ?, ?, ?, ?, ?, 'guest@example.com', '+905551112233', ?, ?, ?, 1, 100000, ?, ?, ?)`,
      stay.id, stay.pnr, stay.nights * 100000, stay.guests, checkIn, addDays(checkIn, stay.nights), stay.guest, stay.requests, HOTEL, ROOM, stay.nights,
      stay.stay, stay.stay === 'IN_HOUSE' ? `${checkIn}T12:00:00.000Z` : null,
    );
    if (stay.paid) await rows("INSERT INTO payments (id, reservation_id, status, amount_cents) VALUES (?, ?, 'PAID', ?)", `fd000000-0000-4000-8000-00000000003${index}`, stay.id, stay.paid);
  }
  await rows(
    `INSERT INTO stay_guests (id, reservation_id, position, full_name, nationality, passport_number, passport_country, birth_date, arrival_date, departure_date, created_at)
     VALUES ('fd000000-0000-4000-8000-000000000021', ?, 1, 'Reza Tehrani', 'IR', 'K1234567', 'IR', '1985-01-30', ?, ?, ?)`,
    stays.inHouse.id, addDays(today, -1), addDays(today, 2), `${today}T00:00:00.000Z`,
  );
}

/** Admin › Front desk (issue 32): a hotel's day in Van, check-in with each guest's identity, check-out, no-show. */
const meta = {
  title: 'Screens/Admin/FrontDesk',
  component: AdminScreen,
  parameters: { route: `/admin?section=frontdesk&hotel=${HOTEL}`, session: 'admin' },
  beforeEach: frontDeskWorld,
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const list = async (canvas: Canvas, name: string) => within(await canvas.findByRole('region', { name }));
const card = (region: Canvas, guest: string) => within(region.getByText(new RegExp(guest)).closest('li')!);

/** The three lists with their counts; each stay with its party, room type, balance due and requests. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const arrivals = await list(canvas, trFrontDesk.lists.arrivals);
    await expect(await arrivals.findByText(/Deniz Arslan/)).toBeVisible();
    await expect(arrivals.getByText('2 konaklama · 3 misafir · 2 oda')).toBeVisible();
    const deniz = card(arrivals, 'Deniz Arslan');
    await expect(deniz.getByText(`2 misafir · 1 × ${trRoomTypes.DOUBLE}`)).toBeVisible();
    await expect(deniz.getByText(/Kalan ödeme: 1\.500/)).toBeVisible();
    // The room the stay holds (numbered rooms, given automatically when the board is read).
    await expect(deniz.getByText(/^Oda \d+$/)).toBeVisible();
    await expect(deniz.getByText('Özel istekler: Sessiz bir oda, geç varış')).toBeVisible();
    await expect(deniz.getByRole('button', { name: `Giriş yap: Deniz Arslan ${stays.arriving.pnr}` })).toBeVisible();
    // Murat Kaya's arrival day was yesterday: still expected, so the desk may check him in or mark a no-show.
    const murat = card(arrivals, 'Murat Kaya');
    await expect(murat.getByText(/^Varış günü/)).toBeVisible();
    await expect(murat.getByRole('button', { name: `Gelmedi: Murat Kaya ${stays.late.pnr}` })).toBeVisible();
    const inHouse = await list(canvas, trFrontDesk.lists.inHouse);
    await expect(card(inHouse, 'Reza Tehrani').getByText('Tamamı ödendi')).toBeVisible();
    await expect(card(inHouse, 'Reza Tehrani').getByText('1 kimlik kaydedildi')).toBeVisible();
    const departures = await list(canvas, trFrontDesk.lists.departures);
    await expect(card(departures, 'Elif Demir').getByRole('button', { name: `Çıkış yap: Elif Demir ${stays.leaving.pnr}` })).toBeVisible();
  },
};

/** The board is read: a loader stands in for the lists. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getFrontDesk'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(trFrontDesk.hotel)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: trFrontDesk.lists.arrivals })).not.toBeInTheDocument();
  },
};

/** A hotel with nothing on the day: each list says so. */
export const Empty: Story = {
  parameters: { route: `/admin?section=frontdesk&hotel=${HOTEL}&date=${addDays(today, 200)}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(trFrontDesk.empty.arrivals)).toBeVisible();
    await expect(canvas.getByText(trFrontDesk.empty.departures)).toBeVisible();
    await expect(canvas.getByText(trFrontDesk.empty.inHouse)).toBeVisible();
  },
};

/** A failed read says so; retry reads again and shows the board. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getFrontDesk.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(trFrontDesk.loadError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await (await list(canvas, trFrontDesk.lists.arrivals)).findByText(/Deniz Arslan/)).toBeVisible();
  },
};

/** Persian, right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: faFrontDesk.section, level: 2 })).toBeVisible();
    const arrivals = await list(canvas, faFrontDesk.lists.arrivals);
    await expect(await arrivals.findByRole('button', { name: `پذیرش: Deniz Arslan ${stays.arriving.pnr}` })).toBeVisible();
    await expect(arrivals.getByText('۲ اقامت · ۳ مهمان · ۲ اتاق')).toBeVisible();
  },
};

/**
 * Check-in typed from empty: submitted blank, every field is marked; then a Turkish guest with a
 * T.C. number and a second guest with a passport are typed in, and the stay moves to "in house".
 */
export const CheckIn: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const arrivals = await list(canvas, trFrontDesk.lists.arrivals);
    await userEvent.click(await arrivals.findByRole('button', { name: `Giriş yap: Deniz Arslan ${stays.arriving.pnr}` }));
    const form = within(await within(body()).findByRole('form', { name: trFrontDesk.checkIn.title }));
    await userEvent.click(form.getByRole('button', { name: trFrontDesk.checkIn.submit }));
    await notified(trAdmin.form.invalid);
    await waitFor(() => expect(form.getByLabelText(/^Ad Soyad/)).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByLabelText(/^Uyruk/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(form.getByLabelText(/^Ad Soyad/), 'Deniz Arslan');
    await userEvent.selectOptions(form.getByLabelText(/^Uyruk/), 'TR');
    await userEvent.type(form.getByLabelText(/^T\.C\. kimlik numarası/), '10000000147');
    await userEvent.type(form.getByLabelText(/^Doğum tarihi/), '1990-04-12');
    await userEvent.click(form.getByRole('button', { name: trFrontDesk.checkIn.add }));
    const second = within(form.getByRole('group', { name: /Misafir 2/ }));
    await userEvent.type(second.getByLabelText(/^Ad Soyad/), 'Sara Ahmadi');
    await userEvent.selectOptions(second.getByLabelText(/^Uyruk/), 'IR');
    await userEvent.type(second.getByLabelText(/^Pasaport numarası/), 'P7654321');
    await userEvent.selectOptions(second.getByLabelText(/^Pasaportu veren ülke/), 'IR');
    await userEvent.type(second.getByLabelText(/^Doğum tarihi/), '1992-08-01');
    await userEvent.click(form.getByRole('button', { name: trFrontDesk.checkIn.submit }));
    // The wrong check digit is caught on its field; corrected, the check-in goes through.
    const tc = form.getByLabelText(/^T\.C\. kimlik numarası/);
    await waitFor(() => expect(tc).toHaveAccessibleDescription(trFrontDesk.errors.tc));
    await userEvent.clear(tc);
    await userEvent.type(tc, TC);
    await userEvent.click(form.getByRole('button', { name: trFrontDesk.checkIn.submit }));
    await notified('Deniz Arslan için giriş yapıldı.');
    const inHouse = await list(canvas, trFrontDesk.lists.inHouse);
    await expect(await inHouse.findByText(/Deniz Arslan/)).toBeVisible();
    await expect(await rows('SELECT full_name, nationality, tc_number, passport_number FROM stay_guests WHERE reservation_id = ? ORDER BY position', stays.arriving.id)).toEqual([
      { full_name: 'Deniz Arslan', nationality: 'TR', tc_number: TC, passport_number: null },
      { full_name: 'Sara Ahmadi', nationality: 'IR', tc_number: null, passport_number: 'P7654321' },
    ]);
  },
};

/** A check-in the server refuses (its code shown in the admin's language); the dialog keeps what was typed and nothing is recorded. */
export const CheckInRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockPath(endpoints.checkInReservation.path), () =>
        HttpResponse.json({ code: 'CHECK_IN_BEFORE_ARRIVAL', message: FrontDeskMessages.beforeArrival }, { status: 409 }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const arrivals = await list(canvas, trFrontDesk.lists.arrivals);
    await userEvent.click(await arrivals.findByRole('button', { name: `Giriş yap: Deniz Arslan ${stays.arriving.pnr}` }));
    const form = within(await within(body()).findByRole('form', { name: trFrontDesk.checkIn.title }));
    await userEvent.type(form.getByLabelText(/^Ad Soyad/), 'Deniz Arslan');
    await userEvent.selectOptions(form.getByLabelText(/^Uyruk/), 'TR');
    await userEvent.type(form.getByLabelText(/^T\.C\. kimlik numarası/), TC);
    await userEvent.type(form.getByLabelText(/^Doğum tarihi/), '1990-04-12');
    await userEvent.click(form.getByRole('button', { name: trFrontDesk.checkIn.submit }));
    await notified(trErrors.CHECK_IN_BEFORE_ARRIVAL);
    await expect(form.getByLabelText(/^Ad Soyad/)).toHaveValue('Deniz Arslan');
    await expect(await rows('SELECT count(*) AS n FROM stay_guests WHERE reservation_id = ?', stays.arriving.id)).toEqual([{ n: 0 }]);
  },
};

/** Check-out asks first, then the guest shows as checked out among the day's departures. */
export const CheckOut: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const departures = await list(canvas, trFrontDesk.lists.departures);
    await userEvent.click(await departures.findByRole('button', { name: `Çıkış yap: Elif Demir ${stays.leaving.pnr}` }));
    const dialog = within(await within(body()).findByRole('group', { name: trFrontDesk.checkOut.title }));
    await userEvent.click(dialog.getByRole('button', { name: trFrontDesk.checkOut.confirm }));
    await notified('Elif Demir için çıkış yapıldı.');
    await waitFor(() => expect(card(departures, 'Elif Demir').getByText(trFrontDesk.status.CHECKED_OUT)).toBeVisible());
    await expect(await rows('SELECT stay_status FROM reservations WHERE id = ?', stays.leaving.id)).toEqual([{ stay_status: 'CHECKED_OUT' }]);
  },
};

/** A no-show after the arrival day: the policy is told first; the guest is e-mailed and the stay leaves the arrivals as a no-show. */
export const NoShow: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const arrivals = await list(canvas, trFrontDesk.lists.arrivals);
    await userEvent.click(await arrivals.findByRole('button', { name: `Gelmedi: Murat Kaya ${stays.late.pnr}` }));
    const dialog = within(await within(body()).findByRole('group', { name: trFrontDesk.noShow.title }));
    await expect(dialog.getByText(trFrontDesk.noShow.policy)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: trFrontDesk.noShow.confirm }));
    await notified(`${stays.late.pnr} gelmedi olarak işaretlendi: ücret ${formatMoney(1000, 'tr')} TL, iade ${formatMoney(0, 'tr')} TL.`);
    await waitFor(() => expect(arrivals.queryByText(/Murat Kaya/)).not.toBeInTheDocument());
    await expect(await rows("SELECT count(*) AS n FROM email_outbox WHERE reservation_id = ? AND kind = 'RESERVATION_CANCELLED'", stays.late.id)).toEqual([{ n: 1 }]);
  },
};
