import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { openSection } from './helpers';

/** /admin: one screen, a side menu switching sections, the section in `?section=`. */
const meta = {
  title: 'Screens/Admin/AdminScreen',
  component: AdminScreen,
  parameters: { route: '/admin', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `?section=` the dashboard is chosen; the menu (or the select on a phone) switches to Users. */
export const Menu: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeVisible();
    // The section's chunk loads after the menu: wait for it like a user.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Gösterge Paneli' })).toBeVisible();
    await openSection(canvas, 'Kullanıcılar', 'users');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Kullanıcılar' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Gösterge Paneli' })).not.toBeInTheDocument();
  },
};

/** `?section=hotels` opens that section directly (a reload keeps the section). */
export const DeepLink: Story = {
  parameters: { route: '/admin?section=hotels' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Oteller' })).toBeVisible();
  },
};

/** Persian: right-to-left, Persian menu. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/admin?section=users' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'کاربران' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
