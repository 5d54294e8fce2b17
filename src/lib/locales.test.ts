import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const localesDir = join(root, 'src', 'locales');
const languages = ['tr', 'en', 'fa'] as const;

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, test);
    return test(name) ? [path] : [];
  });
}

/** Every leaf key of a JSON object as a dotted path (`home.pnr.errorEmpty`). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Keys written twice in one JSON object (JSON.parse keeps the last silently, so one text would hide another). */
function duplicateKeys(path: string): string[] {
  const source = ts.parseJsonText(path, readFileSync(path, 'utf8'));
  const duplicates: string[] = [];
  const visit = (node: ts.Node | undefined, prefix: string) => {
    if (!node || !ts.isObjectLiteralExpression(node)) return;
    const seen = new Set<string>();
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) continue;
      const key = prefix ? `${prefix}.${property.name.text}` : property.name.text;
      if (seen.has(property.name.text)) duplicates.push(key);
      seen.add(property.name.text);
      visit(property.initializer, key);
    }
  };
  visit(source.statements[0]?.expression, '');
  return duplicates;
}

describe('locale files', () => {
  const fileNames = new Set(languages.flatMap((language) => readdirSync(join(localesDir, language)).filter((name) => name.endsWith('.json'))));

  it.each([...fileNames].sort())('%s exists with the same keys in tr, en and fa', (fileName) => {
    const keys = languages.map((language) => {
      const path = join(localesDir, language, fileName);
      expect(statSync(path, { throwIfNoEntry: false }), `${language}/${fileName} is missing`).toBeDefined();
      return leafKeys(JSON.parse(readFileSync(path, 'utf8'))).sort();
    });
    expect(keys[1], `en/${fileName} vs tr/${fileName}`).toEqual(keys[0]);
    expect(keys[2], `fa/${fileName} vs tr/${fileName}`).toEqual(keys[0]);
  });

  it('no key is written twice in one object (the second would silently replace the first text)', () => {
    for (const language of languages) {
      for (const fileName of fileNames) expect(duplicateKeys(join(localesDir, language, fileName)), `${language}/${fileName}`).toEqual([]);
    }
  });

  it('no value is blank', () => {
    for (const language of languages) {
      for (const fileName of fileNames) {
        const flat = (value: unknown, path: string): void => {
          if (typeof value === 'string') expect(value.trim(), `${language}/${fileName} ${path}`).not.toBe('');
          else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flat(child, `${path}.${key}`);
        };
        flat(JSON.parse(readFileSync(join(localesDir, language, fileName), 'utf8')), '');
      }
    }
  });
});

/** Props whose string value a visitor sees or hears. */
const VISIBLE_PROPS = new Set(['aria-label', 'title', 'placeholder', 'label', 'alt', 'description']);
const LETTER = /\p{L}/u;

/** Hard-coded visible texts of one .tsx source: JSX text with letters and string literals in visible props. */
export function hardCodedTexts(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(file).trim();
      if (LETTER.test(text)) found.push(`text "${text}"`);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file))) {
      let value: ts.Node | undefined = node.initializer;
      if (value && ts.isJsxExpression(value)) value = value.expression;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && LETTER.test(value.text)) {
        found.push(`${node.name.getText(file)}="${value.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('screens take their texts from the locale files', () => {
  it('finds what the check is meant to find', () => {
    expect(hardCodedTexts('const a = <p>Hello</p>;')).toEqual(['text "Hello"']);
    expect(hardCodedTexts('const a = <b aria-label="Close" />;')).toEqual(['aria-label="Close"']);
    expect(hardCodedTexts("const a = <b title={'Sil'} />;")).toEqual(['title="Sil"']);
    expect(hardCodedTexts("const a = <p>{t('x')} · {count}</p>;")).toEqual([]);
    expect(hardCodedTexts('const a = <i aria-label={t("x")} data-x="abc" />;')).toEqual([]);
  });

  const sources = ['features', 'components', 'app'].flatMap((dir) =>
    files(join(root, 'src', dir), (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx')),
  );

  it.each(sources.map((path) => relative(root, path)))('%s has no hard-coded visible text', (path) => {
    expect(hardCodedTexts(readFileSync(join(root, path), 'utf8'), path)).toEqual([]);
  });
});
