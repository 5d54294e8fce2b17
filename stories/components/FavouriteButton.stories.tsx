import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { favourites, hotelIds, rows, userIds, users } from '../world';
import { getSession, setSession } from '../../src/lib/session';
import { failing, slow } from '../../mocks/variants';
import { FavouriteButton } from '../../src/components/FavouriteButton';

const savedHotel = favourites.find((f) => f.userId === userIds.demo)!.hotelId;
const isSaved = async (hotelId: string) =>
  (await rows('SELECT 1 FROM favourites WHERE user_id = ? AND hotel_id = ?', userIds.demo, hotelId)).length > 0;

/**
 * The heart on hotel cards: a logged-in user saves or removes the hotel (optimistic, put back with
 * a notification when the call fails); a guest is sent to /login.
 */
const meta = {
  title: 'Components/FavouriteButton',
  component: FavouriteButton,
  parameters: { layout: 'padded' },
  args: { hotelId: hotelIds.ipekyolu },
  // Notifications live outside the story: none from an earlier story, none left for the next.
  beforeEach() {
    notifications.clean();
    return () => notifications.clean();
  },
} satisfies Meta<typeof FavouriteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the heart is a link to /login with the same name. */
export const Guest: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Favorilere ekle' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The demo user has not saved this hotel: one click saves it, a second removes it again. */
export const UserNotFavourite: Story = {
  parameters: { session: 'user' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await canvas.findByRole('button', { name: 'Favorilerden çıkar' })).toBeVisible();
    await waitFor(async () => expect(await isSaved(args.hotelId)).toBe(true));

    await userEvent.click(canvas.getByRole('button', { name: 'Favorilerden çıkar' }));
    await expect(await canvas.findByRole('button', { name: 'Favorilere ekle' })).toBeVisible();
    await waitFor(async () => expect(await isSaved(args.hotelId)).toBe(false));
  },
};

/** A hotel the demo user saved: a filled heart that removes it. */
export const UserFavourite: Story = {
  parameters: { session: 'user' },
  args: { hotelId: savedHotel },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Favorilerden çıkar' });
    await userEvent.click(remove);
    await expect(await canvas.findByRole('button', { name: 'Favorilere ekle' })).toBeVisible();
    await waitFor(async () => expect(await isSaved(args.hotelId)).toBe(false));
  },
};

/**
 * A stored session whose token has expired: the heart on a public page behaves as for a guest
 * (a link to /login) instead of calling the API and bouncing the visitor to /login with a 401.
 */
export const ExpiredSession: Story = {
  beforeEach() {
    const claims = btoa(JSON.stringify({ sub: userIds.demo, role: 'USER', name: 'demo', exp: 1_700_000_000 })).replace(/=+$/, '');
    setSession(`eyJhbGciOiJIUzI1NiJ9.${claims}.signature`, users.find((u) => u.id === userIds.demo)!);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Favorilere ekle' })).toHaveAttribute('href', '/login');
    // Nothing answered 401, so the session is still there (the server decides when it is used).
    await expect(getSession().isAuthenticated).toBe(true);
  },
};

/** While the call runs the heart already shows the wanted state. */
export const Saving: Story = {
  parameters: { session: 'user' },
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'addFavourite'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await expect(await canvas.findByRole('button', { name: 'Favorilerden çıkar' })).toBeVisible();
  },
};

/** The server refuses: the heart goes back to empty and the user is told. */
export const Failure: Story = {
  parameters: { session: 'user' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'addFavourite'));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Favorilere ekle' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const message = await within(document.body).findByText(/Otel favorilerinize eklenemedi/);
    await waitFor(() => expect(message).toBeVisible());
    await expect(await canvas.findByRole('button', { name: 'Favorilere ekle' })).toBeVisible();
    await expect(await isSaved(args.hotelId)).toBe(false);
  },
};

/** English names. */
export const English: Story = {
  parameters: { session: 'user' },
  globals: { locale: 'en' },
  args: { hotelId: savedHotel },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  },
};

/** Persian names (right to left). */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('link', { name: 'افزودن به علاقه‌مندی‌ها' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
