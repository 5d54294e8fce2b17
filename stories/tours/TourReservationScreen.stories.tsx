import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, TERMS_VERSION } from '../../contract';
import { rows, tourIds, tours, USER_LOGIN } from '../world';
import { failing, mockPath, slow } from '../../mocks/variants';
import { BankTransferStep } from '../../src/features/booking/components/BankTransferStep';
import { TourReservationScreen } from '../../src/features/tours/components/TourReservationScreen';
import { chooseFile, pngReceipt } from '../booking/storyHelpers';
import { formatMoney } from '../../src/lib/format';

const bookingCount = async () => (await rows('SELECT id FROM tour_reservations')).length;

/** The required box of the legal texts (src/components/TermsAcceptance.tsx). */
const TERMS = /okudum ve kabul ediyorum/;
const TERMS_REQUIRED = 'Rezervasyon için satış koşullarını, aydınlatma metnini ve iptal kurallarını kabul etmelisiniz.';

const breakfast = tours.find((tour) => tour.id === tourIds.breakfast)!;
const tl = (people: number) => `${formatMoney(breakfast.price * people, 'tr')} TL`;

/** /tour-reservation/{id}: the tour booking form (spec section 5), stored through POST /api/tour-reservations. */
const meta = {
  title: 'Screens/Tours/TourReservationScreen',
  component: TourReservationScreen,
  parameters: { route: `/tour-reservation/${breakfast.id}`, router: { path: '/tour-reservation/:id' } },
} satisfies Meta<typeof TourReservationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Every field valid but the terms box, left as it is. */
async function fillDetails(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ad Soyad' }), 'Zeynep Arslan');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-posta' }), 'zeynep@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Telefon' }), '+90 555 111 22 33');
  const people = canvas.getByRole('textbox', { name: 'Kişi sayısı' });
  await userEvent.clear(people);
  await userEvent.type(people, '2');
  await userEvent.click(canvas.getByRole('radio', { name: 'Banka havalesi' }));
}

async function fillValid(canvas: Canvas) {
  await fillDetails(canvas);
  await userEvent.click(canvas.getByRole('checkbox', { name: TERMS }));
}

/** The form with the first bookable date filled in and the live total for one person. */
export const Form: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' })).toBeVisible();
    await expect(canvas.getByText(breakfast.tourName, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByLabelText(/Tur tarihi/)).toHaveValue(breakfast.startDate);
    await expect(canvas.getByLabelText(/Tur tarihi/)).toHaveAttribute('max', breakfast.endDate);
    await expect(canvas.getByTestId('tour-total')).toHaveTextContent(tl(1));
  },
};

/** total = price x people, updated as the visitor types. */
export const LiveTotal: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const people = await canvas.findByRole('textbox', { name: 'Kişi sayısı' });
    await userEvent.clear(people);
    await userEvent.type(people, '3');
    await expect(canvas.getByTestId('tour-total')).toHaveTextContent(tl(3));
    await expect(canvas.getByText(`${tl(1)} × 3 kişi`)).toBeVisible();
  },
};

/** Submitting empty shows each rule's message; nothing is sent. */
export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const before = await bookingCount();
    const date = await canvas.findByLabelText(/Tur tarihi/);
    await userEvent.clear(date);
    const people = canvas.getByRole('textbox', { name: 'Kişi sayısı' });
    await userEvent.clear(people);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    for (const message of [
      'Ad soyad zorunludur',
      'Geçerli bir e-posta adresi girin',
      'Telefon zorunludur',
      'Bir tur tarihi seçin',
      'Kişi sayısı en az 1 olmalıdır',
      'Bir ödeme yöntemi seçin',
      TERMS_REQUIRED,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(await bookingCount()).toBe(before);
  },
};

/** A date outside the tour's dates, a bad email and too many people each get their own message. */
export const DateAndGroupRules: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const date = await canvas.findByLabelText(/Tur tarihi/);
    await userEvent.clear(date);
    await userEvent.type(date, '2027-12-15');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-posta' }), 'not-an-email');
    const people = canvas.getByRole('textbox', { name: 'Kişi sayısı' });
    await userEvent.clear(people);
    await userEvent.type(people, String(breakfast.participantCount + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByText(/arasında bir tarih seçin/)).toBeVisible();
    await expect(canvas.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
    await expect(canvas.getByText(`Bu tura en fazla ${breakfast.participantCount} kişi katılabilir`)).toBeVisible();
  },
};

