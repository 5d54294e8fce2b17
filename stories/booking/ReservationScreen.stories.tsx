import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addDays, priceStay, ReservationMessages, TERMS_VERSION, vanToday } from '../../contract';
import { rateRulesOf } from '../../scripts/seed-data';
import { formatMoney } from '../../src/lib/format';
import { hotelIds, hotels, roomTypeIds, roomTypes, rows, USER_LOGIN } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { ConfirmationScreen } from '../../src/features/booking/components/ConfirmationScreen';
import { ReservationScreen } from '../../src/features/booking/components/ReservationScreen';
import { chooseFile, pngReceipt, refuse } from './storyHelpers';
import enErrors from '../../src/locales/en/errors.json';
import faErrors from '../../src/locales/fa/errors.json';

const checkIn = addDays(vanToday(), 30);
const checkOut = addDays(checkIn, 3);
const prefilled = `/reserve/${hotelIds.ipekyolu}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&roomTypeId=${roomTypeIds.ipekyoluDouble}`;

/**
 * The total the form must show for `rooms` rooms of a demo room type on the prefilled nights: the
 * quote's, by the one rule (contract/stayPricing.ts) with the seed's rates and the hotel's tax.
 */
function totalText(roomTypeId: string, rooms: number, language: 'tr' | 'fa' = 'tr'): string {
  const room = roomTypes.find((candidate) => candidate.id === roomTypeId)!;
  const hotel = hotels.find((candidate) => candidate.id === room.hotelId)!;
  const price = priceStay({ pricePerNightCents: Math.round(room.pricePerNight * 100) }, rateRulesOf(room.id), { checkIn, checkOut, rooms }, hotel.taxRate);
  return formatMoney(price.totalCents / 100, language);
}

/** The booking path as the app mounts it: the form at /reserve/:id, then /reservation-confirmation. */
function BookingRoutes() {
  return <Outlet />;
}

/**
 * /reserve/{id} (and /tour-reserve/{id}): the form prefilled from the URL (docs/urls.md), the live
 * total, every validation message of spec section 5, the server's refusals, and the receipt step.
 */
const meta = {
  title: 'Screens/Booking/ReservationScreen',
  component: BookingRoutes,
  parameters: {
    route: prefilled,
    router: {
      path: '/',
      children: [
        { path: 'reserve/:id', element: <ReservationScreen /> },
        { path: 'tour-reserve/:id', element: <ReservationScreen /> },
        { path: 'reservation-confirmation', element: <ConfirmationScreen /> },
      ],
    },
  },
} satisfies Meta<typeof BookingRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits after a network step are generous: the test machine is shared. */
const wait = { timeout: 5000 };

type Canvas = ReturnType<typeof within>;

async function fillGuest(canvas: Canvas) {
  await userEvent.click(await canvas.findByLabelText(/Ad Soyad/, {}, wait));
  await userEvent.paste('Deniz Yılmaz');
  await userEvent.click(canvas.getByLabelText(/E-posta/));
  await userEvent.paste('deniz@example.com');
  await userEvent.click(canvas.getByLabelText(/Telefon/));
  await userEvent.paste('+90 555 123 45 67');
}

/** The required box of the legal texts (src/components/TermsAcceptance.tsx). */
const TERMS = /okudum ve kabul ediyorum/;
const TERMS_REQUIRED = 'Rezervasyon için satış koşullarını, aydınlatma metnini ve iptal kurallarını kabul etmelisiniz.';

const acceptTerms = (canvas: Canvas) => userEvent.click(canvas.getByRole('checkbox', { name: TERMS }));

async function roomTypesLoaded(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(roomTypeIds.ipekyoluDouble), wait);
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Rezervasyon Yap' }));

