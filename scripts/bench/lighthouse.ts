/**
 * Lighthouse 13 (its default: mobile, simulated throttling) on each page, median of `runs`,
 * in the same Chromium the tests use, started with a DevTools port for Lighthouse.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumPath, launchArgs } from '../lib/chromium.ts';
import { freePort, waitForHttp } from '../lib/run.ts';

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs `run` with the tests' Chromium started with a DevTools port for Lighthouse (a fresh
 * profile), then stops it and removes the profile.
 */
export async function withLighthouseChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const chrome = spawn(chromiumPath, [...launchArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000 });
    return await run(port);
  } finally {
    // Chromium writes its profile until it has exited: wait, then remove it (best effort).
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

export async function runLighthouse(baseURL: string, pages: string[], runs = 3): Promise<LighthouseScores[]> {
  return withLighthouseChromium(async (port) => {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      const samples: LighthouseScores[] = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${baseURL}${page}`, { port, output: 'json', logLevel: 'error' });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
        const score = (key: string) => lhr.categories[key]?.score ?? 0;
        samples.push({
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        });
      }
      // The median run by performance score, so the figures of one row belong together.
      const mid = median(samples.map((s) => s.performance));
      results.push(samples.find((s) => s.performance === mid)!);
    }
    return results;
  });
}
