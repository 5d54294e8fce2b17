import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MAX_FREE_CANCELLATION_DAYS } from '../../contract';
import { reservations, rows, stored } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import trAdmin from '../../src/locales/tr/admin.json';
import { body, notified, pngPicture, refuse } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const hotels = stored.hotels;

/** Admin › Hotels: cards, form (photo URLs one by one, apiKey masked, cancellation policy), thumbnails +N, delete. */
const meta = {
  title: 'Screens/Admin/Hotels',
  component: AdminScreen,
  parameters: { route: '/admin?section=hotels', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Oteller' });
const card = (canvas: Canvas, label: string) => canvas.getByRole('region', { name: label });

/** Cards count the hotels, 5-star ones, cities and rooms; rows show up to 3 thumbnails then +N. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await expect(await rows.findByText(hotels[0]!.hotelName)).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Toplam Otel')).toHaveTextContent(String(hotels.length)));
    await expect(card(canvas, '5 Yıldızlı Otel')).toHaveTextContent(String(hotels.filter((h) => h.starRating === 5).length));
    const many = hotels.find((h) => h.photoUrls.length > 3);
    if (many) {
      const row = within(rows.getByText(many.hotelName).closest('tr')!);
      await expect(row.getAllByRole('img', { name: new RegExp(`^${many.hotelName} fotoğrafı`) })).toHaveLength(3);
      await expect(row.getByText(`+${many.photoUrls.length - 3}`)).toBeVisible();
    }
  },
};

/** Add: e-mail and amenities stored, photo URLs trimmed, blank ones skipped; the new hotel is counted, and shown first in the table (newest first), highlighted. */
export const Add: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni otel' }));
    await userEvent.type(form.getByLabelText(/^Otel adı/), 'Erciş Göl Otel');
    await userEvent.type(form.getByLabelText(/^Şehir/), 'Van');
    await userEvent.type(form.getByLabelText(/^Adres/), 'Sahil Cd. 4, Erciş');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '1450');
    await userEvent.type(form.getByLabelText(/^E-posta/), 'info@ercis.example');
    await userEvent.click(form.getByRole('checkbox', { name: 'Göl manzarası' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Ücretsiz Wi-Fi' }));
    for (const url of ['  /photos/a.svg ', '   ']) {
      await userEvent.clear(form.getByLabelText('Fotoğraf URL'));
      await userEvent.type(form.getByLabelText('Fotoğraf URL'), url);
      await userEvent.click(form.getByRole('button', { name: 'Fotoğraf ekle' }));
    }
    await expect(form.getAllByRole('button', { name: /^Fotoğrafı kaldır/ })).toHaveLength(1);
    await expect(form.getByText('/photos/a.svg')).toBeVisible();
    await expect(form.getByLabelText('API anahtarı')).toHaveAttribute('type', 'password');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Otel eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(card(canvas, 'Toplam Otel')).toHaveTextContent(String(hotels.length + 1)));
    const list = within(await table(canvas));
    await waitFor(() => expect(list.getAllByRole('row')[1]).toHaveTextContent('Erciş Göl Otel'));
    await expect(list.getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
    await expect(await rows("SELECT email, amenities FROM hotels WHERE hotel_name = 'Erciş Göl Otel'")).toEqual([
      { email: 'info@ercis.example', amenities: JSON.stringify(['wifi', 'lakeView']) },
    ]);
  },
};

/**
 * "Add photo" refuses an address that is not a URL, next to its field; the star select counts in
 * words (1 yıldız; en "1 star", not "1 stars"); a refused Add says so and focuses the marked field.
 */
export const PhotoUrlRefused: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni otel' }));
    await userEvent.type(form.getByLabelText('Fotoğraf URL'), 'not a url');
    await userEvent.click(form.getByRole('button', { name: 'Fotoğraf ekle' }));
    await expect(form.getByLabelText('Fotoğraf URL')).toHaveAccessibleDescription(trAdmin.hotels.errors.url);
    await expect(form.getByText(trAdmin.hotels.noPhotos)).toBeVisible();
    await expect(within(form.getByLabelText(/^Yıldız/)).getByRole('option', { name: '1 yıldız' })).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await notified(trAdmin.form.invalid);
    await waitFor(() => expect(form.getByLabelText(/^Otel adı/)).toHaveFocus());
  },
};