/** Prefilled from the URL: dates, guests and room type; the quote's total (3 nights of one DOUBLE plus the hotel's tax). */
export const Prefilled: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'İpekyolu Grand Otel' }, wait)).toBeVisible();
    await roomTypesLoaded(canvas);
    await expect(canvas.getByLabelText(/Giriş Tarihi/)).toHaveValue(checkIn);
    await expect(canvas.getByLabelText(/Çıkış Tarihi/)).toHaveValue(checkOut);
    await expect(canvas.getByLabelText(/Giriş Tarihi/)).toHaveAttribute('min', vanToday());
    await expect(canvas.getByLabelText(/Misafir Sayısı/)).toHaveValue('2');
    await expect(canvas.getByLabelText(/Oda Sayısı/)).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: 'Banka Havalesi / EFT' })).toBeChecked();
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluDouble, 1)} TL`), wait);
    await expect(canvas.getByTestId('quote-tax')).toBeVisible();
    await expect(canvas.getByTestId('capacity-hint')).toHaveTextContent('2 misafir kalabilir');
  },
};

/**
 * From a search for three guests whose cheapest option is two double rooms: the link carries
 * `rooms`, so the form asks for two rooms and the party fits (it used to ask for one).
 */
export const PrefilledRooms: Story = {
  parameters: { route: `/reserve/${hotelIds.ipekyolu}?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&roomTypeId=${roomTypeIds.ipekyoluDouble}&rooms=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await expect(canvas.getByLabelText(/Oda Sayısı/)).toHaveValue('2');
    await expect(canvas.getByTestId('capacity-hint')).toHaveTextContent('4 misafir kalabilir');
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluDouble, 2)} TL`), wait);
  },
};

/** The total follows the room quantity and the room type live (the quote asked again). */
export const LiveTotal: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    const quantity = canvas.getByLabelText(/Oda Sayısı/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluDouble, 2)} TL`), wait);
    await userEvent.selectOptions(canvas.getByLabelText(/Oda Tipi/), roomTypeIds.ipekyoluSuite);
    // The suite sleeps the two guests in one room: the rooms are counted again for the type.
    await expect(canvas.getByLabelText(/Oda Sayısı/)).toHaveValue('1');
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluSuite, 1)} TL`), wait);
  },
};

/**
 * Opened from a search's single-room option (two singles for two guests), the guest switches to
 * a double: the form asks for one double, not two, and charges one (issue 36, item 8).
 */
export const RoomTypeSwitchRecountsRooms: Story = {
  parameters: { route: `/reserve/${hotelIds.ipekyolu}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&roomTypeId=${roomTypeIds.ipekyoluSingle}&rooms=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(roomTypeIds.ipekyoluSingle), wait);
    await expect(canvas.getByLabelText(/Oda Sayısı/)).toHaveValue('2');
    await userEvent.selectOptions(canvas.getByLabelText(/Oda Tipi/), roomTypeIds.ipekyoluDouble);
    await expect(canvas.getByLabelText(/Oda Sayısı/)).toHaveValue('1');
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluDouble, 1)} TL`), wait);
    await userEvent.selectOptions(canvas.getByLabelText(/Oda Tipi/), roomTypeIds.ipekyoluSingle);
    await expect(canvas.getByLabelText(/Oda Sayısı/)).toHaveValue('2');
  },
};

/**
 * Nowruz nights: the room list prices the suite for those nights as the summary does (the quote's
 * total for one room, the season's rates and the tax), not the base price (issue 36, item 2).
 */
export const NowruzRoomListMatchesSummary: Story = {
  parameters: { route: `/reserve/${hotelIds.ipekyolu}?checkIn=2027-03-19&checkOut=2027-03-22&guests=2&roomTypeId=${roomTypeIds.ipekyoluSuite}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const suite = roomTypes.find((room) => room.id === roomTypeIds.ipekyoluSuite)!;
    const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;
    const priced = priceStay({ pricePerNightCents: Math.round(suite.pricePerNight * 100) }, rateRulesOf(suite.id), { checkIn: '2027-03-19', checkOut: '2027-03-22', rooms: 1 }, hotel.taxRate);
    const total = `${formatMoney(priced.totalCents / 100, 'tr')} TL`;
    await waitFor(() => expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(suite.id), wait);
    const option = canvas.getByRole('option', { selected: true });
    await waitFor(() => expect(option).toHaveTextContent(`3 gece ${total} / oda`), wait);
    await expect(option).not.toHaveTextContent(`gecelik ${formatMoney(suite.pricePerNight, 'tr')} TL`);
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(total), wait);
  },
};

