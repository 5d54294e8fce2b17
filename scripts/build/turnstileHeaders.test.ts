import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_ORIGIN } from '../../contract/botCheck.ts';
import { CONTENT_SECURITY_POLICY } from '../../worker/http/securityPolicy.ts';
import { staticHeaders, turnstileSiteKeyOf } from './turnstileHeaders.ts';

/** The build's dist/_headers: Turnstile in the static files' CSP only when wrangler.toml has a site key. */
describe('the static files CSP and the Turnstile site key', () => {
  const headers = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');

  it("reads wrangler.toml's TURNSTILE_SITE_KEY: empty by default (the bot check is off)", () => {
    expect(turnstileSiteKeyOf(toml)).toBe('');
    expect(turnstileSiteKeyOf('[vars]\nTURNSTILE_SITE_KEY = "0x4AAAAAAA"\n')).toBe('0x4AAAAAAA');
  });

  it('without a site key the headers stay as public/_headers says', () => {
    expect(staticHeaders(headers, '')).toBe(headers);
    expect(headers).not.toContain(TURNSTILE_ORIGIN);
  });

  it("with a site key only script-src and frame-src admit Turnstile's origin", () => {
    const built = staticHeaders(headers, '1x00000000000000000000AA');
    const csp = /Content-Security-Policy: (.*)\n/.exec(built)![1]!;
    const directives = csp.split('; ');
    expect(directives.filter((d) => d.includes(TURNSTILE_ORIGIN)).map((d) => d.split(' ')[0])).toEqual(['script-src', 'frame-src']);
    expect(directives.filter((d) => !d.includes(TURNSTILE_ORIGIN))).toEqual(
      CONTENT_SECURITY_POLICY.split('; ').filter((d) => !d.startsWith('script-src') && !d.startsWith('frame-src')),
    );
    expect(built.replace(csp, CONTENT_SECURITY_POLICY)).toBe(headers);
  });
});