/** In English the star select says "1 star" and "2 stars". */
export const StarsInEnglish: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const form = within(await within(canvasElement).findByRole('form', { name: 'New hotel' }));
    const stars = within(form.getByLabelText(/^Star rating/));
    await expect(stars.getByRole('option', { name: '1 star' })).toBeInTheDocument();
    await expect(stars.getByRole('option', { name: '2 stars' })).toBeInTheDocument();
  },
};

/** A new hotel with a picture chosen from the computer: once the hotel is added, the picture is in its gallery. */
export const AddWithUploadedPhoto: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni otel' }));
    await userEvent.type(form.getByLabelText(/^Otel adı/), 'Gevaş Kıyı Otel');
    await userEvent.type(form.getByLabelText(/^Şehir/), 'Van');
    await userEvent.type(form.getByLabelText(/^Adres/), 'İskele Yolu 2, Gevaş');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '1200');
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('form input[type="file"]')!, await pngPicture('kiyi.png'));
    await expect(within(form.getByRole('list', { name: trAdmin.hotels.pendingLabel })).getByText('kiyi.png')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await notified('Otel eklendi.');
    await notified(trAdmin.hotels.pendingUploaded_one.replace('{{count}}', '1'));
    await expect(
      await rows("SELECT count(*) AS n FROM photos p JOIN hotels h ON h.id = p.entity_id WHERE h.hotel_name = 'Gevaş Kıyı Otel'"),
    ).toEqual([{ n: 1 }]);
    await expect(form.queryByRole('list', { name: trAdmin.hotels.pendingLabel })).not.toBeInTheDocument();
  },
};

/** Required fields are marked on the form; nothing is sent. */
export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni otel' }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findAllByText('Bu alan zorunludur')).toHaveLength(4);
    await userEvent.type(form.getByLabelText(/^API URL/), 'not a url');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findByText('Geçerli bir URL girin')).toBeVisible();
  },
};

/** Edit fills the form (apiKey blank, masked); Cancel returns to add mode. */
export const EditAndCancel: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[1]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${hotel.hotelName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oteli düzenle' }));
    await expect(form.getByLabelText(/^Otel adı/)).toHaveValue(hotel.hotelName);
    await expect(form.getByLabelText('API anahtarı')).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'İptal' }));
    await expect(await canvas.findByRole('form', { name: 'Yeni otel' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Otel adı/)).toHaveValue('');
  },
};

