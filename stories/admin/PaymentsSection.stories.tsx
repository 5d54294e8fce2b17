import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, isApprovedPayment, isAwaitingApproval } from '../../contract';
import { paymentIds, pnrCodes, reservationIds, rows, seededPayments } from '../world';
import { empty, failing, mockPath, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { adminPost, body, figure, refuse } from './helpers';

/**
 * Admin › Payments (the payments tab Turkish in every language): cards, receipt approval, all
 * payments, receipt viewer; the refunds tabs (stories/admin/RefundsList.stories.tsx for their states).
 */
const meta = {
  title: 'Screens/Admin/Payments',
  component: AdminScreen,
  parameters: { route: '/admin?section=payments', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('region', { name: label });
const approvalTable = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Onay bekleyen dekontlar' });

const awaiting = seededPayments.filter(isAwaitingApproval).length;
const approved = seededPayments.filter(isApprovedPayment).length;
const awaitingReceipt = seededPayments.find((p) => p.id === paymentIds.awaitingApproval)!.receipt!;

/** The cards count on the server; the approval table lists the receipt awaiting approval. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await approvalTable(canvas));
    await expect(await table.findByText(pnrCodes.pending)).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Toplam Ödeme')).toHaveTextContent(figure(seededPayments.length)));
    await expect(card(canvas, 'Onay Bekleyen')).toHaveTextContent(figure(awaiting));
    await expect(card(canvas, 'Onaylanan')).toHaveTextContent(figure(approved));
    const all = within(await canvas.findByRole('table', { name: 'Tüm ödemeler' }));
    await expect(all.getAllByText('Ödendi')).toHaveLength(seededPayments.filter((p) => p.status === 'PAID').length);
  },
};

/** Approving: the result is shown, the approval table reloads (now empty) and the cards move. */
export const Approve: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await approvalTable(canvas)).findByText(pnrCodes.pending);
    await userEvent.click(canvas.getByRole('button', { name: `Onayla ${pnrCodes.pending}` }));
    await expect(await within(body()).findByText('Ödeme onaylandı.')).toBeInTheDocument();
    await expect(await canvas.findByText('Onay bekleyen dekont yok.')).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Onaylanan')).toHaveTextContent(figure(approved + 1)));
  },
};

/**
 * Rejecting asks for the reason first (issue 36): an empty reason is refused in the dialog, the
 * reason typed is sent and stored, 'Ödeme reddedildi.'; the payment leaves the approval table and
 * the list shows it rejected with its reason.
 */
export const Reject: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await approvalTable(canvas)).findByText(pnrCodes.pending);
    await userEvent.click(canvas.getByRole('button', { name: `Reddet ${pnrCodes.pending}` }));
    const dialog = within(await within(body()).findByRole('dialog', { name: 'Dekontu reddet' }));
    const reason = dialog.getByRole('textbox', { name: /Ret gerekçesi/ });
    await expect(reason).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await dialog.findByText('Ret gerekçesi zorunludur.')).toBeVisible();
    await expect(await rows('SELECT status FROM payments WHERE id = ?', paymentIds.awaitingApproval)).toEqual([{ status: 'PENDING' }]);
    await userEvent.type(reason, 'Dekonttaki tutar eksik');
    await userEvent.click(dialog.getByRole('button', { name: 'Reddet' }));
    await expect(await within(body()).findByText('Ödeme reddedildi.')).toBeInTheDocument();
    await waitFor(() => expect(within(body()).queryByRole('dialog', { name: 'Dekontu reddet' })).toBeNull());
    await expect(await rows('SELECT status, rejection_reason FROM payments WHERE id = ?', paymentIds.awaitingApproval)).toEqual([
      { status: 'CANCELLED', rejection_reason: 'Dekonttaki tutar eksik' },
    ]);
    const all = within(await canvas.findByRole('table', { name: 'Tüm ödemeler' }));
    await expect(await all.findByText('Gerekçe: Dekonttaki tutar eksik')).toBeVisible();
    await expect(await canvas.findByText('Onay bekleyen dekont yok.')).toBeVisible();
    const cancelled = seededPayments.filter((p) => p.status === 'CANCELLED').length;
    await waitFor(async () => expect(within(await canvas.findByRole('table', { name: 'Tüm ödemeler' })).getAllByText('İptal Edildi')).toHaveLength(cancelled + 1));
  },
};

/** 'Vazgeç' closes the reject dialog and nothing is sent: the receipt still waits for approval. */
export const RejectCancelled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await approvalTable(canvas)).findByText(pnrCodes.pending);
    await userEvent.click(canvas.getByRole('button', { name: `Reddet ${pnrCodes.pending}` }));
    const dialog = within(await within(body()).findByRole('dialog', { name: 'Dekontu reddet' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Ret gerekçesi/ }), 'Yanlış dekont');
    await userEvent.click(dialog.getAllByRole('button', { name: 'Vazgeç' }).at(-1)!);
    await waitFor(() => expect(within(body()).queryByRole('dialog', { name: 'Dekontu reddet' })).toBeNull());
    await expect(await rows('SELECT status, rejection_reason FROM payments WHERE id = ?', paymentIds.awaitingApproval)).toEqual([
      { status: 'PENDING', rejection_reason: null },
    ]);
    await expect(within(await approvalTable(canvas)).getByText(pnrCodes.pending)).toBeVisible();
  },
};

