import { describe, expect, it } from 'vitest';
import { chromiumArgs, mergeArgs, PACKAGED_FLAGS_DROPPED, resolveChromium, SYSTEM_BROWSERS, type ResolveDeps } from './chromium.ts';

const packaged = async () => ({
  executablePath: '/tmp/chromium',
  args: ['--no-sandbox', '--single-process', '--no-zygote', '--disable-web-security', '--allow-running-insecure-content', '--headless=shell', '--use-gl=angle'],
});
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
    expect(choice.args).toContain('--use-gl=angle');
    expect(choice.args.filter((arg) => arg === '--no-sandbox')).toHaveLength(1);
    // '--headless=shell' is the same flag as our '--headless': ours wins.
    expect(choice.args.filter((arg) => arg.startsWith('--headless'))).toEqual(['--headless']);
  });

  it('launches the packaged browser without the flags that close it with a context or switch off web security', async () => {
    const choice = await resolveChromium(deps({}, []));
    // --single-process: closing one test's context took the whole browser down ("Target page,
    // context or browser has been closed" on the next newContext/newPage).
    for (const flag of ['--single-process', '--no-zygote', '--disable-web-security', '--allow-running-insecure-content']) {
      expect(choice.args).not.toContain(flag);
      expect(PACKAGED_FLAGS_DROPPED).toContain(flag);
    }
  });

  it('skips every system browser when VAN_NO_SYSTEM_BROWSER=1, so the packaged one is proven on a machine that has Chromium', async () => {
    const choice = await resolveChromium(deps({ VAN_NO_SYSTEM_BROWSER: '1' }, [...SYSTEM_BROWSERS]));
    expect(choice).toMatchObject({ source: '@sparticuz/chromium', executablePath: '/tmp/chromium' });
    // Any other value leaves the system browser in place.
    expect(await resolveChromium(deps({ VAN_NO_SYSTEM_BROWSER: '0' }, ['/usr/bin/chromium']))).toMatchObject({ source: 'system' });
    const broken = async () => {
      throw new Error('unsupported platform');
    };
    await expect(resolveChromium(deps({ VAN_NO_SYSTEM_BROWSER: '1' }, ['/usr/bin/chromium'], broken))).rejects.toThrow(/VAN_NO_SYSTEM_BROWSER=1 skips the system browsers/);
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
