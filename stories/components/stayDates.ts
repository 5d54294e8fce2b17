import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Picks a day in a tr/en search date field (src/components/StayDateInput.tsx): focuses the field,
 * which downloads the calendar, waits until Mantine's picker has replaced the stand-in (on a busy
 * machine serving that code can take seconds), then opens it and clicks the day named `dayName`
 * ("10 May 2027"), and waits for the calendar to close.
 */
export async function pickStayDay(canvasElement: HTMLElement, label: string, dayName: string): Promise<void> {
  const field = () => within(canvasElement).getByRole('button', { name: label });
  field().focus();
  await waitFor(() => expect(field()).toHaveAttribute('data-dates-input'), { timeout: 15_000 });
  await userEvent.click(field());
  await userEvent.click(await within(document.body).findByRole('button', { name: dayName }, { timeout: 10_000 }));
  await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull(), { timeout: 5_000 });
}
