import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import trErrors from '../../src/locales/tr/errors.json';
import type { PaymentStatus } from '../../contract';
import { canReviewStay } from '../../contract/review';
import { vanToday } from '../../contract/time';
import { canLogIn, favourites, hotels, pnrCodes, reservations, rows, stored, tourReservations, tours, userIds, USER_LOGIN, users } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { LateReceiptUpload } from '../../src/features/booking/components/LateReceiptUpload';
import { ProfileScreen } from '../../src/features/profile/components/ProfileScreen';
import { chooseFile, pngReceipt } from '../booking/storyHelpers';
import { formatDate, formatMoney, formatNumber } from '../../src/lib/format';
import { getSession, getToken } from '../../src/lib/session';

const demo = users.find((user) => user.id === userIds.demo)!;
/** The demo user's Nowruz stay, still PENDING (the other one is CONFIRMED). */
const demoReservation = reservations.find((r) => r.pnrCode === pnrCodes.userPending)!;
const demoReservationHotel = hotels.find((h) => h.id === demoReservation.hotelId)!;
const favouriteHotel = hotels.find((h) => h.id === favourites.find((f) => f.userId === userIds.demo)!.hotelId)!;

/** The demo user's ended, confirmed stays: the one reviewed already, and the one still to review. */
const reviewedIds = new Set(
  (await rows<{ id: string }>('SELECT reservation_id AS id FROM reviews WHERE reservation_id IS NOT NULL')).map((row) => row.id),
);
const endedStays = reservations.filter((r) => r.userId === userIds.demo && canReviewStay(r, vanToday()));
const toReview = endedStays.find((r) => !reviewedIds.has(r.id))!;
const reviewed = endedStays.find((r) => reviewedIds.has(r.id))!;

/**
 * The demo user's payments in every status the spec names: the demo world has a PAID one
 * (2026-10-02) and a CANCELLED one (rejected receipt, 2026-10-18); the story adds the others.
 */
const morePayments: Array<[status: PaymentStatus, amount: number, date: string]> = [
  ['COMPLETED', 1250.5, '2026-10-05T09:00:00.000Z'],
  ['PENDING', 3300, '2026-10-10T09:00:00.000Z'],
  ['REFUNDED', 990, '2026-10-20T09:00:00.000Z'],
  ['FAILED', 400, '2026-10-22T09:00:00.000Z'],
];

/** /profile of the logged-in demo user: one story per tab and state (spec "Profile"). */
const meta = {
  title: 'Screens/Profile/ProfileScreen',
  component: ProfileScreen,
  parameters: { route: '/profile', session: 'user' },
  // Notifications live outside the story: none from an earlier story, none left for the next.
  beforeEach() {
    notifications.clean();
    return () => notifications.clean();
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

// ---------------------------------------------------------------------------------------------
// Profile info
// ---------------------------------------------------------------------------------------------

/** The first tab: name, email, role, language and member-since date from GET /api/users/me. */
export const Info: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: `Merhaba, ${demo.name}` })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profil Bilgileri' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('cell', { name: demo.email })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Kullanıcı adı' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Kullanıcı' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'İngilizce' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: formatDate(demo.createdAt, 'tr', 'long') })).toBeVisible();
  },
};

export const InfoLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getMe'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** GET /api/users/me fails; retry recovers once the server answers. */
export const InfoError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getMe'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Profil bilgileriniz yüklenemedi.');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('cell', { name: demo.email })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Reservations
// ---------------------------------------------------------------------------------------------

/** Chosen from the tab list: the demo user's reservation with hotel, dates, guests, status, PNR and total. */
export const Reservations: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Rezervasyonlarım' }));
    const card = (await canvas.findByRole('heading', { level: 2, name: demoReservationHotel.hotelName })).closest('article')!;
    const reservation = within(card as HTMLElement);
    await expect(reservation.getByText(demoReservation.pnrCode)).toBeVisible();
    await expect(reservation.getByText('Beklemede')).toBeVisible();
    await expect(reservation.getByText(formatDate(demoReservation.checkIn, 'tr'))).toBeVisible();
    await expect(reservation.getByText(formatDate(demoReservation.checkOut, 'tr'))).toBeVisible();
    await expect(reservation.getByText(`${formatMoney(demoReservation.totalAmount, 'tr')} TL`)).toBeVisible();
  },
};

