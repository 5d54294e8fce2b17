import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotelPriceRange } from '../../src/features/hotels/components/HotelPriceRange';

/** The hotel list's price range: applied with its button or Enter, refused when typed wrong or upside down. */
const meta = {
  title: 'Screens/Hotels/HotelPriceRange',
  component: HotelPriceRange,
  parameters: { layout: 'padded' },
  args: { listing: {}, onChange: fn() },
} satisfies Meta<typeof HotelPriceRange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed from empty and applied with Enter: the range is passed on with the rest of the listing. */
export const Apply: Story = {
  args: { listing: { sort: 'price', order: 'asc' } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('En düşük gecelik fiyat (TL)'), '1000');
    await userEvent.type(canvas.getByLabelText('En yüksek gecelik fiyat (TL)'), '2500.50{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'price', order: 'asc', minPrice: 1000, maxPrice: 2500.5 });
  },
};

/** A range already in the URL shows in its fields. */
export const Chosen: Story = {
  args: { listing: { minPrice: 800, maxPrice: 1500 } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('En düşük gecelik fiyat (TL)')).toHaveValue('800');
    await expect(canvas.getByLabelText('En yüksek gecelik fiyat (TL)')).toHaveValue('1500');
  },
};

/** Not an amount, or the lowest above the highest: said at the field, the button off, nothing passed on. */
export const Refused: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const min = await canvas.findByLabelText('En düşük gecelik fiyat (TL)');
    await userEvent.type(min, 'abc');
    await expect(canvas.getByText('Bir tutar girin, örn. 1500')).toBeVisible();
    await userEvent.clear(min);
    await userEvent.type(min, '3000');
    await userEvent.type(canvas.getByLabelText('En yüksek gecelik fiyat (TL)'), '1000');
    await expect(await canvas.findByText('En düşük fiyat en yüksek fiyattan büyük olamaz.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fiyatı uygula' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Persian: right to left, the upside-down range refused in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('حداقل قیمت هر شب (لیر)'), '3000');
    await userEvent.type(canvas.getByLabelText('حداکثر قیمت هر شب (لیر)'), '1000');
    await expect(await canvas.findByText('حداقل قیمت نمی‌تواند از حداکثر قیمت بیشتر باشد.')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
