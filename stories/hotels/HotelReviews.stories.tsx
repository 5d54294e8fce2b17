import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelIds, hotels, reviews, rows } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { HOTEL_REVIEWS_PAGE_SIZE } from '../../src/features/hotels/api/getHotelReviews';
import { HotelReviews } from '../../src/features/hotels/components/HotelReviews';
import { formatNumber } from '../../src/lib/format';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;
/** The hotel's approved reviews as the demo world has them, newest first. */
const approved = reviews
  .filter((review) => review.hotelId === hotel.id && review.status === 'APPROVED')
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const pending = reviews.filter((review) => review.hotelId === hotel.id && review.status !== 'APPROVED');

/** The hotel page's Reviews tab: average and count, the approved reviews newest first, "Show more". */
const meta = {
  title: 'Screens/Hotels/HotelReviews',
  component: HotelReviews,
  parameters: { layout: 'padded' },
  args: { hotel },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('article');

/** The approved reviews newest first, each with its stars; the verified stays carry the badge. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Guest reviews' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: `Guest rating ${formatNumber(hotel.reviewAverage!, 'en')} out of 5, ${hotel.reviewCount} reviews` }),
    ).toBeVisible();
    const list = await articles(canvasElement);
    await expect(list.map((article) => article.textContent)).toEqual(approved.map((review) => expect.stringContaining(review.comment)));
    for (const [index, review] of approved.entries()) {
      const article = within(list[index]!);
      await expect(article.getByRole('img', { name: `${review.rating} out of 5 stars` })).toBeVisible();
      if (review.verifiedStay) await expect(article.getByText('Verified stay')).toBeVisible();
      else await expect(article.queryByText('Verified stay')).not.toBeInTheDocument();
    }
    // Pending and rejected reviews are not shown.
    for (const review of pending) await expect(canvas.queryByText(review.comment)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  },
};

/** More reviews than a page: "Show more" loads the next ones, older, until there are no more. */
export const ShowMore: Story = {
  async beforeEach() {
    for (let n = 0; n < HOTEL_REVIEWS_PAGE_SIZE; n++) {
      await rows(
        `INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status, created_at, updated_at)
         SELECT ?, ?, user_id, 4, ?, 'APPROVED', ?, ? FROM reviews WHERE id = ?`,
        `08000000-0000-4000-8000-00000000020${n}`,
        hotel.id,
        `An older stay, number ${n + 1}: tea on the terrace, a view of Erek.`,
        `2026-09-0${n + 1}T12:00:00.000Z`,
        `2026-09-0${n + 1}T12:00:00.000Z`,
        approved[0]!.id,
      );
    }
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await articles(canvasElement)).toHaveLength(HOTEL_REVIEWS_PAGE_SIZE));
    await userEvent.click(canvas.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(approved.length + HOTEL_REVIEWS_PAGE_SIZE));
    // Newest first: the oldest of them comes last.
    await expect(canvas.getAllByRole('article').at(-1)).toHaveTextContent('An older stay, number 1');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getHotelReviews'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** A hotel nobody has reviewed yet. */
export const Empty: Story = {
  args: { hotel: { ...hotel, reviewAverage: null, reviewCount: 0 } },
  beforeEach({ msw }) {
    msw.use(...empty('getHotelReviews'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Guests can review the hotel once their stay has ended.')).toBeVisible();
    await expect(canvas.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** The list fails; retry shows it once the server answers. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getHotelReviews'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred while loading the reviews.');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(approved[0]!.comment)).toBeVisible();
  },
};

/** Persian: right to left, Persian digits, the Persian review among the others. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'نظرات مهمانان' })).toBeVisible();
    await expect(canvas.getByText(`(${formatNumber(hotel.reviewCount, 'fa')} نظر)`)).toBeVisible();
    const persian = approved.find((review) => /[\u0600-\u06FF]/.test(review.comment))!;
    await expect(await canvas.findByText(persian.comment)).toBeVisible();
    // A review in English keeps its own direction on the right-to-left page (its full stop at its end).
    const english = approved.find((review) => /^[A-Za-z]/.test(review.comment))!;
    const englishText = await canvas.findByText(english.comment);
    await expect(englishText).toHaveAttribute('dir', 'auto');
    await expect(getComputedStyle(englishText).direction).toBe('ltr');
    await expect(canvas.getAllByText('اقامت تأییدشده').length).toBe(approved.filter((review) => review.verifiedStay).length);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
