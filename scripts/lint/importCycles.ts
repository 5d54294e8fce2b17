/**
 * Import circles between our own modules, type-only imports included (docs/architecture.md:
 * the layers form a one-way stack, and so do the modules inside a layer).
 *
 * `import-x/no-cycle` follows value imports only: it skips `import type`, yet a circle of types
 * still ties two modules together (neither can move or be understood alone). This module reads
 * every static import, re-export, `import type` and dynamic `import()` of a file with
 * TypeScript's pre-processor (no type checking, a few milliseconds for the whole repository)
 * and finds the circles. It serves two callers:
 *
 *   - the ESLint rule `local/no-import-cycle` (eslint.config.js): an import that leads back to
 *     the file it is written in is an error, with the circle spelled out;
 *   - `node scripts/lint/importCycles.ts`: lists every circle of the repository (exit 1 if any).
 *
 * Only relative specifiers are followed (`./x`, `../contract/routes`): packages cannot import us.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** How an extension-less specifier is completed, in the order the bundler tries. */
const ENDINGS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** The file a relative specifier names, or undefined (a package, a stylesheet, a JSON file...). */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.split('?')[0]!);
  for (const ending of ENDINGS) {
    const candidate = base + ending;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every module specifier of `source`: imports (type-only too), re-exports, `import()`, `require()`. */
export function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The graph, read lazily: each file is read once per change (keyed by its modification time). */
export class ImportGraph {
  private readonly cache = new Map<string, { mtime: number; imports: string[] }>();

  /** The files `file` imports (resolved, our own only), in source order, without repeats. */
  importsOf(file: string): string[] {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const cached = this.cache.get(file);
    if (cached && cached.mtime === mtime) return cached.imports;
    const resolved = specifiersOf(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== undefined);
    const imports = [...new Set(resolved)];
    this.cache.set(file, { mtime, imports });
    return imports;
  }

  /**
   * The shortest way from `start` back to `home` over imports, as a list of files beginning with
   * `start` and ending with `home`; undefined when `start` does not lead back to `home`.
   */
  pathBack(start: string, home: string): string[] | undefined {
    const cameFrom = new Map<string, string | null>([[start, null]]);
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (file === home) {
        const route: string[] = [];
        for (let at: string | null | undefined = file; at; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      for (const next of this.importsOf(file)) {
        if (!cameFrom.has(next)) {
          cameFrom.set(next, file);
          queue.push(next);
        }
      }
    }
    return undefined;
  }
}

/** Every circle among `files`: one per strongly connected group (Tarjan), as a closed path of files. */
export function findCycles(files: readonly string[], graph = new ImportGraph()): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];

  // Iterative Tarjan: deep import chains must not overflow the call stack.
  for (const root of files) {
    if (index.has(root)) continue;
    const work: Array<{ file: string; next: number }> = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const imports = graph.importsOf(frame.file);
      if (frame.next < imports.length) {
        const target = imports[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        const selfImport = group.length === 1 && graph.importsOf(member).includes(member);
        if (group.length > 1 || selfImport) groups.push(group);
      }
    }
  }

  // One readable circle per group: from its first file (in path order) around and back.
  return groups.map((group) => {
    const first = [...group].sort()[0]!;
    const inGroup = new Set(group);
    const next = graph.importsOf(first).find((target) => inGroup.has(target))!;
    return [first, ...(graph.pathBack(next, first) ?? [first])];
  });
}

/** The folders whose modules make up the product and its tooling (node_modules and outputs left out). */
export const SOURCE_FOLDERS = ['contract', 'worker', 'src', 'mocks', 'stories', '.storybook', 'scripts', 'e2e', 'tests'];

/** Every .ts/.tsx file under `folders` of `root`, sorted. */
export function sourceFiles(root: string, folders: readonly string[] = SOURCE_FOLDERS): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.wrangler')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return found.sort();
}

/** A minimal ESLint rule object (the parts of ESLint's types this rule uses). */
interface RuleContext {
  physicalFilename: string;
  cwd: string;
  sourceCode: { ast: { body: Array<{ type: string; source?: { value: unknown } | null }> } };
  report(descriptor: { node: unknown; message: string }): void;
}

const graph = new ImportGraph();

/**
 * ESLint rule: an import (value or type) of this file that leads back to it is an error. Reported
 * on the import statement that starts the circle, once per statement.
 */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles between our modules, type-only imports included.' },
    schema: [],
  },
  create(context: RuleContext) {
    const file = context.physicalFilename;
    if (!SOURCE.test(file)) return {};
    const check = (node: unknown, specifier: unknown) => {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const route = target === file ? [file] : graph.pathBack(target, file);
      if (!route) return;
      const shown = [file, ...route].map((member) => path.relative(context.cwd, member)).join(' > ');
      context.report({ node, message: `Import circle: ${shown}. Move what both need into a module below them.` });
    };
    return {
      Program() {
        for (const statement of context.sourceCode.ast.body) check(statement, statement.source?.value);
      },
      ImportExpression(node: { source: { type: string; value?: unknown } }) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

// `node scripts/lint/importCycles.ts`: every circle of the repository, one per line.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const cycles = findCycles(sourceFiles(root));
  for (const cycle of cycles) console.log(cycle.map((file) => path.relative(root, file)).join(' > '));
  console.log(cycles.length === 0 ? 'No import circle.' : `${cycles.length} import circle(s).`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
