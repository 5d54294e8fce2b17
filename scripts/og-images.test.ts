import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, shareImage } from '../worker/pages/meta';
import { OG_HEIGHT, OG_WIDTH } from './generate-og-images.ts';
import { ROOT } from './lib/run.ts';
import { hotels, places, tours } from './seed-data.ts';

const file = (url: string) => path.join(ROOT, 'public', url);

describe('raster share images', () => {
  it('exist for every seeded hotel, place and tour the pages point og:image to, as 1200x630 JPEGs with a picture', () => {
    const urls = [DEFAULT_SHARE_IMAGE, ...hotels.map((h) => shareImage(h.photoUrls[0])), ...places.map((p) => shareImage(p.image)), ...tours.map((t) => shareImage(t.photoUrl))];
    for (const url of new Set(urls)) {
      expect(url, url).toMatch(/^\/og\/.*\.jpg$/);
      expect(existsSync(file(url)), url).toBe(true);
    }
    const image = jpeg.decode(readFileSync(file(shareImage(hotels[0]!.photoUrls[0]))), { useTArray: true });
    expect([image.width, image.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
    const reds = new Set<number>();
    for (let i = 0; i < image.data.length; i += 4 * 997) reds.add(image.data[i]!);
    expect(reds.size).toBeGreaterThan(20); // not a blank canvas
  });

  it('stay small: all of public/og under 1.5 MB', () => {
    const urls = new Set([DEFAULT_SHARE_IMAGE, ...hotels.map((h) => shareImage(h.photoUrls[0])), ...places.map((p) => shareImage(p.image)), ...tours.map((t) => shareImage(t.photoUrl))]);
    const total = [...urls].reduce((sum, url) => sum + statSync(file(url)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('map only our SVG photos to JPEGs; other SVGs fall back to the default, https photos stay', () => {
    expect(shareImage('/photos/tours/lake-cruise.svg')).toBe('/og/tours/lake-cruise.jpg');
    expect(shareImage('https://cdn.example/x.svg')).toBe(DEFAULT_SHARE_IMAGE);
    expect(shareImage('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
    expect(shareImage(null)).toBe(DEFAULT_SHARE_IMAGE);
  });
});