/** Delete asks the spec's question; a booked hotel is refused (409) and the message is shown. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('deleteHotel', 409, 'This hotel has reservations and cannot be deleted'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[0]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Sil: ${hotel.hotelName}` }));
    const dialog = within(await within(body()).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('Bu oteli silmek istediğinizden emin misiniz?')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(await within(body()).findByText('This hotel has reservations and cannot be deleted')).toBeInTheDocument();
    await expect(canvas.getByText(hotel.hotelName)).toBeInTheDocument();
  },
};

/** Delete confirmed: the hotel leaves the list. */
export const DeleteConfirm: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // A hotel nobody has booked (one with bookings cannot be deleted).
    const hotel = hotels.findLast((h) => !reservations.some((r) => r.hotelId === h.id))!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Sil: ${hotel.hotelName}` }));
    await userEvent.click(await within(await within(body()).findByRole('dialog')).findByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(canvas.queryByText(hotel.hotelName)).not.toBeInTheDocument());
  },
};

/** The policy column says each hotel's rule as the demo world stores it. */
export const PolicyColumn: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rowsOnScreen = within(await table(canvas));
    const hotel = hotels[0]!;
    const row = within((await rowsOnScreen.findByText(hotel.hotelName)).closest('tr')!);
    await expect(row.getByText(`Girişten ${hotel.freeCancellationDays} gün öncesine kadar ücretsiz`)).toBeVisible();
  },
};

const policyOf = async (id: string) =>
  (await rows<{ cancellation_policy: string; free_cancellation_days: number }>('SELECT cancellation_policy, free_cancellation_days FROM hotels WHERE id = ?', id))[0];

/** Non-refundable: the day count is no longer asked; the Worker stores the policy and the table says it. */
export const PolicyNonRefundable: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[1]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${hotel.hotelName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oteli düzenle' }));
    await expect(form.getByLabelText(/^Ücretsiz iptal günü/)).toHaveValue(String(hotel.freeCancellationDays));
    await userEvent.selectOptions(form.getByLabelText('İptal politikası'), 'NON_REFUNDABLE');
    await expect(form.queryByLabelText(/^Ücretsiz iptal günü/)).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Otel güncellendi.')).toBeInTheDocument();
    await waitFor(async () => expect((await policyOf(hotel.id))?.cancellation_policy).toBe('NON_REFUNDABLE'));
    const row = within(within(await table(canvas)).getByText(hotel.hotelName).closest('tr')!);
    await expect(await row.findByText('İade edilmez')).toBeVisible();
  },
};

/** Free until N days: the count typed is saved and shown; a blank count is required, more than the maximum is brought down to it. */
export const PolicyFreeDays: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[2]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${hotel.hotelName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oteli düzenle' }));
    const days = form.getByLabelText(/^Ücretsiz iptal günü/);
    await userEvent.clear(days);
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await form.findByText('Bu alan zorunludur')).toBeVisible();
    await userEvent.type(days, String(MAX_FREE_CANCELLATION_DAYS + 5));
    await userEvent.tab();
    await expect(days).toHaveValue(String(MAX_FREE_CANCELLATION_DAYS));
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Otel güncellendi.')).toBeInTheDocument();
    await waitFor(async () => expect(await policyOf(hotel.id)).toEqual({ cancellation_policy: 'FREE_UNTIL', free_cancellation_days: 7 }));
    const row = within(within(await table(canvas)).getByText(hotel.hotelName).closest('tr')!);
    await expect(await row.findByText('Girişten 7 gün öncesine kadar ücretsiz')).toBeVisible();
  },
};

/** A field error of the server (reportApiError) lands on the day count; the form keeps what was typed. */
export const PolicyServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('updateHotel', 400, 'Validation failed', [{ path: 'freeCancellationDays', message: 'Free cancellation days must be between 0 and 60' }]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[1]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${hotel.hotelName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oteli düzenle' }));
    const days = form.getByLabelText(/^Ücretsiz iptal günü/);
    await userEvent.clear(days);
    await userEvent.type(days, '9');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await form.findByText('Free cancellation days must be between 0 and 60')).toBeVisible();
    await expect(days).toHaveValue('9');
    await expect((await policyOf(hotel.id))?.free_cancellation_days).toBe(hotel.freeCancellationDays);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllHotels'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz otel yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllHotels'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** The list fails: the message and 'Tekrar Dene', which recovers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllHotels'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oteller yüklenirken bir hata oluştu.');
    context.msw.resetHandlers();
    await userEvent.click(retry);
    await expect(await canvas.findByRole('table', { name: 'Oteller' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'هتل‌ها' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'هتل جدید' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Persian: the policy field and its day count, and the table's policy column, right to left. */
export const RightToLeftPolicy: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rowsOnScreen = within(await canvas.findByRole('table', { name: 'هتل‌ها' }));
    const form = within(canvas.getByRole('form', { name: 'هتل جدید' }));
    await userEvent.selectOptions(form.getByLabelText('سیاست لغو'), 'NON_REFUNDABLE');
    await expect(form.queryByLabelText(/^روزهای لغو رایگان/)).not.toBeInTheDocument();
    await userEvent.selectOptions(form.getByLabelText('سیاست لغو'), 'FREE_UNTIL');
    await expect(form.getByLabelText(/^روزهای لغو رایگان/)).toBeVisible();
    await expect((await rowsOnScreen.findAllByText(/^رایگان تا .* روز پیش از ورود$/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Issue 22: the hotel's texts in tr / en / fa on tabs; emptying a required one marks its tab; saved with the hotel. */
export const Translations: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[0]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${hotel.hotelName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oteli düzenle' }));
    const tabs = within(form.getByRole('tablist', { name: 'İçerik dili' }));
    await expect(tabs.queryByText('eksik')).not.toBeInTheDocument();
    // No language is open until one is chosen: the base field is the only "Otel adı".
    await expect(form.getAllByLabelText(/Otel adı/)).toHaveLength(1);
    await userEvent.click(tabs.getByRole('tab', { name: /Türkçe/ }));
    await expect(await form.findByLabelText(/^Türkçe · Otel adı/)).toHaveValue(hotel.translations!.tr!.hotelName);
    await userEvent.click(tabs.getByRole('tab', { name: /فارسی/ }));
    const persianName = await form.findByLabelText(/^فارسی · Otel adı/);
    await expect(persianName).toHaveValue(hotel.translations!.fa!.hotelName);
    await userEvent.clear(persianName);
    await expect(tabs.getByRole('tab', { name: /فارسی/ })).toHaveTextContent('eksik');
    await userEvent.type(persianName, 'هتل ایپک‌یولو');
    await expect(tabs.queryByText('eksik')).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await waitFor(async () =>
      expect(await rows("SELECT value FROM translations WHERE entity_id = ? AND lang = 'fa' AND field = 'hotelName'", hotel.id)).toEqual([
        { value: 'هتل ایپک‌یولو' },
      ]),
    );
  },
};

/** A new hotel: each language is marked missing until its name and address are written; a Persian list splits on «،». */
export const TranslationsMissing: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni otel' }));
    const tabs = within(form.getByRole('tablist', { name: 'İçerik dili' }));
    await expect(tabs.getAllByText('eksik')).toHaveLength(3);
    await userEvent.type(form.getByLabelText(/^Otel adı/), 'Gevaş Göl Otel');
    await userEvent.type(form.getByLabelText(/^Şehir/), 'Van');
    await userEvent.type(form.getByLabelText(/^Adres/), 'İskele Yolu 2, Gevaş');
    await userEvent.type(form.getByLabelText(/^Gecelik fiyat/), '1200');
    await userEvent.click(tabs.getByRole('tab', { name: /فارسی/ }));
    await userEvent.type(await form.findByLabelText(/^فارسی · Otel adı/), 'هتل دریاچه گواش');
    await userEvent.type(form.getByLabelText(/^فارسی · Adres/), 'جاده اسکله، شماره ۲، گواش');
    await userEvent.type(form.getByLabelText(/^فارسی · Özellikler/), 'صبحانه، پارکینگ');
    await expect(tabs.getByRole('tab', { name: /فارسی/ })).not.toHaveTextContent('eksik');
    await expect(tabs.getAllByText('eksik')).toHaveLength(2);
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Otel eklendi.')).toBeInTheDocument();
    const [created] = await rows<{ id: string }>("SELECT id FROM hotels WHERE hotel_name = 'Gevaş Göl Otel'");
    await expect(
      await rows("SELECT field, value FROM translations WHERE entity_id = ? AND lang = 'fa' ORDER BY field", created!.id),
    ).toEqual([
      { field: 'features', value: '["صبحانه","پارکینگ"]' },
      { field: 'hotelAddress', value: 'جاده اسکله، شماره ۲، گواش' },
      { field: 'hotelName', value: 'هتل دریاچه گواش' },
    ]);
  },
};

/** The tabs in a Persian back office: right to left, the missing mark in Persian. */
export const TranslationsRightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('tablist', { name: 'زبان محتوا' }));
    await expect(tabs.getAllByText('ناقص')).toHaveLength(3);
    await expect(tabs.getByRole('tab', { name: /Türkçe/ })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(tabs.getByRole('tab', { name: /Türkçe/ }));
    await expect(tabs.getByRole('tab', { name: /Türkçe/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * Issue 22, the hotel page's texts and times: the description and house rules as base fields and
 * on each language tab (closed until chosen), check-in / check-out as time inputs; saved with the hotel.
 */
export const PageTextsAndTimes: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const hotel = hotels[0]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${hotel.hotelName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Oteli düzenle' }));
    await expect(form.getByLabelText('Açıklama')).toHaveValue(hotel.description);
    await expect(form.getByLabelText('Ev kuralları')).toHaveValue(hotel.houseRules);
    const checkIn = form.getByLabelText('Giriş saati (en erken)');
    await expect(checkIn).toHaveAttribute('type', 'time');
    await expect(checkIn).toHaveValue(hotel.checkInTime);
    await expect(form.getByLabelText('Çıkış saati (en geç)')).toHaveValue(hotel.checkOutTime);
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '15:30');
    const tabs = within(form.getByRole('tablist', { name: 'İçerik dili' }));
    await expect(form.queryByLabelText(/^فارسی · Ev kuralları/)).not.toBeInTheDocument();
    await userEvent.click(tabs.getByRole('tab', { name: /فارسی/ }));
    const persianRules = await form.findByLabelText(/^فارسی · Ev kuralları/);
    await expect(persianRules).toHaveValue(hotel.translations!.fa!.houseRules);
    await userEvent.clear(persianRules);
    await userEvent.type(persianRules, 'کشیدن سیگار در اتاق‌ها ممنوع است.');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Otel güncellendi.')).toBeInTheDocument();
    await expect(await rows('SELECT check_in_time, check_out_time FROM hotels WHERE id = ?', hotel.id)).toEqual([
      { check_in_time: '15:30', check_out_time: hotel.checkOutTime },
    ]);
    await expect(await rows("SELECT value FROM translations WHERE entity_id = ? AND lang = 'fa' AND field = 'houseRules'", hotel.id)).toEqual([
      { value: 'کشیدن سیگار در اتاق‌ها ممنوع است.' },
    ]);
  },
};