/**
 * Issue 36: the pending stay whose receipt was rejected says so with the admin's reason, and
 * offers the bank details and a new receipt from the profile (no e-mail to type: it is the
 * user's own booking). Once uploaded, the card says the receipt is under review.
 */
export const ReservationsRejectedReceiptUpload: Story = {
  args: { PendingPayment: LateReceiptUpload },
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const card = within(await within(canvasElement).findByRole('article', { name: demoReservationHotel.hotelName }));
    const [before] = await rows<{ id: string; rejection_reason: string }>('SELECT id, rejection_reason FROM payments WHERE reservation_id = ?', demoReservation.id);
    await expect(await card.findByRole('status', { name: 'Ödeme: Dekont reddedildi' })).toBeVisible();
    await expect(card.getByText(`Gerekçe: ${before!.rejection_reason}`)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Banka bilgileri ve dekont yükleme' }));
    await expect(await card.findByTestId('iban')).toHaveTextContent('TR');
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(card.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await card.findByRole('status', { name: 'Ödeme: Dekont alındı — inceleniyor' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Banka bilgileri ve dekont yükleme' })).toBeNull();
    await expect(await rows('SELECT status, rejection_reason FROM payments WHERE id = ?', before!.id)).toEqual([{ status: 'PENDING', rejection_reason: null }]);
  },
};

/** The same card in Persian, right to left: the rejected state and the upload's button. */
export const ReservationsRejectedReceiptPersian: Story = {
  args: { PendingPayment: LateReceiptUpload },
  globals: { locale: 'fa' },
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'پرداخت: رسید رد شد' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'مشخصات بانکی و بارگذاری رسید' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/**
 * Persian: each card names its hotel in Persian (the call's `hotelDisplayName`, the demo world's
 * Persian name), not by the stored Turkish name.
 */
export const ReservationsHotelNamePersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const persian = demoReservationHotel.hotelName;
    const storedName = stored.hotels.find((hotel) => hotel.id === demoReservation.hotelId)!.hotelName;
    await expect(persian).not.toBe(storedName);
    const card = within((await canvas.findByRole('heading', { level: 2, name: persian })).closest('article') as HTMLElement);
    await expect(card.getByText(demoReservation.pnrCode)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: storedName })).not.toBeInTheDocument();
  },
};

/**
 * A room type the admin named themselves, with a Persian name: a Persian reader's booking names
 * it in Persian (the call's `roomTypeDisplayName`), not as stored.
 */
export const ReservationsOwnRoomNamePersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/profile?tab=reservations' },
  async beforeEach() {
    await rows('UPDATE room_types SET name = ? WHERE id = ?', 'Göl Manzaralı Oda', demoReservation.roomTypeId);
    await rows("DELETE FROM translations WHERE entity_kind = 'roomType' AND entity_id = ?", demoReservation.roomTypeId);
    await rows(
      "INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES ('roomType', ?, 'fa', 'name', ?), ('roomType', ?, 'en', 'name', ?)",
      demoReservation.roomTypeId,
      'اتاق رو به دریاچه',
      demoReservation.roomTypeId,
      'Lake View Room',
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const card = (await canvas.findByText(demoReservation.pnrCode)).closest('article')!;
    await expect(await within(card as HTMLElement).findByText(`${formatNumber(demoReservation.roomCount, 'fa')} × اتاق رو به دریاچه`)).toBeVisible();
    await expect(within(card as HTMLElement).queryByText(/Göl Manzaralı Oda/)).not.toBeInTheDocument();
  },
};

