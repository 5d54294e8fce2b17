/**
 * What a cold browser downloads, counted from its network log: one entry per response the
 * browser received (Chromium's DevTools protocol), whatever asked for it: a `<script>`, a
 * modulepreload, the /first-view.js loader, an `import()` of a screen or of the language's texts.
 * Sizes are of the body compressed with gzip level 9 (as a CDN serves it). The bench's page weight
 * (weight.ts) uses this, and scripts/bench/networkLog.test.ts holds its rules.
 */
import { gzipSync } from 'node:zlib';

export interface LoggedResponse {
  url: string;
  /** Chromium's resource type (Script, Stylesheet, Fetch, Image, Document…). */
  resourceType: string;
  mimeType: string;
  status: number;
  /** The decoded body; undefined when the browser could not give it. */
  body?: Buffer;
}

export interface CountedFile {
  url: string;
  kb: number;
}

export interface Counted {
  files: CountedFile[];
  kb: number;
}

export const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** A JavaScript response: by its MIME type, its resource type or its file name (data: URLs aside). */
export function isJavaScript(response: Pick<LoggedResponse, 'url' | 'resourceType' | 'mimeType'>): boolean {
  if (response.url.startsWith('data:')) return false;
  return /javascript|ecmascript/i.test(response.mimeType) || response.resourceType === 'Script' || /\.m?js$/.test(pathOf(response.url));
}

export function isStylesheet(response: Pick<LoggedResponse, 'url' | 'resourceType' | 'mimeType'>): boolean {
  if (response.url.startsWith('data:')) return false;
  return /text\/css/i.test(response.mimeType) || response.resourceType === 'Stylesheet' || /\.css$/.test(pathOf(response.url));
}

/**
 * The files of `kind` in the log, each once (a preload and its use are one download), with their
 * gzip size. A file without its body is an error, never 0 KB: a measure that misses a file is wrong.
 */
export function countResponses(log: readonly LoggedResponse[], kind: 'js' | 'css'): Counted {
  const matches = kind === 'js' ? isJavaScript : isStylesheet;
  const files = new Map<string, CountedFile>();
  for (const response of log) {
    if (!matches(response) || response.status < 200 || response.status >= 300 || files.has(response.url)) continue;
    if (!response.body) throw new Error(`No body for ${response.url}: the count would miss it`);
    files.set(response.url, { url: response.url, kb: gzipKb(response.body) });
  }
  const list = [...files.values()];
  return { files: list, kb: list.reduce((sum, file) => sum + file.kb, 0) };
}
