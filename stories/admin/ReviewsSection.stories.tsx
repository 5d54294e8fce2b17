import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../contract';
import { reviews, stored } from '../world';
import { empty, failing, mockPath, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body } from './helpers';

/** Admin › Reviews: loading or 'Error: ...', cards, edit (rating, comment, status), delete. */
const meta = {
  title: 'Screens/Admin/Reviews',
  component: AdminScreen,
  parameters: { route: '/admin?section=reviews', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Yorumlar' });
const card = (canvas: Canvas, label: string) => canvas.getByRole('region', { name: label });

/** Average with one decimal, positive = 4 or more, flagged; a missing author reads Anonim. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    const average = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
    await expect(card(canvas, 'Ortalama Puan')).toHaveTextContent(average.toFixed(1).replace('.', ','));
    await expect(card(canvas, 'Toplam Yorum')).toHaveTextContent(String(reviews.length));
    await expect(card(canvas, 'Olumlu Yorum')).toHaveTextContent(String(reviews.filter((r) => r.rating >= 4).length));
    await expect(card(canvas, 'İşaretli Yorum')).toHaveTextContent(String(reviews.filter((r) => r.isFlagged).length));
    if (reviews.some((r) => r.user === null)) await expect(rows.getByText('Anonim')).toBeVisible();
  },
};

/** Each review names its hotel in a column of its own. */
export const HotelColumn: Story = {
  async play({ canvasElement }) {
    const list = await table(within(canvasElement));
    await expect(within(list).getByRole('columnheader', { name: 'Otel' })).toBeInTheDocument();
    const hotel = stored.hotels.find((h) => h.id === reviews.find((r) => r.hotelId)!.hotelId)!;
    await waitFor(() => expect(within(list).getAllByText(hotel.hotelName)[0]).toBeVisible());
  },
};

/** Reviews written about an ended stay of the author's own carry the verified badge (the demo world's newest are). */
export const VerifiedStay: Story = {
  async play({ canvasElement }) {
    const rows = within(await table(within(canvasElement)));
    const verified = reviews.filter((review) => review.verifiedStay);
    await expect(verified.length).toBeGreaterThan(0);
    await expect((await rows.findAllByText('Doğrulanmış konaklama')).length).toBeGreaterThan(0);
  },
};

/** A comment with markup is shown as text, never as HTML. */
export const CommentIsText: Story = {
  beforeEach({ msw }) {
    const review = {
      id: '00000000-0000-4000-8000-0000000000aa',
      hotelId: null,
      rating: 1,
      comment: '<img src=x onerror="alert(1)"><b>bold</b>',
      status: 'PENDING',
      isFlagged: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      user: null,
    };
    msw.use(http.get(mockPath(endpoints.getAllReviews.path), () => HttpResponse.json([review], { headers: { 'X-Total-Count': '1' } })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await expect(rows.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Edit rating and status; Cancel returns; the rating must be 1-5. */
export const Edit: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await table(canvas);
    await expect(canvas.getByText('Düzenlemek için tablodan bir yorum seçin.')).toBeVisible();
    const editButtons = canvas.getAllByRole('button', { name: /^Düzenle:/ });
    await userEvent.click(editButtons[0]!);
    const form = within(await canvas.findByRole('form', { name: 'Yorumu düzenle' }));
    await step('invalid rating', async () => {
      await userEvent.clear(form.getByLabelText(/^Puan/));
      await userEvent.type(form.getByLabelText(/^Puan/), '7');
      await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
      await expect(await form.findByText('Puan 1 ile 5 arasında olmalıdır')).toBeVisible();
    });
    await step('save', async () => {
      await userEvent.clear(form.getByLabelText(/^Puan/));
      await userEvent.type(form.getByLabelText(/^Puan/), '3');
      await userEvent.selectOptions(form.getByLabelText('Durum'), 'REJECTED');
      await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
      await expect(await within(body()).findByText('Yorum güncellendi.')).toBeInTheDocument();
      await expect(await canvas.findByText('Düzenlemek için tablodan bir yorum seçin.')).toBeVisible();
    });
  },
};

/** Delete asks the spec's question. */
export const DeleteConfirm: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Sil:/ })[0]!);
    const dialog = within(await within(body()).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('Bu yorumu silmek istediğinizden emin misiniz?')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(card(canvas, 'Toplam Yorum')).toHaveTextContent(String(reviews.length - 1)));
  },
};

/** The list fails: 'Hata: ...' with a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllReviews'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Hata: Internal server error');
    await expect(canvas.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllReviews'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllReviews'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz yorum yok.')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'نظرات' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