/** The hotel has no room types: the one option 'Oda tipi bulunamadı'. */
export const NoRoomTypes: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getHotelRoomTypes'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: ReservationMessages.noRoomType }, wait)).toBeInTheDocument();
  },
};

/** Hotel and room types still loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getHotelById', 'getHotelRoomTypes'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Otel Rezervasyonu' }, wait)).toBeVisible();
    await expect(canvas.getByTestId('live-total')).toHaveTextContent('—');
  },
};

/** An unknown hotel: 'Otel bilgisi eksik', also on submit. */
export const HotelMissing: Story = {
  parameters: { route: `/reserve/00000000-0000-4000-8000-000000000000?checkIn=${checkIn}&checkOut=${checkOut}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Otel bilgisi eksik', {}, wait)).toBeVisible();
    await fillGuest(canvas);
    await submit(canvas);
    await expect(await canvas.findByTestId('form-error', {}, wait)).toHaveTextContent('Otel bilgisi eksik');
  },
};

/** Nothing filled in: every required field says so; the room type is already chosen for one guest. */
export const RequiredFields: Story = {
  parameters: { route: `/reserve/${hotelIds.ipekyolu}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'İpekyolu Grand Otel' }, wait)).toBeVisible();
    await submit(canvas);
    for (const message of [
      'Ad soyad zorunludur',
      'E-posta zorunludur',
      'Telefon zorunludur',
      'Giriş tarihi zorunludur',
      'Çıkış tarihi zorunludur',
      TERMS_REQUIRED,
    ]) {
      await expect(await canvas.findByText(message, {}, wait)).toBeVisible();
    }
    // The room type is never left blank: one guest gets the cheapest room (contract/availability.ts).
    await expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(roomTypeIds.ipekyoluSingle);
    await expect(canvas.queryByText('Oda tipi zorunludur')).not.toBeInTheDocument();
  },
};

