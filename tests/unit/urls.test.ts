import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '../../contract/pages';
import { routes } from '../../contract/routes';

/**
 * docs/urls.md is the list of every page and every API call; it is checked against the code it
 * describes: each call of contract/routes.ts (method, path, who may call) has its row, each row
 * is a call of the table, and each page of the page table (contract/pages.ts) has its row.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const doc = readFileSync(path.join(root, 'docs/urls.md'), 'utf8');
const section = (heading: string) => {
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/urls.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
};

/** The cells of a markdown table row, or undefined for any other line (and the header rule). */
function cells(line: string): string[] | undefined {
  if (!line.startsWith('|') || /^\|[-| ]+\|$/.test(line)) return undefined;
  return line.split('|').slice(1, -1).map((cell) => cell.trim());
}

const code = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

describe('docs/urls.md', () => {
  it('lists every API call of contract/routes.ts with its method and who may call, and no other', () => {
    const documented = section('API')
      .split('\n')
      .map(cells)
      .filter((row): row is string[] => row !== undefined && row[0] !== 'method')
      .map(([method, pathCell, access]) => `${method} ${code(pathCell ?? '') ?? pathCell} ${access}`);
    const declared = Object.values(routes).map((route) => `${route.method} ${route.path} ${route.access}`);
    expect(documented.filter((row) => !declared.includes(row)), 'rows of docs/urls.md that are no call of contract/routes.ts').toEqual([]);
    expect(declared.filter((row) => !documented.includes(row)), 'calls of contract/routes.ts missing from docs/urls.md').toEqual([]);
    expect(new Set(documented).size, 'each call once').toBe(documented.length);
  });

  it('lists every page of the page table (contract/pages.ts, which the router maps to its screens), and no other', () => {
    const declared = [...Object.values(pages).map((page) => page.path as string), '*'];
    const documented = section('Pages')
      .split('\n')
      .map(cells)
      .filter((row): row is string[] => row !== undefined && row[0] !== 'page')
      .map(([page]) => code(page ?? '') ?? page);
    expect(documented.filter((page) => !declared.includes(page!)), 'pages of docs/urls.md the page table does not have').toEqual([]);
    expect(declared.filter((page) => !documented.includes(page)), 'pages of contract/pages.ts missing from docs/urls.md').toEqual([]);
  });
});
