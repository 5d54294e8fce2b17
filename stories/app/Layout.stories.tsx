import { Container, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from '../../src/app/layout/AppLayout';

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
    await expect(canvas.getByRole('button', { name: /Dili değiştir/ })).toBeVisible();
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
  },
};
