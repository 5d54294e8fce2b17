/**
 * Journey on the real Worker, once in English and once in Persian (right to left, Persian digits):
 * places with a category filter -> a place and back -> tours with a price filter -> a tour ->
 * a tour booking (stored; read back through the admin API) -> the support contact form (stored;
 * read back through the admin API). Every screen is photographed at 1280 and 360 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN, places as seedPlaces, tours as seedTours } from '../scripts/seed-data.ts';
import { setupJourney, type Journey } from './browser.ts';

const PERSIAN_DIGIT = /[۰-۹]/;

/** The seed's records with their texts as the API answers them in `lang` (ADR docs/decisions/0012-content-translations.md). */
async function inLanguage<T extends { id: string }>(journey: Journey, path: string, records: readonly T[], lang: string): Promise<T[]> {
  const shown = (await (await fetch(`${journey.baseURL}${path}?pageSize=100&lang=${lang}`)).json()) as Array<Partial<T> & { id: string }>;
  return records.map((record) => ({ ...record, ...shown.find((candidate) => candidate.id === record.id) }));
}

interface Texts {
  locale: 'en' | 'fa';
  browserLocale: string;
  placesTitle: string;
  category: string;
  historical: string;
  placeDetails: string;
  about: string;
  entryFees: string;
  back: string;
  price: string;
  top: string;
  tourDetails: string;
  bookThisTour: string;
  fullName: string;
  email: string;
  phone: string;
  people: string;
  bankTransfer: string;
  terms: string;
  submit: string;
  thankYou: string;
  goHome: string;
  contactTab: string;
  name: string;
  subject: string;
  message: string;
  send: string;
  sent: string;
}

const en: Texts = {
  locale: 'en',
  browserLocale: 'en-US',
  placesTitle: 'Tourist places',
  category: 'Category',
  historical: 'Historical',
  placeDetails: 'Details',
  about: 'About',
  entryFees: 'Entry fees',
  back: 'Back to tourist places',
  price: 'Price per person',
  top: '501+ TL',
  tourDetails: 'Details',
  bookThisTour: 'Book this tour',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  people: 'Number of people',
  bankTransfer: 'Bank transfer',
  terms: 'I have read and accept the terms of sale, the privacy notice and the cancellation rules',
  submit: 'Complete booking',
  thankYou: 'Thank you!',
  goHome: 'Go to the home page',
  contactTab: 'Contact form',
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
  send: 'Send message',
  sent: 'Your message has been sent.',
};

const fa: Texts = {
  locale: 'fa',
  browserLocale: 'fa-IR',
  placesTitle: 'جاذبه‌های گردشگری',
  category: 'دسته‌بندی',
  historical: 'تاریخی',
  placeDetails: 'جزئیات',
  about: 'درباره',
  entryFees: 'ورودیه',
  back: 'بازگشت به مکان‌های گردشگری',
  price: 'قیمت هر نفر',
  top: '۵۰۱+ لیر',
  tourDetails: 'جزئیات',
  bookThisTour: 'رزرو این تور',
  fullName: 'نام و نام خانوادگی',
  email: 'ایمیل',
  phone: 'تلفن',
  people: 'تعداد نفرات',
  bankTransfer: 'حواله بانکی',
  terms: 'شرایط فروش، اطلاعیه حریم خصوصی و قوانین لغو را خوانده‌ام و می‌پذیرم',
  submit: 'تکمیل رزرو',
  thankYou: 'سپاسگزاریم!',
  goHome: 'رفتن به صفحه اصلی',
  contactTab: 'فرم تماس',
  name: 'نام',
  subject: 'موضوع',
  message: 'پیام',
  send: 'ارسال پیام',
  sent: 'پیام شما ارسال شد.',
};

