import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '@mantine/core';
import { endpoints } from '../../contract';
import { hotels, pnrCodes, reservations, rows, stored, tourReservations, tours } from '../world';
import { mockPath, slow } from '../../mocks/variants';
import { PnrDialog } from '../../src/features/pnr/PnrDialog';
import { formatMoney } from '../../src/lib/format';

/** Spec "Home" PNR dialog on the lookup call (GET /api/reservation/public/pnr/:pnr). */
const meta = {
  title: 'Screens/Home/PnrDialog',
  component: PnrDialog,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof PnrDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** The confirmed stay's hotel, named in the story's language (the demo world's texts). */
const confirmedHotel = () => hotels.find((hotel) => hotel.id === reservations.find((r) => r.pnrCode === pnrCodes.confirmed)!.hotelId)!;

/** Typing forces upper case; a known code shows hotel, guest, dates, status and the total in TL. */
export const Found: Story = {
  async play() {
    const modal = within(await dialog());
    const input = modal.getByRole('textbox', { name: /PNR kodu/ });
    await userEvent.type(input, pnrCodes.confirmed.toLowerCase());
    await expect(input).toHaveValue(pnrCodes.confirmed);
    await userEvent.click(modal.getByRole('button', { name: 'Sorgula' }));
    await expect(await modal.findByText(`Rezervasyon ${pnrCodes.confirmed}`)).toBeVisible();
    await expect(modal.getByText(confirmedHotel().hotelName)).toBeVisible();
    await expect(modal.getByText('Onaylandı')).toBeVisible();
    // The total in TL heads the stay's details (the cancellation's sums below are in TL too).
    const total = reservations.find((r) => r.pnrCode === pnrCodes.confirmed)!.totalAmount;
    await expect(modal.getAllByText(`${formatMoney(total, 'tr')} TL`)[0]).toBeVisible();
  },
};

/** Empty or blank code: 'Please enter a PNR code' (home.pnr.errorEmpty), no call made. */
export const EmptyCode: Story = {
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /PNR kodu/ }), '   ');
    await userEvent.click(modal.getByRole('button', { name: 'Sorgula' }));
    await expect(await modal.findByText('Lütfen bir PNR kodu girin')).toBeVisible();
  },
};

/** An unknown code after a found one: 'Reservation not found' and the earlier result is cleared. */
export const NotFoundClearsResult: Story = {
  globals: { locale: 'en' },
  async play({ step }) {
    const modal = within(await dialog());
    const input = modal.getByRole('textbox', { name: /PNR code/ });
    await step('a known code shows its result', async () => {
      await userEvent.type(input, pnrCodes.pending);
      await userEvent.click(modal.getByRole('button', { name: 'Search' }));
      await expect(await modal.findByText(`Reservation ${pnrCodes.pending}`)).toBeVisible();
      await expect(modal.getByText('Pending')).toBeVisible();
    });
    await step('an unknown code clears it', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'ZZZZ9999');
      await userEvent.click(modal.getByRole('button', { name: 'Search' }));
      await expect(await modal.findByText('Reservation not found')).toBeVisible();
      await expect(modal.queryByText(`Reservation ${pnrCodes.pending}`)).not.toBeInTheDocument();
    });
  },
};

/** While the lookup runs the search button shows a spinner. */
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'lookupPnr'));
  },
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /PNR kodu/ }), 'ABC');
    const button = modal.getByRole('button', { name: 'Sorgula' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** Too many lookups (429): the server's own message instead of 'not found'. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockPath(endpoints.lookupPnr.path), () =>
        HttpResponse.json({ message: 'Too many PNR lookups, try again in a minute' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
  },
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /PNR kodu/ }), 'ABCDEFGH');
    await userEvent.click(modal.getByRole('button', { name: 'Sorgula' }));
    await expect(await modal.findByText('Too many PNR lookups, try again in a minute')).toBeVisible();
  },
};

const pendingActions = { renderPendingActions: (result: { pnrCode: string }) => <Text>{`actions for ${result.pnrCode}`}</Text> };

