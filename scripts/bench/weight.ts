/**
 * Page weight: the JS and CSS (gzip) a cold browser downloads for the first view of a page, from
 * its network log (networkLog.ts: every script, the /first-view.js loader and the language's
 * texts included), and every lazy chunk of the build. Sizes are of the gzip-compressed bodies
 * (level 9, as a CDN serves them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumPath, launchArgs } from '../lib/chromium.ts';
import { ROOT } from '../lib/run.ts';
import { countResponses, gzipKb, isJavaScript, isStylesheet, type CountedFile, type LoggedResponse } from './networkLog.ts';

export interface PageWeight {
  page: string;
  jsKb: number;
  cssKb: number;
  /** JS and CSS files downloaded. */
  requests: number;
  scripts: CountedFile[];
}

export interface ChunkWeight {
  file: string;
  kb: number;
}

/**
 * The browser's own network log of the page (DevTools protocol): each response with its body,
 * read as soon as it has finished loading (later the browser may have dropped it).
 */
function networkLog(cdp: CDPSession): { responses: LoggedResponse[]; bodies: () => Promise<unknown> } {
  const responses: LoggedResponse[] = [];
  const byId = new Map<string, LoggedResponse>();
  const reads: Promise<void>[] = [];
  cdp.on('Network.responseReceived', (event) => {
    const entry: LoggedResponse = { url: event.response.url, resourceType: event.type, mimeType: event.response.mimeType, status: event.response.status };
    byId.set(event.requestId, entry);
    responses.push(entry);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry || !(isJavaScript(entry) || isStylesheet(entry))) return;
    reads.push(
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
        (answer) => void (entry.body = Buffer.from(answer.body, answer.base64Encoded ? 'base64' : 'utf8')),
        () => undefined, // countResponses refuses a file without its body.
      ),
    );
  });
  return { responses, bodies: () => Promise.all(reads) };
}

/** Loads each page cold (a fresh context: empty cache) and counts the scripts and styles it downloaded. */
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
      const cdp = await context.newCDPSession(page);
      const log = networkLog(cdp);
      await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 2 ** 20, maxResourceBufferSize: 16 * 2 ** 20 });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle' });
      await log.bodies();
      const js = countResponses(log.responses, 'js');
      const css = countResponses(log.responses, 'css');
      results.push({ page: pagePath, jsKb: js.kb, cssKb: css.kb, requests: js.files.length + css.files.length, scripts: js.files });
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
