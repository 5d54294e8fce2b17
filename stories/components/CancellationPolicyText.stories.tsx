import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancellationPolicyText } from '../../src/components/CancellationPolicyText';
import { formatDate } from '../../src/lib/format';

/** A hotel's cancellation policy in one sentence (hotel page, booking summary, PNR dialog, profile). */
const meta = {
  title: 'Components/CancellationPolicyText',
  component: CancellationPolicyText,
  args: { policy: 'FREE_UNTIL', freeDays: 3, withRulesLink: true },
} satisfies Meta<typeof CancellationPolicyText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates not known yet: the window in days, and the link to the rules. */
export const FreeInDays: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Free cancellation until 3 days before arrival/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancellation and refund rules' })).toHaveAttribute('href', '/cancellation-policy');
  },
};

/** A stay's dates known: the last free day, in Van's calendar. */
export const FreeUntilDate: Story = {
  globals: { locale: 'en' },
  args: { freeUntil: '2027-03-17' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(`Free cancellation until ${formatDate('2027-03-17', 'en')} (Van time); after that the first night is charged.`)).toBeVisible();
  },
};

/** Non-refundable, in Turkish. */
export const NonRefundable: Story = {
  args: { policy: 'NON_REFUNDABLE', withRulesLink: false },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('İade edilemez: iptal edilirse ödenen tutar iade edilmez.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Persian: the date in the Solar Hijri calendar with Persian digits. */
export const Persian: Story = {
  globals: { locale: 'fa' },
  args: { freeUntil: '2027-03-17' },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText(/لغو رایگان تا .*۱۴۰۵/)).toBeVisible();
  },
};
