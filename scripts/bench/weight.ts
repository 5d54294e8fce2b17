/**
 * Page weight: the JS and CSS (gzip) a browser loads for the first view of a page, and every
 * lazy chunk of the build. Sizes are of the gzip-compressed bodies (level 9, as a CDN serves them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath, launchArgs } from '../lib/chromium.ts';
import { ROOT } from '../lib/run.ts';

export interface PageWeight {
  page: string;
  jsKb: number;
  cssKb: number;
  requests: number;
}

export interface ChunkWeight {
  file: string;
  kb: number;
}

const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

/** Loads each page in a fresh context (no cache) and sums the scripts and styles it fetched. */
export async function measurePageWeights(
  baseURL: string,
  pages: string[],
  session?: { token: string; user: unknown },
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs, headless: true });
  const results: PageWeight[] = [];
  try {
    for (const pagePath of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'tr-TR' });
      if (pagePath.startsWith('/admin') && session) {
        await context.addInitScript(({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        }, session);
      }
      const page = await context.newPage();
      const bodies: Array<{ type: 'js' | 'css'; body: Promise<Buffer> }> = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          bodies.push({ type: type === 'script' ? 'js' : 'css', body: response.body().catch(() => Buffer.alloc(0)) });
        }
      });
      await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle' });
      let jsKb = 0;
      let cssKb = 0;
      for (const { type, body } of bodies) {
        const kb = gzipKb(await body);
        if (type === 'js') jsKb += kb;
        else cssKb += kb;
      }
      results.push({ page: pagePath, jsKb, cssKb, requests: bodies.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Every JS and CSS file of the build with its gzip size, largest first. */
export function measureChunks(dist = path.join(ROOT, 'dist', 'assets')): ChunkWeight[] {
  return readdirSync(dist)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, kb: gzipKb(readFileSync(path.join(dist, file))) }))
    .sort((a, b) => b.kb - a.kb);
}
