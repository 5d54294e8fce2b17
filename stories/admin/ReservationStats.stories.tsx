import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reservations } from '../world';
import { failing, slow } from '../../mocks/variants';
import { ReservationStats } from '../../src/features/admin/reservations/ReservationStats';
import { backOfficeTexts, figure } from './helpers';

/** Admin › Reservations › the four cards: all, confirmed, pending and cancelled, counted on the server. */
const meta = {
  title: 'Admin/Reservations/Stats',
  component: ReservationStats,
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof ReservationStats>;

export default meta;
type Story = StoryObj<typeof meta>;

const counted = (status: string) => reservations.filter((reservation) => reservation.status === status).length;
const card = (canvasElement: HTMLElement, label: string) => within(canvasElement).findByRole('region', { name: label });

export const Data: Story = {
  async play({ canvasElement }) {
    const total = await card(canvasElement, 'Toplam');
    await waitFor(() => expect(total).toHaveTextContent(figure(reservations.length)));
    await expect(await card(canvasElement, 'Onaylanan')).toHaveTextContent(figure(counted('CONFIRMED')));
    await expect(await card(canvasElement, 'Bekleyen')).toHaveTextContent(figure(counted('PENDING')));
    await expect(await card(canvasElement, 'İptal Edilen')).toHaveTextContent(figure(counted('CANCELLED')));
  },
};

/** While the counts travel, each card shows a dash instead of a wrong zero. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllReservations'));
  },
  async play({ canvasElement }) {
    await expect(await card(canvasElement, 'Toplam')).toHaveTextContent(/–$/);
  },
};

/** A failed count keeps the dash (the table below shows the error and its retry). */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllReservations'));
  },
  async play({ canvasElement }) {
    await expect(await card(canvasElement, 'Bekleyen')).toHaveTextContent(/–$/);
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const total = await card(canvasElement, 'کل');
    await waitFor(() => expect(total).toHaveTextContent(new Intl.NumberFormat('fa').format(reservations.length)));
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
