import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../worker/http/securityPolicy.ts';

/** The TURNSTILE_SITE_KEY of wrangler.toml's [vars], trimmed ('' when absent or empty). */
export function turnstileSiteKeyOf(wranglerToml: string): string {
  return /^TURNSTILE_SITE_KEY\s*=\s*"([^"]*)"/m.exec(wranglerToml)?.[1]?.trim() ?? '';
}

/**
 * The static files' headers (public/_headers) for a deployment: unchanged without a site key;
 * with one, the CSP admits Turnstile as the Worker's does (worker/http/securityPolicy.ts), so an
 * SPA page served as a file (/register, /reserve/...) can show the widget.
 */
export function staticHeaders(headersFile: string, siteKey: string): string {
  if (!siteKey) return headersFile;
  const line = `  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}\n`;
  if (!headersFile.includes(line)) throw new Error('public/_headers has no Content-Security-Policy line equal to the Worker policy');
  return headersFile.replace(line, `  Content-Security-Policy: ${contentSecurityPolicy({ turnstile: true })}\n`);
}

/**
 * `vite build`: rewrites dist/_headers from wrangler.toml's TURNSTILE_SITE_KEY after Vite copied
 * public/ (docs/decisions/0007-turnstile-bot-check.md).
 */
export function turnstileHeaders(root: string): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'van:turnstile-headers',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const file = path.join(outDir, '_headers');
      const siteKey = turnstileSiteKeyOf(readFileSync(path.join(root, 'wrangler.toml'), 'utf8'));
      writeFileSync(file, staticHeaders(readFileSync(file, 'utf8'), siteKey));
    },
  };
}