/**
 * Issue 36: a booking cancelled from the profile takes its payment with it: no longer awaiting
 * approval, shown as the booking's cancellation in the list (not as pending).
 */
export const CancelledBooking: Story = {
  async beforeEach() {
    await rows("UPDATE reservations SET status = 'CANCELLED', cancelled_by = 'GUEST' WHERE pnr_code = ?", pnrCodes.pending);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Onay bekleyen dekont yok.')).toBeVisible();
    const all = within(await canvas.findByRole('table', { name: 'Tüm ödemeler' }));
    await expect(await all.findByText('Rezervasyon iptal')).toBeVisible();
  },
};

const onScreen = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.left >= 0 && box.right <= element.ownerDocument.documentElement.clientWidth;
};

/** On a phone (360 px) the payments are cards: the amount and Approve / Reject are on screen, not scrolled away. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const approval = within(await canvas.findByRole('list', { name: 'Onay bekleyen dekontlar' }));
    await expect(await approval.findByText(pnrCodes.pending)).toBeVisible();
    for (const element of [
      approval.getByText(/TL$/),
      approval.getByRole('button', { name: `Onayla ${pnrCodes.pending}` }),
      approval.getByRole('button', { name: `Reddet ${pnrCodes.pending}` }),
    ]) {
      await expect(element).toBeVisible();
      await expect(onScreen(element)).toBe(true);
    }
    await expect(canvas.queryByRole('table', { name: 'Onay bekleyen dekontlar' })).toBeNull();
  },
};

/** The phone's cards right to left (Persian interface). */
export const PhoneRightToLeft: Story = {
  globals: { viewport: { value: 'phone' }, locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const approval = within(await canvas.findByRole('list', { name: 'Onay bekleyen dekontlar' }));
    const reject = await approval.findByRole('button', { name: `Reddet ${pnrCodes.pending}` });
    await expect(onScreen(reject)).toBe(true);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** A refused verification shows the server's message; the row stays for another try. */
export const VerifyFailure: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('verifyPayment', 409, 'There is no receipt to verify for this payment'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await approvalTable(canvas)).findByText(pnrCodes.pending);
    await userEvent.click(canvas.getByRole('button', { name: `Onayla ${pnrCodes.pending}` }));
    await expect(await within(body()).findByText('There is no receipt to verify for this payment')).toBeInTheDocument();
    await expect(within(await approvalTable(canvas)).getByText(pnrCodes.pending)).toBeVisible();
  },
};

/** The receipt viewer fetches the file with the admin token and shows the PDF, with download and close. */
export const ReceiptViewer: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await approvalTable(canvas)).findByText(pnrCodes.pending);
    await userEvent.click(canvas.getAllByRole('button', { name: `Dekontu Görüntüle ${pnrCodes.pending}` })[0]!);
    const dialog = within(await within(body()).findByRole('dialog'));
    await expect(await dialog.findByTitle('Dekont önizlemesi')).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'İndir' })).toHaveAttribute('download', awaitingReceipt);
    await userEvent.click(dialog.getAllByRole('button', { name: 'Kapat' }).at(-1)!);
    await waitFor(() => expect(within(body()).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A receipt that fails to load: the message and 'Tekrar Dene', which loads it. */
export const ReceiptLoadFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getUploadedFile.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await approvalTable(canvas)).findByText(pnrCodes.pending);
    await userEvent.click(canvas.getAllByRole('button', { name: `Dekontu Görüntüle ${pnrCodes.pending}` })[0]!);
    const dialog = within(await within(body()).findByRole('dialog'));
    const failure = await dialog.findByText('Dekont görüntülenirken bir hata oluştu.');
    // The modal fades in: visible once its transition has run.
    await waitFor(() => expect(failure).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await dialog.findByTitle('Dekont önizlemesi')).toBeInTheDocument();
  },
};

/** No payments: the spec's empty text. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllPayments'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz ödeme kaydı bulunmamaktadır.')).toBeVisible();
  },
};

/** A load failure: Turkish message with 'Tekrar Dene'. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllPayments'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('Ödemeler yüklenirken bir hata oluştu.'))[0]).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Tekrar Dene' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllPayments'));
  },
};

/** Persian interface: right-to-left, the payments screen stays Turkish (spec). */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Ödeme Yönetimi' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * The refunds tabs: an admin's cancellation of a paid stay shows as due (not as refunded) with
 * the amount the Worker owes; each tab loads its own list when opened.
 */
export const RefundsTabs: Story = {
  async beforeEach() {
    await adminPost('adminCancelReservation', reservationIds.confirmed, { reason: 'Otel bakım nedeniyle kapalı' });
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Ödemeler', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'İade bekleyenler' }));
    const due = within(await canvas.findByRole('table', { name: 'İade bekleyenler' }));
    await expect(await due.findByText(pnrCodes.confirmed)).toBeVisible();
    await expect(await rows('SELECT status FROM refunds')).toEqual([{ status: 'DUE' }]);
    await userEvent.click(canvas.getByRole('tab', { name: 'İade edilenler' }));
    await expect(await canvas.findByText('Henüz iade gönderilmedi.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Ödemeler' }));
    await expect(await approvalTable(canvas)).toBeVisible();
  },
};

/** Persian: the tabs in Persian, right to left; the due list empty in the demo world. */
export const RightToLeftRefunds: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'بازپرداخت‌های معوق' }));
    await expect(await canvas.findByText('بازپرداخت معوقی وجود ندارد.')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
