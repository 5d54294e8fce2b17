/**
 * `npm test`: the one gate. Runs the steps in order, stops at the first failure, prints each
 * step's time and a summary table, and exits non-zero when a step failed.
 *
 *   npm test                         # everything
 *   npm test -- --skip e2e           # leave steps out (comma-separated names)
 *   npm test -- --only lint,unit     # run just these
 */
import { run, seconds } from './lib/run.ts';

interface Step {
  name: string;
  title: string;
  tool: string;
  args: string[];
}

const STEPS: Step[] = [
  { name: 'typecheck', title: 'tsc -b', tool: 'tsc', args: ['-b'] },
  { name: 'lint', title: 'eslint .', tool: 'eslint', args: ['.'] },
  { name: 'knip', title: 'knip (unused files, exports, dependencies)', tool: 'knip', args: [] },
  { name: 'vitest', title: 'vitest run (unit, worker, storybook)', tool: 'vitest', args: ['run'] },
  { name: 'build', title: 'vite build', tool: 'vite', args: ['build'] },
  { name: 'deploy-dry-run', title: 'wrangler deploy --dry-run', tool: 'wrangler', args: ['deploy', '--dry-run', '--outdir', '.wrangler/dry-run'] },
  { name: 'storybook-build', title: 'storybook build (scripts/build-storybook.ts)', tool: 'node', args: ['scripts/build-storybook.ts'] },
  {
    name: 'storybook-deploy-dry-run',
    title: 'wrangler deploy --dry-run (Storybook)',
    tool: 'wrangler',
    args: ['deploy', '--config', '.storybook/wrangler.jsonc', '--dry-run', '--outdir', '.wrangler/storybook-dry-run'],
  },
  { name: 'e2e', title: 'vitest run --config e2e/vitest.config.ts (journeys, static Storybook)', tool: 'vitest', args: ['run', '--config', 'e2e/vitest.config.ts'] },
];

type Outcome = 'passed' | 'failed' | 'not run' | 'skipped';

function listArg(argv: string[], flag: string): string[] | undefined {
  const index = argv.indexOf(flag);
  if (index < 0) return undefined;
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length || !names.length) {
    throw new Error(`${flag} takes step names: ${STEPS.map((s) => s.name).join(', ')} (got "${argv[index + 1] ?? ''}")`);
  }
  return names;
}

function table(rows: Array<{ step: Step; outcome: Outcome; time?: number }>, total: number): string {
  const nameWidth = Math.max(...STEPS.map((s) => s.name.length), 5);
  const titleWidth = Math.max(...STEPS.map((s) => s.title.length));
  const mark: Record<Outcome, string> = { passed: '✓', failed: '✗', 'not run': '·', skipped: '-' };
  const lines = rows.map(
    ({ step, outcome, time }) =>
      `  ${mark[outcome]} ${step.name.padEnd(nameWidth)}  ${step.title.padEnd(titleWidth)}  ${outcome.padEnd(7)}  ${time === undefined ? '' : time.toFixed(1).padStart(7)}`,
  );
  const rule = '  ' + '─'.repeat(nameWidth + titleWidth + 24);
  return [rule, ...lines, rule, `    ${'total'.padEnd(nameWidth + titleWidth + 13)}${total.toFixed(1).padStart(7)} s`].join('\n');
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const only = listArg(argv, '--only');
  const skip = listArg(argv, '--skip') ?? [];
  const selected = (step: Step) => (only ? only.includes(step.name) : !skip.includes(step.name));

  const rows: Array<{ step: Step; outcome: Outcome; time?: number }> = STEPS.map((step) => ({
    step,
    outcome: selected(step) ? 'not run' : 'skipped',
  }));
  const started = performance.now();
  let failed = false;
  const active = rows.filter((row) => row.outcome === 'not run');

  for (const [index, row] of active.entries()) {
    console.log(`\n▸ [${index + 1}/${active.length}] ${row.step.name}: ${row.step.title}`);
    const result = await run(row.step.tool, row.step.args);
    row.time = result.seconds;
    row.outcome = result.code === 0 ? 'passed' : 'failed';
    console.log(`${row.outcome === 'passed' ? '✓' : '✗'} ${row.step.name} ${row.outcome} in ${seconds(result.seconds)}`);
    if (result.code !== 0) {
      failed = true;
      break;
    }
  }

  const total = (performance.now() - started) / 1000;
  console.log(`\n${table(rows, total)}`);
  const passed = rows.filter((r) => r.outcome === 'passed').length;
  const failedStep = rows.find((r) => r.outcome === 'failed');
  console.log(
    failed
      ? `\nnpm test FAILED at "${failedStep?.step.name}" (${passed} of ${active.length} steps passed).`
      : `\nnpm test passed: ${passed} of ${active.length} steps in ${seconds(total)}.`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
