import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { placeIds, places, rows } from '../world';
import { failing, mockPath, slow } from '../../mocks/variants';
import { endpoints } from '../../contract';
import { PlaceDetailScreen } from '../../src/features/places/components/PlaceDetailScreen';
import { formatMoney } from '../../src/lib/format';

const fortress = places.find((place) => place.id === placeIds.fortress)!;
const museum = places.find((place) => place.id === placeIds.museum)!;
const persianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

/** /place/{id}: every block of the spec's place detail and the back link to /touristic-places. */
const meta = {
  title: 'Screens/Places/PlaceDetailScreen',
  component: PlaceDetailScreen,
  parameters: { route: `/place/${fortress.id}`, router: { path: '/place/:id' } },
} satisfies Meta<typeof PlaceDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About, opening hours, transport by car / bus / taxi, facilities, fees, contact, photos, duration. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: fortress.name })).toBeVisible();
    // The map section: the place's position opens on OpenStreetMap; the map itself loads near the viewport.
    await expect(canvas.getByRole('link', { name: 'Haritada aç' })).toHaveAttribute('href', expect.stringContaining(`mlat=${fortress.latitude!.toFixed(5)}`));
    for (const block of ['Fotoğraflar', 'Hakkında', 'Ulaşım', 'Harita', 'Olanaklar', 'Ziyaret saatleri', 'Giriş ücretleri', 'Önerilen süre', 'İletişim']) {
      await expect(canvas.getByRole('heading', { level: 2, name: block })).toBeVisible();
    }
    await expect(canvas.getByText(fortress.description)).toBeVisible();
    await expect(canvas.getByText(`${fortress.visitOpenTime} – ${fortress.visitCloseTime}`)).toBeVisible();
    for (const mode of ['Arabayla', 'Otobüsle', 'Taksiyle']) await expect(canvas.getByText(mode)).toBeVisible();
    await expect(canvas.getByText(fortress.transportationCars[1]!)).toBeVisible();
    for (const facility of fortress.facilities) await expect(canvas.getByText(facility)).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Yetişkin' })).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(fortress.entryFeeAdult, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(fortress.entryFeeStudent, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getByText('Ücretsiz')).toBeVisible();
    // The gallery's first photo is the page's largest image: loaded at once, its alt text the place's name (scripts/seed-photos.ts).
    await expect(canvas.getByRole('img', { name: fortress.name })).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getByRole('button', { name: 'Fotoğraf 2 / 2 aç' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(fortress.contact!.replace(/\+/g, '\\+')) })).toHaveAttribute('href', `tel:${fortress.contact!.replace(/\s/g, '')}`);
    await expect(canvas.getByRole('link', { name: 'Turistik yerlere dön' })).toHaveAttribute('href', '/touristic-places');
  },
};

/** The museum is closed on Mondays: its open days start on Tuesday. */
export const OpenDays: Story = {
  parameters: { route: `/place/${museum.id}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: museum.name })).toBeVisible();
    await expect(canvas.getByText('Salı')).toBeVisible();
    await expect(canvas.queryByText('Pazartesi')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getPlaceById'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** A load failure: message and retry; the retry shows the place once the server answers. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getPlaceById'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Turistik yer detayları yüklenirken bir hata oluştu');
    await step('retry after the server recovers', async () => {
      context.msw.resetHandlers();
      await userEvent.click(retry);
      await expect(await canvas.findByRole('heading', { level: 1, name: fortress.name })).toBeVisible();
    });
  },
};

/** An unknown id: a not-found state with the way back, no retry. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getPlaceById.path), () => HttpResponse.json({ message: 'Place not found' }, { status: 404 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Yer bulunamadı' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Turistik yerlere dön' })[0]).toHaveAttribute('href', '/touristic-places');
  },
};

/** Persian: right to left, Persian digits in hours and fees. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: fortress.name })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'ورودیه' })).toBeVisible();
    await expect(canvas.getByText(persianDigits(`${fortress.visitOpenTime} – ${fortress.visitCloseTime}`))).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(fortress.entryFeeAdult, 'fa')} لیر`)).toBeVisible();
  },
};

/** Issue 22: the place in Persian, written in Persian (Van Kalesi is قلعه وان): no fallback note. */
export const PersianContent: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'قلعه وان' })).toBeVisible();
    await expect(canvas.getByText(fortress.description)).toBeVisible();
    await expect(canvas.getByText(fortress.facilities[0]!)).toBeVisible();
    await expect(canvas.queryByTestId('content-fallback')).not.toBeInTheDocument();
  },
};

/** The Persian description is not written yet: the Turkish one is shown, and a note says why. */
export const ContentFallback: Story = {
  globals: { locale: 'fa' },
  async beforeEach() {
    await rows("DELETE FROM translations WHERE entity_kind = 'place' AND entity_id = ? AND lang = 'fa' AND field = 'description'", fortress.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [turkish] = await rows<{ value: string }>(
      "SELECT value FROM translations WHERE entity_kind = 'place' AND entity_id = ? AND lang = 'tr' AND field = 'description'",
      fortress.id,
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'قلعه وان' })).toBeVisible();
    await expect(canvas.getByText(turkish!.value)).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('بخشی از این صفحه هنوز به فارسی نوشته نشده است');
  },
};

/** In English, a place written only in Turkish and Persian: the Turkish texts, with the note in English. */
export const EnglishFallsBackToTurkish: Story = {
  globals: { locale: 'en' },
  async beforeEach() {
    await rows("DELETE FROM translations WHERE entity_kind = 'place' AND entity_id = ? AND lang = 'en'", fortress.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Van Kalesi' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Part of this page is not written in English yet');
  },
};
