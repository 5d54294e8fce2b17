import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { hotelIds, stored } from '../world';
import { failing } from '../../mocks/variants';
import { NO_FILTERS, type ReservationFilters } from '../../src/features/admin/reservations/api';
import { ReservationFilterBar } from '../../src/features/admin/reservations/ReservationFilterBar';
import { backOfficeTexts, body } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const hotels = stored.hotels;

/** The bar as the reservations section holds it, with the filters it applies written out below. */
function FilterBarHarness({ initial = NO_FILTERS }: { initial?: ReservationFilters }) {
  const [filters, setFilters] = useState(initial);
  const [search, setSearch] = useState(initial.q);
  return (
    <>
      <ReservationFilterBar filters={filters} onChange={setFilters} search={search} onSearchChange={setSearch} hotels={hotels} />
      <output aria-label="applied filters">{JSON.stringify(filters)}</output>
    </>
  );
}

/** Admin › Reservations › the filter bar: search, status, hotel, dates, order, and the CSV export. */
const meta = {
  title: 'Admin/Reservations/Filter bar',
  component: FilterBarHarness,
  parameters: { session: 'admin' },
  loaders: [backOfficeTexts],
} satisfies Meta<typeof FilterBarHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const applied = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByRole('status', { name: 'applied filters' }).textContent!) as ReservationFilters;

/** The search applies on Enter; a status, a hotel and an order apply at once; "clear" starts over. */
export const Filtering: Story = {
  async play({ canvasElement }) {
    const bar = within(await within(canvasElement).findByRole('region', { name: 'Filtreler' }));
    await userEvent.type(bar.getByLabelText('Ara'), 'reza');
    await expect(applied(canvasElement).q).toBe('');
    await userEvent.keyboard('{Enter}');
    await expect(applied(canvasElement).q).toBe('reza');
    await userEvent.selectOptions(bar.getByLabelText('Durum'), 'CONFIRMED');
    await userEvent.selectOptions(bar.getByLabelText('Otel'), hotelIds.sahmaran);
    await expect(applied(canvasElement)).toMatchObject({ q: 'reza', status: 'CONFIRMED', hotelId: hotelIds.sahmaran });
    await userEvent.click(bar.getByRole('button', { name: 'Filtreleri temizle' }));
    await expect(applied(canvasElement)).toEqual(NO_FILTERS);
    await expect(bar.getByLabelText('Ara')).toHaveValue('');
  },
};

/** One day is a range: From and To the same day are applied as typed. */
export const OneDay: Story = {
  async play({ canvasElement }) {
    const bar = within(await within(canvasElement).findByRole('region', { name: 'Filtreler' }));
    await userEvent.type(bar.getByLabelText('Başlangıç'), '2027-03-20');
    await userEvent.type(bar.getByLabelText('Bitiş'), '2027-03-20');
    await expect(applied(canvasElement)).toMatchObject({ from: '2027-03-20', to: '2027-03-20' });
  },
};

/** A failed export tells the admin why; the bar stays as it was. */
export const ExportFails: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'exportReservationsCsv'));
  },
  async play({ canvasElement }) {
    const bar = within(await within(canvasElement).findByRole('region', { name: 'Filtreler' }));
    await userEvent.click(bar.getByRole('button', { name: 'CSV olarak indir' }));
    await expect(await within(body()).findByText('Internal server error')).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'CSV olarak indir' })).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const bar = within(await within(canvasElement).findByRole('region', { name: 'فیلترها' }));
    await expect(bar.getByRole('button', { name: 'دانلود CSV' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
