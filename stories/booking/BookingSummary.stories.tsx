import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../contract';
import { mockPath } from '../../mocks/variants';
import { useHotel } from '../../src/features/booking/api/getHotel';
import { BookingSummary } from '../../src/features/booking/components/BookingSummary';
import { refuse } from './storyHelpers';

const ipekyolu = hotels.find((hotel) => hotel.id === hotelIds.ipekyolu)!;

/** The summary as the form shows it: the hotel read through the API, the dates and total as typed. */
function Harness({ withTotal = false }: { withTotal?: boolean }) {
  const hotel = useHotel(hotelIds.ipekyolu);
  const total = withTotal ? { total: 7200, pricePerNight: 1800, rooms: 2, nights: 2 } : null;
  return <BookingSummary hotel={hotel} checkIn="2027-03-19" checkOut="2027-03-21" total={total} />;
}

/** Booking form › the summary beside it: hotel, dates, the running total; a hotel that cannot be shown says why. */
const meta = { title: 'Booking/Form/Summary', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: ipekyolu.hotelName })).toBeVisible();
    await expect(canvas.getByTestId('live-total')).toHaveTextContent('—');
    await expect(canvas.getByText('Toplamı görmek için tarihleri ve oda tipini seçin.')).toBeVisible();
  },
};

export const WithTotal: Story = {
  args: { withTotal: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('live-total')).toHaveTextContent(/7\.200.*TL/);
    await expect(canvas.getByText(/× 2 oda × 2 gece/)).toBeVisible();
  },
};

/** The hotel is gone (404): the way back to the hotel list. */
export const HotelMissing: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('getHotelById', 404, 'Hotel not found'));
  },
  async play({ canvasElement }) {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText('Otel bilgisi eksik')).toBeVisible();
    await expect(alert.getByRole('link')).toHaveAttribute('href', '/hotels');
  },
};

/** The hotel did not load (500): a retry that recovers. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getHotelById.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByText('Otel detayları yüklenirken bir hata oluştu')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('heading', { name: ipekyolu.hotelName })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  args: { withTotal: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مبلغ کل')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