async function setDate(canvas: Canvas, label: RegExp, value: string) {
  const input = canvas.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

async function setNumber(canvas: Canvas, label: RegExp, value: string) {
  const input = canvas.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

/**
 * No room type in the link: the form chooses the cheapest that sleeps the party (two guests: the
 * double, never the single), and again when the party outgrows it (three: the suite); a smaller
 * party keeps the room type chosen.
 */
export const PreselectsForTheParty: Story = {
  parameters: { route: `/reserve/${hotelIds.ipekyolu}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await setNumber(canvas, /Misafir Sayısı/, '3');
    await waitFor(() => expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(roomTypeIds.ipekyoluSuite), wait);
    await setNumber(canvas, /Misafir Sayısı/, '1');
    await expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(roomTypeIds.ipekyoluSuite);
    await userEvent.selectOptions(canvas.getByLabelText(/Oda Tipi/), roomTypeIds.ipekyoluSingle);
    await setNumber(canvas, /Oda Sayısı/, '2');
    await expect(canvas.getByLabelText(/Oda Tipi/)).toHaveValue(roomTypeIds.ipekyoluSingle);
  },
};

/** A check-in before Van's today: 'Geçmiş bir tarih için rezervasyon yapamazsınız'. */
export const PastCheckIn: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await setDate(canvas, /Giriş Tarihi/, addDays(vanToday(), -1));
    // The summary's quote says so before the guest commits (contract/stayPricing.ts via the quote)...
    await expect(await canvas.findByTestId('quote-refusal', {}, wait)).toHaveTextContent('Geçmiş bir tarih için rezervasyon yapamazsınız');
    await submit(canvas);
    // ...and the field after submitting.
    await waitFor(() => expect(canvas.getAllByText('Geçmiş bir tarih için rezervasyon yapamazsınız')).toHaveLength(2), wait);
  },
};

/** A check-out on the check-in day: 'Çıkış tarihi giriş tarihinden sonra olmalıdır'. */
export const CheckOutBeforeCheckIn: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await setDate(canvas, /Çıkış Tarihi/, checkIn);
    await submit(canvas);
    await expect(await canvas.findByText('Çıkış tarihi giriş tarihinden sonra olmalıdır', {}, wait)).toBeVisible();
  },
};

/** Room quantity 0: 'Oda sayısı en az 1 olmalıdır'. */
export const QuantityMin: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await setNumber(canvas, /Oda Sayısı/, '0');
    await submit(canvas);
    await expect(await canvas.findByText('Oda sayısı en az 1 olmalıdır', {}, wait)).toBeVisible();
  },
};

/** Three guests in one double room: the capacity hint turns red and the form says why. */
export const TooManyGuests: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    // Nine guests in one room: no room type sleeps them, so the choice stays and the rule speaks.
    await setNumber(canvas, /Misafir Sayısı/, '9');
    await submit(canvas);
    await expect(await canvas.findByText('Misafir sayısı seçilen odaların kapasitesini aşıyor', {}, wait)).toBeVisible();
  },
};

/** An email without a domain. */
export const InvalidEmail: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await userEvent.click(canvas.getByLabelText(/E-posta/));
    await userEvent.paste('deniz@');
    await submit(canvas);
    await expect(await canvas.findByText('Geçerli bir e-posta adresi girin', {}, wait)).toBeVisible();
  },
};

/** The server says no rooms are left (409): its message, every typed value kept. */
export const ServerNoRoomsLeft: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('createReservation', 409, ReservationMessages.noRoomsLeft));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await fillGuest(canvas);
    await acceptTerms(canvas);
    await submit(canvas);
    await expect(await canvas.findByTestId('form-error', {}, wait)).toHaveTextContent(ReservationMessages.noRoomsLeft);
    await expect(canvas.getByLabelText(/Ad Soyad/)).toHaveValue('Deniz Yılmaz');
    await expect(canvas.getByLabelText(/Telefon/)).toHaveValue('+90 555 123 45 67');
    await expect(canvas.getByLabelText(/Giriş Tarihi/)).toHaveValue(checkIn);
  },
};

/** The labels a guest fills in, per language (en and fa stories of the server's coded refusals). */
const formLabels = {
  en: { name: /Full name/, email: /Email/, phone: /Phone/, terms: /I have read and accept/, submit: 'Make reservation', checkIn: /Check-in date/ },
  fa: { name: /نام و نام خانوادگی/, email: /ایمیل/, phone: /تلفن/, terms: /شرایط فروش/, submit: 'ثبت رزرو', checkIn: /تاریخ ورود/ },
} as const;

async function bookIn(canvas: Canvas, language: keyof typeof formLabels) {
  const labels = formLabels[language];
  await userEvent.click(await canvas.findByLabelText(labels.name, {}, wait));
  await userEvent.paste('Deniz Yılmaz');
  await userEvent.click(canvas.getByLabelText(labels.email));
  await userEvent.paste('deniz@example.com');
  await userEvent.click(canvas.getByLabelText(labels.phone));
  await userEvent.paste('+90 555 123 45 67');
  await userEvent.click(canvas.getByRole('checkbox', { name: labels.terms }));
  await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
}

/**
 * The 409 sold out in English (docs/decisions/0011-error-codes.md): the server's text is Turkish,
 * its code ROOMS_SOLD_OUT, and the guest reads the code's English translation.
 */
export const ServerNoRoomsLeftEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(refuse('createReservation', 409, ReservationMessages.noRoomsLeft, undefined, 'ROOMS_SOLD_OUT'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/Room type/)).toHaveValue(roomTypeIds.ipekyoluDouble), wait);
    await bookIn(canvas, 'en');
    const error = await canvas.findByTestId('form-error', {}, wait);
    await expect(error).toHaveTextContent(enErrors.ROOMS_SOLD_OUT);
    await expect(error).not.toHaveTextContent(ReservationMessages.noRoomsLeft);
    await expect(canvas.getByLabelText(formLabels.en.name)).toHaveValue('Deniz Yılmaz');
  },
};

/** The same refusal in Persian. */
export const ServerNoRoomsLeftPersian: Story = {
  globals: { locale: 'fa' },
  beforeEach({ msw }) {
    msw.use(refuse('createReservation', 409, ReservationMessages.noRoomsLeft, undefined, 'ROOMS_SOLD_OUT'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/نوع اتاق/)).toHaveValue(roomTypeIds.ipekyoluDouble), wait);
    await bookIn(canvas, 'fa');
    const error = await canvas.findByTestId('form-error', {}, wait);
    await expect(error).toHaveTextContent(faErrors.ROOMS_SOLD_OUT);
    await expect(error).not.toHaveTextContent(ReservationMessages.noRoomsLeft);
  },
};

/** A field error with its code (check-in in the past): in Persian on the form and on the field. */
export const ServerPastDatePersian: Story = {
  globals: { locale: 'fa' },
  beforeEach({ msw }) {
    msw.use(
      refuse(
        'createReservation',
        400,
        ReservationMessages.pastCheckIn,
        [{ path: 'checkIn', message: ReservationMessages.pastCheckIn, code: 'CHECK_IN_IN_PAST' }],
        'CHECK_IN_IN_PAST',
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/نوع اتاق/)).toHaveValue(roomTypeIds.ipekyoluDouble), wait);
    await bookIn(canvas, 'fa');
    await expect(await canvas.findByTestId('form-error', {}, wait)).toHaveTextContent(faErrors.CHECK_IN_IN_PAST);
    await expect(canvas.getByLabelText(formLabels.fa.checkIn)).toHaveAccessibleDescription(faErrors.CHECK_IN_IN_PAST);
  },
};

/** The server refuses a past date (its clock is the truth): the message on the field and the form. */
export const ServerPastDate: Story = {
  beforeEach({ msw }) {
    msw.use(
      refuse('createReservation', 400, ReservationMessages.pastCheckIn, [{ path: 'checkIn', message: ReservationMessages.pastCheckIn }]),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await fillGuest(canvas);
    await acceptTerms(canvas);
    await submit(canvas);
    await expect(await canvas.findByTestId('form-error', {}, wait)).toHaveTextContent(ReservationMessages.pastCheckIn);
    await expect(canvas.getByLabelText(/Giriş Tarihi/)).toHaveAccessibleDescription(ReservationMessages.pastCheckIn);
    await expect(canvas.getByLabelText(/Ad Soyad/)).toHaveValue('Deniz Yılmaz');
  },
};

/** An unexpected failure: 'Rezervasyon oluşturulurken bir hata oluştu'. */
export const ServerFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'createReservation'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await fillGuest(canvas);
    await acceptTerms(canvas);
    await submit(canvas);
    await expect(await canvas.findByTestId('form-error', {}, wait)).toHaveTextContent('Rezervasyon oluşturulurken bir hata oluştu');
  },
};

/** The payment record cannot be created: 'Ödeme işlemi başarısız oldu', no receipt view; the retry recovers. */
export const PaymentCreateFails: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'createPayment'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await fillGuest(canvas);
    await acceptTerms(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert', { name: 'Ödeme işlemi başarısız oldu' }, wait)).toBeVisible();
    await expect(canvas.queryByTestId('pnr-code')).not.toBeInTheDocument();
    await step('retry once the server recovers', async () => {
      context.msw.resetHandlers();
      await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
      await expect(await canvas.findByTestId('pnr-code', {}, wait)).toBeVisible();
    });
  },
};

/** The whole path: book, see PNR + IBAN + total, upload a PNG, land on the confirmation with every field. */
export const BookUploadConfirm: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await fillGuest(canvas);
    await acceptTerms(canvas);
    await userEvent.type(canvas.getByLabelText(/Özel İstekler/), 'Göl manzaralı oda');
    await submit(canvas);
    const pnr = await canvas.findByTestId('pnr-code', {}, wait);
    const pnrCode = pnr.textContent ?? '';
    await expect(pnrCode).toMatch(/^[A-Z0-9]{6,}$/);
    await expect(await canvas.findByTestId('iban', {}, wait)).toHaveTextContent('TR33 0001 0012 3456 7890 1234 56');
    await expect(canvas.getByTestId('receipt-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluDouble, 1)} TL`);
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(canvas.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rezervasyonunuz alındı' }, wait)).toBeVisible();
    await expect(canvas.getByTestId('confirmation-pnr')).toHaveTextContent(pnrCode);
    await expect(canvas.getByText('İpekyolu Grand Otel')).toBeVisible();
    await expect(canvas.getByText('Deniz Yılmaz')).toBeVisible();
    await expect(canvas.getByText(`${totalText(roomTypeIds.ipekyoluDouble, 1)} TL`)).toBeVisible();
    // The room booked: how many and which type (issue 36, item 13).
    await expect(canvas.getByText('1 × Çift kişilik oda')).toBeVisible();
  },
};

/**
 * Everything filled in but the terms box: the box says why in the visitor's language and nothing
 * is booked; ticked, the booking goes through and stores the current version of the texts. Each
 * text is a link that opens in a new tab, so what was typed stays.
 */
export const TermsRequired: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await fillGuest(canvas);
    await expect(canvas.getByRole('link', { name: 'Satış koşullarını' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'aydınlatma metnini' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: 'iptal kurallarını' })).toHaveAttribute('href', '/cancellation-policy');
    await expect(canvas.getByRole('link', { name: 'iptal kurallarını' })).toHaveAttribute('target', '_blank');
    await submit(canvas);
    await expect(await canvas.findByText(TERMS_REQUIRED, {}, wait)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox', { name: TERMS })).toHaveAccessibleDescription(new RegExp(TERMS_REQUIRED));
    await expect(canvas.queryByTestId('pnr-code')).not.toBeInTheDocument();

    await acceptTerms(canvas);
    await submit(canvas);
    const pnrCode = (await canvas.findByTestId('pnr-code', {}, wait)).textContent ?? '';
    const [stored] = await rows(
      'SELECT terms_version AS version, terms_accepted_at = created_at AS acceptedWhenBooked FROM reservations WHERE pnr_code = ?',
      pnrCode,
    );
    await expect(stored).toEqual({ version: TERMS_VERSION, acceptedWhenBooked: 1 });
  },
};

/** /tour-reserve/{id} is the same screen. */
export const TourReserveRoute: Story = {
  parameters: { route: prefilled.replace('/reserve/', '/tour-reserve/') },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(`${totalText(roomTypeIds.ipekyoluDouble, 1)} TL`), wait);
  },
};

