/**
 * `npm run test:changed`: the inner loop. Finds the files changed against a base (committed on
 * this branch since it left `main`, staged, unstaged and new), lints them, then runs only the
 * tests that import them (`vitest related`), one project at a time: unit, then worker, then
 * storybook, so two cores are never shared by three projects. The e2e journeys run with
 * `--e2e` (they start a Worker); `npm test` stays the gate.
 *
 *   npm run test:changed                    # against main
 *   npm run test:changed -- --base HEAD~3   # against another commit
 *   npm run test:changed -- --e2e           # also the journeys related to the changes
 *   npm run test:changed -- --dry           # print the plan only
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, seconds } from './lib/run.ts';

export interface ChangedStep {
  name: string;
  tool: string;
  args: string[];
}

/** The projects of vitest.config.ts, in the order they run. */
export const PROJECTS = ['unit', 'worker', 'storybook'] as const;

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
/** Files a test can import (vitest related follows imports; a JSON text or a migration too). */
const RELATED = /\.(ts|tsx|js|mjs|json|sql|css)$/;

/** The steps for these changed files (paths relative to the repository). */
export function planChanged(files: readonly string[], options: { e2e?: boolean } = {}): ChangedStep[] {
  const sources = [...new Set(files)].filter((file) => RELATED.test(file) && !file.startsWith('node_modules/')).sort();
  if (!sources.length) return [];
  const linted = sources.filter((file) => LINTED.test(file));
  const steps: ChangedStep[] = [];
  if (linted.length) steps.push({ name: 'lint', tool: 'eslint', args: linted });
  for (const project of PROJECTS) {
    steps.push({ name: project, tool: 'vitest', args: ['related', '--run', '--project', project, '--passWithNoTests', ...sources] });
  }
  if (options.e2e) steps.push({ name: 'e2e', tool: 'vitest', args: ['related', '--run', '--config', 'e2e/vitest.config.ts', '--passWithNoTests', ...sources] });
  return steps;
}

/** The files changed against `base`: committed since the branch left it, staged, unstaged, untracked. */
export function changedFiles(base: string, cwd = ROOT): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).split('\n').filter(Boolean);
  const mergeBase = git('merge-base', base, 'HEAD')[0]!;
  const files = [...git('diff', '--name-only', mergeBase), ...git('ls-files', '--others', '--exclude-standard')];
  // A deleted file has nothing to lint or relate.
  return [...new Set(files)].filter((file) => existsSync(path.join(cwd, file)));
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const baseAt = argv.indexOf('--base');
  const base = baseAt >= 0 ? argv[baseAt + 1]! : 'main';
  const files = changedFiles(base);
  const steps = planChanged(files, { e2e: argv.includes('--e2e') });
  console.log(`test:changed: ${files.length} file(s) changed against ${base}${files.length ? `:\n  ${files.join('\n  ')}` : ''}`);
  if (!steps.length) {
    console.log('Nothing to test.');
    return 0;
  }
  if (argv.includes('--dry')) {
    for (const step of steps) console.log(`  ${step.name}: ${step.tool} ${step.args.join(' ')}`);
    return 0;
  }
  const started = performance.now();
  for (const step of steps) {
    console.log(`\n▸ ${step.name}`);
    const result = await run(step.tool, step.args);
    console.log(`${result.code === 0 ? '✓' : '✗'} ${step.name} in ${seconds(result.seconds)}`);
    if (result.code !== 0) return 1;
  }
  console.log(`\ntest:changed passed in ${seconds((performance.now() - started) / 1000)}`);
  return 0;
}

if (import.meta.main) process.exit(await main());
