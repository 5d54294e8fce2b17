import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's styles are imported per component (not the whole 36 KB gzip `@mantine/core/styles.css`):
 * src/app/mantineStyles.ts imports the global styles and the components of every page's first
 * view; a module using any other component imports that component's stylesheet itself, so it
 * loads with the module's chunk (the back office, dialogs, menus, date picker...).
 *
 * The check reads Mantine's published ES modules: a component needs the stylesheet of every
 * `*.module.mjs` its code reaches (Select needs Combobox, Popover, Input, ScrollArea...). For each
 * module of src/ it works out what the Mantine components it imports need, and expects each of
 * those stylesheets in the first-view list or imported by the module itself, in the order of
 * Mantine's full stylesheet (a component's styles come after those of the components it is
 * built on, which they override) and never twice (loaded again later, a stylesheet would win
 * over the app's own styles that override it).
 */
const root = join(import.meta.dirname, '..', '..');
const FIRST_VIEW_STYLES = 'src/app/mantineStyles.ts';
const PACKAGES = ['core', 'dates', 'dropzone', 'notifications'] as const;
type MantinePackage = (typeof PACKAGES)[number];
const esm = (pkg: MantinePackage) => join(root, 'node_modules', '@mantine', pkg, 'esm');

/** Where each export of a package's index is defined. */
function exportsOf(pkg: MantinePackage): Map<string, string> {
  const index = join(esm(pkg), 'index.mjs');
  const found = new Map<string, string>();
  for (const [, names = '', from = ''] of readFileSync(index, 'utf8').matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const name of names.split(',')) {
      // `import { Dropzone as Dropzone$1 }`: exported under either name.
      for (const alias of name.split(/\s+as\s+/)) found.set(alias.trim(), join(dirname(index), from));
    }
  }
  return found;
}
const exported = Object.fromEntries(PACKAGES.map((pkg) => [pkg, exportsOf(pkg)])) as Record<MantinePackage, Map<string, string>>;

/** The stylesheet a Mantine CSS module is published as. */
function stylesheetOf(cssModule: string): string {
  const [, pkg, name] = /@mantine[\\/](\w+)[\\/].*[\\/](\w+)\.module\.mjs$/.exec(cssModule) ?? [];
  return pkg === 'core' ? `@mantine/core/styles/${name}.css` : `@mantine/${pkg}/styles.css`;
}

const reached = new Map<string, Set<string>>();
/** The stylesheets a module of a Mantine package needs (its CSS modules, transitively). */
function stylesOfModule(file: string): Set<string> {
  let styles = reached.get(file);
  if (styles) return styles;
  styles = new Set();
  reached.set(file, styles);
  const source = readFileSync(file, 'utf8');
  for (const [, from = ''] of source.matchAll(/from "(\.[^"]+)"/g)) {
    const target = resolve(dirname(file), from);
    if (target.endsWith('.module.mjs')) styles.add(stylesheetOf(target));
    for (const style of stylesOfModule(target)) styles.add(style);
  }
  // The other packages build on @mantine/core's components.
  for (const [, names = ''] of source.matchAll(/import \{([^}]*)\} from "@mantine\/core"/g)) {
    for (const style of stylesOfNames('core', names.split(','))) styles.add(style);
  }
  return styles;
}

function stylesOfNames(pkg: MantinePackage, names: string[]): Set<string> {
  const styles = new Set<string>();
  for (const name of names.map((text) => text.trim().split(/\s+as\s+/)[0]!.trim())) {
    const file = name && !name.startsWith('type ') ? exported[pkg].get(name) : undefined;
    if (file) for (const style of stylesOfModule(file)) styles.add(style);
  }
  return styles;
}

/** The stylesheets the Mantine components a source file imports need. */
function stylesNeeded(source: string): Set<string> {
  const styles = new Set<string>();
  for (const [, names = '', pkg = ''] of source.matchAll(/^(?:import|export) \{([^}]*)\} from '@mantine\/(\w+)';/gm)) {
    if ((PACKAGES as readonly string[]).includes(pkg)) for (const style of stylesOfNames(pkg as MantinePackage, names.split(','))) styles.add(style);
  }
  return styles;
}

/** The Mantine stylesheets a source file imports, in order. */
const stylesImported = (source: string) => [...source.matchAll(/^import '(@mantine\/[^']+\.css)';$/gm)].map(([, style = '']) => style);

/** Mantine's order: the full stylesheet is the per-component files in this order, then the packages'. */
const fullSheet = readFileSync(join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
const coreDir = join(root, 'node_modules/@mantine/core/styles');
const ORDER = readdirSync(coreDir)
  .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
  .map((name) => ({ name: `@mantine/core/styles/${name}`, at: fullSheet.indexOf(readFileSync(join(coreDir, name), 'utf8').trim()) }))
  .sort((a, b) => a.at - b.at)
  .map(({ name }) => name)
  .concat(['@mantine/dates/styles.css', '@mantine/dropzone/styles.css', '@mantine/notifications/styles.css']);
const rank = (style: string) => ORDER.indexOf(style);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = sourceFiles(join(root, 'src')).map((path) => {
  const source = readFileSync(path, 'utf8');
  return { name: relative(root, path), needs: stylesNeeded(source), imports: stylesImported(source) };
});
const firstView = stylesImported(readFileSync(join(root, FIRST_VIEW_STYLES), 'utf8'));

describe('Mantine stylesheets', () => {
  it('the analysis finds what a component is built on', () => {
    expect([...stylesNeeded("import { Select } from '@mantine/core';")]).toEqual(
      expect.arrayContaining(['@mantine/core/styles/Combobox.css', '@mantine/core/styles/Popover.css', '@mantine/core/styles/Input.css']),
    );
    expect([...stylesNeeded("import { DatePickerInput } from '@mantine/dates';")]).toEqual(
      expect.arrayContaining(['@mantine/dates/styles.css', '@mantine/core/styles/Popover.css']),
    );
    expect([...stylesNeeded("import { notifications } from '@mantine/notifications';")]).toEqual([]);
    expect(ORDER.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global'].map((name) => `@mantine/core/styles/${name}.css`));
    expect(ORDER.every((style) => style.includes('/styles.css') || fullSheet.includes(readFileSync(join(coreDir, style.split('/').pop()!), 'utf8').trim()))).toBe(true);
  });

  it('the first view has the global styles and its components, in Mantine order', () => {
    expect(firstView.slice(0, 3)).toEqual(ORDER.slice(0, 3));
    expect(firstView).toEqual([...firstView].sort((a, b) => rank(a) - rank(b)));
  });

  it('nothing imports all of Mantine core styles', () => {
    expect(files.filter((file) => file.imports.includes('@mantine/core/styles.css')).map((file) => file.name)).toEqual([]);
  });

  it.each(files.filter((file) => file.needs.size > 0 || file.imports.length > 0).map((file) => [file.name, file] as const))(
    '%s imports the stylesheets of its Mantine components',
    (name, file) => {
      if (name === FIRST_VIEW_STYLES) return;
      const missing = [...file.needs].filter((style) => !firstView.includes(style) && !file.imports.includes(style));
      expect(missing, 'stylesheets to import').toEqual([]);
      expect(file.imports.filter((style) => firstView.includes(style)), 'already in the first view').toEqual([]);
      expect(file.imports.every((style) => rank(style) >= 0), 'unknown stylesheet').toBe(true);
      expect(file.imports, 'in Mantine order').toEqual([...file.imports].sort((a, b) => rank(a) - rank(b)));
    },
  );
});