/** Persian: right to left, Persian labels and digits; a validation message in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'رزرو هتل' }, wait)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await waitFor(() => expect(canvas.getByLabelText(/نوع اتاق/)).toHaveValue(roomTypeIds.ipekyoluDouble), wait);
    await waitFor(() => expect(canvas.getByTestId('live-total')).toHaveTextContent(totalText(roomTypeIds.ipekyoluDouble, 1, 'fa')), wait);
    await userEvent.click(canvas.getByRole('button', { name: 'ثبت رزرو' }));
    await expect(await canvas.findByText('نام و نام خانوادگی الزامی است', {}, wait)).toBeVisible();
    await expect(canvas.getByText('برای رزرو باید شرایط فروش، اطلاعیه حریم خصوصی و قوانین لغو را بپذیرید.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'شرایط فروش' })).toHaveAttribute('href', '/terms');
  },
};

/** A signed-in guest finds the name and e-mail of the profile already filled in, still editable (issue 36, item 13). */
export const SignedInPrefilled: Story = {
  parameters: { session: 'user' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await roomTypesLoaded(canvas);
    const name = canvas.getByLabelText(/Ad Soyad/);
    await expect(name).toHaveValue(USER_LOGIN.name);
    await expect(canvas.getByLabelText(/E-posta/)).toHaveValue(USER_LOGIN.email);
    await userEvent.clear(name);
    await userEvent.type(name, 'Deniz Yılmaz');
    await expect(name).toHaveValue('Deniz Yılmaz');
  },
};
