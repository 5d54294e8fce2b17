/**
 * `npm run test:no-system-browser`: the browser tests on the Chromium inside `@sparticuz/chromium`,
 * as on a machine without Debian's Chromium or a Chrome, with nothing hidden or deleted:
 * VAN_NO_SYSTEM_BROWSER=1 makes scripts/lib/chromium.ts skip the system browsers and CHROME_PATH is
 * cleared for the children.
 *
 *   npm run test:no-system-browser                      # the story tests, then the e2e journeys
 *                                                       # (building storybook-static/ first when missing:
 *                                                       #  e2e/storybook-static.e2e.ts opens it)
 *   npm run test:no-system-browser -- e2e/booking.e2e.ts   # the journeys of these files only
 *   npm run test:no-system-browser -- --gate            # the whole `npm test` (other flags go to it)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NO_SYSTEM_BROWSER, resolveChromium, defaultDeps } from './lib/chromium.ts';
import { ROOT, run, seconds } from './lib/run.ts';

const env = { [NO_SYSTEM_BROWSER]: '1', CHROME_PATH: '' };
const choice = await resolveChromium({ ...defaultDeps, env: { ...process.env, ...env } });
console.log(`test:no-system-browser: ${choice.source} at ${choice.executablePath}\n  flags: ${choice.args.join(' ')}`);

const argv = process.argv.slice(2);
const storybookBuilt = existsSync(path.join(ROOT, 'storybook-static', 'index.json'));
const buildStorybook = storybookBuilt ? [] : [{ name: 'storybook-build', tool: 'node', args: ['scripts/build-storybook.ts'] }];
const steps: Array<{ name: string; tool: string; args: string[] }> = argv.includes('--gate')
  ? [{ name: 'npm test', tool: 'node', args: ['scripts/test.ts', ...argv.filter((arg) => arg !== '--gate')] }]
  : argv.length
    ? [...(argv.some((filter) => 'e2e/storybook-static.e2e.ts'.includes(filter)) ? buildStorybook : []), { name: 'e2e', tool: 'vitest', args: ['run', '--config', 'e2e/vitest.config.ts', ...argv] }]
    : [
        { name: 'storybook', tool: 'vitest', args: ['run', '--project', 'storybook'] },
        ...buildStorybook,
        { name: 'e2e', tool: 'vitest', args: ['run', '--config', 'e2e/vitest.config.ts'] },
      ];

let failed = false;
for (const step of steps) {
  console.log(`\n▸ ${step.name} on the packaged Chromium`);
  const result = await run(step.tool, step.args, { env });
  console.log(`${result.code === 0 ? '✓' : '✗'} ${step.name} ${result.code === 0 ? 'passed' : 'FAILED'} in ${seconds(result.seconds)}`);
  if (result.code !== 0) {
    failed = true;
    break;
  }
}
process.exit(failed ? 1 : 0);
