/**
 * `npm run test:stress`: the gate under load. Keeps every CPU core busy with spinning threads
 * while `npm test` (scripts/test.ts) runs several times in a row; stops at the first failing run.
 * A test that passes here waits for what a user waits for, not for a lucky schedule.
 *
 *   npm run test:stress                          # npm test, 3 runs
 *   npm run test:stress -- --runs 5              # more runs
 *   npm run test:stress -- --runs 1 --only vitest    # the rest goes to scripts/test.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { run, seconds } from './lib/run.ts';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs (1 or more)');
const testArgs = runsAt >= 0 ? argv.filter((_, index) => index !== runsAt && index !== runsAt + 1) : argv;

/** One thread per core, each spinning until told to stop. */
const SPIN = `
  const { parentPort } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => { stop = true; });
  const spin = () => { const end = Date.now() + 50; while (Date.now() < end) Math.sqrt(Math.random()); if (!stop) setImmediate(spin); else process.exit(0); };
  spin();
`;
const burners = Array.from({ length: availableParallelism() }, () => new Worker(SPIN, { eval: true }));
const stopBurners = () => burners.forEach((burner) => burner.postMessage('stop'));
process.on('SIGINT', () => {
  stopBurners();
  process.exit(130);
});

console.log(`test:stress: ${burners.length} spinning threads keep every core busy; ${runs} run(s) of npm test ${testArgs.join(' ')}`);
const results: Array<{ run: number; code: number; seconds: number; load: string }> = [];
try {
  for (let index = 1; index <= runs; index++) {
    console.log(`\n━━ test:stress run ${index} of ${runs} ━━`);
    const result = await run('node', ['scripts/test.ts', ...testArgs]);
    results.push({ run: index, code: result.code, seconds: result.seconds, load: loadavg().map((l) => l.toFixed(1)).join(' / ') });
    console.log(`━━ run ${index}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${seconds(result.seconds)}`);
    if (result.code !== 0) break;
  }
} finally {
  stopBurners();
}

console.log('\ntest:stress summary');
for (const r of results) console.log(`  run ${r.run}: ${r.code === 0 ? 'passed' : 'FAILED'}  ${seconds(r.seconds).padStart(9)}  load average after: ${r.load}`);
const passed = results.filter((r) => r.code === 0).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === runs ? 0 : 1);
