import { Container, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from '../../src/app/layout/AppLayout';
import { getToken } from '../../src/lib/session';
import { USER_LOGIN } from '../world';

function SampleScreen() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Van</Title>
      <Text>Screen content renders here.</Text>
    </Container>
  );
}

/** Every screen's frame: skip link, sticky top bar (links, type menus, language, account), footer. */
const meta = {
  title: 'App/Layout',
  component: AppLayout,
  parameters: {
    route: '/hotels',
    router: { path: '/', children: [{ path: '*', element: <SampleScreen /> }] },
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Guest view: log in and register buttons, the current section highlighted. */
export const Guest: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Screen content renders here.');
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(within(canvas.getByRole('contentinfo')).getByText(/09:00–18:00/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Dili değiştir/ })).toBeVisible();
    // The legal texts a booking accepts, from every screen.
    const legal = within(within(canvas.getByRole('contentinfo')).getByRole('navigation', { name: 'Yasal bilgiler' }));
    await expect(legal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Satış koşulları', '/terms'],
      ['Aydınlatma metni', '/privacy'],
      ['İptal ve iade kuralları', '/cancellation-policy'],
    ]);
  },
};

/** Logged in as the admin (`parameters.session`): the account controls replace log in / register. */
export const LoggedInAdmin: Story = {
  parameters: { session: 'admin' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    // Narrow viewports show the account controls in the drawer; wide ones in the account menu.
    const burger = canvas.queryByRole('button', { name: 'Menüyü aç' });
    if (burger && burger.checkVisibility()) {
      await userEvent.click(burger);
      await expect(await screen.findByRole('link', { name: 'Yönetim paneli' })).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
    } else {
      await expect(canvas.getByRole('button', { name: 'admin' })).toBeVisible();
    }
  },
};

/**
 * Log out ends the session on the server too: the token the browser held answers 401 afterwards
 * (a copied token stops working), and the top bar offers log in again.
 */
export const LogOutEndsTheSession: Story = {
  parameters: { session: 'user' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const token = getToken()!;
    const me = () => fetch('/api/users/me', { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.status);
    await expect(await me()).toBe(200);
    // Narrow viewports: the drawer's button; wide ones: the account menu's item.
    const burger = canvas.queryByRole('button', { name: 'Menüyü aç' });
    const narrow = Boolean(burger?.checkVisibility());
    await userEvent.click(narrow ? burger! : canvas.getByRole('button', { name: USER_LOGIN.name }));
    await userEvent.click(await screen.findByRole(narrow ? 'button' : 'menuitem', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(async () => expect(await me()).toBe(401));
  },
};

/** Switching the language to Persian turns the whole document right-to-left. */
export const SwitchToPersian: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await step('choose فارسی in the language menu', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Dili değiştir/ }));
      // The menu renders in a portal, outside the story's root.
      await userEvent.click(await screen.findByRole('menuitem', { name: /فارسی/ }));
    });

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'fa');
    await expect(await canvas.findByRole('button', { name: /تغییر زبان/ })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('banner')).direction).toBe('rtl');
    // The footer's opening hours in Persian digits.
    await expect(within(canvas.getByRole('contentinfo')).getByText(/۰۹:۰۰ تا ۱۸:۰۰/)).toBeVisible();
  },
};
