import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotels, places, tours } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { HomeScreen } from '../../src/features/home/components/HomeScreen';
import { PnrDialog } from '../../src/features/pnr/PnrDialog';
import { useLocation } from 'react-router';
import { pickStayDay } from '../components/stayDates';

const TODAY = '2027-05-01';

function Location() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

/** `/`: hero with four buttons, the hotel search, first 4 hotels / places / tours, the PNR dialog. */
const meta = {
  title: 'Screens/Home/HomeScreen',
  component: HomeScreen,
  parameters: { route: '/' },
  args: { PnrDialog, today: TODAY },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Location />
      </>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 4 of each list, the four hero buttons and the view-all links. */
export const Data: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a hotel' })).toHaveAttribute('href', '/hotels');
    await expect(canvas.getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/tours');
    await expect(canvas.getByRole('link', { name: 'Tourist places' })).toHaveAttribute('href', '/touristic-places');
    await expect(canvas.getByRole('button', { name: 'Check PNR' })).toBeVisible();
    for (const hotel of hotels.slice(0, 4)) {
      await expect(await canvas.findByRole('heading', { level: 3, name: hotel.hotelName })).toBeVisible();
    }
    await expect(canvas.queryByRole('heading', { level: 3, name: hotels[4]!.hotelName })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 3, name: places[0]!.name })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: tours[0]!.tourName })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all hotels' })).toHaveAttribute('href', '/hotels');
    await expect(canvas.getByRole('link', { name: 'View all places' })).toHaveAttribute('href', '/touristic-places');
    await expect(canvas.getByRole('link', { name: 'View all tours' })).toHaveAttribute('href', '/tours');
  },
};

/** The search sends city, dates and guests to /hotels (docs/urls.md). */
export const Search: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Van');
    await pickStayDay(canvasElement, 'Check-in', '10 May 2027');
    await pickStayDay(canvasElement, 'Check-out', '13 May 2027');
    const guests = canvas.getByRole('textbox', { name: 'Guests' });
    await userEvent.clear(guests);
    await userEvent.type(guests, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Search hotels' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('current location')).toHaveTextContent('/hotels?city=Van&checkIn=2027-05-10&checkOut=2027-05-13&guests=2'),
    );
  },
};

/** Validation: a check-out without check-in and zero guests are refused, nothing navigates. */
export const SearchValidation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await pickStayDay(canvasElement, 'Çıkış tarihi', '13 Mayıs 2027');
    const guests = canvas.getByRole('textbox', { name: 'Misafir sayısı' });
    await userEvent.clear(guests);
    await userEvent.click(canvas.getByRole('button', { name: 'Otel ara' }));
    await expect(await canvas.findByText('Lütfen giriş tarihini seçin')).toBeVisible();
    await expect(canvas.getByText('Misafir sayısı 1 ile 100 arasında olmalıdır')).toBeVisible();
    await expect(canvas.getByLabelText('current location')).toHaveTextContent(/^\/$/);
  },
};

/** The calls have not answered: each section shows its spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllHotels', 'getAllPlaces', 'getAllTours'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('status', { name: 'Yükleniyor…' })).toHaveLength(3));
  },
};

/** Empty lists: each section's empty message. */
export const Empty: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...empty('getAllHotels', 'getAllPlaces', 'getAllTours'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hotels yet.')).toBeVisible();
    await expect(await canvas.findByText('No tourist places yet.')).toBeVisible();
    await expect(await canvas.findByText('No tours yet.')).toBeVisible();
  },
};

/** Failures: 'An error occurred' with 'Try Again' in each section; retry recovers. */
export const Error: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllHotels', 'getAllPlaces', 'getAllTours'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('An error occurred')).toHaveLength(3));
    const retries = canvas.getAllByRole('button', { name: 'Try Again' });
    await expect(retries).toHaveLength(3);
    await step('the server recovers and the visitor retries the hotels', async () => {
      context.msw.resetHandlers();
      await userEvent.click(retries[0]!);
      await expect(await canvas.findByRole('heading', { level: 3, name: hotels[0]!.hotelName })).toBeVisible();
      await expect(canvas.getAllByText('An error occurred')).toHaveLength(2);
    });
  },
};

/** The PNR button opens the dialog. */
export const OpensPnrDialog: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PNR Sorgula' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Rezervasyonunuzu sorgulayın' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /PNR kodu/ })).toBeVisible();
  },
};

/** Persian: right to left, Persian texts and digits. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'رزرو هتل' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: hotels[0]!.hotelName })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(getComputedStyle(canvasElement.querySelector('h1')!).direction).toBe('rtl');
  },
};
