import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../worker/http/securityPolicy.ts';

/** public/_headers (static files) must say what the Worker says for everything else. */
describe('public/_headers', () => {
  const text = readFileSync(new URL('../public/_headers', import.meta.url), 'utf8');
  const block = text.split(/\n(?=\S)/).find((part) => part.startsWith('/*'));

  it('gives every static file the Worker security headers', () => {
    expect(block).toBeDefined();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(block).toContain(`  ${name}: ${value}\n`);
    expect(block).toContain(`  Strict-Transport-Security: ${STRICT_TRANSPORT_SECURITY}`);
  });

  it('caches the hashed build files for a year', () => {
    expect(text).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});
