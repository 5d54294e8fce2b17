import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hotelIds, hotels, roomTypeIds, roomTypes } from '../world';
import { http, HttpResponse } from 'msw';
import { endpoints, grossCentsOf, priceStay } from '../../contract';
import { formatMoney } from '../../src/lib/format';
import { failing, mockPath, slow } from '../../mocks/variants';
import { rateRulesOf } from '../../scripts/seed-data';
import { useHotel } from '../../src/features/booking/api/getHotel';
import { useStayQuote } from '../../src/features/booking/api/getStayQuote';
import { BookingSummary } from '../../src/features/booking/components/BookingSummary';
import { refuse } from './storyHelpers';

const ipekyolu = hotels.find((hotel) => hotel.id === hotelIds.ipekyolu)!;
const double = roomTypes.find((room) => room.id === roomTypeIds.ipekyoluDouble)!;

/** Stays of the demo world: Nowruz 2027 (its rate asks three nights at least) across its first night, and two nights inside it. */
const STAYS = {
  nowruz: { checkIn: '2027-03-16', checkOut: '2027-03-21', rooms: 1 },
  tooShort: { checkIn: '2027-03-19', checkOut: '2027-03-21', rooms: 1 },
  twoRooms: { checkIn: '2027-03-16', checkOut: '2027-03-19', rooms: 2 },
} as const;
type StayName = keyof typeof STAYS;

/** What the demo world charges for a stay, by the one rule (contract/stayPricing.ts). */
const expected = (name: StayName) =>
  priceStay({ pricePerNightCents: Math.round(double.pricePerNight * 100) }, rateRulesOf(double.id), STAYS[name], ipekyolu.taxRate);

/** The summary as the form shows it: the hotel and the stay's quote read through the API. */
function Harness({ stay }: { stay?: StayName }) {
  const hotel = useHotel(hotelIds.ipekyolu);
  const input = stay ? { roomTypeId: double.id, guests: 2, ...STAYS[stay] } : null;
  const quote = useStayQuote(input);
  return <BookingSummary hotel={hotel} checkIn={input?.checkIn ?? ''} checkOut={input?.checkOut ?? ''} quote={input ? quote : null} />;
}

/** Booking form › the summary beside it: hotel, dates, the stay night by night with the tax and the total; a hotel that cannot be shown says why. */
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

/**
 * Nowruz 2027: two nights at the base price, then the Nowruz rate (Friday and Saturday dearer),
 * each night with its taxes, the total "vergiler dahil" and the taxes inside it (issue 33: the
 * nights were shown before tax, then a subtotal and the tax added on top).
 */
export const NightByNight: Story = {
  args: { stay: 'nowruz' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const price = expected('nowruz');
    await canvas.findByTestId('quote-tax', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('live-total')).toHaveTextContent(`${formatMoney(price.totalCents / 100, 'tr')} TL`);
    await expect(canvas.getByText('vergiler dahil')).toBeVisible();
    const nights = within(canvas.getByRole('table', { name: 'Geceler' }));
    for (const night of price.nights) {
      await expect(nights.getAllByText(`${formatMoney(grossCentsOf(night.priceCents, ipekyolu.taxRate) / 100, 'tr')} TL`)[0]).toBeVisible();
    }
    await expect(nights.getAllByRole('row')).toHaveLength(price.nights.length);
    // What a person reads adds up: the nights with their taxes make the total.
    const shown = price.nights.reduce((sum, night) => sum + grossCentsOf(night.priceCents, ipekyolu.taxRate), 0);
    await expect(shown).toBe(price.totalCents);
    await expect(canvas.queryByText(`${formatMoney(price.subtotalCents / 100, 'tr')} TL`)).not.toBeInTheDocument();
    await expect(canvas.getByText(`Bunun içindeki vergiler (konaklama vergisi + KDV, %${ipekyolu.taxRate})`)).toBeVisible();
    await expect(canvas.getByTestId('quote-tax')).toHaveTextContent(`${formatMoney(price.taxCents / 100, 'tr')} TL`);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Two rooms: the nights of one room, then "× 2 oda", priced for both. */
export const TwoRooms: Story = {
  args: { stay: 'twoRooms' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('× 2 oda', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('live-total')).toHaveTextContent(`${formatMoney(expected('twoRooms').totalCents / 100, 'tr')} TL`);
  },
};

/** Two nights inside Nowruz, whose rate asks three: still priced, and why it cannot be booked. */
export const NotBookable: Story = {
  args: { stay: 'tooShort' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const refusal = await canvas.findByTestId('quote-refusal', {}, { timeout: 5000 });
    // After its arrival day has passed the same stay is refused as a past date.
    await expect(refusal).toHaveTextContent(/Bu tarihlerde en az 3 gece konaklamak gerekir\.|Geçmiş bir tarih için rezervasyon yapamazsınız/);
    await expect(canvas.getByTestId('live-total')).toHaveTextContent(`${formatMoney(expected('tooShort').totalCents / 100, 'tr')} TL`);
  },
};

/** The quote is on its way. */
export const QuoteLoading: Story = {
  args: { stay: 'nowruz' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getStayQuote'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fiyat hesaplanıyor…')).toBeVisible();
    await expect(canvas.getByTestId('live-total')).toHaveTextContent('—');
  },
};

/** The quote failed (500): a retry that recovers. */
export const QuoteError: Story = {
  args: { stay: 'nowruz' },
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getStayQuote.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert', {}, { timeout: 5000 }));
    await expect(alert.getByText('Fiyat hesaplanamadı.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByTestId('quote-tax')).toBeVisible();
  },
};

/** Every call fails: the quote's alert stays with its retry. */
export const QuoteAlwaysFailing: Story = {
  args: { stay: 'nowruz' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getStayQuote'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fiyat hesaplanamadı.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('live-total')).toHaveTextContent('—');
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
  args: { stay: 'nowruz' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('مبلغ کل')).toBeVisible();
    await canvas.findByTestId('quote-tax', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('live-total')).toHaveTextContent(formatMoney(expected('nowruz').totalCents / 100, 'fa'));
    // Issue 33: the total with its taxes, the taxes inside it (no subtotal line any more).
    await expect(canvas.getByText('با احتساب مالیات')).toBeVisible();
    await expect(canvas.getByTestId('quote-tax')).toHaveTextContent(formatMoney(expected('nowruz').taxCents / 100, 'fa'));
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** fa: the refusal in Persian. */
export const RightToLeftNotBookable: Story = {
  globals: { locale: 'fa' },
  args: { stay: 'tooShort' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('quote-refusal', {}, { timeout: 5000 })).toHaveTextContent(/در این تاریخ‌ها اقامت باید دست‌کم ۳ شب باشد|برای تاریخ گذشته/);
  },
};
