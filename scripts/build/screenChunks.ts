/**
 * Chunks for the public pages' first views (issue 11). Lighthouse's simulated mobile network
 * pays a round trip per early request (wrangler dev speaks HTTP/1.1: six at a time), so a
 * public page should load few files: the app's chunk, its screen's chunk and the chunks of
 * code it shares with other public screens, grouped by WHICH public screens use that code.
 * Rolldown's own split makes a chunk per combination of every lazily loaded module (menus,
 * dialogs, the date picker, back-office sections...): 20 to 50 files per public page.
 *
 * `buildEnd` follows the static imports from each public screen by imported NAME through
 * re-exporting modules (`@mantine/core`'s index, the contract's index), so a screen that uses
 * `Button` reaches Button's module, not every component of the library. Small groups join the
 * group of the fewest screens that all use them too (a few KB of unused code costs less than a
 * request). The `codeSplitting` group (`group`) then names each module's chunk; what no public
 * screen uses keeps Rolldown's splitting.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

type Names = Set<string> | 'all';
interface Parsed {
  /** Static imports and re-exports: source -> names taken ('all' for namespaces and side effects). */
  uses: Array<{ source: string; names: Names }>;
  /** Only re-exports (an index): exported name -> where it comes from. */
  barrel?: { named: Map<string, { source: string; name: string }>; stars: string[] };
}
/** The parts of oxc's ESTree nodes read here. */
interface Node {
  type: string;
  importKind?: string;
  source?: { value: unknown } | null;
  specifiers?: Node[];
  imported?: Node;
  local?: Node;
  exported?: Node | null;
  declaration?: unknown;
  name?: string;
  value?: unknown;
}
interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; code: string | null; exports: string[] } | null;
  parse(code: string): { body: Node[] };
  resolve(source: string, importer: string): Promise<{ id: string; external?: boolean | string } | null>;
}

/** `site~` and the screens that use a chunk, cut short with a hash when that is too long for a file name. */
const chunkName = (screens: string) =>
  screens.length <= 90 ? `site~${screens}` : `site~${screens.slice(0, 80)}~${createHash('sha1').update(screens).digest('hex').slice(0, 8)}`;

const nameOf = (node: Node | null | undefined) => (node?.type === 'Literal' ? String(node.value) : (node?.name ?? ''));

/** The import and export statements of `code` (dynamic imports are other chunks: not followed). */
function parseModule(graph: Graph, code: string): Parsed {
  let body: Node[];
  try {
    body = graph.parse(code).body;
  } catch {
    return { uses: [] };
  }
  const uses: Parsed['uses'] = [];
  const imported = new Map<string, { source: string; name: string }>();
  const named = new Map<string, { source: string; name: string }>();
  const stars: string[] = [];
  let onlyReexports = true;
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const source = String(statement.source?.value);
      const specifiers: Node[] = statement.specifiers ?? [];
      if (!specifiers.length) {
        uses.push({ source, names: 'all' });
        onlyReexports = false;
        continue;
      }
      const names = new Set<string>();
      let all = false;
      for (const specifier of specifiers) {
        const name = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        if (name === '*') all = true;
        else names.add(name);
        imported.set(nameOf(specifier.local), { source, name });
      }
      uses.push({ source, names: all ? 'all' : names });
    } else if (statement.type === 'ExportAllDeclaration') {
      const source = String(statement.source?.value);
      uses.push({ source, names: 'all' });
      if (statement.exported) named.set(nameOf(statement.exported), { source, name: '*' });
      else stars.push(source);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const source = statement.source ? String(statement.source.value) : undefined;
      const names = new Set<string>();
      for (const specifier of statement.specifiers ?? []) {
        const local = nameOf(specifier.local);
        const from = source ? { source, name: local } : imported.get(local);
        if (from) named.set(nameOf(specifier.exported), from);
        else onlyReexports = false;
        names.add(local);
      }
      if (source) uses.push({ source, names });
    } else {
      onlyReexports = false;
    }
  }
  return { uses, barrel: onlyReexports && (named.size || stars.length) ? { named, stars } : undefined };
}

