import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file a comment or a document cites exists in the repository (docs/conventions.md,
 * "Comments and documents"): a citation of a document that is not here (a design note kept
 * elsewhere, a file that moved) sends the reader nowhere. Checked:
 *
 *   - every `*.md` named anywhere (`docs/urls.md`, `SECURITY.md#9-backups`, `[ADR](0002-….md)`),
 *     with its `#anchor` when it has one;
 *   - every path under one of the repository's folders (`worker/http/errors.ts`,
 *     `src/lib/api.ts`, `docs/decisions/`), and every root file (`vite.config.ts`);
 *   - a bare TypeScript file name in a comment (`errors.ts`): some file of the repository has it.
 *
 * A path is read from the repository root, then from the citing file's folder (markdown links
 * are relative to the document). A path without an extension names a module (`contract/routes`)
 * or the start of a file name (`docs/decisions/0004`, `e2e/first-view`). Import specifiers are
 * left to the compiler.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

/** What is scanned: the source folders, the documents and the Storybook setup. */
const SCANNED = ['src', 'worker', 'contract', 'mocks', 'stories', 'scripts', 'e2e', 'tests', 'docs', '.storybook', 'README.md', 'SECURITY.md'];
const TEXT = /\.(ts|tsx|md)$/;

/** The repository's top folders: a token starting with one of them is a path citation. */
const FOLDERS = [
  'src', 'worker', 'contract', 'mocks', 'stories', 'scripts', 'e2e', 'tests', 'docs', 'migrations', 'public', '.storybook', '.ci',
];
/** Files and folders that are made by tools, not kept in the repository. */
const GENERATED = /^(dist|storybook-static|node_modules|coverage|backups|\.wrangler|e2e\/artifacts|\.dev\.vars)(\/|$)/;

const PATH_CITATION = new RegExp(
  `(?<![\\w./@-])((?:${FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./~-]*[\\w/])(#[\\w-]+)?`,
  'g',
);
const MD_CITATION = /(?<![\w./@-])((?:\.{1,2}\/)?[\w./-]*[\w-]\.md)(#[\w-]+)?/g;
const BARE_FILE = /(?<![\w./@-])([A-Za-z][\w-]*(?:\.[\w-]+)*\.tsx?)(?![\w/-])/g;
const ROOT_FILES = new Set(readdirSync(root).filter((name) => statSync(path.join(root, name)).isFile()));

export interface Citation {
  file: string;
  line: number;
  cited: string;
  anchor?: string;
}

/** Comment text of a TypeScript file, line by line (code and strings blanked, so line numbers hold). */
export function commentLines(source: string): string[] {
  const lines = source.split('\n');
  const out: string[] = [];
  let inBlock = false;
  for (const line of lines) {
    let text = '';
    let rest = line;
    while (rest.length > 0) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        text += ` ${end < 0 ? rest : rest.slice(0, end)}`;
        if (end < 0) rest = '';
        else {
          inBlock = false;
          rest = rest.slice(end + 2);
        }
        continue;
      }
      const block = rest.indexOf('/*');
      const lineComment = rest.search(/(^|[^:])\/\//);
      if (lineComment >= 0 && (block < 0 || lineComment < block)) {
        text += ` ${rest.slice(rest.indexOf('//', lineComment) + 2)}`;
        rest = '';
      } else if (block >= 0) {
        inBlock = true;
        rest = rest.slice(block + 2);
      } else rest = '';
    }
    out.push(text);
  }
  return out;
}

/** The citations of one file: in a .md file its whole text, in a .ts/.tsx file its comments. */
export function citationsIn(file: string, text: string): Citation[] {
  const lines = file.endsWith('.md') ? text.split('\n') : commentLines(text);
  const found: Citation[] = [];
  const seen = new Set<string>();
  const add = (citation: Citation) => {
    const key = `${citation.line}:${citation.cited}`;
    if (!seen.has(key)) found.push(citation);
    seen.add(key);
  };
  lines.forEach((line, index) => {
    // Web addresses and package names are not ours.
    const local = line.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\bnode_modules\/\S+/g, ' ');
    for (const match of local.matchAll(PATH_CITATION)) add({ file, line: index + 1, cited: match[1]!, anchor: match[2]?.slice(1) });
    for (const match of local.matchAll(MD_CITATION)) add({ file, line: index + 1, cited: match[1]!, anchor: match[2]?.slice(1) });
    if (!file.endsWith('.md')) for (const match of local.matchAll(BARE_FILE)) add({ file, line: index + 1, cited: match[1]! });
  });
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1]!)));
}

