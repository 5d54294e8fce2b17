/**
 * The browser for the story tests and the end-to-end journeys, found without any manual step:
 *   1. CHROME_PATH (must exist when set: a wrong path is an error, not a silent fallback),
 *   2. Debian's Chromium at /usr/bin/chromium,
 *   3. an installed Chrome / Chromium (google-chrome, chromium-browser, …),
 *   4. otherwise the headless Chromium inside the npm package `@sparticuz/chromium`
 *      (a devDependency; it unpacks to /tmp on first use, no apt and no root needed).
 * VAN_NO_SYSTEM_BROWSER=1 skips 2 and 3, so a machine that has Chromium can prove the gate on the
 * packaged one (`npm run test:no-system-browser`) without hiding any file.
 * The packaged browser's own flags are for one page per process in AWS Lambda; the ones that
 * would break or falsify the tests are dropped (PACKAGED_FLAGS_DROPPED).
 * When none can be had, importing this module throws with the reasons: browser tests never
 * skip silently. Playwright never downloads a browser.
 *
 * ESM with top-level await, so config files can `import { chromiumPath } from './scripts/lib/chromium.ts'`.
 */
import { accessSync, constants } from 'node:fs';

/** Flags for a closed network and a root user: no sandbox, no background calls home. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Where a system browser usually lives, in the order they are tried after /usr/bin/chromium. */
export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/chromium-browser',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
];

/**
 * Flags of @sparticuz/chromium that the tests must not run with:
 *   --single-process: the whole browser lives in one process, and closing a browser context
 *     (every e2e test closes its own) takes the browser down: the next `newContext` or
 *     `newPage` fails with "Target page, context or browser has been closed".
 *   --no-zygote: only meaningful with --single-process on Lambda.
 *   --disable-web-security, --allow-running-insecure-content, --disable-site-isolation-trials:
 *     they switch off the same-origin policy and mixed-content blocking, so a test would pass on
 *     this browser where a visitor's browser refuses.
 */
export const PACKAGED_FLAGS_DROPPED = [
  '--single-process',
  '--no-zygote',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
];

/** The environment switch that makes the finder skip every system browser. */
export const NO_SYSTEM_BROWSER = 'VAN_NO_SYSTEM_BROWSER';

export type BrowserChoice = { executablePath: string; args: string[]; source: 'CHROME_PATH' | 'system' | '@sparticuz/chromium' };

/** What the resolution may touch: injectable so tests can pretend there is no system browser. */
export type ResolveDeps = {
  env: Record<string, string | undefined>;
  /** True when `path` is an executable file. */
  exists: (path: string) => boolean;
  /** The packaged Chromium: its executable (unpacked on demand) and its launch flags. */
  packaged: () => Promise<{ executablePath: string; args: string[] }>;
};

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

async function sparticuz(): Promise<{ executablePath: string; args: string[] }> {
  const { default: chromium } = await import('@sparticuz/chromium');
  return { executablePath: await chromium.executablePath(), args: chromium.args };
}

export const defaultDeps: ResolveDeps = { env: process.env, exists: isExecutable, packaged: sparticuz };

/** Our flags plus the package's, without duplicates (ours first) and without PACKAGED_FLAGS_DROPPED. */
export function mergeArgs(ours: readonly string[], theirs: readonly string[]): string[] {
  const seen = new Set<string>();
  const flag = (arg: string) => arg.split('=')[0]!;
  return [...ours, ...theirs].filter((arg) => {
    if (PACKAGED_FLAGS_DROPPED.includes(flag(arg))) return false;
    const name = flag(arg);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/** Picks the browser (see the module comment); throws with every reason when there is none. */
export async function resolveChromium(deps: ResolveDeps = defaultDeps): Promise<BrowserChoice> {
  const fromEnv = deps.env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (deps.exists(fromEnv)) return { executablePath: fromEnv, args: [...chromiumArgs], source: 'CHROME_PATH' };
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file. Fix it or unset it.`);
  }
  const skipSystem = deps.env[NO_SYSTEM_BROWSER] === '1';
  const system = skipSystem ? undefined : SYSTEM_BROWSERS.find((path) => deps.exists(path));
  if (system) return { executablePath: system, args: [...chromiumArgs], source: 'system' };
  try {
    const packaged = await deps.packaged();
    return { executablePath: packaged.executablePath, args: mergeArgs(chromiumArgs, packaged.args), source: '@sparticuz/chromium' };
  } catch (error) {
    throw new Error(
      `No browser for the story and end-to-end tests: CHROME_PATH is not set, ` +
        (skipSystem ? `${NO_SYSTEM_BROWSER}=1 skips the system browsers, ` : `none of ${SYSTEM_BROWSERS.join(', ')} exists, `) +
        `and @sparticuz/chromium failed (${(error as Error).message}). Run \`npm install\` ` +
        '(it brings @sparticuz/chromium, Linux x64 only) or install Chromium and/or set CHROME_PATH.',
      { cause: error },
    );
  }
}

/** The browser of this machine, resolved once when the module loads. */
export const browser: BrowserChoice = await resolveChromium();
export const chromiumPath = browser.executablePath;
/** The flags to launch `chromiumPath` with (ours, plus the package's for the packaged browser). */
export const launchArgs = browser.args;