export function screenChunks(options: {
  root: string;
  publicScreens: readonly string[];
  /**
   * Screens that are not public pages but have a first view of their own (the back office and
   * its lazily loaded sections), under one label: code they share with public screens is
   * grouped apart from what only public screens use, so opening them does not download whole
   * public-screen chunks for a few modules.
   */
  otherScreens?: { label: string; files: readonly string[] };
  minChunkSize: number;
  report?: boolean;
}) {
  const chunkOf = new Map<string, string>();
  const publicIds = options.publicScreens.map((screen) => path.resolve(options.root, screen));
  const otherIds = (options.otherScreens?.files ?? []).map((screen) => path.resolve(options.root, screen));
  const isOther = (screen: string) => screen.startsWith(`${options.otherScreens?.label}.`);
  const short = (id: string) => path.basename(id).replace(/(Screen|Page)?\.[jt]sx?$/, '');

  const plugin: Plugin = {
    name: 'van:screen-chunks',
    apply: 'build',
    async buildEnd() {
      chunkOf.clear();
      const graph = this as unknown as Graph;
      const ids = new Set(graph.getModuleIds());
      const parsed = new Map<string, Parsed>();
      const parse = (id: string) => {
        let result = parsed.get(id);
        if (!result) {
          const code = graph.getModuleInfo(id)?.code;
          result = code ? parseModule(graph, code) : { uses: [] };
          parsed.set(id, result);
        }
        return result;
      };
      const resolved = new Map<string, Promise<string | null>>();
      const resolve = (source: string, importer: string) => {
        const key = `${importer}\0${source}`;
        let result = resolved.get(key);
        if (!result) {
          result = graph.resolve(source, importer).then((r) => (r && !r.external && ids.has(r.id) ? r.id : null));
          resolved.set(key, result);
        }
        return result;
      };

      /** The modules `start` needs, following imports by name through re-exporting modules. */
      const reach = async (start: string, stop: Set<string>) => {
        const whole = new Set<string>();
        const namesSeen = new Map<string, Set<string>>();
        const visit = async (id: string, names: Names): Promise<void> => {
          if (stop.has(id) || whole.has(id)) return;
          const module = parse(id);
          if (module.barrel && names !== 'all') {
            const seen = namesSeen.get(id) ?? new Set<string>();
            namesSeen.set(id, seen);
            for (const name of names) {
              if (seen.has(name)) continue;
              seen.add(name);
              const from = module.barrel.named.get(name);
              if (from) {
                const target = await resolve(from.source, id);
                if (target) await visit(target, from.name === '*' ? 'all' : new Set([from.name]));
                continue;
              }
              for (const star of module.barrel.stars) {
                const target = await resolve(star, id);
                if (target && graph.getModuleInfo(target)?.exports.includes(name)) await visit(target, new Set([name]));
              }
            }
            return;
          }
          whole.add(id);
          for (const use of module.uses) {
            const target = await resolve(use.source, id);
            if (target) await visit(target, use.names);
          }
        };
        await visit(start, 'all');
        return whole;
      };

      // Only the app's own build (entry: the root index.html) is laid out for the public pages;
      // any other build with this config (Storybook's static site) keeps Rolldown's splitting.
      const entry = [...ids].find((id) => graph.getModuleInfo(id)?.isEntry);
      if (!entry || entry !== path.join(options.root, 'index.html')) return;
      const initial = await reach(entry, new Set());
      const usedBy = new Map<string, Set<string>>();
      for (const screen of publicIds) {
        if (!ids.has(screen)) this.error(`screenChunks: no module ${screen} (renamed screen?)`);
        for (const m of await reach(screen, initial)) {
          if (m === screen) continue;
          const users = usedBy.get(m) ?? new Set<string>();
          users.add(short(screen));
          usedBy.set(m, users);
        }
      }
      // A module a public screen uses and another screen uses too carries that screen in its
      // group's name; what only the other screens use keeps Rolldown's splitting.
      for (const screen of otherIds) {
        if (!ids.has(screen)) this.error(`screenChunks: no module ${screen} (renamed screen?)`);
        for (const m of await reach(screen, initial)) {
          if (m === screen) continue;
          const users = usedBy.get(m) ?? new Set<string>();
          users.add(`${options.otherScreens!.label}.${short(screen)}`);
          usedBy.set(m, users);
        }
      }
      const groups = new Map<string, { screens: Set<string>; size: number; modules: string[] }>();
      for (const [m, screens] of usedBy) {
        const name = chunkName([...screens].sort().join('~'));
        const group = groups.get(name) ?? { screens, size: 0, modules: [] };
        group.size += graph.getModuleInfo(m)?.code?.length ?? 0;
        group.modules.push(m);
        groups.set(name, group);
      }
      // A small group costs a request more than its bytes: it joins the group of the fewest
      // screens that all use it too (those pages download a little code they do not run).
      for (const [name, group] of [...groups].sort((a, b) => a[1].size - b[1].size)) {
        // Code only the back office uses stays in groups of its own (no public page waits for it).
        if (group.size >= options.minChunkSize || [...group.screens].every(isOther)) continue;
        const host = [...groups]
          .filter(([other, candidate]) => other !== name && [...group.screens].every((screen) => candidate.screens.has(screen)))
          .sort((a, b) => a[1].screens.size - b[1].screens.size || b[1].size - a[1].size)[0];
        if (!host) continue;
        host[1].size += group.size;
        host[1].modules.push(...group.modules);
        groups.delete(name);
      }
      for (const [name, group] of groups) {
        for (const m of group.modules) chunkOf.set(m, name);
        if (options.report) console.log(`${(group.size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
      }
    },
  };
  const group = {
    name: (id: string) => chunkOf.get(id) ?? null,
    test: (id: string) => chunkOf.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
