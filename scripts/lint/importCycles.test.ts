import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, ImportGraph, sourceFiles, specifiersOf } from './importCycles.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('import circles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads type-only imports, re-exports and dynamic imports', () => {
    expect(
      specifiersOf("import type { A } from './a'; export * from './b'; export { c } from './c'; const d = () => import('./d');"),
    ).toEqual(['./a', './b', './c', './d']);
  });

  it('finds a circle made of type-only imports, and a longer one through an index', () => {
    write('types/a.ts', "import type { B } from './b';\nexport type A = { b: B };\n");
    write('types/b.ts', "import type { A } from './a';\nexport type B = { a?: A };\n");
    write('chain/one.ts', "import { two } from './two';\nexport const one = two;\n");
    write('chain/two.ts', "import { three } from './lib';\nexport const two = three;\n");
    write('chain/lib/index.ts', "export { three } from '../three';\n");
    write('chain/three.ts', "import type { one } from './one';\nexport const three = 3 as unknown as typeof one;\n");
    write('chain/leaf.ts', "import { one } from './one';\nexport const leaf = one;\n");
    const files = sourceFiles(dir, ['types', 'chain']);
    const cycles = findCycles(files).map((cycle) => cycle.map((file) => path.relative(dir, file)));
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual(['types/a.ts', 'types/b.ts', 'types/a.ts']);
    expect(cycles).toContainEqual(['chain/lib/index.ts', 'chain/three.ts', 'chain/one.ts', 'chain/two.ts', 'chain/lib/index.ts']);
    const graph = new ImportGraph();
    expect(graph.pathBack(path.join(dir, 'chain/leaf.ts'), path.join(dir, 'chain/one.ts'))).toEqual([
      path.join(dir, 'chain/leaf.ts'),
      path.join(dir, 'chain/one.ts'),
    ]);
    expect(graph.pathBack(path.join(dir, 'chain/one.ts'), path.join(dir, 'chain/leaf.ts'))).toBeUndefined();
  });

  it('the repository has none (docs/architecture.md: a one-way stack)', () => {
    const cycles = findCycles(sourceFiles(root)).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' > '));
    expect(cycles).toEqual([]);
  });
});
