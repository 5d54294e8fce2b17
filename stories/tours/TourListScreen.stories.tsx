import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tourIds, tours } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { TourListScreen } from '../../src/features/tours/components/TourListScreen';

/** /tours: the server's tour search with price, type, date, duration and people filters (spec "Tours"). */
const meta = {
  title: 'Screens/Tours/TourListScreen',
  component: TourListScreen,
  parameters: { route: '/tours' },
} satisfies Meta<typeof TourListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const cardHeadings = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole('heading', { level: 2 });

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Every tour as a card: photo, name, route, price per person, stars, Details and Book. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Turlar' })).toBeVisible();
    for (const tour of tours) await expect(await canvas.findByRole('heading', { level: 2, name: tour.tourName })).toBeVisible();
    await expect(canvas.getByText(`${tours.length} tur`)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Rezervasyon Yap' })[0]).toHaveAttribute('href', `/tour-reservation/${tours[0]!.id}`);
    await expect(canvas.getAllByRole('link', { name: 'Detaylar' })[0]).toHaveAttribute('href', `/tour/${tours[0]!.id}`);
    await expect(canvas.getByText('950 TL / kişi')).toBeVisible();
  },
};

/** The one demo tour between 251 and 500 TL a person. */
const budgetTour = tours.find((tour) => tour.price > 250 && tour.price <= 500)!;

/** Price brackets: '501+ TL' keeps the tours above 500 TL; '251–500 TL' only the cheaper one. */
export const PriceFilter: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: tours[0]!.tourName });
    await step('501+', async () => {
      await choose(canvas, 'Kişi başı fiyat', '501+ TL');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(tours.filter((tour) => tour.price > 500).length));
      await expect(canvas.queryByRole('heading', { level: 2, name: budgetTour.tourName })).not.toBeInTheDocument();
    });
    await step('251–500', async () => {
      await choose(canvas, 'Kişi başı fiyat', '251–500 TL');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(1));
      await expect(canvas.getByRole('heading', { level: 2, name: budgetTour.tourName })).toBeVisible();
    });
    await step('0–250: nothing, the spec empty text and a way back', async () => {
      await choose(canvas, 'Kişi başı fiyat', '0–250 TL');
      await expect(await canvas.findByText('Tur bulunamadı')).toBeVisible();
      await userEvent.click(canvas.getAllByRole('button', { name: 'Filtreleri temizle' })[0]!);
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(tours.length));
    });
  },
};

/** Type, duration and people: each narrows the server search. */
export const TypeDurationPeople: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: tours[0]!.tourName });
    await step('duration up to 8 hours', async () => {
      await choose(canvas, 'Süre', 'En fazla 8 saat');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(tours.filter((tour) => (tour.duration ?? 99) <= 8).length));
      await expect(canvas.queryByRole('heading', { level: 2, name: tours.find((tour) => tour.id === tourIds.erek)!.tourName })).not.toBeInTheDocument();
    });
    await step('15 people: only groups that large', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Kişi sayısı' }), '15');
      await waitFor(() =>
        expect(cardHeadings(canvas)).toHaveLength(tours.filter((tour) => (tour.duration ?? 99) <= 8 && tour.participantCount >= 15).length),
      );
      await expect(canvas.getByRole('heading', { level: 2, name: tours.find((tour) => tour.id === tourIds.akdamar)!.tourName })).toBeVisible();
    });
    await step('type: Doğa', async () => {
      await choose(canvas, 'Tur türü', 'Doğa');
      // Of the short tours for 15, only the lake cruise is a nature tour.
      await expect(await canvas.findByRole('heading', { level: 2, name: tours.find((tour) => tour.id === tourIds.cruise)!.tourName })).toBeVisible();
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(1));
    });
    await step('40 people: no tour takes a group that large', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Kişi sayısı' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Kişi sayısı' }), '40');
      await expect(await canvas.findByText('Tur bulunamadı')).toBeVisible();
    });
  },
};

/** The top bar's /tours?type=daily: the type's title, the select set from the URL. */
export const DailyFromTopBar: Story = {
  parameters: { route: '/tours?type=daily&date=2027-05-16' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Günlük turlar' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tur türü' })).toHaveValue('Günlük');
    await expect(canvas.getByLabelText('Tur tarihi')).toHaveValue('2027-05-16');
    // 16 May 2027: of the daily tours (their stored type), only the breakfast tour runs that day.
    const runs = tours.filter((tour) => tour.tourType === 'daily' && tour.startDate <= '2027-05-16' && tour.endDate >= '2027-05-16');
    await expect(runs).toHaveLength(1);
    await expect(await canvas.findByRole('heading', { level: 2, name: runs[0]!.tourName })).toBeVisible();
    await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(runs.length));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'searchTours'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('searchTours'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tur bulunamadı')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/** 'Turlar yüklenirken bir hata oluştu' with a retry that recovers. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'searchTours'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Turlar yüklenirken bir hata oluştu');
    await step('retry after the server recovers', async () => {
      context.msw.resetHandlers();
      await userEvent.click(retry);
      await expect(await canvas.findByRole('heading', { level: 2, name: tours[0]!.tourName })).toBeVisible();
    });
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: tours[0]!.tourName })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'تورها' })).toBeVisible();
    await expect(canvas.getByText(`${new Intl.NumberFormat('fa-IR').format(tours.length)} تور`)).toBeVisible();
  },
};
