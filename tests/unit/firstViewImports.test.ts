import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_SCREENS } from '../../worker/pages/firstView';

/**
 * zod (about 25 KB gzip) stays out of the JavaScript loaded before the first view of the public
 * pages: the SPA calls the API through the zod-free `contract/routes` table, trusts the contract
 * types of the answers (the contract tests hold the Worker and the mocks to the schemas) and
 * imports zod-free helpers from their own contract modules, never from the `contract` index.
 * Screens where people type (forms, admin) are loaded lazily and may use zod.
 *
 * The check walks static imports (not `import type`, not dynamic `import()`) from each root.
 */
const root = join(import.meta.dirname, '..', '..');

/**
 * The entry and the screens the Worker preloads as public first views (`/`, `/hotels`,
 * `/hotel/:id`, `/touristic-places`, `/place/:id`, `/tours`, `/tour/:id`), except the contact
 * form, where people type (it validates with the contract's schemas).
 */
const FIRST_VIEW_ROOTS = ['src/main.tsx', ...FIRST_VIEW_SCREENS.filter((screen) => !screen.endsWith('SupportScreen.tsx'))];

const FORBIDDEN_PACKAGE = /^(zod|@hono\/zod-validator)(\/|$)/;

/** Specifiers of a module's static value imports and re-exports. */
export function staticImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The import chains from `entry` (a path under the repository) that reach a forbidden package. */
export function chainsToZod(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, relative(root, file)];
    for (const specifier of staticImports(readFileSync(file, 'utf8'), file)) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) walk(target, here); // .json, .css and the like hold no imports
      } else if (FORBIDDEN_PACKAGE.test(specifier)) {
        found.push([...here, specifier].join(' -> '));
      }
    }
  };
  walk(join(root, entry), []);
  return found;
}

describe('the first view of the public pages loads no zod', () => {
  it('the walk finds zod behind the contract index and skips type-only and dynamic imports', () => {
    expect(chainsToZod('contract/index.ts').length).toBeGreaterThan(0);
    expect(staticImports("import type { A } from 'zod'; export type { B } from './b'; const c = () => import('./c');", 'x.ts')).toEqual([]);
    expect(staticImports("import { a } from './a'; import './b'; export * from './c'; export { d } from 'zod';", 'x.ts')).toEqual([
      './a',
      './b',
      './c',
      'zod',
    ]);
  });

  it.each(FIRST_VIEW_ROOTS)('%s reaches no zod through static imports', (entry) => {
    expect(existsSync(join(root, entry)), `${entry} exists`).toBe(true);
    expect(chainsToZod(entry)).toEqual([]);
  });
});
