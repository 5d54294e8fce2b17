import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pnrCodes, reservations, rows, tourReservations } from '../world';
import { LateReceiptUpload } from '../../src/features/booking/components/LateReceiptUpload';
import { chooseFile, pngReceipt, refuse } from './storyHelpers';

const wait = { timeout: 5000 };
const guestEmail = reservations.find((reservation) => reservation.pnrCode === pnrCodes.pending)!.guestEmail;

/**
 * Under a PENDING PNR lookup result: the guest's email together with the PNR opens the receipt
 * upload (POST /api/reservation/public/pnr/:pnr/access), never the PNR alone.
 */
const meta = {
  title: 'Screens/Booking/LateReceiptUpload',
  component: LateReceiptUpload,
  args: { pnrCode: pnrCodes.pending },
} satisfies Meta<typeof LateReceiptUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

async function enterEmail(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText(/Rezervasyondaki e-posta/, {}, wait));
  await userEvent.paste(email);
  await userEvent.click(canvas.getByRole('button', { name: 'Devam' }));
}

/** The right email: bank account, total, upload; then the thank-you. */
export const UploadLater: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement, guestEmail);
    await expect(await canvas.findByTestId('iban', {}, wait)).toHaveTextContent('TR33');
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByText('Dekontunuz alındı. Kontrol edip rezervasyonunuzu onaylayacağız.', {}, wait)).toBeVisible();
  },
};

/** A PENDING tour booking is paid the same way: its PNR and e-mail open the upload; the receipt lands on its payment. */
export const TourBooking: Story = {
  args: { pnrCode: 'TK4AKD7M' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const booking = tourReservations.find((candidate) => candidate.pnrCode === 'TK4AKD7M')!;
    await enterEmail(canvasElement, booking.email);
    await expect(await canvas.findByTestId('iban', {}, wait)).toHaveTextContent('TR33');
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByText('Dekontunuz alındı. Kontrol edip rezervasyonunuzu onaylayacağız.', {}, wait)).toBeVisible();
    const [payment] = await rows('SELECT status, receipt IS NOT NULL AS hasReceipt FROM payments WHERE tour_reservation_id = ?', booking.id);
    await expect(payment).toEqual({ status: 'PENDING', hasReceipt: 1 });
  },
};

/** A wrong email: the same 'not found' as a wrong PNR (nothing tells which was wrong). */
export const WrongEmail: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement, 'someone@example.com');
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Bu PNR kodu ve e-posta ile eşleşen rezervasyon bulunamadı.');
    await expect(canvas.queryByTestId('iban')).not.toBeInTheDocument();
  },
};

/** Too many attempts (429). */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('accessReservationByPnr', 429, 'Too many requests'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement, guestEmail);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Çok fazla deneme. Lütfen daha sonra tekrar deneyin.');
  },
};

/** No email: required. */
export const EmailRequired: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Devam' }, wait));
    await expect(await canvas.findByText('E-posta zorunludur', {}, wait)).toBeVisible();
  },
};

/** Persian, right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'ادامه' }, wait)).toBeVisible();
  },
};
