/**
 * `npm run bench`: where the product stands, in numbers (not part of `npm test`; a few minutes).
 *
 *   npm run bench                          # everything
 *   npm run bench -- --only weight,load    # some parts: weight, lighthouse, load, growth
 *   npm run bench -- --sizes 1000,10000    # growth sizes (default 1000,10000,100000)
 *
 * Prints the tables and writes them, with the date, the machine and the budgets, at the top of
 * BENCHMARKS.md (earlier runs stay below).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../lib/chromium.ts';
import { ROOT, runOrThrow } from '../lib/run.ts';
import { hotels, tours } from '../seed-data.ts';
import { runGrowth, type GrowthRow } from './growth.ts';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';

/**
 * Runs of each page (the median is reported). Five, not three: on this two-core machine the
 * blocking time of one build varies by a factor of three from run to run, and a median of three
 * still swings with one unlucky run.
 */
const LIGHTHOUSE_RUNS = 5;
import { LOAD_INVENTORY_SQL, runLoad, type LoadResult } from './load.ts';
import { BENCH_DIR, adminToken, executeSqlFile, prepareState, startServer } from './server.ts';
import { measureChunks, measurePageWeights, type ChunkWeight, type PageWeight } from './weight.ts';

const PARTS = ['weight', 'lighthouse', 'load', 'growth'] as const;
type Part = (typeof PARTS)[number];

/** A stay in the demo world's season (scripts/seed-data.ts), for the dated search and the booking form. */
const STAY = 'checkIn=2027-06-10&checkOut=2027-06-12&guests=2';
const PUBLIC_PAGES = [
  '/',
  '/hotels',
  `/hotels?${STAY}`,
  `/hotel/${hotels[0]!.id}`,
  '/touristic-places',
  '/tours',
  '/contact',
  '/login',
  '/register',
  `/reserve/${hotels[0]!.id}?${STAY}`,
  `/tour-reservation/${tours[0]!.id}`,
];
/** The home page in each language: its texts are part of its first view's JS. */
const HOME_IN_LANGUAGES = ['/', '/?lang=en', '/?lang=fa'];
const WEIGHT_PAGES = [...HOME_IN_LANGUAGES, ...PUBLIC_PAGES.filter((page) => page !== '/'), '/admin'];

function args() {
  const argv = process.argv.slice(2);
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = value('--only')?.split(',') as Part[] | undefined;
  const unknown = only?.filter((part) => !PARTS.includes(part));
  if (unknown?.length) throw new Error(`--only takes ${PARTS.join(', ')}`);
  const sizes = value('--sizes')?.split(',').map(Number) ?? [1_000, 10_000, 100_000];
  return { parts: new Set<Part>(only ?? PARTS), sizes };
}

const f = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