export const ReservationsLoading: Story = {
  parameters: { route: '/profile?tab=reservations' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getMyReservations'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const ReservationsEmpty: Story = {
  parameters: { route: '/profile?tab=reservations' },
  beforeEach({ msw }) {
    msw.use(...empty('getMyReservations'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz rezervasyonunuz yok.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Otellere göz at' })).toHaveAttribute('href', '/hotels');
  },
};

export const ReservationsError: Story = {
  parameters: { route: '/profile?tab=reservations' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getMyReservations'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Rezervasyonlarınız yüklenemedi.');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByText(demoReservation.pnrCode)).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Write a review (of a stay that has ended)
// ---------------------------------------------------------------------------------------------

const cardOf = async (canvasElement: HTMLElement, hotelName: string) =>
  within((await within(canvasElement).findByRole('heading', { level: 2, name: hotelName })).closest('article') as HTMLElement);
/** A stay's card shows the hotel's name as the booking keeps it (bookings are not translated: ADR docs/decisions/0012-content-translations.md). */
/** The stay's hotel as the card and the review dialog name it: in the story's language. */
const hotelNameOf = (reservation: { hotelId: string }) => hotels.find((hotel) => hotel.id === reservation.hotelId)!.hotelName;

/** Opens the review form of the stay to review from its card and fills it in. */
async function fillReview(canvasElement: HTMLElement, comment = 'Kalenin manzarası harikaydı, kahvaltı çok zengindi.') {
  const card = await cardOf(canvasElement, hotelNameOf(toReview));
  await userEvent.click(card.getByRole('button', { name: 'Yorum yaz' }));
  const dialog = within(await body().findByRole('dialog', { name: `${hotelNameOf(toReview)} konaklamanız` }));
  await userEvent.click(dialog.getByRole('radio', { name: '5 – Mükemmel' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /^Yorumunuz/ }), comment);
  return dialog;
}

/**
 * A stay that has ended offers "Write a review" (one already reviewed says so); the review is
 * sent with its reservation and waits for moderation.
 */
export const WriteReview: Story = {
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement, step }) {
    const reviewedCard = await cardOf(canvasElement, hotelNameOf(reviewed));
    await expect(reviewedCard.getByText('Yorumlandı')).toBeVisible();
    await expect(reviewedCard.queryByRole('button', { name: 'Yorum yaz' })).not.toBeInTheDocument();
    const dialog = await fillReview(canvasElement);
    await step('send: the review waits for moderation', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Yorumu Gönder' }));
      await expect(await dialog.findByText(/incelendikten sonra otelin sayfasında yayınlanacak/)).toBeVisible();
      await expect(await rows('SELECT status, rating, reservation_id FROM reviews WHERE reservation_id = ?', toReview.id)).toEqual([
        { status: 'PENDING', rating: 5, reservation_id: toReview.id },
      ]);
    });
    await step('closed: the stay is now reviewed', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Tamam' }));
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      const card = await cardOf(canvasElement, hotelNameOf(toReview));
      await expect(await card.findByText('Yorumlandı')).toBeVisible();
    });
  },
};

/** Rating and comment are required; nothing is sent without them. */
export const WriteReviewValidation: Story = {
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const card = await cardOf(canvasElement, hotelNameOf(toReview));
    await userEvent.click(card.getByRole('button', { name: 'Yorum yaz' }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Yorumu Gönder' }));
    await expect(await dialog.findByText('1 ile 5 arasında bir puan seçin')).toBeVisible();
    await expect(dialog.getByText('Konaklamanız hakkında birkaç kelime yazın')).toBeVisible();
    await expect(await rows('SELECT id FROM reviews WHERE reservation_id = ?', toReview.id)).toEqual([]);
  },
};

/** The stay was reviewed meanwhile (another tab): the server's 409 is shown (its code's Turkish text), the text typed is kept. */
export const WriteReviewAlreadyReviewed: Story = {
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const dialog = await fillReview(canvasElement, 'Sessiz bir oda.');
    await rows(
      `INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status, reservation_id)
       VALUES ('08000000-0000-4000-8000-000000000301', ?, ?, 4, 'Elsewhere', 'PENDING', ?)`,
      toReview.hotelId,
      userIds.demo,
      toReview.id,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Yorumu Gönder' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(trErrors.REVIEW_ALREADY_WRITTEN);
    await expect(dialog.getByRole('textbox', { name: /^Yorumunuz/ })).toHaveValue('Sessiz bir oda.');
  },
};

/** The stay was cancelled meanwhile: the server refuses (403) and says why. */
export const WriteReviewRefused: Story = {
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const dialog = await fillReview(canvasElement);
    await rows(`UPDATE reservations SET status = 'CANCELLED' WHERE id = ?`, toReview.id);
    await userEvent.click(dialog.getByRole('button', { name: 'Yorumu Gönder' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(trErrors.REVIEW_STAY_NOT_CONFIRMED);
    await expect(await rows('SELECT id FROM reviews WHERE reservation_id = ?', toReview.id)).toEqual([]);
  },
};

/** The after-stay e-mail's link (`?review=<reservationId>`) opens the form of that stay directly. */
export const ReviewFromLink: Story = {
  parameters: { route: `/profile?review=${toReview.id}` },
  async play({ canvasElement }) {
    await expect(await body().findByRole('dialog', { name: `${hotelNameOf(toReview)} konaklamanız` })).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: 'Rezervasyonlarım' })).toHaveAttribute('aria-selected', 'true');
    await expect(body().getByRole('radio', { name: '1 – Kötü' })).toBeVisible();
  },
};