async function adminToken(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: ADMIN_LOGIN.name, password: ADMIN_LOGIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function adminGet<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${await adminToken(baseURL)}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Full-page screenshots at 1280 and 360 px (then back to 1280). */
async function photograph(journey: Journey, name: string) {
  const { page } = journey;
  await journey.screenshot(`${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForFunction('innerWidth === 360 && document.documentElement.clientWidth === 360');
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  await journey.screenshot(`${name}-360`);
  const culprits =
    overflow > 0
      ? await page.evaluate<string[]>(`[...document.querySelectorAll('body *')]
          .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.left < -1 || r.right > innerWidth + 1); })
          .slice(-5)
          .map((el) => el.tagName + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().left) + '..' + Math.round(el.getBoundingClientRect().right) + ' ' + (el.textContent || '').slice(0, 40))`)
      : [];
  await page.setViewportSize({ width: 1280, height: 800 });
  // Nothing sticks out sideways on a phone.
  expect(overflow, `${name}: horizontal overflow at 360 px: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function journeyIn(texts: Texts) {
  describe(`places, tours and support in ${texts.locale}`, () => {
    const journey = setupJourney({ locale: texts.browserLocale });
    const stamp = `${texts.locale}-${Date.now()}`;

    it('filters places, opens one and comes back', async () => {
      const { page } = journey;
      const places = await inLanguage(journey, '/api/tour/public/getAllPlaces', seedPlaces, texts.locale);
      await page.goto('/touristic-places');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(texts.locale);
      if (texts.locale === 'fa') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('heading', { level: 1, name: texts.placesTitle }).waitFor();
      for (const place of places) await page.getByRole('heading', { level: 2, name: place.name }).waitFor();
      await photograph(journey, `places-${texts.locale}`);

      await chooseOption(page, texts.category, texts.historical);
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('historical');
      const historical = places.filter((place) => place.category === 'historical');
      await expect.poll(() => page.locator('main a[href^="/place/"]').count()).toBe(historical.length);
      const nature = places.find((place) => place.category === 'nature')!;
      expect(await page.getByRole('heading', { level: 2, name: nature.name }).count()).toBe(0);

      const place = historical[0]!;
      await page.locator(`a[href="/place/${place.id}"]`).first().click();
      await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
      await page.getByRole('heading', { level: 2, name: texts.about }).waitFor();
      await page.getByRole('heading', { level: 2, name: texts.entryFees }).waitFor();
      if (texts.locale === 'fa') expect(await page.locator('main').innerText()).toMatch(PERSIAN_DIGIT);
      await photograph(journey, `place-detail-${texts.locale}`);

      await page.getByRole('link', { name: texts.back }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/touristic-places');
      await page.getByRole('heading', { level: 1, name: texts.placesTitle }).waitFor();
    });

    it('filters tours by price, opens one and books it (stored, seen by the admin)', async () => {
      const { page } = journey;
      const tours = await inLanguage(journey, '/api/tour/public/getAllTours', seedTours, texts.locale);
      await page.goto('/tours');
      await page.getByRole('heading', { level: 2, name: tours[0]!.tourName }).waitFor();
      await photograph(journey, `tours-${texts.locale}`);

      await chooseOption(page, texts.price, texts.top);
      await expect.poll(() => new URL(page.url()).searchParams.get('price')).toBe('501+');
      const expensive = tours.filter((tour) => tour.price > 500);
      await expect.poll(() => page.locator('main a[href^="/tour/"]').count()).toBe(expensive.length);
      const cheap = tours.find((tour) => tour.price <= 500)!;
      expect(await page.getByRole('heading', { level: 2, name: cheap.tourName }).count()).toBe(0);

      const tour = expensive[0]!;
      await page.locator(`a[href="/tour/${tour.id}"]`).first().click();
      await page.getByRole('heading', { level: 1, name: tour.tourName }).waitFor();
      await photograph(journey, `tour-detail-${texts.locale}`);

      await page.getByRole('link', { name: texts.bookThisTour }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/tour-reservation/${tour.id}`);
      const email = `tour-${stamp}@example.com`;
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field(texts.fullName).fill(`E2E Guest ${texts.locale}`);
      await field(texts.email).fill(email);
      await field(texts.phone).fill('+90 555 123 45 67');
      await field(texts.people).fill('3');
      await page.getByLabel(texts.bankTransfer).check();
      await page.getByLabel(texts.terms).check();
      const total = page.getByTestId('tour-total');
      await expect.poll(() => total.innerText()).toContain(
        new Intl.NumberFormat(texts.locale === 'fa' ? 'fa-IR' : 'en-GB', { maximumFractionDigits: 2 }).format(tour.price * 3),
      );
      if (texts.locale === 'fa') expect(await total.innerText()).toMatch(PERSIAN_DIGIT);
      await photograph(journey, `tour-booking-${texts.locale}`);

      await page.getByRole('button', { name: texts.submit }).click();
      await page.getByRole('heading', { level: 1, name: texts.thankYou }).waitFor();
      await photograph(journey, `tour-booking-done-${texts.locale}`);

      const stored = await adminGet<{ email: string; tourId: string; numberOfPeople: number; totalAmount: number; paymentMethod: string }[]>(
        journey.baseURL,
        '/api/tour-reservations',
      );
      const mine = stored.find((reservation) => reservation.email === email);
      expect(mine).toMatchObject({ tourId: tour.id, numberOfPeople: 3, totalAmount: tour.price * 3, paymentMethod: 'BANK_TRANSFER' });

      await page.getByRole('button', { name: texts.goHome }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    });

    it('sends the support contact form (stored, seen by the admin)', async () => {
      const { page } = journey;
      await page.goto('/contact');
      await page.getByRole('tab', { name: texts.contactTab }).click();
      const subject = `E2E question ${stamp}`;
      const panel = page.getByRole('tabpanel');
      const field = (name: string) => panel.getByRole('textbox', { name, exact: true });
      await field(texts.name).fill('E2E Visitor');
      await field(texts.email).fill(`contact-${stamp}@example.com`);
      await field(texts.subject).fill(subject);
      await field(texts.message).fill('Is Akdamar open in winter?');
      await photograph(journey, `support-form-${texts.locale}`);
      await page.getByRole('button', { name: texts.send }).click();
      await page.getByText(texts.sent).waitFor();

      const messages = await adminGet<{ subject: string; email: string }[]>(journey.baseURL, '/api/contact/getAllMessages');
      expect(messages.find((message) => message.subject === subject)).toMatchObject({ email: `contact-${stamp}@example.com` });

      await page.getByRole('tab', { name: texts.contactTab }).waitFor();
      await page.goto('/contact');
      await photograph(journey, `support-chat-${texts.locale}`);
    });
  });
}

journeyIn(en);
journeyIn(fa);
