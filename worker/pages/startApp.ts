/**
 * The loader /first-view.js (worker/pages/appStart.ts serves it; docs/decisions/0016-first-paint-from-the-html.md),
 * written as TypeScript so that the type checker reads it. It runs in the browser, never in the
 * Worker: its text is served as `(${startApp})("data-app", (source) => import(source))`, so it
 * imports nothing and uses nothing from outside but its parameters and the browser's globals
 * declared below. `import()` is the caller's: in the Worker's tests, Vitest rewrites it in the
 * module's code, not in a string.
 */

// The Worker's program has no DOM library (its types clash with the Workers' own, and the Worker
// must not reach for `document`), so the few members of the page the loader uses are declared
// here, for this module only, as TypeScript's DOM library has them. `declare` emits nothing: the
// served text names the browser's own `document` and `requestAnimationFrame` (`setTimeout` is
// in both).
declare const document: { querySelector<E extends PageElement = PageElement>(selectors: string): E | null };
declare function requestAnimationFrame(callback: (time: number) => void): number;

interface PageElement {
  getAttribute(qualifiedName: string): string | null;
  addEventListener(type: 'load' | 'error', listener: () => void, options?: { once?: boolean }): void;
}

interface PagePhoto extends PageElement {
  readonly complete: boolean;
}

/**
 * Imports the module scripts that the loader's tag lists in `attribute` (space-separated, in
 * order), once the first photo of the page (#root's first img) has loaded and painted, or failed,
 * or after 2.5 s, whichever comes first; when the page has no photo or it is already there, at
 * once. A promise settles once, so each script is loaded (by `load`) once.
 *
 * Its functions are all anonymous: wrangler's esbuild keeps the names of named ones by adding
 * `__name(...)` calls, a helper that exists in the Worker's bundle but not in the served text
 * (tests/unit/appStartScript.test.ts bundles it as wrangler does and runs it).
 */
export function startApp(attribute: string, load: (source: string) => unknown): void {
  const sources = (document.querySelector(`script[${attribute}]`)?.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
  const photo = document.querySelector<PagePhoto>('#root img');
  const painted =
    !photo || photo.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          photo.addEventListener('load', () => requestAnimationFrame(() => setTimeout(resolve, 0)), { once: true });
          photo.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, 2500);
        });
  void painted.then(() => {
    for (const source of sources) load(source);
  });
}
