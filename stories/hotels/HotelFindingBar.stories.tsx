import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelFindingBar } from '../../src/features/hotels/components/HotelFindingBar';
import { formatNumber } from '../../src/lib/format';

/** The hotel list's sort menu and its folded filters (stars, amenities, price range), as the URL carries them. */
const meta = {
  title: 'Screens/Hotels/HotelFindingBar',
  component: HotelFindingBar,
  parameters: { layout: 'padded' },
  args: { listing: {}, onChange: fn() },
} satisfies Meta<typeof HotelFindingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the suggested order, the filters folded, no "clear"; a sort picked is passed on. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Otelleri sırala ve filtrele' });
    const sort = within(bar).getByLabelText('Sıralama');
    await expect(sort).toHaveValue('default');
    await expect(within(bar).getByRole('button', { name: 'Filtreler' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(bar).queryByRole('button', { name: 'Filtreleri temizle' })).not.toBeInTheDocument();
    await userEvent.selectOptions(sort, 'Fiyat: düşükten yükseğe');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'price', order: 'asc' });
  },
};

/** The filters opened: a star rating and an amenity picked are passed on as the listing's filters. */
export const FiltersOpen: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Filtreler' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const stars = canvas.getByRole('group', { name: 'Yıldız sayısı' });
    await expect(within(stars).getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(stars).getByRole('button', { name: '4+ yıldız' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ minStars: 4 });
    await userEvent.click(within(canvas.getByRole('group', { name: 'Olanaklar' })).getByRole('button', { name: 'Ücretsiz Wi-Fi' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ amenities: ['wifi'] });
    await expect(canvas.getByRole('form', { name: 'Gecelik fiyat' })).toBeVisible();
  },
};

/** Two filters on: the button counts them, they show pressed, and "clear" keeps only the sort. */
export const ActiveFilters: Story = {
  args: { listing: { sort: 'rating', order: 'desc', minStars: 4, amenities: ['wifi', 'pool'] } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Sıralama')).toHaveValue('rating');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtreler (2)' }));
    await expect(await canvas.findByRole('button', { name: '4+ yıldız' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Yüzme havuzu' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtreleri temizle' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'rating', order: 'desc' });
  },
};

/** Persian: right to left, the count of filters in Persian digits. */
export const RightToLeft: Story = {
  args: { listing: { minStars: 3, amenities: ['wifi'] } },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'مرتب‌سازی و فیلتر هتل‌ها' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `فیلترها (${formatNumber(2, 'fa')})` })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
