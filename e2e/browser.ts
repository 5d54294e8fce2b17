/**
 * One Chromium per journey file, a fresh context per test (clean localStorage), screenshots in
 * e2e/artifacts/ (gitignored), a screenshot of the page whenever a test fails, and a failure on
 * any Content-Security-Policy violation the browser reports (in the console or as a DevTools issue).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumPath, launchArgs } from '../scripts/lib/chromium.ts';

export const ARTIFACTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

export interface Journey {
  readonly baseURL: string;
  /** The current test's page (English browser, desktop viewport). */
  readonly page: Page;
  readonly context: BrowserContext;
  screenshot(name: string): Promise<string>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Registers the hooks of a journey file and returns live accessors for the current test. */
export function setupJourney(options: { locale?: string; viewport?: { width: number; height: number } } = {}): Journey {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let cspViolations: string[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({ executablePath: chromiumPath, args: launchArgs, headless: true });
  });

  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL,
      locale: options.locale ?? 'en-US',
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    // The Worker's Content-Security-Policy is in force here: anything it blocks fails the test.
    cspViolations = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    // Some refusals never reach the console (zod's eval probe is caught by zod): Chromium still
    // reports each one as a DevTools issue, the one Lighthouse's best practices count.
    const devtools = await context.newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      const details = issue.details.contentSecurityPolicyIssueDetails;
      if (issue.code === 'ContentSecurityPolicyIssue' && details) {
        cspViolations.push(`${details.contentSecurityPolicyViolationType} (${details.violatedDirective}) at ${details.sourceCodeLocation?.url ?? details.blockedURL ?? page?.url()}`);
      }
    });
    await devtools.send('Audits.enable');
  });

  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      await page?.screenshot({ path: path.join(ARTIFACTS, `FAILED-${slug(test.task.name)}.png`), fullPage: true }).catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
    if (cspViolations.length) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseURL,
    get page() {
      if (!page) throw new Error('No page outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No browser context outside a test');
      return context;
    },
    async screenshot(name: string) {
      const file = path.join(ARTIFACTS, `${slug(name)}.png`);
      await this.page.screenshot({ path: file, fullPage: true });
      return file;
    },
  };
}
