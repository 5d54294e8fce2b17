import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hotels } from '../world';
import { HotelListResults } from '../../src/features/hotels/components/HotelListResults';
import { formatNumber } from '../../src/lib/format';

const answered = { isPending: false, isError: false, isFetching: false, refetch: fn() };

/** The hotel list's results under its bars: loading, failed with retry, none found, or the count, the map/list switch and the cards. */
const meta = {
  title: 'Screens/Hotels/HotelListResults',
  component: HotelListResults,
  parameters: { layout: 'padded', route: '/hotels' },
  args: { query: answered, filtered: hotels, hasFilters: false, search: {} },
} satisfies Meta<typeof HotelListResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hotels found: their count, the list/map switch on the list, a card per hotel. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${hotels.length} otel`)).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Görünüm' })).getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    for (const hotel of hotels) await expect(canvas.getByRole('heading', { level: 2, name: hotel.hotelName })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { query: { ...answered, isPending: true } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** The call failed: the list's message, and retry asks again. */
export const Failed: Story = {
  args: { query: { ...answered, isError: true, refetch: fn() } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oteller yüklenirken bir hata oluştu.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(args.query.refetch).toHaveBeenCalled();
  },
};

/** Nothing found while something narrows the list: the empty message and a way back to every hotel. */
export const NoneFound: Story = {
  args: { filtered: [], hasFilters: true },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun otel bulunamadı.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tüm otelleri göster' })).toHaveAttribute('href', '/hotels');
  },
};

/** Nothing at all, with nothing narrowing it: no "show all". */
export const NoneAtAll: Story = {
  args: { filtered: [] },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun otel bulunamadı.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Tüm otelleri göster' })).not.toBeInTheDocument();
  },
};

/** Persian: right to left, the count in Persian digits. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${formatNumber(hotels.length, 'fa')} هتل`)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
