import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../contract';
import { rows, tourIds, tours } from '../world';
import { failing, mockPath, slow } from '../../mocks/variants';
import { TourDetailScreen } from '../../src/features/tours/components/TourDetailScreen';
import { formatMoney, formatNumber } from '../../src/lib/format';

const akdamar = tours.find((tour) => tour.id === tourIds.akdamar)!;
const erek = tours.find((tour) => tour.id === tourIds.erek)!;

/** /tour/{id}: photo, route, duration, group size, phone, price, book link and the claims. */
const meta = {
  title: 'Screens/Tours/TourDetailScreen',
  component: TourDetailScreen,
  parameters: { route: `/tour/${akdamar.id}`, router: { path: '/tour/:id' } },
} satisfies Meta<typeof TourDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: akdamar.tourName })).toBeVisible();
    await expect(canvas.getByRole('img', { name: akdamar.tourName })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Fotoğraflar' })).toBeVisible();
    await expect(canvas.getByText('Başlangıç noktası')).toBeVisible();
    await expect(canvas.getByText('Bitiş noktası')).toBeVisible();
    await expect(canvas.getByText(`${akdamar.duration!} saat`)).toBeVisible();
    await expect(canvas.getByText(`En fazla ${akdamar.participantCount} kişi`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: akdamar.phone! })).toHaveAttribute('href', `tel:${akdamar.phone!.replace(/\s/g, '')}`);
    await expect(canvas.getByText(`${formatMoney(akdamar.price, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Güzergâh' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Buluşma noktası' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Haritada aç' })).toHaveAttribute('href', expect.stringContaining(`mlon=${akdamar.longitude!.toFixed(5)}`));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dahil olanlar' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dahil olmayanlar' })).toBeVisible();
    await expect(canvas.getByText('Anında onay')).toBeVisible();
    await expect(canvas.getByText('24 saat öncesine kadar ücretsiz iptal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bu turu rezerve et' })).toHaveAttribute('href', `/tour-reservation/${akdamar.id}`);
    await expect(canvas.getByRole('link', { name: 'Turlara dön' })).toHaveAttribute('href', '/tours');
  },
};

/** A tour without a phone says so instead of leaving a blank. */
export const WithoutPhone: Story = {
  parameters: { route: `/tour/${erek.id}` },
  async beforeEach() {
    await rows('UPDATE tours SET phone = NULL WHERE id = ?', erek.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: erek.tourName })).toBeVisible();
    await expect(canvas.getByText('Belirtilmemiş')).toBeVisible();
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

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(503, 'getTourById'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Tur detayları yüklenirken bir hata oluştu');
    await step('retry after the server recovers', async () => {
      context.msw.resetHandlers();
      await userEvent.click(retry);
      await expect(await canvas.findByRole('heading', { level: 1, name: akdamar.tourName })).toBeVisible();
    });
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getTourById.path), () => HttpResponse.json({ message: 'Tour not found' }, { status: 404 })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tur bulunamadı' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: akdamar.tourName })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByText(`${formatNumber(akdamar.duration!, 'fa')} ساعت`)).toBeVisible();
    await expect(canvas.getByText(`حداکثر ${formatNumber(akdamar.participantCount, 'fa')} نفر`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'رزرو این تور' })).toBeVisible();
  },
};

/** Issue 22: the tour's own Persian texts (name, meeting point, end), no fallback note. */
export const PersianContent: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تور یک‌روزه جزیره آختامار' })).toBeVisible();
    await expect(canvas.getAllByText(akdamar.tourStartAddress)[0]).toBeVisible();
    await expect(canvas.queryByTestId('content-fallback')).not.toBeInTheDocument();
  },
};

/** No Persian name yet: the Turkish name, with the note in Persian. */
export const ContentFallback: Story = {
  globals: { locale: 'fa' },
  async beforeEach() {
    await rows("DELETE FROM translations WHERE entity_kind = 'tour' AND entity_id = ? AND lang = 'fa' AND field = 'tourName'", akdamar.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Akdamar Adası Günübirlik Turu' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('بخشی از این صفحه هنوز به فارسی نوشته نشده است');
  },
};