/** The link of a stay reviewed already: no form, the dialog says so. */
export const ReviewLinkOfReviewedStay: Story = {
  parameters: { route: `/profile?review=${reviewed.id}` },
  async play() {
    const dialog = within(await body().findByRole('dialog', { name: `${hotelNameOf(reviewed)} konaklamanız` }));
    await expect(dialog.getByText('Bu konaklamayı zaten yorumladınız.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Yorumu Gönder' })).not.toBeInTheDocument();
  },
};

/** Persian: the form right to left; sent, it says the review waits for moderation. */
export const WriteReviewRightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: `/profile?review=${toReview.id}` },
  async play() {
    const dialog = within(await body().findByRole('dialog', { name: `اقامت شما در ${hotelNameOf(toReview)}` }));
    await userEvent.click(dialog.getByRole('radio', { name: '۴ – خیلی خوب' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^نظر شما/ }), 'اتاق تمیز و آرام بود.');
    await userEvent.click(dialog.getByRole('button', { name: 'ارسال نظر' }));
    await expect(await dialog.findByText(/پس از بررسی تیم ما در صفحهٔ هتل نمایش داده می‌شود/)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

// ---------------------------------------------------------------------------------------------
// Favourites
// ---------------------------------------------------------------------------------------------

/** The saved hotel links to its page; Remove takes it off the list and off the account. */
export const Favourites: Story = {
  parameters: { route: '/profile?tab=favourites' },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: favouriteHotel.hotelName });
    await expect(link).toHaveAttribute('href', `/hotel/${favouriteHotel.id}`);
    await step('remove the favourite', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Kaldır' }));
      await expect(await canvas.findByText('Henüz favori oteliniz yok.')).toBeVisible();
      await waitFor(async () => expect(await rows('SELECT hotel_id FROM favourites WHERE user_id = ?', userIds.demo)).toEqual([]));
    });
  },
};

/** Removing fails: the hotel comes back and the user is told. */
export const FavouriteRemoveFailure: Story = {
  parameters: { route: '/profile?tab=favourites' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'removeFavourite'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kaldır' }));
    const message = await body().findByText(/Otel favorilerinizden çıkarılamadı/);
    await waitFor(() => expect(message).toBeVisible());
    await expect(await canvas.findByRole('link', { name: favouriteHotel.hotelName })).toBeVisible();
  },
};

