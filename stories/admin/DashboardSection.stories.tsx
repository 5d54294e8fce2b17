import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../contract';
import { users } from '../world';
import { mockPath, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { monthName } from '../../src/features/admin/dashboard/monthName';
import { vanToday } from '../../contract/time';

/** Admin › Dashboard: the four figures and the reports panel, from the server. */
const meta = {
  title: 'Screens/Admin/Dashboard',
  component: AdminScreen,
  parameters: { route: '/admin?section=dashboard', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Kullanıcılar' })).toHaveTextContent(String(users.length));
    await expect(canvas.getByRole('region', { name: 'Rezervasyonlar' })).toHaveTextContent('3');
    await expect(canvas.getByRole('region', { name: 'Doluluk Oranı' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Son Üç Ay' })).toBeVisible();
  },
};

/** A load failure with retry that recovers. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(mockPath(endpoints.getDashboard.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gösterge paneli yüklenirken bir hata oluştu.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('heading', { name: 'Raporlar' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getDashboard'));
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'گزارش‌ها' })).toBeVisible();
    // The month of Van's today with the Solar Hijri months it spans, as the Persian site dates things.
    const revenue = within(canvas.getByRole('region', { name: 'درآمد ماهانه' }));
    await expect(revenue.getByText(monthName(vanToday().slice(0, 7), 'fa'))).toBeVisible();
    await expect(revenue.getByText(/\(.+–.+[۰-۹]{4}\)$/)).toBeVisible();
  },
};
