import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, planChanged, PROJECTS } from './test-changed.ts';

describe('npm run test:changed', () => {
  it('lints the changed code and runs the related tests one project at a time', () => {
    const steps = planChanged(['src/lib/format.ts', 'src/locales/fa/core.json', 'README.md', 'src/lib/format.ts']);
    expect(steps.map((step) => step.name)).toEqual(['lint', ...PROJECTS]);
    expect(steps[0]!.args).toEqual(['src/lib/format.ts']);
    expect(steps[1]!.args).toEqual(['related', '--run', '--project', 'unit', '--passWithNoTests', 'src/lib/format.ts', 'src/locales/fa/core.json']);
    expect(steps.find((step) => step.name === 'e2e')).toBeUndefined();
    expect(planChanged(['src/lib/format.ts'], { e2e: true }).at(-1)!.args).toContain('e2e/vitest.config.ts');
  });

  it('has nothing to run when only documents changed', () => {
    expect(planChanged(['README.md', 'docs/conventions.md'])).toEqual([]);
  });

  it('finds what changed against the base: committed, unstaged and new files, not deleted ones', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'test-changed-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: repo });
    git('init', '-q', '-b', 'main');
    writeFileSync(path.join(repo, 'kept.ts'), 'export {};\n');
    writeFileSync(path.join(repo, 'gone.ts'), 'export {};\n');
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'topic');
    writeFileSync(path.join(repo, 'committed.ts'), 'export {};\n');
    git('add', '.');
    git('commit', '-qm', 'topic');
    git('rm', '-q', 'gone.ts');
    writeFileSync(path.join(repo, 'kept.ts'), 'export const changed = 1;\n');
    writeFileSync(path.join(repo, 'untracked.ts'), 'export {};\n');
    expect(changedFiles('main', repo).sort()).toEqual(['committed.ts', 'kept.ts', 'untracked.ts']);
  });
});