/** A PENDING reservation with no receipt yet says so and renders the app's extra actions (the late receipt upload). */
export const PendingWithActions: Story = {
  args: pendingActions,
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /PNR kodu/ }), pnrCodes.awaitingReceipt);
    await userEvent.click(modal.getByRole('button', { name: 'Sorgula' }));
    await expect(await modal.findByText(`actions for ${pnrCodes.awaitingReceipt}`)).toBeVisible();
    await expect(modal.getByRole('status', { name: /Ödeme: Dekontunuz bekleniyor/ })).toBeVisible();
  },
};

/** Issue 36: once the receipt is in, the guest reads that it is under review, and is not asked for it again. */
export const ReceiptUnderReview: Story = {
  args: pendingActions,
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /PNR kodu/ }), pnrCodes.pending);
    await userEvent.click(modal.getByRole('button', { name: 'Sorgula' }));
    await expect(await modal.findByRole('status', { name: /Ödeme: Dekont alındı — inceleniyor/ })).toBeVisible();
    await expect(modal.getByText(/yeniden göndermenize gerek yok/)).toBeVisible();
    await expect(modal.queryByText(`actions for ${pnrCodes.pending}`)).toBeNull();
  },
};

/** Issue 36: a rejected receipt shows the admin's reason and asks for a new one (demo PNR DM6Q2XKP). */
export const ReceiptRejected: Story = {
  args: pendingActions,
  async play() {
    const [payment] = await rows<{ rejection_reason: string }>(
      'SELECT p.rejection_reason FROM payments p JOIN reservations r ON r.id = p.reservation_id WHERE r.pnr_code = ?',
      pnrCodes.userPending,
    );
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /PNR kodu/ }), pnrCodes.userPending);
    await userEvent.click(modal.getByRole('button', { name: 'Sorgula' }));
    const note = within(await modal.findByRole('status', { name: /Ödeme: Dekont reddedildi/ }));
    await expect(note.getByText(`Gerekçe: ${payment!.rejection_reason}`)).toBeVisible();
    await expect(modal.getByText(`actions for ${pnrCodes.userPending}`)).toBeVisible();
  },
};

/** The rejected receipt in Persian: the state and its reason, right to left. */
export const ReceiptRejectedPersian: Story = {
  args: pendingActions,
  globals: { locale: 'fa' },
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /کد PNR/ }), pnrCodes.userPending);
    await userEvent.click(modal.getByRole('button', { name: 'جستجو' }));
    await expect(await modal.findByRole('status', { name: /پرداخت: رسید رد شد/ })).toBeVisible();
    await expect(modal.getByText(/^دلیل: /)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Persian: right to left, the hotel's Persian name (the lookup's `hotelDisplayName`), Persian digits in the dates and the total. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play() {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: /کد PNR/ }), pnrCodes.confirmed);
    await userEvent.click(modal.getByRole('button', { name: 'جستجو' }));
    await expect(await modal.findByText('تأیید شده')).toBeVisible();
    const storedName = stored.hotels.find((hotel) => hotel.id === confirmedHotel().id)!.hotelName;
    await expect(confirmedHotel().hotelName).not.toBe(storedName);
    await expect(modal.getByText(confirmedHotel().hotelName)).toBeVisible();
    await expect(modal.queryByText(storedName)).not.toBeInTheDocument();
    await expect(modal.getAllByText(/لیر$/)[0]!.textContent).toMatch(/[۰-۹]/);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

// ---------------------------------------------------------------------------------------------
// Cancellation from the dialog (POST /api/reservation/public/cancel)

const pendingBooking = reservations.find((reservation) => reservation.pnrCode === pnrCodes.pending)!;

async function lookUp(code: string, labels = { field: /PNR kodu/, search: 'Sorgula' }) {
  const modal = within(await dialog());
  await userEvent.type(modal.getByRole('textbox', { name: labels.field }), code);
  await userEvent.click(modal.getByRole('button', { name: labels.search }));
  return modal;
}

