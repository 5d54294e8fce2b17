import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERASED_GUEST } from '../../contract/account';
import { canLogIn, rows, userIds, USER_LOGIN } from '../world';
import { failing } from '../../mocks/variants';
import { DeleteAccountSection } from '../../src/features/profile/components/DeleteAccountSection';
import { getSession } from '../../src/lib/session';

const wait = { timeout: 5000 };

function AccountRoutes() {
  return <Outlet />;
}

/** The demo user's account, deleted from the profile (the dialog opens in a portal), and the home page it leads to. */
const meta = {
  title: 'Screens/Profile/DeleteAccountSection',
  component: AccountRoutes,
  parameters: {
    route: '/profile',
    session: 'user',
    router: { path: '/', children: [{ index: true, element: <h1>Home</h1> }, { path: 'profile', element: <DeleteAccountSection /> }] },
  },
  beforeEach() {
    notifications.clean();
    return () => notifications.clean();
  },
} satisfies Meta<typeof AccountRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's bookings that still block the erasure are cancelled first (a story of its own shows the block). */
const withoutActiveStays = () => rows("UPDATE reservations SET status = 'CANCELLED' WHERE user_id = ?", userIds.demo);

async function openAndConfirm(canvasElement: HTMLElement, password: string, labels = { open: 'Hesabımı sil', password: /Onay için şifreniz/, confirm: 'Hesabımı kalıcı olarak sil' }) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: labels.open }, wait));
  const dialog = await screen.findByRole('dialog', {}, wait);
  if (password) {
    await userEvent.click(within(dialog).getByLabelText(labels.password));
    await userEvent.paste(password);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: labels.confirm }));
  return dialog;
}

/** The section: what it offers, before anything is opened. */
export const Closed: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Hesabı sil' }, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hesabımı sil' })).toBeVisible();
  },
};

/** The dialog says what is erased and what is kept; nothing typed: the password is asked for. */
export const PasswordRequired: Story = {
  async play({ canvasElement }) {
    const dialog = await openAndConfirm(canvasElement, '');
    await expect(dialog).toHaveTextContent('Silinecekler');
    await expect(dialog).toHaveTextContent('Saklananlar');
    await expect(await within(dialog).findByText('Onaylamak için şifrenizi girin', {}, wait)).toBeVisible();
  },
};

/** A wrong password: told on the field, the account stays. */
export const WrongPassword: Story = {
  async play({ canvasElement }) {
    const dialog = await openAndConfirm(canvasElement, 'not-my-password');
    await expect(await within(dialog).findByText('Şifre yanlış', {}, wait)).toBeVisible();
    await expect(await canLogIn(USER_LOGIN.name, USER_LOGIN.password)).toBe(true);
  },
};

/** The demo user has an upcoming stay (Nowruz): the erasure waits, and the dialog says why. */
export const UpcomingStayBlocks: Story = {
  async play({ canvasElement }) {
    const dialog = await openAndConfirm(canvasElement, USER_LOGIN.password);
    await expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Devam eden veya yaklaşan bir rezervasyonunuz var.');
    await expect(getSession().isAuthenticated).toBe(true);
  },
};

/** The server fails: the dialog says so and the session stays. */
export const ServerFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'deleteMe'));
  },
  async play({ canvasElement }) {
    const dialog = await openAndConfirm(canvasElement, USER_LOGIN.password);
    await expect(await within(dialog).findByRole('alert', {}, wait)).toHaveTextContent('Hesap silinemedi. Lütfen tekrar deneyin.');
    await expect(getSession().isAuthenticated).toBe(true);
  },
};

/** Erased: the login stops working, the past bookings stay without the guest's details, and the page goes home. */
export const Deleted: Story = {
  async beforeEach() {
    await withoutActiveStays();
  },
  async play({ canvasElement }) {
    await openAndConfirm(canvasElement, USER_LOGIN.password);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' }, wait)).toBeVisible();
    await expect(await screen.findByText('Hesabınız silindi.', {}, wait)).toBeVisible();
    await expect(getSession().isAuthenticated).toBe(false);
    await expect(await canLogIn(USER_LOGIN.name, USER_LOGIN.password)).toBe(false);
    const kept = await rows<{ guest_name: string }>('SELECT guest_name FROM reservations WHERE guest_email = ?', ERASED_GUEST);
    await expect(kept.length).toBeGreaterThan(0);
    await expect(kept.every((booking) => booking.guest_name === ERASED_GUEST)).toBe(true);
  },
};

/** Persian: right to left, from the button to the erasure. */
export const Persian: Story = {
  globals: { locale: 'fa' },
  async beforeEach() {
    await withoutActiveStays();
  },
  async play({ canvasElement }) {
    await openAndConfirm(canvasElement, USER_LOGIN.password, { open: 'حذف حساب من', password: /رمز عبور شما برای تأیید/, confirm: 'حذف همیشگی حساب من' });
    await expect(await screen.findByText('حساب شما حذف شد.', {}, wait)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
