import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { paymentIds, pendingBookingToken, pnrCodes } from '../world';
import { failing } from '../../mocks/variants';
import { ReceiptView } from '../../src/features/booking/components/ReceiptView';
import { answer, bigReceipt, chooseFile, pngReceipt, refuse, textFile } from './storyHelpers';

/**
 * The receipt view (second step of /reserve/{id}): PNR, the company's bank account from
 * GET /api/config/public, the total, the PNR note, and the receipt upload with every check and
 * every server refusal. A refused upload or attach is an error with a retry, never a success.
 */
const meta = {
  title: 'Screens/Booking/ReceiptView',
  component: ReceiptView,
  parameters: { route: '/reserve/x' },
  args: {
    pnrCode: pnrCodes.pending,
    totalAmount: 10200,
    paymentId: paymentIds.awaitingApproval,
    bookingToken: pendingBookingToken,
    onUploaded: fn(),
  },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits after a network step are generous: the test machine is shared. */
const wait = { timeout: 5000 };

/** PNR, bank, account holder, IBAN with copy, total, the PNR note and the notes. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('pnr-code')).toHaveTextContent(pnrCodes.pending);
    await expect(await canvas.findByText('Ziraat Bankası', {}, wait)).toBeVisible();
    await expect(canvas.getByText('Van Turizm A.Ş.')).toBeVisible();
    await expect(canvas.getByTestId('iban')).toHaveTextContent('TR33 0001 0012 3456 7890 1234 56');
    await expect(canvas.getByRole('button', { name: "IBAN'ı kopyala" })).toBeVisible();
    await expect(canvas.getByTestId('receipt-total')).toHaveTextContent('10.200 TL');
    await expect(canvas.getByText(`Havale açıklamasına PNR kodunuzu (${pnrCodes.pending}) yazmayı unutmayın.`)).toBeVisible();
    await expect(canvas.getByText('Ödemesi yapılmayan rezervasyonlar 48 saat sonra iptal edilir.')).toBeVisible();
    await expect(canvas.getByText('Rezervasyonunuz ödeme onaylandıktan sonra aktif olur.')).toBeVisible();
  },
};

/** A PNG is chosen (its name shows, removable), uploaded with progress, attached: onUploaded once. */
export const UploadSucceeds: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await expect(canvas.getByTestId('receipt-file-name')).toHaveTextContent('dekont.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1), wait);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Remove file: the choice goes; uploading without a file asks for one. */
export const RemoveThenNoFile: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dosyayı kaldır' }));
    await expect(canvas.queryByTestId('receipt-file-name')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Lütfen bir dekont dosyası seçin');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** No file at all: 'Lütfen bir dekont dosyası seçin', nothing sent. */
export const NoFile: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dekontu Yükle' }, wait));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Lütfen bir dekont dosyası seçin');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** A 6 MB file is refused before sending. */
export const TooBig: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, bigReceipt());
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent("Dosya boyutu 5MB'dan küçük olmalıdır");
    await expect(canvas.queryByTestId('receipt-file-name')).not.toBeInTheDocument();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** A .txt file is refused before sending. */
export const WrongType: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, textFile());
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Sadece JPG, PNG ve PDF dosyaları yüklenebilir');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** The server refuses the size (413): its message after the spec's prefix, and a retry. */
export const Server413: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('uploadFile', 413, "Dosya boyutu 5MB'dan küçük olmalıdır"));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(
      "Dekont yükleme işlemi başarısız oldu: Dosya boyutu 5MB'dan küçük olmalıdır",
    );
    await expect(canvas.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** The server sniffs a file that is not JPG/PNG/PDF (415). */
export const Server415: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('uploadFile', 415, 'Sadece JPG, PNG ve PDF dosyaları yüklenebilir'));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(
      'Dekont yükleme işlemi başarısız oldu: Sadece JPG, PNG ve PDF dosyaları yüklenebilir',
    );
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** A 403 is an ERROR here (the spec's client reported it as success), with a retry that recovers. */
export const Server403ThenRetrySucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('uploadFile', 403, 'Invalid or expired booking token'));
  },
  async play({ canvasElement, args, context, step }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(
      'Dekont yükleme işlemi başarısız oldu: Invalid or expired booking token',
    );
    await expect(args.onUploaded).not.toHaveBeenCalled();
    await step('the server accepts the second try', async () => {
      context.msw.resetHandlers();
      await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
      await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1), wait);
    });
  },
};

/** The file is stored but attaching it fails: an error (not a success); the retry only re-attaches. */
export const AttachFailsThenRetrySucceeds: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'updateReceipt'));
  },
  async play({ canvasElement, args, context, step }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Dekont yüklenirken bir hata oluştu: Internal server error');
    await expect(args.onUploaded).not.toHaveBeenCalled();
    await step('attaching works on retry', async () => {
      context.msw.resetHandlers();
      await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
      await waitFor(() => expect(args.onUploaded).toHaveBeenCalledTimes(1), wait);
    });
  },
};

/** The upload answers 2xx without a stored file name: 'Geçersiz dosya yükleme yanıtı'. */
export const InvalidUploadResponse: Story = {
  beforeEach({ msw }) {
    msw.use(answer('uploadFile', 'Dosya yüklendi'));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Geçersiz dosya yükleme yanıtı');
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** The bank account cannot be loaded: a message and a retry (no literal account in the component). */
export const BankAccountError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getPublicConfig'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Banka hesap bilgileri yüklenemedi.', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  },
};

/** Persian: right to left, Persian texts; the IBAN stays left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'پرداخت خود را تکمیل کنید' }, wait)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await canvas.findByTestId('iban', {}, wait)).toHaveAttribute('dir', 'ltr');
    await chooseFile(canvasElement, textFile());
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('فقط فایل‌های JPG، PNG و PDF قابل بارگذاری هستند');
  },
};
