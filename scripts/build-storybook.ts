/**
 * `npm run build-storybook`: the static Storybook in storybook-static/, with its own headers
 * (.storybook/_headers) in place of the product's public/_headers, whose CSP forbids what
 * Storybook needs (framing its stories, inline scripts). Published by `npm run deploy:storybook`.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib/run.ts';

const OUT = 'storybook-static';

const { code } = await run('storybook', ['build', '--output-dir', OUT, ...process.argv.slice(2)]);
if (code !== 0) process.exit(code);
copyFileSync(path.join(ROOT, '.storybook', '_headers'), path.join(ROOT, OUT, '_headers'));
console.log(`Storybook built in ${OUT}/ (serve it with any static server, e.g. python3 -m http.server -d ${OUT})`);
