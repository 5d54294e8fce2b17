import { describe, expect, it } from 'vitest';
import { chromiumArgs, mergeArgs, resolveChromium, SYSTEM_BROWSERS, type ResolveDeps } from './chromium.ts';

const packaged = async () => ({ executablePath: '/tmp/chromium', args: ['--no-sandbox', '--single-process', '--headless=shell'] });
const deps = (env: Record<string, string | undefined>, present: string[], pack: ResolveDeps['packaged'] = packaged): ResolveDeps => ({
  env,
  exists: (path) => present.includes(path),
  packaged: pack,
});

describe('finding a browser for the tests', () => {
  it('takes CHROME_PATH first, then /usr/bin/chromium, then an installed Chrome', async () => {
    const all = ['/opt/my-chrome', '/usr/bin/chromium', '/usr/bin/google-chrome'];
    expect(await resolveChromium(deps({ CHROME_PATH: '/opt/my-chrome' }, all))).toMatchObject({ executablePath: '/opt/my-chrome', source: 'CHROME_PATH' });
    expect(await resolveChromium(deps({}, all))).toMatchObject({ executablePath: '/usr/bin/chromium', source: 'system', args: chromiumArgs });
    expect(await resolveChromium(deps({ CHROME_PATH: ' ' }, ['/usr/bin/google-chrome']))).toMatchObject({ executablePath: '/usr/bin/google-chrome' });
    expect(SYSTEM_BROWSERS[0]).toBe('/usr/bin/chromium');
  });

  it('refuses a CHROME_PATH that does not exist instead of silently using another browser', async () => {
    await expect(resolveChromium(deps({ CHROME_PATH: '/nope/chrome' }, ['/usr/bin/chromium']))).rejects.toThrow(/CHROME_PATH is set to \/nope\/chrome/);
  });

  it('falls back to @sparticuz/chromium with its flags merged into ours', async () => {
    const choice = await resolveChromium(deps({}, []));
    expect(choice.source).toBe('@sparticuz/chromium');
    expect(choice.executablePath).toBe('/tmp/chromium');
    expect(choice.args.slice(0, chromiumArgs.length)).toEqual(chromiumArgs);
    expect(choice.args).toContain('--single-process');
    expect(choice.args.filter((arg) => arg === '--no-sandbox')).toHaveLength(1);
    // '--headless=shell' is the same flag as our '--headless': ours wins.
    expect(choice.args.filter((arg) => arg.startsWith('--headless'))).toEqual(['--headless']);
  });

  it('fails loudly with the reasons when no browser can be had', async () => {
    const broken = async () => {
      throw new Error('unsupported platform');
    };
    await expect(resolveChromium(deps({}, [], broken))).rejects.toThrow(/No browser for the story and end-to-end tests.*unsupported platform/s);
  });

  it('merges flags by name, ours first', () => {
    expect(mergeArgs(['--a', '--b=1'], ['--b=2', '--c'])).toEqual(['--a', '--b=1', '--c']);
  });
});