function machine(): string {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // The fallback Chromium may not print a version.
  }
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}, ${chromium}; load average at start ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`;
}

async function main() {
  const { parts, sizes } = args();
  const sections: string[] = [];
  const budgets: string[][] = [];
  let weights: PageWeight[] = [];
  let chunks: ChunkWeight[] = [];
  let scores: LighthouseScores[] = [];
  let load: LoadResult[] = [];
  let growth: GrowthRow[] = [];

  if (parts.has('weight') || parts.has('lighthouse') || parts.has('load')) {
    console.log('bench: building the SPA…');
    await runOrThrow('vite', ['build', '--logLevel', 'warn']);
    const stateDir = path.join(BENCH_DIR, 'main-state');
    await prepareState(stateDir);
    const inventoryFile = path.join(BENCH_DIR, 'load-inventory.sql');
    writeFileSync(inventoryFile, LOAD_INVENTORY_SQL);
    await executeSqlFile(stateDir, inventoryFile);
    const server = await startServer(stateDir, 'main');
    try {
      if (parts.has('weight')) {
        console.log('bench: page weight…');
        const token = await adminToken(server.baseURL);
        const me = await fetch(`${server.baseURL}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
        weights = await measurePageWeights(server.baseURL, WEIGHT_PAGES, { token, user: await me.json() });
        chunks = measureChunks();
      }
      if (parts.has('lighthouse')) {
        console.log(`bench: Lighthouse (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})…`);
        scores = await runLighthouse(server.baseURL, PUBLIC_PAGES, LIGHTHOUSE_RUNS);
      }
      if (parts.has('load')) {
        console.log('bench: API load (autocannon, 10 connections, 10 s per call)…');
        load = await runLoad(server.baseURL);
      }
    } finally {
      await server.stop();
    }
  }
  if (parts.has('growth')) {
    // wrangler dev serves dist/ as its assets: it must exist even when only the API is measured.
    if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) await runOrThrow('vite', ['build', '--logLevel', 'warn']);
    console.log(`bench: growth with ${sizes.join(', ')} reservations…`);
    growth = await runGrowth(sizes);
  }

  if (weights.length) {
    sections.push(
      '### Page weight (first view, gzip)\n\n' +
        table(['page', 'JS KB', 'CSS KB', 'files'], weights.map((w) => [w.page, f(w.jsKb), f(w.cssKb), String(w.requests)])) +
        '\n\nEvery chunk of the build (gzip KB): ' +
        chunks.map((c) => `${c.file} ${f(c.kb)}`).join(', '),
    );
    // Counted from a cold browser's network log (scripts/bench/networkLog.ts), in each language.
    const homes = weights.filter((w) => HOME_IN_LANGUAGES.includes(w.page));
    const heaviest = homes.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
    sections.push(
      `Scripts a cold browser downloads for the first view of ${heaviest.page} (gzip KB): ` +
        heaviest.scripts.map((file) => `${new URL(file.url).pathname} ${f(file.kb)}`).join(', '),
    );
    budgets.push(['JS before the first view of / ≤ 170 KB gzip (cold, every script, each language)', homes.map((w) => `${w.page} ${f(w.jsKb)} KB`).join(' / '), mark(heaviest.jsKb <= 170)]);
    // The back office's first view (the dashboard): its sections and their heavy parts load when opened.
    const admin = weights.find((w) => w.page === '/admin')!;
    budgets.push(['JS before the first view of /admin ≤ 200 KB gzip', `${f(admin.jsKb)} KB`, mark(admin.jsKb <= 200)]);
  }
  if (scores.length) {
    sections.push(
      `### Lighthouse 13 (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS})\n\n` +
        table(
          ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
          scores.map((s) => [s.page, f(s.performance, 2), f(s.accessibility, 2), f(s.bestPractices, 2), f(s.seo, 2), f(s.lcpMs, 0), f(s.cls, 3), f(s.tbtMs, 0)]),
        ),
    );
    budgets.push(['Lighthouse performance ≥ 0.95 on every public page', scores.map((s) => f(s.performance, 2)).join(' / '), mark(scores.every((s) => s.performance >= 0.95))]);
    budgets.push(['accessibility = 1.00', scores.map((s) => f(s.accessibility, 2)).join(' / '), mark(scores.every((s) => s.accessibility >= 1))]);
    budgets.push(['SEO = 1.00', scores.map((s) => f(s.seo, 2)).join(' / '), mark(scores.every((s) => s.seo >= 1))]);
    budgets.push(['layout shift < 0.05', scores.map((s) => f(s.cls, 3)).join(' / '), mark(scores.every((s) => s.cls < 0.05))]);
  }
  if (load.length) {
    sections.push(
      '### API under load (autocannon from a second process, 10 connections, each call 3 × 4 s alternating with 3 × 4 s of health)\n\n' +
        table(
          ['call', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'of health'],
          load.map((r) => [r.call, f(r.reqPerSec, 0), f(r.p50Ms, 0), f(r.p99Ms, 0), r.refused ? `${r.non2xx} (${r.refused})` : String(r.non2xx), String(r.errors), `${f(r.ofHealth * 100, 0)} %`]),
        ),
    );
    for (const call of ['getHotelById', 'PNR lookup']) {
      const row = load.find((r) => r.call === call)!;
      budgets.push([`${call} ≥ 50 % of health req/s`, `${f(row.ofHealth * 100, 0)} %`, mark(row.ofHealth >= 0.5)]);
    }
  }
  if (growth.length) {
    const first = growth[0]!;
    const last = growth[growth.length - 1]!;
    const ratio = (key: keyof GrowthRow) => last[key] / first[key];
    sections.push(
      `### Growth (sequential, median of 25, ms)\n\n` +
        table(
          ['reservations', 'availability search', 'reservation create', 'PNR lookup', 'admin first page'],
          [
            ...growth.map((g) => [String(g.reservations), f(g.searchMs), f(g.createMs), f(g.pnrMs), f(g.adminPageMs)]),
            [`ratio ${last.reservations} / ${first.reservations}`, f(ratio('searchMs'), 2), f(ratio('createMs'), 2), f(ratio('pnrMs'), 2), f(ratio('adminPageMs'), 2)],
          ],
        ),
    );
    for (const [key, label] of [['searchMs', 'availability search'], ['pnrMs', 'PNR lookup'], ['adminPageMs', 'admin first page']] as const) {
      budgets.push([`${label} grows ≤ 2× from ${first.reservations} to ${last.reservations}`, `${f(ratio(key), 2)}×`, mark(ratio(key) <= 2)]);
    }
  }

  const report = [
    `## Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `Machine: ${machine()}.`,
    ...sections,
    '### Budgets\n\n' + table(['budget', 'measured', ''], budgets),
  ].join('\n\n');
  console.log(`\n${report}\n`);

  const file = path.join(ROOT, 'BENCHMARKS.md');
  const header = '# Benchmarks\n\n`npm run bench` writes each run at the top; earlier runs stay below for comparison.\n';
  const earlier = existsSync(file) ? readFileSync(file, 'utf8').replace(header, '').trim() : '';
  writeFileSync(file, `${header}\n${report}\n${earlier ? `\n${earlier}\n` : ''}`);
  console.log(`bench: written to ${path.relative(ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
