/**
 * Raster share images for link previews (WhatsApp, Telegram and others do not show SVG):
 * `npm run og-images` renders the first photo of every seeded hotel, place and tour
 * (public/photos/**.svg) to a 1200x630 JPEG (quality 68) under public/og/<kind>/<name>.jpg,
 * plus public/og/default.jpg. @resvg/resvg-js ships its own renderer binary; jpeg-js is
 * plain JavaScript. The Worker's pages point og:image there (worker/pages/meta.ts shareImage).
 * Run it after `npm run photos`; the output is committed.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import jpeg from 'jpeg-js';
import { hotels, places, tours } from './seed-data.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const QUALITY = 68;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');

/** Renders an SVG to a 1200x630 JPEG: scaled to 1200 wide, the middle 630 rows kept. */
export function svgToOgJpeg(svg: string): Buffer {
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH }, background: '#ffffff' }).render();
  const { width, height } = rendered;
  const rgba = rendered.pixels;
  const rows = Math.min(OG_HEIGHT, height);
  const top = Math.max(0, Math.floor((height - rows) / 2));
  const data = Buffer.alloc(width * OG_HEIGHT * 4, 255);
  rgba.copy(data, 0, top * width * 4, (top + rows) * width * 4);
  return jpeg.encode({ data, width, height: OG_HEIGHT }, QUALITY).data;
}

function main() {
  const sources = [
    ...hotels.map((h) => h.photoUrls[0]),
    ...places.map((p) => p.image),
    ...tours.map((t) => t.photoUrl),
  ].filter((url): url is string => typeof url === 'string' && /^\/photos\/\w+\/[\w-]+\.svg$/.test(url));
  rmSync(path.join(PUBLIC, 'og'), { recursive: true, force: true });
  let total = 0;
  for (const url of new Set(sources)) {
    const out = path.join(PUBLIC, url.replace(/^\/photos\//, 'og/').replace(/\.svg$/, '.jpg'));
    mkdirSync(path.dirname(out), { recursive: true });
    const bytes = svgToOgJpeg(readFileSync(path.join(PUBLIC, url), 'utf8'));
    writeFileSync(out, bytes);
    total += bytes.length;
  }
  const fallback = places[0]?.image ?? sources[0];
  if (!fallback) throw new Error('No photo for the default share image');
  const bytes = svgToOgJpeg(readFileSync(path.join(PUBLIC, fallback), 'utf8'));
  writeFileSync(path.join(PUBLIC, 'og', 'default.jpg'), bytes);
  total += bytes.length;
  console.log(`og images: ${new Set(sources).size + 1} files, ${(total / 1024).toFixed(0)} KB`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
