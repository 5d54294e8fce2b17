import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CancelReservationResponse, Refund } from '../../contract';
import { reservations, reservationIds, rows } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { RefundsList } from '../../src/features/admin/payments/RefundsList';
import { formatMoney } from '../../src/lib/format';
import { adminPost, backOfficeTexts, body } from './helpers';

/**
 * Admin › Payments › Refunds: what cancellations owe, due or refunded, paged on the server; a
 * due refund is marked refunded with the bank's reference. The refunds are made the way the
 * back office makes them: an admin cancels a paid stay through the Worker (stories/admin/helpers.ts).
 */
const meta = {
  title: 'Admin/Payments/Refunds',
  component: RefundsList,
  args: { status: 'DUE' },
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof RefundsList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The demo user's paid stay, and another paid stay, both confirmed and ahead. */
const paid = reservations.find((r) => r.id === reservationIds.confirmed)!;
const other = reservations.find((r) => r.pnrCode === 'H8UJ5SFB')!;
const REASON = 'Otel bakım nedeniyle kapalı';
const REFERENCE = 'TR-EFT-2026-000123';

const cancel = (id: string, reason = REASON) => adminPost<CancelReservationResponse>('adminCancelReservation', id, { reason });
/** `paid` cancelled by the admin (refund due), `other` cancelled and refunded. */
async function refundsMade() {
  const due = await cancel(paid.id);
  const done = await cancel(other.id, 'Misafir isteği');
  await adminPost<Refund>('markRefunded', done.refund!.id, { bankReference: REFERENCE });
  return due;
}
const tl = (amount: number, language = 'tr') => `${formatMoney(amount, language)} TL`;
const table = (canvas: Canvas, name = 'İade bekleyenler') => canvas.findByRole('table', { name });
const rowOf = async (canvas: Canvas, pnr: string, name?: string) => within((await within(await table(canvas, name)).findByText(pnr)).closest('tr')!);

/** A due refund: PNR, hotel, guest, amount, who cancelled and why, and Mark refunded. */
export const Due: Story = {
  async beforeEach() {
    await refundsMade();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [refund] = await rows<{ amount_cents: number }>("SELECT amount_cents FROM refunds WHERE status = 'DUE'");
    const row = await rowOf(canvas, paid.pnrCode);
    await expect(row.getByText(paid.hotelName)).toBeVisible();
    await expect(row.getByText(paid.guestName)).toBeVisible();
    await expect(row.getByText(tl(refund!.amount_cents / 100))).toBeVisible();
    await expect(row.getByText('Yönetici')).toBeVisible();
    await expect(row.getByText(REASON)).toBeVisible();
    await expect(row.getByRole('button', { name: `İade edildi ${paid.pnrCode}` })).toBeVisible();
    await expect(within(await table(canvas)).queryByText(other.pnrCode)).not.toBeInTheDocument();
  },
};

/** A refunded one shows the bank's reference and when, with no button. */
export const Refunded: Story = {
  args: { status: 'REFUNDED' },
  async beforeEach() {
    await refundsMade();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, other.pnrCode, 'İade edilenler');
    await expect(row.getByText(REFERENCE)).toBeVisible();
    await expect(row.getByText('Misafir isteği')).toBeVisible();
    await expect(row.queryByRole('button')).not.toBeInTheDocument();
    await expect(within(await table(canvas, 'İade edilenler')).queryByText(paid.pnrCode)).not.toBeInTheDocument();
  },
};

/**
 * Mark refunded: the reference is required; once sent the notification says it, the refund leaves
 * the due list, the Worker stores the reference and queues the guest's e-mail.
 */