/** The policy and the money are stated before the guest confirms; with the booking's e-mail it is cancelled and the status follows. */
export const CancelWithEmail: Story = {
  async play() {
    const modal = await lookUp(pnrCodes.pending);
    await expect(await modal.findByText('Bugün iptal edilirse iptal ücreti')).toBeVisible();
    await expect(modal.getByText('Size iade edilecek')).toBeVisible();
    // Each amount with its currency, as every other price of the site.
    const refundRow = modal.getByRole('row', { name: /Size iade edilecek/ });
    await expect(refundRow).toHaveTextContent(/Size iade edilecek\s*[\d.,]+ TL$/);
    await userEvent.click(modal.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await userEvent.type(modal.getByLabelText(/Rezervasyondaki e-posta adresi/), pendingBooking.guestEmail.toUpperCase());
    await userEvent.click(modal.getByRole('button', { name: 'Evet, rezervasyonu iptal et' }));
    await expect(await modal.findByText(`${pnrCodes.pending} rezervasyonu iptal edildi.`)).toBeVisible();
    await expect(modal.getByText('İptal edildi')).toBeVisible();
    const [row] = await rows<{ status: string; cancelled_by: string }>('SELECT status, cancelled_by FROM reservations WHERE pnr_code = ?', pnrCodes.pending);
    await expect(row).toEqual({ status: 'CANCELLED', cancelled_by: 'GUEST' });
  },
};

/** Someone else's e-mail: told there is no such booking, and nothing is cancelled. */
export const CancelWrongEmail: Story = {
  async play() {
    const modal = await lookUp(pnrCodes.pending);
    await userEvent.click(await modal.findByRole('button', { name: 'Rezervasyonu iptal et' }));
    await userEvent.click(modal.getByRole('button', { name: 'Evet, rezervasyonu iptal et' }));
    await expect(await modal.findByText('Rezervasyondaki e-posta adresini girin')).toBeVisible();
    await userEvent.type(modal.getByLabelText(/Rezervasyondaki e-posta adresi/), 'someone.else@example.com');
    await userEvent.click(modal.getByRole('button', { name: 'Evet, rezervasyonu iptal et' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Bu PNR kodu ve e-posta adresiyle bir rezervasyon bulunamadı.');
    const [row] = await rows<{ status: string }>('SELECT status FROM reservations WHERE pnr_code = ?', pnrCodes.pending);
    await expect(row!.status).toBe('PENDING');
  },
};

/** A cancelled booking offers no cancellation. */
export const AlreadyCancelled: Story = {
  async beforeEach() {
    await rows("UPDATE reservations SET status = 'CANCELLED' WHERE pnr_code = ?", pnrCodes.pending);
  },
  async play() {
    const modal = await lookUp(pnrCodes.pending);
    await expect(await modal.findByText('İptal edildi')).toBeVisible();
    await expect(modal.queryByRole('button', { name: 'Rezervasyonu iptal et' })).toBeNull();
    // Issue 36: its payment follows it (no longer "under review").
    await expect(modal.getByRole('status', { name: /Ödeme: Rezervasyon iptal edildi/ })).toBeVisible();
  },
};

/** Persian: the policy and the amounts in Persian, right to left. */
export const CancelPersian: Story = {
  globals: { locale: 'fa' },
  async play() {
    const modal = await lookUp(pnrCodes.pending, { field: /کد PNR/, search: 'جستجو' });
    await expect(await modal.findByText('مبلغ بازپرداخت به شما')).toBeVisible();
    await expect(modal.getByRole('row', { name: /مبلغ بازپرداخت به شما/ })).toHaveTextContent(/[۰-۹][۰-۹٬٫]* لیر$/);
    await expect(modal.getByRole('button', { name: 'لغو این رزرو' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/**
 * A tour booking's code finds it too: the tour, the guest, the tour date and the tour's policy;
 * a PENDING one offers the receipt upload like a stay (tour bookings are paid by bank transfer).
 */
export const TourBooking: Story = {
  args: pendingActions,
  async play() {
    const booking = tourReservations.find((candidate) => candidate.pnrCode === 'TK4AKD7M')!;
    const modal = await lookUp(booking.pnrCode);
    // The tour named in the story's language, as the tour's own page names it.
    await expect(await modal.findByText(tours.find((tour) => tour.id === booking.tourId)!.tourName)).toBeVisible();
    await expect(modal.getByText('Tur tarihi')).toBeVisible();
    await expect(modal.getByText(booking.fullName)).toBeVisible();
    await expect(modal.queryByText('Giriş tarihi')).toBeNull();
    await expect(modal.getByText(/sonrasında ücretin tamamı alınır/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Rezervasyonu iptal et' })).toBeVisible();
    await expect(modal.getByText(`actions for ${booking.pnrCode}`)).toBeVisible();
  },
};
