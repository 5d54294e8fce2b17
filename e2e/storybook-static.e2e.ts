/**
 * The published Storybook as a reviewer opens it: storybook-static/ (built by the
 * `storybook-build` step of `npm test`) served by a plain static file server, in Chromium, with
 * no network and no Worker. One story per screen renders in Persian (right to left) from the
 * demo world; the screens a reviewer checks first show their data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as seed from '../scripts/seed-data.ts';
import { hotelTexts } from '../scripts/seed-translations.ts';
import { chromiumPath, launchArgs } from '../scripts/lib/chromium.ts';
import { ARTIFACTS } from './browser.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'storybook-static');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

let server: Server;
let browser: Browser;
let baseURL = '';

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'index.json'))) throw new Error('storybook-static/ is missing: run `npm run build-storybook` first');
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(ROOT, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(ROOT) || !existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const index = () => JSON.parse(readFileSync(path.join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = () => Object.values(index().entries).filter((entry) => entry.type === 'story');

/**
 * One story of every screen: its Persian story where it has one, else its first (the data state
 * comes first in each stories file; some pin a language of their own).
 */
function oneStoryPerScreen(): IndexEntry[] {
  const chosen = new Map<string, IndexEntry>();
  for (const story of stories()) {
    if (!story.title.startsWith('Screens/')) continue;
    if (!chosen.has(story.title) || story.name === 'Right To Left') chosen.set(story.title, story);
  }
  return [...chosen.values()];
}

async function open(id: string, width = 1280) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseURL}/iframe.html?id=${id}&viewMode=story&globals=locale:fa`);
  await page.locator('html[dir="rtl"]').waitFor({ state: 'attached', timeout: 20_000 });
  return { page, errors };
}

/** A demo hotel's name as the Persian stories show it (scripts/seed-translations.ts), else its stored name. */
const hotelName = (slug: string) => (hotelTexts[slug]?.fa?.hotelName as string | undefined) ?? seed.hotels.find((hotel) => hotel.slug === slug)!.hotelName;

describe('the static Storybook (storybook-static/, served by a plain file server)', () => {
  it('lists every stories file and ships the mock service worker and the SQLite WebAssembly', () => {
    expect(oneStoryPerScreen().length).toBeGreaterThanOrEqual(25);
    expect(existsSync(path.join(ROOT, 'mockServiceWorker.js'))).toBe(true);
    expect(readFileSync(path.join(ROOT, 'iframe.html'), 'utf8')).toContain('<script');
  });

  it.each(oneStoryPerScreen().map((story) => [story.title, story.id]))('%s renders in Persian', async (_title, id) => {
    const { page, errors } = await open(id);
    try {
      // Some text of the screen (dialogs render outside the story root).
      await page.waitForFunction('document.body.innerText.trim().length > 40', undefined, { timeout: 20_000 });
      expect(await page.locator('.sb-errordisplay').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  const checks: Array<[string, string, (page: Page) => Promise<void>]> = [
    ['home', 'screens-home-homescreen--right-to-left', async (page) => {
      await page.getByRole('heading', { name: hotelName('ipekyolu-grand-otel') }).first().waitFor({ timeout: 20_000 });
    }],
    ['hotel detail', 'screens-hotels-hoteldetailscreen--right-to-left', async (page) => {
      await page.getByRole('heading', { level: 1, name: hotelName('ipekyolu-grand-otel') }).waitFor({ timeout: 20_000 });
    }],
    ['booking', 'screens-booking-reservationscreen--right-to-left', async (page) => {
      await page.getByText(hotelName('ipekyolu-grand-otel')).first().waitFor({ timeout: 20_000 });
    }],
    ['PNR lookup', 'screens-home-pnrdialog--right-to-left', async (page) => {
      // The story's own play looks VK7P3QHA up (typing here too would race it): wait for its answer.
      const dialog = page.getByRole('dialog');
      // The booking's hotel, named in the visitor's language.
      await dialog.getByText(hotelName('ipekyolu-grand-otel')).waitFor({ timeout: 20_000 });
      await dialog.getByText('VK7P3QHA').first().waitFor();
    }],
    ['admin reservations', 'screens-admin-reservations--right-to-left', async (page) => {
      await page.getByRole('table').getByText('Ayşe Kaya').waitFor({ timeout: 20_000 });
    }],
  ];

  it.each(checks)('%s shows the demo world in Persian, at 360 and 1280 px', async (name, id, check) => {
    for (const width of [360, 1280]) {
      const { page, errors } = await open(id, width);
      try {
        await check(page);
        await page.screenshot({ path: path.join(ARTIFACTS, `storybook-static-${name.replace(/\s+/g, '-')}-fa-${width}.png`), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
