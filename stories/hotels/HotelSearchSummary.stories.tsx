import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HotelSearchSummary } from '../../src/features/hotels/components/HotelSearchSummary';
import { formatDate, formatNumber } from '../../src/lib/format';

const DATED = { city: 'Van', checkIn: '2027-05-10', checkOut: '2027-05-13', guests: 2 };

/** The hotel list's stay search in one line, above the list (/hotels). */
const meta = {
  title: 'Screens/Hotels/HotelSearchSummary',
  component: HotelSearchSummary,
  parameters: { layout: 'padded' },
  args: { search: {} },
} satisfies Meta<typeof HotelSearchSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched: every hotel, no dates, and no note about free rooms. */
export const NoSearch: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tüm oteller, tarih seçilmedi')).toBeVisible();
    await expect(canvas.queryByText(/Yalnızca her gece boş odası olan oteller/)).not.toBeInTheDocument();
  },
};

/** A dated search: city, dates and guests in one line, and that only hotels free every night are shown. */
export const Dated: Story = {
  args: { search: DATED },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(/^Aramanız:/);
    await expect(line).toHaveTextContent(`${formatDate(DATED.checkIn, 'tr')} – ${formatDate(DATED.checkOut, 'tr')}`);
    await expect(line).toHaveTextContent('Van');
    await expect(line).toHaveTextContent('2 misafir');
    await expect(canvas.getByText(/Yalnızca her gece boş odası olan oteller/)).toBeVisible();
  },
};

/** A city alone: the city is the summary; without dates there is no note about free rooms. */
export const CityOnly: Story = {
  args: { search: { city: 'Erciş' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Aramanız:/)).toHaveTextContent('Aramanız: Erciş');
    await expect(canvas.queryByText(/Yalnızca her gece boş odası olan oteller/)).not.toBeInTheDocument();
  },
};

/** Persian: right to left, Persian digits in the dates and the guests, the Latin city kept whole. */
export const RightToLeft: Story = {
  args: { search: DATED },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(/^جستجوی شما:/);
    await expect(line).toHaveTextContent(formatDate(DATED.checkIn, 'fa'));
    await expect(line).toHaveTextContent(`${formatNumber(2, 'fa')} مهمان`);
    await expect(within(line).getByText('Van').tagName).toBe('BDI');
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
