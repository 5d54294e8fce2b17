import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loaderPage } from '../../worker/test/loaderPage';

/**
 * /first-view.js is the text of a function of the Worker (worker/pages/startApp.ts), so what the
 * browser runs is that function as the Worker's bundler printed it. Bundled here as wrangler
 * bundles the Worker (its own esbuild, names kept, es2024), with and without minifying, it still
 * runs on its own in a page: nothing of the bundle's (a helper, a renamed constant) leaks into it.
 * worker/pages.test.ts runs the same checks on the text the Worker serves under Vitest.
 */
const root = join(import.meta.dirname, '..', '..');

/** The part of esbuild's API used here (wrangler's dependency, not the project's). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }>;
}
const esbuild = createRequire(join(root, 'node_modules', 'wrangler', 'package.json'))('esbuild') as Esbuild;

describe("/first-view.js as wrangler's bundle serves it", () => {
  it.each([false, true])('imports the scripts in order once the photo has painted (minified: %s)', async (minify) => {
    const { outputFiles } = await esbuild.build({
      entryPoints: [join(root, 'worker', 'pages', 'appStart.ts')],
      bundle: true,
      write: false,
      // wrangler.toml sets neither keep_names nor minify: wrangler keeps names unless told not to.
      keepNames: true,
      minify,
      target: 'es2024',
      format: 'iife',
      globalName: 'appStart',
    });
    const { APP_START_SCRIPT } = new Function(`${outputFiles[0]!.text}\nreturn appStart;`)() as { APP_START_SCRIPT: string };
    const sources = ['/assets/runtime-1.js', '/assets/index-abc.js'];
    const page = loaderPage(APP_START_SCRIPT, sources, 'loading');
    await page.fire('load');
    await page.paint();
    expect(page.imported).toEqual([]);
    await page.elapse(0);
    expect(page.imported).toEqual(sources);
  });
});
