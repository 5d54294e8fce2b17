import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StayDateInput } from '../../src/components/StayDateInput';
import type { StayDateInputProps } from '../../src/components/StayDateInput';

/** A field as the search form uses it (the value lives in the parent), after a button to tab from. */
function Controlled(props: StayDateInputProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <>
      <button type="button">Start</button>
      <StayDateInput {...props} value={value} onChange={setValue} />
    </>
  );
}

/**
 * A check-in or check-out field: a stand-in with the field's label, value and clear button
 * until the calendar (@mantine/dates) has been downloaded, then Mantine's DatePickerInput.
 */
const meta = {
  title: 'Components/StayDateInput',
  component: StayDateInput,
  parameters: { layout: 'padded' },
  args: { label: 'Check-in', value: null, minDate: '2027-05-01', onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StayDateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * First in this file on purpose: the calendar's code is not loaded yet. Tabbing onto the field
 * downloads it; the picker takes the stand-in's place and keeps the keyboard focus.
 */
export const KeyboardFocusIsKept: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Check-in');
    await expect(field).not.toHaveAttribute('data-dates-input');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByLabelText('Check-in')).toHaveAttribute('data-dates-input'), { timeout: 5000 });
    await expect(canvas.getByLabelText('Check-in')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const day = await within(document.body).findByRole('button', { name: '12 May 2027' });
    await waitFor(() => expect(day).toBeVisible());
    await userEvent.click(day);
    await expect(canvas.getByLabelText('Check-in')).toHaveTextContent('12 May 2027');
    // The calendar fades out; the accessibility check runs once it is gone.
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
  },
};

/** fa: the search's date fields open the Solar Hijri calendar; the day shows as fa dates are printed. */
export const Persian: Story = {
  globals: { locale: 'fa' },
  args: { label: 'تاریخ ورود' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'تاریخ ورود' }));
    const day = await within(document.body).findByRole('button', { name: '۲۲ اردیبهشت ۱۴۰۶' }, { timeout: 5000 });
    await expect(day).toHaveAttribute('data-date', '2027-05-12');
    await expect(within(document.body).getByRole('button', { name: '۱۰ اردیبهشت ۱۴۰۶' })).toBeDisabled();
    await userEvent.click(day);
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'تاریخ ورود' })).toHaveTextContent('۲۲ اردیبهشت ۱۴۰۶');
    await userEvent.click(canvas.getByRole('button', { name: 'پاک کردن تاریخ' }));
    await expect(canvas.getByRole('button', { name: 'تاریخ ورود' })).not.toHaveTextContent('۱۴۰۶');
  },
};