/** Where a citation points, or undefined when nothing of that name is there. */
export function resolveCitation(citation: Citation, names: ReadonlySet<string> = fileNames()): string | undefined {
  const cited = citation.cited.replace(/\/$/, '');
  if (GENERATED.test(cited)) return root;
  if (!cited.includes('/') && !cited.endsWith('.md')) return names.has(cited) ? cited : undefined;
  const bases = cited.startsWith('./') || cited.startsWith('../') ? [] : [root];
  bases.push(path.dirname(path.join(root, citation.file)));
  for (const base of bases) {
    const full = path.join(base, cited);
    const module = ['', '.ts', '.tsx', '/index.ts'].map((ending) => full + ending).find((candidate) => existsSync(candidate));
    if (module) return module;
    // `docs/decisions/0004`, `e2e/first-view`: the start of a file's name in that folder.
    const folder = path.dirname(full);
    const start = path.basename(full);
    if (!path.extname(start) && existsSync(folder) && statSync(folder).isDirectory()) {
      const entry = readdirSync(folder).find((name) => name.startsWith(start));
      if (entry) return path.join(folder, entry);
    }
  }
  return undefined;
}

let names: Set<string> | undefined;
/** The name of every file of the repository (what a bare file name may refer to). */
function fileNames(): Set<string> {
  if (names) return names;
  names = new Set(ROOT_FILES);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.git' || GENERATED.test(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else names!.add(entry.name);
    }
  };
  for (const folder of FOLDERS) if (existsSync(path.join(root, folder))) walk(path.join(root, folder));
  return names;
}

function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isFile()) {
      if (TEXT.test(relative)) files.push(relative);
      return;
    }
    for (const entry of readdirSync(full)) {
      if (entry === 'node_modules' || entry === 'artifacts') continue;
      walk(path.join(relative, entry));
    }
  };
  for (const entry of SCANNED) walk(entry);
  return files.sort();
}

describe('citations of files', () => {
  it('reads comments only in code, and every path-like name in documents', () => {
    const code = [
      "import { x } from '../scripts/lib/run.ts'; // see docs/urls.md",
      "const a = 'worker/not-a-citation.ts';",
      '/** One in a block: worker/http/errors.ts,',
      ' * on the next line: DESIGN.md and errors.ts */',
      "const b = 'https://example.com/x.md';",
    ].join('\n');
    expect(citationsIn('worker/x.ts', code).map((c) => [c.line, c.cited])).toEqual([
      [1, 'docs/urls.md'],
      [3, 'worker/http/errors.ts'],
      [4, 'DESIGN.md'],
      [4, 'errors.ts'],
    ]);
    expect(citationsIn('docs/x.md', 'See [the ADR](decisions/0002-booking-and-payments.md#decisions) and `src/lib/api.ts`.').map((c) => [c.cited, c.anchor])).toEqual([
      ['src/lib/api.ts', undefined],
      ['decisions/0002-booking-and-payments.md', 'decisions'],
    ]);
    expect(headingAnchor('9. Backups')).toBe('9-backups');
    expect(headingAnchor('`npm test`')).toBe('npm-test');
  });

  it('finds a citation of a file that is not in the repository', () => {
    const missing = citationsIn('src/x.ts', '// as DESIGN.md says; see worker/gone.ts').filter((citation) => !resolveCitation(citation));
    expect(missing.map((c) => c.cited)).toEqual(['worker/gone.ts', 'DESIGN.md']);
  });

  it('every cited file exists, and every cited heading of a document', () => {
    const problems: string[] = [];
    for (const file of scannedFiles()) {
      if (file === 'tests/unit/citations.test.ts') continue; // its own examples cite missing files on purpose
      for (const citation of citationsIn(file, readFileSync(path.join(root, file), 'utf8'))) {
        const target = resolveCitation(citation);
        const where = `${citation.file}:${citation.line}`;
        if (!target) problems.push(`${where} cites ${citation.cited}, which is not in the repository`);
        else if (citation.anchor && target.endsWith('.md') && !anchorsOf(target).has(citation.anchor)) {
          problems.push(`${where} cites ${citation.cited}#${citation.anchor}: no such heading`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
