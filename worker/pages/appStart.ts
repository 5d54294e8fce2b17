/**
 * The app's code starts after the page's first photo (docs/decisions/0016-first-paint-from-the-html.md).
 * On a page whose HTML paints a photo (worker/pages/prepaint.ts), the shell's module scripts are
 * replaced by one small script, /first-view.js, which names them in `data-app` and imports them
 * once that photo has loaded and painted (or failed, or after 2.5 s). The photo then never shares
 * the line with the app's 140 KB: on a phone's connection it arrives sooner, and Lighthouse's
 * simulation no longer counts the script's download before the first paint when the local server
 * happens to answer the script first. The app's work starts a few milliseconds later on a fast
 * connection, and after the photo on a slow one; what the visitor sees meanwhile is the HTML's
 * first paint. The strict content security policy allows no inline script, hence a file. Its
 * code is the function startApp (worker/pages/startApp.ts), type-checked, served as text.
 */

import { workerFiles } from '../../contract/pages';
import { escapeHtml } from './html';
import type { Prepaint } from './prepaint';
import { startApp } from './startApp';

/** Attribute of the loader's tag that lists the app's module scripts, space-separated, in order. */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app';

/** Whether the page's first paint has a photo (the one the app then waits for). */
export function paintsPhoto(prepaint: Prepaint): boolean {
  if (prepaint.kind === 'hero') return Boolean(prepaint.image);
  if (prepaint.kind === 'list') return Boolean(prepaint.card?.image);
  if (prepaint.kind === 'heading' || prepaint.kind === 'booking') return false;
  return Boolean(prepaint.image);
}

/** The shell's module scripts (Vite's entry and what it needs first), in their order; undefined when it has none. */
export function moduleScripts(shell: string): string[] | undefined {
  const sources = [...shell.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => match[1]!);
  return sources.length > 0 ? sources : undefined;
}

/** The loader's tag, in place of the first of `sources` (the others are removed). */
export function appStartTag(sources: string[]): string {
  return `<script type="module" src="${workerFiles.appStart}" ${APP_SCRIPTS_ATTRIBUTE}="${escapeHtml(sources.join(' '))}"></script>`;
}

/**
 * The loader's text: startApp (worker/pages/startApp.ts, type-checked TypeScript), called with
 * the tag's attribute and `import()`. e2e journeys run every page through it.
 */
export const APP_START_SCRIPT = `// Starts the app once the first photo of the page has painted: worker/pages/startApp.ts.
(${startApp.toString()})(${JSON.stringify(APP_SCRIPTS_ATTRIBUTE)}, (source) => import(source));
`;
