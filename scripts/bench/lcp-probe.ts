/**
 * `npm run bench:lcp -- /hotels /tours`: one Lighthouse run per page (as `npm run bench` runs it),
 * printing what its Largest Contentful Paint is made of: the element, the breakdown (time to first
 * byte, load delay, load time, render delay) and when each request finished. For finding out what
 * to change; `npm run bench` gives the figures.
 */
import path from 'node:path';
import lighthouse from 'lighthouse';
import { withLighthouseChromium } from './lighthouse.ts';
import { BENCH_DIR, prepareState, startServer } from './server.ts';

const pages = process.argv.slice(2);
const stateDir = path.join(BENCH_DIR, 'probe-state');
await prepareState(stateDir);
const server = await startServer(stateDir, 'probe');
try {
  await withLighthouseChromium(async (port) => {
    for (const page of pages) {
      const result = await lighthouse(`${server.baseURL}${page}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      const a = lhr.audits;
      console.log('PAGE', page, 'perf', lhr.categories.performance?.score, 'FCP', a['first-contentful-paint']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue);
      for (const key of Object.keys(a).filter((k) => /lcp|largest/.test(k))) console.log(key, String(JSON.stringify(a[key]?.details)).slice(0, 2500));
      const reqs = (a['network-requests']?.details as unknown as { items: { url: string; transferSize: number; resourceType: string; networkEndTime: number }[] }).items;
      console.log(reqs.map((r) => `${Math.round(r.networkEndTime)}ms ${r.resourceType} ${Math.round(r.transferSize / 1024)}KB ${r.url.replace(server.baseURL, '')}`).join('\n'));
    }
  });
} finally {
  await server.stop();
}
