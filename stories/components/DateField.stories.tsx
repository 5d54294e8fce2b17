import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from '../../src/components/DateField';
import type { DateFieldProps } from '../../src/components/DateField';

/** A field as a form holds it, with the value the form would send printed under it. */
function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <DateField {...props} value={value} onChange={setValue} />
      <output aria-label="sent value">{value}</output>
    </>
  );
}

/**
 * A form's date field: the browser's date input in tr and en; in fa a field that opens the Solar
 * Hijri calendar and takes typed Persian or Gregorian dates. The value is a YYYY-MM-DD day.
 */
const meta = {
  title: 'Components/DateField',
  component: DateField,
  parameters: { layout: 'padded' },
  args: { label: 'Check-in', value: '', min: '2027-05-01', onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('sent value');
const calendarClosed = () => waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());

/** en: the browser's own (Gregorian) date input. */
export const Gregorian: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const field = within(canvasElement).getByLabelText('Check-in');
    await expect(field).toHaveAttribute('type', 'date');
    await expect(field).toHaveAttribute('min', '2027-05-01');
    await userEvent.type(field, '2027-05-10');
    await expect(sent(canvasElement)).toHaveTextContent('2027-05-10');
  },
};

/** fa: the calendar is Solar Hijri with Persian digits, weeks from Saturday; the day picked is sent as YYYY-MM-DD. */
export const PersianCalendar: Story = {
  globals: { locale: 'fa' },
  args: { label: 'تاریخ ورود' },
  async play({ canvasElement }) {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByLabelText('تاریخ ورود'));
    const grid = await body.findByRole('grid', { name: 'اردیبهشت ۱۴۰۶' }, { timeout: 5000 });
    const weekdays = within(grid).getAllByRole('columnheader');
    await expect(weekdays[0]).toHaveAttribute('abbr', 'شنبه');
    await expect(weekdays[6]).toHaveAttribute('abbr', 'جمعه');
    // Days before the first that can be picked are disabled.
    await expect(within(grid).getByRole('button', { name: '۱۰ اردیبهشت ۱۴۰۶' })).toBeDisabled();
    await userEvent.click(within(grid).getByRole('button', { name: '۲۰ اردیبهشت ۱۴۰۶' }));
    await calendarClosed();
    await expect(within(canvasElement).getByLabelText('تاریخ ورود')).toHaveValue('۱۴۰۶/۰۲/۲۰');
    await expect(sent(canvasElement)).toHaveTextContent('2027-05-10');
    await expect(within(canvasElement).getByText('۲۰ اردیبهشت ۱۴۰۶')).toBeVisible();
  },
};

/** fa: the next-month button shows Khordad; the day keeps its Gregorian date in `data-date`. */
export const PersianNextMonth: Story = {
  globals: { locale: 'fa' },
  args: { label: 'تاریخ ورود' },
  async play({ canvasElement }) {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByLabelText('تاریخ ورود'));
    await body.findByRole('grid', { name: 'اردیبهشت ۱۴۰۶' }, { timeout: 5000 });
    await userEvent.click(body.getByRole('button', { name: 'ماه بعد' }));
    const grid = await body.findByRole('grid', { name: 'خرداد ۱۴۰۶' });
    const first = within(grid).getByRole('button', { name: '۱ خرداد ۱۴۰۶' });
    await expect(first).toHaveAttribute('data-date', '2027-05-22');
    await userEvent.click(first);
    await calendarClosed();
    await expect(sent(canvasElement)).toHaveTextContent('2027-05-22');
  },
};

/** fa: a typed date is read in Persian or Latin digits, Persian or Gregorian; a wrong one sends nothing. */
export const PersianTyped: Story = {
  globals: { locale: 'fa' },
  args: { label: 'تاریخ ورود', min: undefined },
  async play({ canvasElement }) {
    const field = within(canvasElement).getByLabelText('تاریخ ورود');
    await userEvent.type(field, '۱۴۰۶/۰۱/۰۱');
    await expect(sent(canvasElement)).toHaveTextContent('2027-03-21');
    await expect(within(canvasElement).getByText('۱ فروردین ۱۴۰۶')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '2027-05-10');
    await expect(sent(canvasElement)).toHaveTextContent('2027-05-10');
    await expect(field).toHaveValue('2027-05-10');
    await userEvent.clear(field);
    await userEvent.type(field, '1404/12/30');
    await expect(sent(canvasElement)).toBeEmptyDOMElement();
    await userEvent.keyboard('{Escape}');
    await calendarClosed();
  },
};

/** fa: the arrow down opens the calendar on the day; in right-to-left the left arrow is the next day. */
export const PersianKeyboard: Story = {
  globals: { locale: 'fa' },
  args: { label: 'تاریخ ورود', value: '2027-05-10' },
  async play({ canvasElement }) {
    const field = within(canvasElement).getByLabelText('تاریخ ورود');
    await expect(field).toHaveValue('۱۴۰۶/۰۲/۲۰');
    field.focus();
    await userEvent.keyboard('{ArrowDown}');
    const day = await within(document.body).findByRole('button', { name: '۲۰ اردیبهشت ۱۴۰۶' }, { timeout: 5000 });
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(document.body).getByRole('button', { name: '۲۱ اردیبهشت ۱۴۰۶' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(document.body).getByRole('button', { name: '۲۸ اردیبهشت ۱۴۰۶' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await calendarClosed();
    await expect(sent(canvasElement)).toHaveTextContent('2027-05-18');
  },
};