export const FavouritesLoading: Story = {
  parameters: { route: '/profile?tab=favourites' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getFavourites'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const FavouritesEmpty: Story = {
  parameters: { route: '/profile?tab=favourites' },
  beforeEach({ msw }) {
    msw.use(...empty('getFavourites'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz favori oteliniz yok.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Otellere göz at' })).toHaveAttribute('href', '/hotels');
  },
};

export const FavouritesError: Story = {
  parameters: { route: '/profile?tab=favourites' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getFavourites'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Favori otelleriniz yüklenemedi.');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('link', { name: favouriteHotel.hotelName })).toBeVisible();
  },
};

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/** The bank-transfer method and the user's payments with the spec's status labels. */
export const Payments: Story = {
  parameters: { route: '/profile?tab=payments' },
  async beforeEach() {
    for (const [n, [status, amount, date]] of morePayments.entries()) {
      await rows(
        `INSERT INTO payments (id, reservation_id, status, amount_cents, payment_date, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        `07000000-0000-4000-8000-00000000010${n}`,
        demoReservation.id,
        status,
        Math.round(amount * 100),
        date,
        date,
        date,
      );
    }
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ödeme yöntemi')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(6));
    const labels = canvas.getAllByRole('article').map((card) => within(card).getByText(/^(Ödendi|Beklemede|İptal edildi|İade edildi|Başarısız)$/).textContent);
    // Newest first: FAILED, REFUNDED, CANCELLED, PENDING, COMPLETED, PAID.
    await expect(labels).toEqual(['Başarısız', 'İade edildi', 'İptal edildi', 'Beklemede', 'Ödendi', 'Ödendi']);
    await expect(canvas.getByText(`${formatMoney(1250.5, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getAllByText('Banka havalesi')).toHaveLength(6);
  },
};

/** Issue 36: a booking cancelled from the profile no longer shows its payment as pending; the rejected receipt's reason is shown. */
export const PaymentsFollowTheBooking: Story = {
  parameters: { route: '/profile?tab=payments' },
  async beforeEach() {
    await rows(
      `INSERT INTO payments (id, reservation_id, status, amount_cents, payment_date, created_at, updated_at)
       VALUES ('07000000-0000-4000-8000-000000000200', ?, 'PENDING', 10000, '2026-10-25T09:00:00.000Z', '2026-10-25T09:00:00.000Z', '2026-10-25T09:00:00.000Z')`,
      demoReservation.id,
    );
    await rows("UPDATE reservations SET status = 'CANCELLED', cancelled_by = 'GUEST' WHERE id = ?", demoReservation.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: (_, element) => element.textContent?.includes(`${formatMoney(100, 'tr')} TL`) ?? false }));
    await expect(card.getByText('İptal edildi')).toBeVisible();
    await expect(card.queryByText('Beklemede')).toBeNull();
    await expect(card.getByRole('status', { name: 'Ödeme: Rezervasyon iptal edildi' })).toBeVisible();
  },
};

/** A user with no payment yet. */
export const PaymentsEmpty: Story = {
  parameters: { route: '/profile?tab=payments' },
  beforeEach({ msw }) {
    msw.use(...empty('getMyPayments'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz ödemeniz yok.')).toBeVisible();
  },
};

export const PaymentsLoading: Story = {
  parameters: { route: '/profile?tab=payments' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getMyPayments'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const PaymentsError: Story = {
  parameters: { route: '/profile?tab=payments' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getMyPayments'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ödemeleriniz yüklenemedi.');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    // The demo user's two payments (the paid stay and the rejected Nowruz receipt) load.
    await expect(await canvas.findAllByRole('article')).toHaveLength(2);
  },
};

// ---------------------------------------------------------------------------------------------
// Change password
// ---------------------------------------------------------------------------------------------

const passwordForm = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    current: () => canvas.getByLabelText(/^Mevcut şifre/),
    next: () => canvas.getByLabelText(/^Yeni şifre(?! \(tekrar\))/),
    confirm: () => canvas.getByLabelText(/^Yeni şifre \(tekrar\)/),
    submit: () => canvas.getByRole('button', { name: 'Şifreyi Değiştir' }),
  };
};

/** Every rule of the form: required, at least 8 characters, not the current one, confirmation matches. */
export const ChangePasswordValidation: Story = {
  parameters: { route: '/profile?tab=password' },
  async play({ canvasElement, step }) {
    const form = passwordForm(canvasElement);
    await form.canvas.findByRole('button', { name: 'Şifreyi Değiştir' });

    await step('empty form', async () => {
      await userEvent.click(form.submit());
      await expect(await form.canvas.findAllByText('Bu alan zorunludur')).toHaveLength(3);
      await expect(form.current()).toHaveAttribute('aria-invalid', 'true');
    });
    await step('too short, then a confirmation that differs', async () => {
      await userEvent.type(form.current(), USER_LOGIN.password);
      await userEvent.type(form.next(), 'short');
      await userEvent.type(form.confirm(), 'other');
      await userEvent.click(form.submit());
      await expect(await form.canvas.findByText('Şifre en az 8 karakter olmalıdır')).toBeVisible();
      await expect(form.canvas.getByText('Şifreler eşleşmiyor')).toBeVisible();
    });
    await step('the same as the current password', async () => {
      await userEvent.clear(form.next());
      await userEvent.type(form.next(), USER_LOGIN.password);
      await userEvent.click(form.submit());
      await expect(await form.canvas.findByText('Yeni şifre mevcut şifreden farklı olmalıdır')).toBeVisible();
    });
    // Nothing was sent: the demo password is unchanged.
    await expect(await canLogIn(USER_LOGIN.name, USER_LOGIN.password)).toBe(true);
  },
};

/** A wrong current password: the server's message on that field; nothing typed is lost. */
export const ChangePasswordWrongCurrent: Story = {
  parameters: { route: '/profile?tab=password' },
  async play({ canvasElement }) {
    const form = passwordForm(canvasElement);
    await form.canvas.findByRole('button', { name: 'Şifreyi Değiştir' });
    await userEvent.type(form.current(), 'not-my-password');
    await userEvent.type(form.next(), 'NewSecret!2027');
    await userEvent.type(form.confirm(), 'NewSecret!2027');
    await userEvent.click(form.submit());
    await expect(await form.canvas.findByText(trErrors.CURRENT_PASSWORD_WRONG)).toBeVisible();
    await expect(form.current()).toHaveAttribute('aria-invalid', 'true');
    await expect(form.current()).toHaveAccessibleDescription(trErrors.CURRENT_PASSWORD_WRONG);
    await expect(form.next()).toHaveValue('NewSecret!2027');
  },
};

/** The right current password: a success notification, the fields are cleared, the new password works. */
export const ChangePasswordSuccess: Story = {
  parameters: { route: '/profile?tab=password' },
  async play({ canvasElement }) {
    const form = passwordForm(canvasElement);
    await form.canvas.findByRole('button', { name: 'Şifreyi Değiştir' });
    await userEvent.type(form.current(), USER_LOGIN.password);
    await userEvent.type(form.next(), 'NewSecret!2027');
    await userEvent.type(form.confirm(), 'NewSecret!2027');
    await userEvent.click(form.submit());
    const message = await body().findByText('Şifreniz değiştirildi.');
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(() => expect(form.current()).toHaveValue(''));
    await expect(await canLogIn(USER_LOGIN.name, 'NewSecret!2027')).toBe(true);
    await expect(await canLogIn(USER_LOGIN.name, USER_LOGIN.password)).toBe(false);
  },
};

// ---------------------------------------------------------------------------------------------
// Logout and languages
// ---------------------------------------------------------------------------------------------

/** Logout forgets the session here and ends it on the server: the token held before answers 401. */
export const Logout: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const token = getToken()!;
    await userEvent.click(await canvas.findByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(getSession().isAuthenticated).toBe(false));
    await expect(localStorage.getItem('user')).toBeNull();
    await waitFor(async () => expect((await fetch('/api/users/me', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Reservations' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Persian: right to left, Persian digits and the Persian calendar. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'رزروهای من' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('در انتظار')).toBeVisible();
    await expect(canvas.getByText(formatDate(demoReservation.checkIn, 'fa'))).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(getComputedStyle(canvasElement.querySelector('h1')!).direction).toBe('rtl');
  },
};

// ---------------------------------------------------------------------------------------------
// Cancelling one's own booking (no e-mail needed: the session proves it)
// ---------------------------------------------------------------------------------------------

/** The upcoming stay's card states the policy and the money; one confirmation cancels it and the card says so. */
export const CancelOwnBooking: Story = {
  parameters: { route: '/profile?tab=reservations' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: demoReservationHotel.hotelName }));
    await expect(card.getByText('Size iade edilecek')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Rezervasyonu iptal et' }));
    await expect(card.queryByLabelText(/e-posta/)).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Evet, rezervasyonu iptal et' }));
    await expect(await card.findByText(`${demoReservation.pnrCode} rezervasyonu iptal edildi.`)).toBeVisible();
    await waitFor(() => expect(card.getByText('İptal edildi')).toBeVisible());
    const [row] = await rows<{ status: string }>('SELECT status FROM reservations WHERE id = ?', demoReservation.id);
    await expect(row!.status).toBe('CANCELLED');
  },
};

// ---------------------------------------------------------------------------------------------
// Tour bookings
// ---------------------------------------------------------------------------------------------

/** The demo world's Akdamar booking, made from the demo user's account for these stories. */
const demoTourBooking = tourReservations.find((booking) => booking.tourName.includes('Akdamar')) ?? tourReservations[0]!;
/** The booked tour in the story's language. */
const demoTour = () => tours.find((tour) => tour.id === demoTourBooking.tourId)!;
const bookTourAsDemo = () => rows('UPDATE tour_reservations SET user_id = ? WHERE id = ?', userIds.demo, demoTourBooking.id);

/** The user's tour bookings with their PNR codes. */
export const TourBookings: Story = {
  parameters: { route: '/profile?tab=tours' },
  async beforeEach() {
    await bookTourAsDemo();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // The tour named in the page's language, as its own page names it (never the stored English).
    const card = within(await canvas.findByRole('article', { name: demoTour().tourName }));
    await expect(card.getByText(demoTourBooking.pnrCode)).toBeVisible();
    await expect(card.getByText('Beklemede')).toBeVisible();
  },
};

/**
 * A pending tour booking paid by bank transfer offers, as a pending stay does, the bank details
 * and the receipt upload on its card; once the receipt is in, the card says it is under review.
 */
export const TourBookingReceiptUpload: Story = {
  args: { PendingPayment: LateReceiptUpload },
  parameters: { route: '/profile?tab=tours' },
  async beforeEach() {
    await bookTourAsDemo();
  },
  async play({ canvasElement }) {
    const card = within(await within(canvasElement).findByRole('article', { name: demoTour().tourName }));
    await userEvent.click(await card.findByRole('button', { name: 'Banka bilgileri ve dekont yükleme' }));
    await expect(await card.findByTestId('iban')).toHaveTextContent('TR');
    await chooseFile(canvasElement, pngReceipt());
    await userEvent.click(card.getByRole('button', { name: 'Dekontu Yükle' }));
    await expect(await card.findByRole('status', { name: 'Ödeme: Dekont alındı — inceleniyor' })).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Banka bilgileri ve dekont yükleme' })).toBeNull();
    const payments = await rows<{ has_receipt: number }>('SELECT receipt IS NOT NULL AS has_receipt FROM payments WHERE tour_reservation_id = ?', demoTourBooking.id);
    await expect(payments).toEqual([{ has_receipt: 1 }]);
  },
};

/** Persian: the tour booking's card names the tour in Persian (the tour's translation). */
export const TourNameInPersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/profile?tab=tours' },
  async beforeEach() {
    await bookTourAsDemo();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const storedName = stored.tours.find((tour) => tour.id === demoTourBooking.tourId)!.tourName;
    await expect(demoTour().tourName).not.toBe(storedName);
    const card = within(await canvas.findByRole('article', { name: demoTour().tourName }));
    await expect(card.getByText(demoTourBooking.pnrCode)).toBeVisible();
    await expect(canvas.queryByText(storedName)).not.toBeInTheDocument();
  },
};

/** No tour bookings yet: a way to the tours. */
export const TourBookingsEmpty: Story = {
  parameters: { route: '/profile?tab=tours' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz tur rezervasyonunuz yok.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Turlara göz at' })).toHaveAttribute('href', '/tours');
  },
};

/** A failure: the message and a retry. */
export const TourBookingsError: Story = {
  parameters: { route: '/profile?tab=tours' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getMyTourReservations'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tur rezervasyonlarınız yüklenemedi.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  },
};

/** While the list loads. */
export const TourBookingsLoading: Story = {
  parameters: { route: '/profile?tab=tours' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getMyTourReservations'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Tur rezervasyonları' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** Persian: the tour bookings right to left, the date in the Persian calendar. */
export const TourBookingsPersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/profile?tab=tours' },
  async beforeEach() {
    await bookTourAsDemo();
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'رزروهای تور' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText(formatDate(demoTourBooking.tourDate, 'fa'))).toBeVisible();
  },
};