/** A valid booking is stored and the thank-you offers the way home. */
export const SuccessfulBooking: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    await fillValid(canvas);
    await expect(canvas.getByTestId('tour-total')).toHaveTextContent(tl(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teşekkürler!' })).toBeVisible();
    await expect(canvas.getByText(/zeynep@example.com/)).toBeVisible();
    // The tour named in the page's language (its Turkish name), not the stored one.
    await expect(canvas.getByRole('status')).toHaveTextContent(breakfast.tourName);
    await expect(canvas.getByText(`Toplam: ${tl(2)}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ana sayfaya git' })).toBeVisible();
    const [stored] = await rows(
      `SELECT tour_id AS tourId, number_of_people AS numberOfPeople, total_amount_cents / 100.0 AS totalAmount, payment_method AS paymentMethod
       FROM tour_reservations WHERE email = ?`,
      'zeynep@example.com',
    );
    await expect(stored).toMatchObject({ tourId: breakfast.id, numberOfPeople: 2, totalAmount: breakfast.price * 2, paymentMethod: 'BANK_TRANSFER' });
  },
};

/**
 * Everything filled in but the terms box: the box says why in the visitor's language and nothing
 * is sent; ticked, the booking goes through with the current version of the texts. Each text is
 * a link that opens in a new tab, so what was typed stays.
 */
export const TermsRequired: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    const before = await bookingCount();
    await fillDetails(canvas);
    await expect(canvas.getByRole('link', { name: 'Satış koşullarını' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'aydınlatma metnini' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: 'iptal kurallarını' })).toHaveAttribute('href', '/cancellation-policy');
    await expect(canvas.getByRole('link', { name: 'Satış koşullarını' })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByText(TERMS_REQUIRED)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAccessibleDescription(new RegExp(TERMS_REQUIRED));
    await expect(await bookingCount()).toBe(before);

    await userEvent.click(canvas.getByRole('checkbox', { name: TERMS }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teşekkürler!' })).toBeVisible();
    const [stored] = await rows(
      'SELECT terms_version AS version, terms_accepted_at IS NOT NULL AS accepted FROM tour_reservations WHERE email = ? ORDER BY created_at DESC LIMIT 1',
      'zeynep@example.com',
    );
    await expect(stored).toEqual({ version: TERMS_VERSION, accepted: 1 });
  },
};

/** The server refuses (no seats left, 409): the message shows on the form and nothing typed is lost. */
export const ServerRefusalGroupFull: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockPath(endpoints.createTourReservation.path), () =>
        HttpResponse.json({ message: 'Not enough places left on this tour for this date' }, { status: 409 }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Bu tarihte turda yeterli yer kalmadı');
    await expect(canvas.getByRole('textbox', { name: 'Ad Soyad' })).toHaveValue('Zeynep Arslan');
    await expect(canvas.getByRole('textbox', { name: 'E-posta' })).toHaveValue('zeynep@example.com');
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toBeChecked();
  },
};

/** A validation refusal from the server lands on its field (src/lib/formErrors.ts), values kept. */
export const ServerRefusalDate: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockPath(endpoints.createTourReservation.path), () =>
        HttpResponse.json(
          {
            message: 'The tour does not run on this date',
            details: [{ path: 'tourDate', message: 'The tour does not run on this date' }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await waitFor(() => expect(canvas.getAllByText('The tour does not run on this date').length).toBeGreaterThanOrEqual(2));
    await expect(canvas.getByLabelText(/Tur tarihi/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+90 555 111 22 33');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getTourById'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getTourById'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    context.msw.resetHandlers();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'رزرو تور' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByTestId('tour-total')).toHaveTextContent(`${formatMoney(breakfast.price, 'fa')} لیر`);
    await userEvent.click(canvas.getByRole('button', { name: 'تکمیل رزرو' }));
    await expect(await canvas.findByText('نام و نام خانوادگی الزامی است')).toBeVisible();
    await expect(canvas.getByText('برای رزرو باید شرایط فروش، اطلاعیه حریم خصوصی و قوانین لغو را بپذیرید.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /را خوانده‌ام و می‌پذیرم/ })).toBeVisible();
  },
};

const wait = { timeout: 5000 };

/**
 * A bank transfer booking as the app shows it (src/app/router.tsx passes the booking feature's
 * step): after the thank-you, the PNR, the bank account and the total, then the receipt upload;
 * the uploaded receipt is attached to the booking's payment and awaits the admin's approval.
 */
export const PayByBankTransfer: Story = {
  args: { PaymentStep: BankTransferStep },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teşekkürler!' })).toBeVisible();
    const pnrCode = (await canvas.findByTestId('pnr-code', {}, wait)).textContent ?? '';
    await expect(await canvas.findByTestId('iban', {}, wait)).toHaveTextContent('TR33 0001 0012 3456 7890 1234 56');
    await expect(canvas.getByTestId('receipt-total')).toHaveTextContent(tl(2));
    await expect(canvas.getByText(`Havale açıklamasına PNR kodunuzu (${pnrCode}) yazmayı unutmayın.`)).toBeVisible();
    const uploadButton = await canvas.findByRole('button', { name: 'Dekontu Yükle' }, wait);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(uploadButton);
    await expect(await canvas.findByText(/Dekontunuz alındı/, {}, wait)).toBeVisible();
    const [payment] = await rows(
      `SELECT p.status, p.receipt IS NOT NULL AS hasReceipt, p.amount_cents / 100.0 AS amount
       FROM payments p JOIN tour_reservations tr ON tr.id = p.tour_reservation_id WHERE tr.pnr_code = ?`,
      pnrCode,
    );
    await expect(payment).toMatchObject({ status: 'PENDING', hasReceipt: 1, amount: breakfast.price * 2 });
  },
};

/** The payment record cannot be created: the step says so with a retry, which recovers once the server does. */
export const PaymentStepFails: Story = {
  args: { PaymentStep: BankTransferStep },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'createPayment'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByRole('button', { name: 'Tekrar Dene' }, wait)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Dekontu Yükle' })).not.toBeInTheDocument();
    await step('retry once the server recovers', async () => {
      context.msw.resetHandlers();
      await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
      await expect(await canvas.findByRole('button', { name: 'Dekontu Yükle' }, wait)).toBeVisible();
    });
  },
};

/**
 * Issue 36: no card option leads nowhere (none is offered, no card is taken online); the
 * thank-you states the PNR code, and the booking is in the admin's payments at once.
 */
export const ThankYouStatesThePnr: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Tur rezervasyonu' });
    await expect(canvas.queryByRole('radio', { name: 'Kredi kartı' })).toBeNull();
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teşekkürler!' })).toBeVisible();
    const [booking] = await rows<{ pnr: string; payments: number }>(
      `SELECT tr.pnr_code AS pnr, (SELECT count(*) FROM payments p WHERE p.tour_reservation_id = tr.id) AS payments
       FROM tour_reservations tr WHERE tr.full_name = ? ORDER BY tr.created_at DESC LIMIT 1`,
      'Zeynep Arslan',
    );
    await expect(canvas.getByText(`PNR kodunuz: ${booking!.pnr}`)).toBeVisible();
    await expect(booking!.payments).toBe(1);
  },
};

/** The bank transfer step in Persian, right to left. */
export const PayByBankTransferRightToLeft: Story = {
  args: { PaymentStep: BankTransferStep },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'رزرو تور' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'نام و نام خانوادگی' }), 'Shirin Karimi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'ایمیل' }), 'shirin@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'تلفن' }), '+98 912 000 00 00');
    await userEvent.click(canvas.getByRole('radio', { name: 'حواله بانکی' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /را خوانده‌ام و می‌پذیرم/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'تکمیل رزرو' }));
    await expect(await canvas.findByTestId('pnr-code', {}, wait)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await canvas.findByRole('button', { name: 'بارگذاری رسید' }, wait)).toBeVisible();
  },
};

/** A signed-in guest finds the name and e-mail of the profile already filled in, and may change them (issue 36, item 13). */
export const SignedInPrefilled: Story = {
  parameters: { session: 'user' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Ad Soyad' });
    await expect(name).toHaveValue(USER_LOGIN.name);
    await expect(canvas.getByRole('textbox', { name: 'E-posta' })).toHaveValue(USER_LOGIN.email);
    await userEvent.clear(name);
    await userEvent.type(name, 'Zeynep Arslan');
    await expect(name).toHaveValue('Zeynep Arslan');
  },
};
