import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tourReservations } from '../world';
import { empty } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body, refuse } from './helpers';

/** Admin › Tour bookings (confirm / cancel) and › Messages. */
const meta = {
  title: 'Screens/Admin/TourBookings',
  component: AdminScreen,
  parameters: { route: '/admin?section=tourBookings', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The PENDING tour booking (the other one is already CONFIRMED). */
const first = tourReservations.find((booking) => booking.status === 'PENDING')!;

export const ConfirmAndCancel: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Tur rezervasyonları' }));
    await userEvent.click(await table.findByRole('button', { name: `Onayla ${first.fullName}` }));
    await expect(await within(body()).findByText('Tur rezervasyonu onaylandı.')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: `İptal Et ${first.fullName}` }));
    await expect(await within(body()).findByText('Tur rezervasyonu iptal edildi.')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('updateTourReservationStatus', 409, 'Not enough places left on this tour for this date'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Tur rezervasyonları' }));
    await userEvent.click(await table.findByRole('button', { name: `Onayla ${first.fullName}` }));
    await expect(await within(body()).findByText('Not enough places left on this tour for this date')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllTourReservations'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz tur rezervasyonu yok.')).toBeVisible();
  },
};

export const Messages: Story = {
  parameters: { route: '/admin?section=messages' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('table', { name: 'İletişim mesajları' })).toBeVisible();
  },
};