export const MarkRefunded: Story = {
  async beforeEach() {
    await cancel(paid.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [refund] = await rows<{ id: string; amount_cents: number }>('SELECT id, amount_cents FROM refunds WHERE reservation_id = ?', paid.id);
    await userEvent.click((await rowOf(canvas, paid.pnrCode)).getByRole('button', { name: `İade edildi ${paid.pnrCode}` }));
    const dialog = within(await within(body()).findByRole('dialog', { name: 'İade edildi olarak işaretle' }));
    await expect(dialog.getByText(`İade tutarı: ${tl(refund!.amount_cents / 100)}`)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'İade edildi olarak işaretle' }));
    await expect(await dialog.findByText('Bu alan zorunludur')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Banka referansı/), REFERENCE);
    await userEvent.click(dialog.getByRole('button', { name: 'İade edildi olarak işaretle' }));
    await expect(await within(body()).findByText(`${paid.guestName} (${paid.pnrCode}) için ${tl(refund!.amount_cents / 100)} iade kaydedildi.`)).toBeInTheDocument();
    await expect(await canvas.findByText('İade bekleyen yok.')).toBeVisible();
    await expect(await rows('SELECT status, bank_reference FROM refunds WHERE id = ?', refund!.id)).toEqual([{ status: 'REFUNDED', bank_reference: REFERENCE }]);
    await expect(await rows("SELECT kind FROM email_outbox WHERE reservation_id = ? AND kind = 'REFUND_SENT'", paid.id)).toHaveLength(1);
  },
};

/** Marked elsewhere meanwhile: the Worker's 409 is said in Turkish, the dialog keeps the reference. */
export const AlreadyRefunded: Story = {
  async beforeEach() {
    await cancel(paid.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click((await rowOf(canvas, paid.pnrCode)).getByRole('button', { name: `İade edildi ${paid.pnrCode}` }));
    const dialog = within(await within(body()).findByRole('dialog', { name: 'İade edildi olarak işaretle' }));
    await userEvent.type(dialog.getByLabelText(/^Banka referansı/), 'TR-EFT-IKINCI');
    const [refund] = await rows<{ id: string }>('SELECT id FROM refunds WHERE reservation_id = ?', paid.id);
    await adminPost<Refund>('markRefunded', refund!.id, { bankReference: REFERENCE });
    await userEvent.click(dialog.getByRole('button', { name: 'İade edildi olarak işaretle' }));
    await expect(await within(body()).findByText('Bu iade zaten iade edildi olarak işaretlenmiş.')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/^Banka referansı/)).toHaveValue('TR-EFT-IKINCI');
    await expect(await rows('SELECT bank_reference FROM refunds WHERE id = ?', refund!.id)).toEqual([{ bank_reference: REFERENCE }]);
  },
};

/** The demo world owes nothing: the empty text. */
export const Empty: Story = {
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('İade bekleyen yok.')).toBeVisible();
  },
};

/** No refund sent yet (the list answers empty). */
export const EmptyRefunded: Story = {
  args: { status: 'REFUNDED' },
  beforeEach({ msw }) {
    msw.use(...empty('getRefunds'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz iade gönderilmedi.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getRefunds'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** A load failure: the message and 'Tekrar Dene', which recovers. */
export const LoadError: Story = {
  async beforeEach({ msw }) {
    await cancel(paid.id);
    msw.use(...failing(500, 'getRefunds'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('İadeler yüklenirken bir hata oluştu.');
    context.msw.resetHandlers();
    await userEvent.click(retry);
    await expect(await within(await table(canvas)).findByText(paid.pnrCode)).toBeVisible();
  },
};

/** Persian: the list and the dialog right to left, amounts in Persian digits. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async beforeEach() {
    await cancel(paid.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const row = await rowOf(canvas, paid.pnrCode, 'بازپرداخت‌های معوق');
    await expect(row.getByText('مدیر')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: `بازپرداخت شد ${paid.pnrCode}` }));
    const dialog = within(await within(body()).findByRole('dialog', { name: 'ثبت بازپرداخت' }));
    await expect(dialog.getByLabelText(/^شمارهٔ مرجع بانکی/)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
