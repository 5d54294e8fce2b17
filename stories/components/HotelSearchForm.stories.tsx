import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HotelSearchForm } from '../../src/components/HotelSearchForm';

const TODAY = '2027-05-01';

/** Box of an element, rounded to device pixels (what a layout shift would change). */
const box = (element: Element) => {
  const { x, y, width, height } = element.getBoundingClientRect();
  return [x, y, width, height].map((value) => Math.round(value * devicePixelRatio));
};

/**
 * The hotel search of home, /hotels and the hotel page: city, check-in, check-out, guests. The
 * calendar (@mantine/dates) is downloaded only when a visitor comes near the form.
 */
const meta = {
  title: 'Components/HotelSearchForm',
  component: HotelSearchForm,
  parameters: { layout: 'padded' },
  args: { onSearch: fn(), today: TODAY, initial: { checkIn: '2027-05-10' } },
} satisfies Meta<typeof HotelSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * First in this file on purpose: the calendar's code is not loaded yet. The date fields are
 * stand-ins with the same labels, value, clear button and box; the first click downloads the
 * picker, which takes their place without moving anything and opens.
 */
export const CalendarOnFirstClick: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Hotel search' });
    const checkIn = canvas.getByRole('button', { name: 'Check-in' });
    const checkOut = canvas.getByRole('button', { name: 'Check-out' });
    await expect(checkIn).not.toHaveAttribute('data-dates-input');
    await expect(checkIn).toHaveTextContent('10 May 2027');
    await expect(canvas.getByRole('button', { name: 'Clear date' })).toBeVisible();
    const before = [form, checkIn, checkOut].map(box);

    await userEvent.click(checkOut);
    const day = await within(document.body).findByRole('button', { name: '13 May 2027' }, { timeout: 5000 });
    const pickers = [canvas.getByRole('button', { name: 'Check-in' }), canvas.getByRole('button', { name: 'Check-out' })];
    for (const picker of pickers) await expect(picker).toHaveAttribute('data-dates-input');
    await expect([form, ...pickers].map(box)).toEqual(before);

    await userEvent.click(day);
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Search hotels' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ city: undefined, checkIn: '2027-05-10', checkOut: '2027-05-13', guests: 1 });
  },
};

/** Keyboard only: Tab reaches the date fields, Enter opens the calendar, Escape closes it. */
export const Keyboard: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Şehir' }));
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Giriş tarihi' })).toHaveAttribute('data-dates-input'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Giriş tarihi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const day = await within(document.body).findByRole('button', { name: '12 Mayıs 2027' });
    await waitFor(() => expect(day).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
  },
};

/** The clear button empties a date without opening the calendar. */
export const ClearDate: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'پاک کردن تاریخ' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'پاک کردن تاریخ' })).not.toBeInTheDocument());
    await expect(document.querySelector('[data-dates-dropdown]')).toBeNull();
  },
};

/**
 * A Persian visitor types the guests with a Persian keyboard: ۴ is read as four (it used to be
 * refused as "between ۱ and ۱۰۰"), the field shows Persian digits, and the search asks for 4 guests.
 */
export const PersianDigitsInGuests: Story = {
  globals: { locale: 'fa' },
  args: { initial: {} },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const guests = await canvas.findByRole('textbox', { name: 'تعداد مهمانان' });
    await waitFor(() => expect(guests).toHaveValue('۱'));
    await userEvent.clear(guests);
    await userEvent.type(guests, '۴');
    await expect(guests).toHaveValue('۴');
    await userEvent.click(canvas.getByRole('button', { name: 'جستجوی هتل' }));
    await expect(canvas.queryByText('تعداد مهمانان باید بین ۱ و ۱۰۰ باشد')).not.toBeInTheDocument();
    await expect(args.onSearch).toHaveBeenCalledWith({ city: undefined, checkIn: undefined, checkOut: undefined, guests: 4 });
    // Arabic-Indic digits (an Arabic keyboard) count too.
    await userEvent.clear(guests);
    await userEvent.type(guests, '١٢');
    await expect(guests).toHaveValue('۱۲');
  },
};
