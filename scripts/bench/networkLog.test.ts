import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countResponses, gzipKb, isJavaScript, type LoggedResponse } from './networkLog.ts';

const body = (text: string) => Buffer.from(text.repeat(50));
const js = (url: string, text: string, extra: Partial<LoggedResponse> = {}): LoggedResponse => ({
  url,
  resourceType: 'Script',
  mimeType: 'text/javascript',
  status: 200,
  body: body(text),
  ...extra,
});

describe('counting what a cold browser downloads (npm run bench, page weight)', () => {
  it('counts every JavaScript response once: the entry, modulepreloads, the /first-view.js loader and the language file', () => {
    const log: LoggedResponse[] = [
      { url: 'http://x/', resourceType: 'Document', mimeType: 'text/html', status: 200, body: body('<p>') },
      js('http://x/first-view.js', 'loader();'),
      js('http://x/assets/index-1.js', 'entry();'),
      // A modulepreload and the import that uses it: one download.
      js('http://x/assets/HomePage-2.js', 'home();', { resourceType: 'Other' }),
      js('http://x/assets/HomePage-2.js', 'home();'),
      // The language's texts, loaded with import(): counted by their MIME type.
      js('http://x/assets/index-tr-3.js', 'texts();', { resourceType: 'Fetch' }),
      { url: 'http://x/api/hotels', resourceType: 'Fetch', mimeType: 'application/json', status: 200, body: body('{}') },
      { url: 'http://x/assets/index-4.css', resourceType: 'Stylesheet', mimeType: 'text/css', status: 200, body: body('a{}') },
    ];
    const counted = countResponses(log, 'js');
    expect(counted.files.map((file) => new URL(file.url).pathname)).toEqual([
      '/first-view.js',
      '/assets/index-1.js',
      '/assets/HomePage-2.js',
      '/assets/index-tr-3.js',
    ]);
    const expected = ['loader();', 'entry();', 'home();', 'texts();'].reduce((sum, text) => sum + gzipSync(body(text), { level: 9 }).length / 1024, 0);
    expect(counted.kb).toBeCloseTo(expected, 6);
    expect(countResponses(log, 'css').files).toHaveLength(1);
  });

  it('fails rather than count a file it could not read as 0 KB', () => {
    expect(() => countResponses([js('http://x/a.js', 'a', { body: undefined })], 'js')).toThrow(/No body for http:\/\/x\/a.js/);
  });

  it('leaves out failed answers and data: URLs', () => {
    expect(countResponses([js('http://x/gone.js', 'x', { status: 404 }), js('data:text/javascript,1', '1')], 'js').files).toEqual([]);
    expect(isJavaScript({ url: 'http://x/first-view.js', resourceType: 'Other', mimeType: '' })).toBe(true);
    expect(gzipKb(Buffer.alloc(0))).toBeGreaterThan(0);
  });
});
