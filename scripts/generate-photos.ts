/**
 * Demo photos for the seed data, drawn as SVG so the site renders with no internet:
 * `node scripts/generate-photos.ts` writes public/photos/{hotels,places,tours}/*.svg.
 *
 * Every picture is a landscape 1200x800 scene built from a few layers (sky, sun, Lake Van,
 * mountain ridges, a subject, foreground), randomised by a PRNG seeded with the file name, so
 * the output is identical on every run and the files can be committed.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hotels, places, tours, type SeedHotel } from './seed-data.ts';

export const W = 1200;
export const H = 800;

// ---------------------------------------------------------------------------------------
// Randomness and SVG helpers
// ---------------------------------------------------------------------------------------

export interface Rng {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32 seeded with the FNV-1a hash of a string. */
export function rngFor(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)]!;
  next.chance = (p) => next() < p;
  return next;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join('');
}

const el = (tag: string, a: Attrs, children = '') => (children ? `<${tag}${attrs(a)}>${children}</${tag}>` : `<${tag}${attrs(a)}/>`);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const poly = (points: Array<[number, number]>, fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra });
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
const group = (children: string, extra: Attrs = {}) => el('g', extra, children);
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Gradients and clip paths collected while drawing, emitted once in <defs>. */
class Defs {
  private items: string[] = [];
  private count = 0;
  private prefix: string;
  constructor(prefix: string) {
    this.prefix = prefix;
  }
  private id() {
    this.count += 1;
    return `${this.prefix}${this.count}`;
  }
  linear(stops: Array<[number, string, number?]>, vertical = true): string {
    const id = this.id();
    const s = stops
      .map(([o, c, op]) => el('stop', { offset: `${Math.round(o * 100)}%`, 'stop-color': c, 'stop-opacity': op }))
      .join('');
    this.items.push(el('linearGradient', { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 }, s));
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>): string {
    const id = this.id();
    const s = stops
      .map(([o, c, op]) => el('stop', { offset: `${Math.round(o * 100)}%`, 'stop-color': c, 'stop-opacity': op }))
      .join('');
    this.items.push(el('radialGradient', { id }, s));
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id();
    this.items.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }
  toString() {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

interface Ctx {
  rng: Rng;
  defs: Defs;
  time: TimeOfDay;
}

function svgDocument(title: string, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${defs}${body}</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------

export type TimeOfDay = 'morning' | 'day' | 'golden' | 'sunset' | 'dusk';

interface SkyPalette {
  sky: [string, string, string];
  sun: string;
  sunY: number;
  lake: [string, string];
  far: string;
  mid: string;
  near: string;
  cloud: string;
  light: boolean;
}

const SKIES: Record<TimeOfDay, SkyPalette> = {
  morning: {
    sky: ['#8fb8de', '#cfe1ef', '#f7e3c8'],
    sun: '#fff4d6',
    sunY: 250,
    lake: ['#6f9fc8', '#2f5f8f'],
    far: '#9db3c9',
    mid: '#7d8fa6',
    near: '#5b6b5a',
    cloud: '#ffffff',
    light: true,
  },
  day: {
    sky: ['#2f7fd1', '#7fb9ea', '#d6ecfa'],
    sun: '#fffbe8',
    sunY: 130,
    lake: ['#3d8fd1', '#1a4f86'],
    far: '#a9bfd6',
    mid: '#8297ae',
    near: '#5d7150',
    cloud: '#ffffff',
    light: true,
  },
  golden: {
    sky: ['#5d8fc7', '#f2c58e', '#fbe2b8'],
    sun: '#fff0c2',
    sunY: 300,
    lake: ['#5a86b0', '#24486f'],
    far: '#b39aa0',
    mid: '#8c7a86',
    near: '#5e5a46',
    cloud: '#fff3df',
    light: true,
  },
  sunset: {
    sky: ['#2d2f6e', '#d5587a', '#f8b26a'],
    sun: '#ffd58a',
    sunY: 390,
    lake: ['#d9826f', '#2c2d5a'],
    far: '#7d4f78',
    mid: '#5a3a62',
    near: '#2f2440',
    cloud: '#f6a38b',
    light: false,
  },
  dusk: {
    sky: ['#121a3f', '#3e3f7a', '#c9786f'],
    sun: '#ffe0b0',
    sunY: 420,
    lake: ['#53507f', '#161a38'],
    far: '#4b4a78',
    mid: '#353660',
    near: '#1f2140',
    cloud: '#8c7fa8',
    light: false,
  },
};

// ---------------------------------------------------------------------------------------
// Landscape layers
// ---------------------------------------------------------------------------------------

interface Peak {
  x: number;
  /** Height above the base line. */
  h: number;
  /** Half width. */
  w: number;
  /** 1 = smooth dome, 2 = pointed cone. */
  sharp?: number;
}

/** A ridge line sampled every `step` px: the highest of the peaks plus a few seeded sines. */
function ridge(rng: Rng, baseY: number, peaks: Peak[], roughness: number, x0 = -20, x1 = W + 20, step = 12): Array<[number, number]> {
  const waves = Array.from({ length: 4 }, (_, i) => ({
    amp: roughness / (i + 1),
    freq: (0.004 + rng() * 0.006) * (i + 1) * 1.7,
    phase: rng() * Math.PI * 2,
  }));
  const points: Array<[number, number]> = [];
  for (let x = x0; x <= x1; x += step) {
    let lift = 0;
    for (const p of peaks) {
      const d = Math.abs(x - p.x) / p.w;
      if (d < 1) {
        const shape = p.sharp && p.sharp > 1 ? 1 - d ** (1 / p.sharp) * 0.2 - d * 0.8 : (Math.cos(d * Math.PI) + 1) / 2;
        lift = Math.max(lift, p.h * Math.max(0, shape));
      }
    }
    const noise = waves.reduce((sum, wv) => sum + wv.amp * Math.sin(x * wv.freq + wv.phase), 0);
    points.push([x, baseY - lift - noise]);
  }
  return points;
}

function ridgePolygon(points: Array<[number, number]>, bottom: number, fill: string, extra: Attrs = {}): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return poly([...points, [last[0], bottom], [first[0], bottom]], fill, extra);
}

/** Snow on the parts of a ridge above `snowLine`, with a ragged lower edge. */
function snowCap(rng: Rng, points: Array<[number, number]>, snowLine: number, fill = '#f4f7fb'): string {
  const top = points;
  const bottom = points
    .map(([x, y]): [number, number] => [x, Math.max(y, snowLine + Math.sin(x * 0.09) * 8 + rng.range(-10, 10))])
    .reverse();
  return poly([...top, ...bottom], fill, { opacity: 0.92 });
}

function sky(ctx: Ctx, horizon: number): string {
  const p = SKIES[ctx.time];
  const fill = ctx.defs.linear([
    [0, p.sky[0]],
    [0.6, p.sky[1]],
    [1, p.sky[2]],
  ]);
  return rect(0, 0, W, horizon + 2, fill);
}

function sun(ctx: Ctx, x: number, y = SKIES[ctx.time].sunY, r = 46): string {
  const p = SKIES[ctx.time];
  const glow = ctx.defs.radial([
    [0, p.sun, 0.9],
    [0.35, p.sun, 0.35],
    [1, p.sun, 0],
  ]);
  return circle(x, y, r * 4.5, glow) + circle(x, y, r, p.sun);
}

function clouds(ctx: Ctx, count: number, maxY: number): string {
  const { rng } = ctx;
  const p = SKIES[ctx.time];
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(60, W - 60);
    const cy = rng.range(50, maxY);
    const s = rng.range(0.6, 1.4);
    const puffs = rng.int(3, 5);
    let shapes = '';
    for (let j = 0; j < puffs; j++) {
      shapes += ellipse(cx + (j - puffs / 2) * 38 * s, cy - rng.range(0, 22) * s, rng.range(40, 70) * s, rng.range(18, 30) * s, p.cloud);
    }
    shapes += ellipse(cx, cy + 6 * s, puffs * 42 * s, 16 * s, p.cloud);
    out += group(shapes, { opacity: r1(rng.range(0.55, 0.85)) });
  }
  return out;
}

function birds(ctx: Ctx, count: number, x: number, y: number, spread: number, color = '#2b2b3a'): string {
  const { rng } = ctx;
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread / 3, spread / 3);
    const s = rng.range(6, 13);
    d += `M${r1(bx - s)} ${r1(by)}q${r1(s / 2)} ${r1(-s / 2)} ${r1(s)} 0q${r1(s / 2)} ${r1(-s / 2)} ${r1(s)} 0`;
  }
  return pathEl(d, 'none', { stroke: color, 'stroke-width': 2.2, 'stroke-linecap': 'round' });
}

/** Lake Van from `horizon` down to `bottom`, with ripples and the sun's reflection. */
function lake(ctx: Ctx, horizon: number, bottom = H, sunX?: number): string {
  const { rng } = ctx;
  const p = SKIES[ctx.time];
  let out = rect(0, horizon, W, bottom - horizon, ctx.defs.linear([
    [0, p.lake[0]],
    [1, p.lake[1]],
  ]));
  let ripples = '';
  const rows = Math.floor((bottom - horizon) / 9);
  for (let i = 0; i < rows * 3; i++) {
    const y = horizon + 4 + rng() ** 1.6 * (bottom - horizon - 8);
    const depth = (y - horizon) / (bottom - horizon);
    const len = 10 + depth * 70 * rng();
    const x = rng.range(0, W);
    ripples += `M${r1(x)} ${r1(y)}h${r1(len)}`;
  }
  out += pathEl(ripples, 'none', { stroke: '#ffffff', 'stroke-width': 1.6, opacity: 0.22, 'stroke-linecap': 'round' });
  if (sunX !== undefined) {
    let glitter = '';
    for (let y = horizon + 4; y < bottom; y += 7) {
      const depth = (y - horizon) / (bottom - horizon);
      const half = 14 + depth * 90 * rng.range(0.4, 1);
      glitter += `M${r1(sunX - half + rng.range(-20, 20))} ${r1(y)}h${r1(half * 2 * rng.range(0.3, 1))}`;
    }
    out += pathEl(glitter, 'none', { stroke: p.sun, 'stroke-width': 3, opacity: 0.55, 'stroke-linecap': 'round' });
  }
  return out;
}

/** Distant mountains around the lake: Erek (twin summits) or Süphan (a snowy cone). */
function distantMountains(ctx: Ctx, horizon: number, kind: 'erek' | 'suphan' | 'range'): string {
  const { rng } = ctx;
  const p = SKIES[ctx.time];
  let out = '';
  const far = ridge(rng, horizon, [{ x: rng.range(100, 400), h: 60, w: 260 }, { x: rng.range(700, 1100), h: 80, w: 300 }], 10);
  out += ridgePolygon(far, horizon + 2, p.far, { opacity: 0.8 });
  let main: Peak[];
  if (kind === 'suphan') {
    const x = rng.range(420, 780);
    main = [{ x, h: 250, w: 420, sharp: 2 }];
  } else if (kind === 'erek') {
    const x = rng.range(380, 820);
    main = [
      { x, h: 210, w: 330 },
      { x: x + 150, h: 190, w: 230 },
      { x: x - 260, h: 110, w: 260 },
    ];
  } else {
    main = [
      { x: rng.range(100, 350), h: 150, w: 260 },
      { x: rng.range(500, 700), h: 190, w: 300 },
      { x: rng.range(850, 1100), h: 140, w: 260 },
    ];
  }
  const mid = ridge(rng, horizon, main, 9);
  out += ridgePolygon(mid, horizon + 2, p.mid);
  const topY = Math.min(...mid.map(([, y]) => y));
  out += snowCap(rng, mid, topY + (kind === 'suphan' ? 80 : 45), p.light ? '#f5f8fc' : '#d9cde6');
  return out;
}

function poplar(x: number, baseY: number, h: number, color: string): string {
  return rect(x - 2, baseY - h * 0.25, 4, h * 0.25, '#5b4330') + ellipse(x, baseY - h * 0.6, h * 0.11, h * 0.45, color);
}

function roundTree(x: number, baseY: number, s: number, color: string, shade: string): string {
  return (
    rect(x - 3 * s, baseY - 28 * s, 6 * s, 28 * s, '#5b4330') +
    circle(x, baseY - 48 * s, 30 * s, color) +
    circle(x - 18 * s, baseY - 38 * s, 20 * s, shade) +
    circle(x + 16 * s, baseY - 56 * s, 16 * s, color)
  );
}

function trees(ctx: Ctx, baseY: number, x0: number, x1: number, count: number): string {
  const { rng } = ctx;
  const greens = ctx.time === 'sunset' || ctx.time === 'dusk' ? ['#2c3b2e', '#243127', '#35402f'] : ['#4d7a3a', '#3f6a33', '#5f8c45'];
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    out += rng.chance(0.5)
      ? poplar(x, baseY + rng.range(-4, 6), rng.range(90, 150), rng.pick(greens))
      : roundTree(x, baseY + rng.range(-4, 6), rng.range(0.7, 1.2), rng.pick(greens), rng.pick(greens));
  }
  return out;
}

function boat(x: number, y: number, s: number, hull: string, sail?: string): string {
  let out = pathEl(
    `M${r1(x - 60 * s)} ${r1(y)}h${r1(120 * s)}l${r1(-18 * s)} ${r1(22 * s)}h${r1(-84 * s)}z`,
    hull,
  );
  out += rect(x - 30 * s, y - 20 * s, 50 * s, 20 * s, '#f2f2f2') + rect(x - 26 * s, y - 15 * s, 42 * s, 6 * s, '#4b6e93');
  if (sail) out += poly([[x + 30 * s, y - 4 * s], [x + 30 * s, y - 90 * s], [x + 80 * s, y - 8 * s]], sail);
  out += rect(x - 60 * s, y + 22 * s, 120 * s, 3 * s, '#000000', { opacity: 0.15 });
  return out;
}

function turkishFlag(x: number, y: number, s: number): string {
  return (
    line(x, y, x, y + 70 * s, '#3b3b3b', 2 * s) +
    rect(x, y, 42 * s, 28 * s, '#e30a17') +
    circle(x + 15 * s, y + 14 * s, 8 * s, '#ffffff') +
    circle(x + 17 * s, y + 14 * s, 6.4 * s, '#e30a17') +
    poly(starPoints(x + 26 * s, y + 14 * s, 4 * s, 1.6 * s), '#ffffff')
  );
}

function starPoints(cx: number, cy: number, outer: number, inner: number): Array<[number, number]> {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}

/** Crenellated wall from x0 to x1 whose top follows `topAt(x)`. */
function crenellatedWall(x0: number, x1: number, topAt: (x: number) => number, bottomAt: (x: number) => number, fill: string, merlon = 14): string {
  let d = `M${r1(x0)} ${r1(bottomAt(x0))}`;
  for (let x = x0; x < x1; x += merlon * 2) {
    const y = topAt(x);
    const xe = Math.min(x + merlon, x1);
    const x2 = Math.min(x + merlon * 2, x1);
    d += `L${r1(x)} ${r1(y - merlon * 0.8)}L${r1(xe)} ${r1(y - merlon * 0.8)}L${r1(xe)} ${r1(y)}L${r1(x2)} ${r1(topAt(x2))}`;
  }
  d += `L${r1(x1)} ${r1(bottomAt(x1))}Z`;
  return pathEl(d, fill);
}

function tower(x: number, baseY: number, w: number, h: number, fill: string, shade: string, round = false): string {
  let out = rect(x - w / 2, baseY - h, w, h, fill) + rect(x + w * 0.15, baseY - h, w * 0.35, h, shade, { opacity: 0.5 });
  if (round) out += ellipse(x, baseY - h, w / 2, w * 0.12, shade);
  const m = w / 5;
  for (let i = 0; i < 5; i += 2) out += rect(x - w / 2 + i * m, baseY - h - m * 0.9, m, m * 0.9, fill);
  out += rect(x - 3, baseY - h * 0.65, 6, 14, '#2a2320', { rx: 3 });
  return out;
}

// ---------------------------------------------------------------------------------------
// Subjects
// ---------------------------------------------------------------------------------------

/** Akdamar: island with the Church of the Holy Cross (cruciform, drum and conical roof). */
function akdamarChurch(cx: number, baseY: number, s: number, stone: string, shade: string, roof: string): string {
  const w = 150 * s;
  let out = '';
  out += rect(cx - w, baseY - 70 * s, w * 2, 70 * s, stone); // nave and side arms
  out += rect(cx - w * 0.45, baseY - 110 * s, w * 0.9, 110 * s, stone); // crossing
  out += poly([[cx - w - 6 * s, baseY - 70 * s], [cx - w * 0.45, baseY - 100 * s], [cx - w * 0.45, baseY - 70 * s]], roof);
  out += poly([[cx + w + 6 * s, baseY - 70 * s], [cx + w * 0.45, baseY - 100 * s], [cx + w * 0.45, baseY - 70 * s]], roof);
  out += poly([[cx - w * 0.5, baseY - 110 * s], [cx, baseY - 132 * s], [cx + w * 0.5, baseY - 110 * s]], roof);
  // Polygonal drum and conical roof.
  out += rect(cx - 32 * s, baseY - 180 * s, 64 * s, 58 * s, stone) + rect(cx + 8 * s, baseY - 180 * s, 24 * s, 58 * s, shade, { opacity: 0.6 });
  out += poly([[cx - 38 * s, baseY - 180 * s], [cx, baseY - 238 * s], [cx + 38 * s, baseY - 180 * s]], roof);
  for (let i = -1; i <= 1; i++) out += rect(cx + i * 18 * s - 3 * s, baseY - 170 * s, 6 * s, 22 * s, '#3a2c24', { rx: 3 * s });
  // The carved frieze band and arched windows.
  out += rect(cx - w, baseY - 52 * s, w * 2, 5 * s, shade, { opacity: 0.7 });
  for (const dx of [-0.8, -0.55, 0.55, 0.8]) out += rect(cx + dx * w - 4 * s, baseY - 42 * s, 8 * s, 22 * s, '#3a2c24', { rx: 4 * s });
  out += rect(cx - 12 * s, baseY - 40 * s, 24 * s, 40 * s, '#3a2c24', { rx: 12 * s });
  out += rect(cx + w * 0.45, baseY - 110 * s, w * 0.55, 110 * s, shade, { opacity: 0.25 });
  return out;
}

function island(ctx: Ctx, cx: number, horizon: number, width: number, height: number, rockColor: string, grass: string): string {
  const { rng } = ctx;
  const pts: Array<[number, number]> = [];
  const steps = 26;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = cx - width / 2 + t * width;
    const hump = Math.sin(t * Math.PI) ** 0.7 * height * (0.85 + 0.15 * Math.sin(t * 9 + rng() * 2));
    pts.push([x, horizon - hump + rng.range(-4, 4)]);
  }
  let out = poly([...pts, [cx + width / 2, horizon + 10], [cx - width / 2, horizon + 10]], rockColor);
  const greenTop = pts.map(([x, y]): [number, number] => [x, y]);
  const greenBottom = pts.map(([x, y]): [number, number] => [x, y + height * 0.28 + rng.range(0, 10)]).reverse();
  out += poly([...greenTop, ...greenBottom], grass, { opacity: 0.9 });
  // Reflection.
  out += poly(
    pts.map(([x, y]): [number, number] => [x, horizon + (horizon - y) * 0.5 + 10]).concat([[cx + width / 2, horizon + 10], [cx - width / 2, horizon + 10]]),
    rockColor,
    { opacity: 0.18 },
  );
  return out;
}

function almondBlossom(ctx: Ctx, x: number, baseY: number, s: number): string {
  const { rng } = ctx;
  let out = pathEl(`M${r1(x)} ${r1(baseY)}q${r1(-4 * s)} ${r1(-30 * s)} ${r1(6 * s)} ${r1(-50 * s)}`, 'none', { stroke: '#5b4330', 'stroke-width': 4 * s });
  for (let i = 0; i < 9; i++) out += circle(x + rng.range(-26, 30) * s, baseY - rng.range(40, 80) * s, rng.range(9, 16) * s, rng.pick(['#f7d6e0', '#f3c1d3', '#fbe8ef']));
  return out;
}

function fortressRock(ctx: Ctx, horizon: number, stone: string, shade: string): string {
  const { rng } = ctx;
  // The long limestone rock of Tushpa rising from the plain, walls and towers along its crest.
  const crest = (x: number) => horizon - 150 - 40 * Math.sin(((x - 80) / 1000) * Math.PI) - 12 * Math.sin(x / 37);
  const rockPts: Array<[number, number]> = [[40, horizon + 40]];
  for (let x = 80; x <= 1120; x += 20) rockPts.push([x, crest(x) + 40 + rng.range(-6, 6)]);
  rockPts.push([1180, horizon + 40]);
  let out = poly(rockPts, '#c8b592');
  // Strata lines on the rock face.
  let strata = '';
  for (let i = 0; i < 14; i++) {
    const x = rng.range(120, 1080);
    strata += `M${r1(x)} ${r1(crest(x) + rng.range(60, 150))}l${r1(rng.range(60, 160))} ${r1(rng.range(-6, 6))}`;
  }
  out += pathEl(strata, 'none', { stroke: '#9b8868', 'stroke-width': 3, opacity: 0.6 });
  out += crenellatedWall(110, 1090, crest, (x) => crest(x) + 44, stone, 12);
  for (const tx of [160, 330, 520, 700, 880, 1040]) out += tower(tx, crest(tx) + 40, rng.range(46, 62), rng.range(70, 110), stone, shade, rng.chance(0.4));
  out += turkishFlag(700, crest(700) - 160, 1.2);
  // Steps cut into the rock.
  let steps = '';
  for (let i = 0; i < 8; i++) steps += `M${420 + i * 14} ${r1(horizon + 30 - i * 12)}h18`;
  out += pathEl(steps, 'none', { stroke: '#8a7757', 'stroke-width': 4 });
  return out;
}

function oldCityRuins(ctx: Ctx, baseY: number, color: string): string {
  const { rng } = ctx;
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, W);
    const w = rng.range(40, 120);
    const h = rng.range(20, 60);
    out += pathEl(`M${r1(x)} ${r1(baseY)}v${r1(-h)}l${r1(w * 0.3)} ${r1(rng.range(-10, 10))}l${r1(w * 0.3)} ${r1(h * 0.4)}l${r1(w * 0.4)} ${r1(-h * 0.3)}V${r1(baseY)}z`, color);
  }
  // Ulu Cami's minaret.
  const mx = rng.range(180, 320);
  out += rect(mx, baseY - 150, 18, 150, color) + poly([[mx - 4, baseY - 150], [mx + 9, baseY - 190], [mx + 22, baseY - 150]], color);
  out += rect(mx - 6, baseY - 112, 30, 6, color);
  return out;
}

function waterfall(ctx: Ctx, top: number, bottom: number, x0: number, x1: number): string {
  const { rng } = ctx;
  const fall = ctx.defs.linear([
    [0, '#e9f6ff'],
    [0.6, '#bfe3f7'],
    [1, '#ffffff'],
  ]);
  let out = '';
  // Black basalt cliff.
  const cliff: Array<[number, number]> = [[0, top - 40]];
  for (let x = 0; x <= W; x += 40) cliff.push([x, top - 30 + Math.sin(x / 90) * 18 + rng.range(-10, 10)]);
  cliff.push([W, bottom + 30], [0, bottom + 30]);
  out += poly(cliff, '#2f3136');
  let columns = '';
  for (let x = 10; x < W; x += rng.range(26, 44)) columns += `M${r1(x)} ${r1(top)}v${r1(bottom - top + 20)}`;
  out += pathEl(columns, 'none', { stroke: '#1f2125', 'stroke-width': 5, opacity: 0.7 });
  // The curtain of water.
  out += pathEl(`M${x0} ${top - 10}C${x0 + 20} ${top + 80} ${x0 - 30} ${bottom - 60} ${x0 - 40} ${bottom}H${x1 + 40}C${x1 + 30} ${bottom - 60} ${x1 - 20} ${top + 80} ${x1} ${top - 10}Z`, fall);
  let streaks = '';
  for (let i = 0; i < 60; i++) {
    const x = rng.range(x0 - 20, x1 + 20);
    const y = rng.range(top, bottom - 60);
    streaks += `M${r1(x)} ${r1(y)}v${r1(rng.range(40, 140))}`;
  }
  out += pathEl(streaks, 'none', { stroke: '#ffffff', 'stroke-width': 2.5, opacity: 0.75, 'stroke-linecap': 'round' });
  // River lip at the top of the fall.
  out += rect(0, top - 52, W, 18, '#6aa9cf', { opacity: 0.8 });
  // Mist.
  for (let i = 0; i < 12; i++) out += ellipse(rng.range(x0 - 120, x1 + 120), bottom + rng.range(-20, 20), rng.range(60, 140), rng.range(20, 40), '#ffffff', { opacity: 0.35 });
  return out;
}

function suspensionBridge(x0: number, x1: number, y: number, sag: number): string {
  const mid = (x0 + x1) / 2;
  let out = pathEl(`M${x0} ${y}Q${mid} ${y + sag * 2} ${x1} ${y}`, 'none', { stroke: '#6b4b2e', 'stroke-width': 6 });
  out += pathEl(`M${x0} ${y - 30}Q${mid} ${y + sag * 2 - 30} ${x1} ${y - 30}`, 'none', { stroke: '#3e3e3e', 'stroke-width': 2 });
  let hangers = '';
  for (let x = x0 + 20; x < x1; x += 22) {
    const t = (x - x0) / (x1 - x0);
    const yy = y + sag * 2 * 2 * t * (1 - t);
    hangers += `M${x} ${r1(yy - 30)}v30`;
  }
  out += pathEl(hangers, 'none', { stroke: '#3e3e3e', 'stroke-width': 1.5 });
  return out;
}

function hosapCastle(ctx: Ctx, horizon: number): string {
  const { rng } = ctx;
  // A steep rock with a castle of round towers on top.
  const hill: Array<[number, number]> = [[120, horizon + 60]];
  for (let x = 160; x <= 1040; x += 20) {
    const t = (x - 160) / 880;
    hill.push([x, horizon - 40 - Math.sin(t * Math.PI) ** 0.6 * 230 + rng.range(-8, 8)]);
  }
  hill.push([1100, horizon + 60]);
  let out = poly(hill, '#8a6f55');
  out += poly(hill.map(([x, y]): [number, number] => [x, y + 30]).concat([[1100, horizon + 60]]), '#6f5843', { opacity: 0.6 });
  const crest = (x: number) => horizon - 40 - Math.sin(((x - 160) / 880) * Math.PI) ** 0.6 * 230 + 6;
  const stone = '#b89a76';
  const shade = '#8c7257';
  out += crenellatedWall(320, 880, (x) => crest(x) - 60, (x) => crest(x) + 10, stone, 11);
  for (const tx of [330, 430, 560, 690, 800, 875]) out += tower(tx, crest(tx) + 8, rng.range(50, 66), rng.range(90, 140), stone, shade, true);
  // Gate with the lion relief.
  out += rect(590, crest(600) - 70, 40, 60, '#2a2320', { rx: 20 });
  out += ellipse(610, crest(600) - 88, 16, 8, shade);
  return out;
}

function stoneBridge(x: number, y: number, w: number, color: string, water: string): string {
  return (
    pathEl(`M${x} ${y}h${w}v40h-${w * 0.2}a${w * 0.3} ${w * 0.3} 0 0 0 -${w * 0.6} 0h-${w * 0.2}z`, color) +
    rect(x, y - 8, w, 8, color, { opacity: 0.85 }) +
    ellipse(x + w / 2, y + 44, w * 0.3, 6, water, { opacity: 0.6 })
  );
}

function museumBuilding(ctx: Ctx, baseY: number): string {
  const { rng } = ctx;
  const glass = ctx.defs.linear([
    [0, '#cfe6f5'],
    [0.5, '#7fb0d4'],
    [1, '#3d6e94'],
  ]);
  let out = '';
  // Long stone-clad volume with a glass hall and a cantilevered roof.
  out += rect(150, baseY - 230, 900, 230, '#d9cbb3');
  out += rect(150, baseY - 250, 920, 24, '#8f8373');
  out += rect(380, baseY - 220, 440, 220, glass);
  let mullions = '';
  for (let x = 380; x <= 820; x += 55) mullions += `M${x} ${baseY - 220}v220`;
  mullions += `M380 ${baseY - 110}h440`;
  out += pathEl(mullions, 'none', { stroke: '#e8f2f8', 'stroke-width': 3 });
  // Stone relief panels echoing Urartian belts.
  for (let i = 0; i < 3; i++) {
    out += rect(180 + i * 62, baseY - 200, 48, 160, '#c7b697');
    out += rect(880 + i * 62, baseY - 200, 48, 160, '#c7b697');
  }
  out += pathEl(`M180 ${baseY - 120}h172M880 ${baseY - 120}h172`, 'none', { stroke: '#a8966f', 'stroke-width': 4, 'stroke-dasharray': '10 6' });
  out += `<text x="600" y="${baseY - 232}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="22" letter-spacing="8" fill="#f5efe3">VAN MÜZESİ</text>`;
  // Plaza and visitors.
  out += rect(0, baseY, W, H - baseY, '#cfc4b2');
  let tiles = '';
  for (let y = baseY + 20; y < H; y += 26) tiles += `M0 ${y}H${W}`;
  out += pathEl(tiles, 'none', { stroke: '#b9ad98', 'stroke-width': 2 });
  for (let i = 0; i < 7; i++) out += person(rng.range(120, 1080), baseY + rng.range(40, 130), rng.range(0.8, 1.2), rng.pick(['#b5473a', '#3a5f8f', '#4e7d4a', '#6a4b8a', '#d08a2c']));
  return out;
}

function person(x: number, y: number, s: number, shirt: string): string {
  return (
    circle(x, y - 52 * s, 8 * s, '#3a2a22') +
    rect(x - 9 * s, y - 44 * s, 18 * s, 26 * s, shirt, { rx: 6 * s }) +
    rect(x - 8 * s, y - 20 * s, 7 * s, 20 * s, '#2c2f3a') +
    rect(x + 1 * s, y - 20 * s, 7 * s, 20 * s, '#2c2f3a')
  );
}

function hiker(x: number, y: number, s: number, jacket: string): string {
  return (
    person(x, y, s, jacket) +
    rect(x - 16 * s, y - 44 * s, 10 * s, 20 * s, '#6b4b2e', { rx: 3 * s }) +
    line(x + 12 * s, y - 30 * s, x + 20 * s, y, '#444444', 2 * s)
  );
}

function vanCat(x: number, y: number, s: number): string {
  const white = '#fbfbf8';
  const shade = '#e3e2dc';
  let out = '';
  out += pathEl(`M${r1(x + 70 * s)} ${r1(y - 10 * s)}q${r1(90 * s)} ${r1(-20 * s)} ${r1(70 * s)} ${r1(-110 * s)}`, 'none', {
    stroke: '#d99b55',
    'stroke-width': 22 * s,
    'stroke-linecap': 'round',
  });
  out += ellipse(x, y - 70 * s, 95 * s, 80 * s, white) + ellipse(x + 20 * s, y - 60 * s, 60 * s, 60 * s, shade, { opacity: 0.5 });
  out += ellipse(x - 40 * s, y - 5 * s, 26 * s, 14 * s, white) + ellipse(x + 30 * s, y - 5 * s, 26 * s, 14 * s, white);
  const hx = x - 10 * s;
  const hy = y - 175 * s;
  out += poly([[hx - 62 * s, hy - 20 * s], [hx - 58 * s, hy - 90 * s], [hx - 10 * s, hy - 50 * s]], white);
  out += poly([[hx + 62 * s, hy - 20 * s], [hx + 58 * s, hy - 90 * s], [hx + 10 * s, hy - 50 * s]], white);
  out += poly([[hx - 54 * s, hy - 36 * s], [hx - 52 * s, hy - 74 * s], [hx - 24 * s, hy - 50 * s]], '#f2b8c0');
  out += poly([[hx + 54 * s, hy - 36 * s], [hx + 52 * s, hy - 74 * s], [hx + 24 * s, hy - 50 * s]], '#f2b8c0');
  out += ellipse(hx, hy, 72 * s, 62 * s, white);
  out += ellipse(hx, hy - 40 * s, 26 * s, 12 * s, '#d99b55', { opacity: 0.8 });
  // Odd eyes: one blue, one amber.
  out += ellipse(hx - 26 * s, hy - 4 * s, 14 * s, 15 * s, '#3f8fd8') + ellipse(hx + 26 * s, hy - 4 * s, 14 * s, 15 * s, '#e0a526');
  out += ellipse(hx - 26 * s, hy - 4 * s, 4 * s, 12 * s, '#111111') + ellipse(hx + 26 * s, hy - 4 * s, 4 * s, 12 * s, '#111111');
  out += circle(hx - 22 * s, hy - 9 * s, 3 * s, '#ffffff') + circle(hx + 30 * s, hy - 9 * s, 3 * s, '#ffffff');
  out += poly([[hx - 7 * s, hy + 16 * s], [hx + 7 * s, hy + 16 * s], [hx, hy + 24 * s]], '#e89aa8');
  out += pathEl(`M${r1(hx)} ${r1(hy + 24 * s)}q${r1(-10 * s)} ${r1(12 * s)} ${r1(-20 * s)} ${r1(4 * s)}M${r1(hx)} ${r1(hy + 24 * s)}q${r1(10 * s)} ${r1(12 * s)} ${r1(20 * s)} ${r1(4 * s)}`, 'none', {
    stroke: '#b9b4aa',
    'stroke-width': 2.5 * s,
  });
  let whiskers = '';
  for (const dir of [-1, 1]) for (let i = -1; i <= 1; i++) whiskers += `M${r1(hx + dir * 30 * s)} ${r1(hy + 20 * s)}l${r1(dir * 60 * s)} ${r1(i * 10 * s)}`;
  out += pathEl(whiskers, 'none', { stroke: '#c9c5bb', 'stroke-width': 1.5 * s });
  return out;
}

function teaGlass(x: number, y: number, s: number): string {
  // The tulip-shaped Turkish tea glass on its saucer.
  return (
    ellipse(x, y + 2 * s, 24 * s, 6 * s, '#c94f3d') +
    pathEl(`M${r1(x - 11 * s)} ${r1(y - 44 * s)}q${r1(-6 * s)} ${r1(16 * s)} ${r1(2 * s)} ${r1(24 * s)}q${r1(-7 * s)} ${r1(8 * s)} ${r1(-1 * s)} ${r1(20 * s)}h${r1(20 * s)}q${r1(6 * s)} ${r1(-12 * s)} ${r1(-1 * s)} ${r1(-20 * s)}q${r1(8 * s)} ${r1(-8 * s)} ${r1(2 * s)} ${r1(-24 * s)}z`, '#b5391f', { opacity: 0.9 }) +
    pathEl(`M${r1(x - 11 * s)} ${r1(y - 44 * s)}h${r1(22 * s)}`, 'none', { stroke: '#ffffff', 'stroke-width': 2 * s, opacity: 0.7 })
  );
}

function breakfastTable(ctx: Ctx): string {
  const { rng } = ctx;
  let out = rect(0, 0, W, H, '#8a5a3b');
  let grain = '';
  for (let y = 20; y < H; y += rng.range(18, 34)) grain += `M0 ${r1(y)}C300 ${r1(y + rng.range(-8, 8))} 900 ${r1(y + rng.range(-8, 8))} ${W} ${r1(y)}`;
  out += pathEl(grain, 'none', { stroke: '#6f4530', 'stroke-width': 2, opacity: 0.6 });
  out += rect(90, 60, 1020, 680, '#f4ede0', { rx: 20 }) + rect(90, 60, 1020, 680, 'none', { rx: 20, stroke: '#c9342f', 'stroke-width': 10, 'stroke-dasharray': '30 14' });
  const dishes: Array<[string, string, string]> = [
    ['#fff8e7', '#f3e3b5', 'cheese'],
    ['#3c5b2c', '#58803c', 'olives'],
    ['#f2b134', '#e08d12', 'honey'],
    ['#fbfbf7', '#f6e9c2', 'kaymak'],
    ['#d8442f', '#b12b1c', 'tomato'],
    ['#e9cf7c', '#c89b3c', 'murtuga'],
    ['#7cab4b', '#5d8a35', 'herbs'],
    ['#a53a4b', '#7b1f31', 'jam'],
  ];
  const slots: Array<[number, number]> = [
    [250, 200], [450, 170], [700, 180], [930, 210],
    [260, 470], [520, 430], [760, 470], [960, 520],
  ];
  slots.forEach(([x, y], i) => {
    const [food, accent, kind] = dishes[i]!;
    const r = rng.range(70, 90);
    out += circle(x + 6, y + 8, r, '#000000', { opacity: 0.12 }) + circle(x, y, r, '#ffffff') + circle(x, y, r - 10, '#e7eef5');
    if (kind === 'olives') for (let j = 0; j < 14; j++) out += ellipse(x + rng.range(-40, 40), y + rng.range(-40, 40), 10, 7, rng.pick([food, accent, '#1e2a17']));
    else if (kind === 'tomato') for (let j = 0; j < 5; j++) out += circle(x + rng.range(-30, 30), y + rng.range(-30, 30), 20, food) + circle(x + rng.range(-30, 30), y + rng.range(-30, 30), 6, '#f6d28a');
    else if (kind === 'herbs') for (let j = 0; j < 16; j++) out += ellipse(x + rng.range(-42, 42), y + rng.range(-42, 42), 16, 6, rng.pick([food, accent]), { transform: `rotate(${rng.int(0, 180)} ${x} ${y})` });
    else if (kind === 'cheese') {
      out += rect(x - 45, y - 30, 90, 60, food, { rx: 8 });
      for (let j = 0; j < 10; j++) out += ellipse(x + rng.range(-38, 38), y + rng.range(-22, 22), 8, 3, '#5d8a35');
    } else out += circle(x, y, r - 26, food) + circle(x + 10, y - 10, (r - 26) / 2.5, accent, { opacity: 0.6 });
  });
  // Eggs in a copper pan, bread, tea glasses.
  out += circle(600, 640, 95, '#b0642f') + circle(600, 640, 80, '#d07a3c') + rect(690, 630, 140, 20, '#3a2a22', { rx: 10 });
  for (const [ex, ey] of [[570, 620], [630, 660], [590, 672]] as const) out += ellipse(ex, ey, 30, 26, '#ffffff') + circle(ex + 2, ey - 2, 11, '#f3a712');
  out += ellipse(400, 650, 110, 40, '#d7a35e') + ellipse(400, 640, 95, 28, '#e9bd78');
  out += teaGlass(860, 360, 1.4) + teaGlass(330, 340, 1.4) + teaGlass(1020, 380, 1.2);
  return out;
}

// ---------------------------------------------------------------------------------------
// Hotel photos
// ---------------------------------------------------------------------------------------

type FacadeStyle = 'modern' | 'classic' | 'boutique' | 'resort' | 'guesthouse';

function facadeStyle(hotel: SeedHotel): FacadeStyle {
  if (hotel.features.some((f) => /beach|pool/i.test(f)) && hotel.starRating >= 4) return 'resort';
  if (hotel.starRating === 5) return 'modern';
  if (/butik/i.test(hotel.hotelName)) return 'boutique';
  if (hotel.starRating <= 2) return 'guesthouse';
  return 'classic';
}

function facadeWindow(ctx: Ctx, x: number, y: number, w: number, h: number, lit: boolean, arched: boolean): string {
  const glass = lit ? '#ffd88a' : ctx.defs.linear([
    [0, '#d7ebf8'],
    [1, '#6e9cc0'],
  ]);
  const frame = '#ffffff';
  let out = arched
    ? pathEl(`M${r1(x)} ${r1(y + h)}V${r1(y + w / 2)}a${r1(w / 2)} ${r1(w / 2)} 0 0 1 ${r1(w)} 0V${r1(y + h)}z`, glass, { stroke: frame, 'stroke-width': 3 })
    : rect(x, y, w, h, glass, { stroke: frame, 'stroke-width': 3 });
  out += line(x + w / 2, y + (arched ? w / 2 : 0), x + w / 2, y + h, frame, 2);
  if (!lit) out += poly([[x + 4, y + h - 4], [x + w * 0.5, y + 4 + (arched ? w / 3 : 0)], [x + w * 0.7, y + 4 + (arched ? w / 3 : 0)], [x + w * 0.2, y + h - 4]], '#ffffff', { opacity: 0.25 });
  return out;
}

function hotelFacade(ctx: Ctx, hotel: SeedHotel): string {
  const { rng } = ctx;
  const style = facadeStyle(hotel);
  const ground = 640;
  const floors = { modern: rng.int(7, 9), resort: rng.int(4, 5), classic: rng.int(4, 6), boutique: rng.int(4, 5), guesthouse: rng.int(3, 4) }[style];
  const cols = { modern: rng.int(8, 10), resort: rng.int(10, 12), classic: rng.int(7, 9), boutique: rng.int(6, 7), guesthouse: rng.int(5, 6) }[style];
  const floorH = style === 'modern' ? 54 : 62;
  const bw = Math.min(1000, cols * (style === 'resort' ? 84 : 80) + 60);
  const bh = floors * floorH + 70;
  const bx = (W - bw) / 2;
  const by = ground - bh;
  const walls: Record<FacadeStyle, string[]> = {
    modern: ['#dfe5ea', '#c9d3dc', '#e8e2d6'],
    resort: ['#f3efe6', '#efe2cf', '#e9eef0'],
    classic: ['#e6d7bd', '#d9c3a0', '#ecdcc6'],
    boutique: ['#c98a66', '#b7775a', '#d6a27c', '#9fa58a'],
    guesthouse: ['#e8dcc8', '#d7c7a8', '#c2a98a'],
  };
  const wall = rng.pick(walls[style]);
  const lit = !SKIES[ctx.time].light;
  let out = '';
  // Building shadow and body.
  out += rect(bx + 18, by + 18, bw, bh, '#000000', { opacity: 0.12 });
  out += rect(bx, by, bw, bh, wall);
  out += rect(bx + bw - 60, by, 60, bh, '#000000', { opacity: 0.08 });
  if (style === 'modern') {
    out += rect(bx + bw * 0.3, by - 40, bw * 0.4, 40, wall) + rect(bx + bw * 0.3, by - 40, bw * 0.4, 8, '#8b96a1');
  } else if (style === 'boutique' || style === 'guesthouse') {
    out += poly([[bx - 20, by + 4], [bx + bw / 2, by - 90], [bx + bw + 20, by + 4]], '#a4442f') + rect(bx - 20, by, bw + 40, 10, '#7e3323');
  } else {
    out += rect(bx - 12, by - 16, bw + 24, 20, style === 'classic' ? '#b9a27f' : '#d5c8b4');
  }
  // The sign with the hotel's name and its stars hangs above the entrance canopy; no windows behind it.
  const ex = W / 2;
  const signW = Math.min(bw - 40, 60 + hotel.hotelName.length * 13.5);
  const signTop = ground - 184;
  const overlaps = (x: number, y: number, w: number, h: number, box: [number, number, number, number]) =>
    x < box[0] + box[2] && x + w > box[0] && y < box[1] + box[3] && y + h > box[1];
  const signBox: [number, number, number, number] = [ex - signW / 2 - 12, signTop, signW + 24, 66];
  const doorBox: [number, number, number, number] = [ex - 130, ground - 130, 260, 130];
  const hidden = (x: number, y: number, w: number, h: number) => overlaps(x, y, w, h, signBox) || overlaps(x, y, w, h, doorBox);
  // Windows and balconies, floor by floor.
  const gridX = bx + 30;
  const cellW = (bw - 60) / cols;
  const arched = style === 'classic' || style === 'boutique';
  for (let f = 0; f < floors; f++) {
    const fy = by + 24 + f * floorH;
    for (let c = 0; c < cols; c++) {
      const ww = arched ? cellW * 0.5 : cellW * 0.64;
      const wx = gridX + c * cellW + (cellW - ww) / 2;
      const wh = floorH * (arched ? 0.72 : 0.62);
      if (style === 'modern') {
        if (!hidden(gridX + c * cellW, fy, cellW, floorH)) out += facadeWindow(ctx, gridX + c * cellW + 2, fy, cellW - 4, floorH - 8, lit && rng.chance(0.55), false);
      } else if (!hidden(wx, fy, ww, wh)) {
        out += facadeWindow(ctx, wx, fy, ww, wh, lit && rng.chance(0.5), arched);
      }
    }
    if (style === 'resort' || style === 'boutique') {
      const railY = fy + floorH * (arched ? 0.72 : 0.62);
      const segments: Array<[number, number]> = hidden(bx, railY - 20, bw, 20)
        ? [[bx + 10, ex - signW / 2 - 10], [ex + signW / 2 + 10, bx + bw - 10]]
        : [[bx + 10, bx + bw - 10]];
      const color = style === 'boutique' ? '#5a3a26' : '#ffffff';
      for (const [x0, x1] of segments) {
        out += rect(x0, railY, x1 - x0, 5, color);
        let rails = '';
        for (let x = x0 + 4; x < x1 - 2; x += 12) rails += `M${r1(x)} ${r1(railY)}v${r1(-floorH * 0.2)}`;
        rails += `M${r1(x0)} ${r1(railY - floorH * 0.2)}H${r1(x1)}`;
        out += pathEl(rails, 'none', { stroke: color, 'stroke-width': 2, opacity: 0.9 });
      }
    }
    if (style === 'classic') out += rect(bx, fy + floorH - 10, bw, 4, '#000000', { opacity: 0.08 });
  }
  // Entrance and canopy, then the sign.
  out += rect(ex - 70, ground - 90, 140, 90, '#33414f') + rect(ex - 60, ground - 82, 58, 82, '#9cc3dd') + rect(ex + 2, ground - 82, 58, 82, '#9cc3dd');
  out += poly([[ex - 120, ground - 96], [ex + 120, ground - 96], [ex + 100, ground - 120], [ex - 100, ground - 120]], '#2d3a47');
  out += rect(ex - signW / 2, signTop, signW, 60, '#1f2a36', { rx: 6 }) + rect(ex - signW / 2 + 4, signTop + 4, signW - 8, 52, 'none', { rx: 4, stroke: '#d4af37', 'stroke-width': 1.5 });
  out += `<text x="${ex}" y="${signTop + 30}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="24" fill="#f4e3b0">${escapeXml(hotel.hotelName)}</text>`;
  for (let i = 0; i < hotel.starRating; i++) out += poly(starPoints(ex + (i - (hotel.starRating - 1) / 2) * 20, signTop + 45, 7, 3), '#e9b949');
  // Flags on a modern or resort roof.
  if (style === 'modern' || style === 'resort') out += turkishFlag(bx + 40, by - 90, 1) + turkishFlag(bx + bw - 80, by - 90, 1);
  // Street level.
  out += rect(0, ground, W, 40, '#b9b2a6') + rect(0, ground + 40, W, H - ground - 40, '#5a5d63');
  out += pathEl(`M0 ${ground + 100}H${W}`, 'none', { stroke: '#f2f2f2', 'stroke-width': 5, 'stroke-dasharray': '50 40' });
  out += trees(ctx, ground + 4, 20, bx + 40, 3) + trees(ctx, ground + 4, bx + bw - 40, W - 20, 3);
  // A parked car.
  const cx = rng.range(140, 900);
  const carColor = rng.pick(['#b3262d', '#2d5da8', '#e8e8e8', '#2f2f2f']);
  out += rect(cx, ground + 130, 170, 40, carColor, { rx: 14 }) + rect(cx + 34, ground + 104, 100, 34, carColor, { rx: 12 }) + rect(cx + 44, ground + 110, 80, 22, '#a9cbe0', { rx: 6 });
  out += circle(cx + 38, ground + 172, 16, '#1d1d1d') + circle(cx + 132, ground + 172, 16, '#1d1d1d');
  return out;
}

function kilimBand(x: number, y: number, w: number, h: number, colors: string[]): string {
  let out = rect(x, y, w, h, colors[0]!);
  const n = Math.max(3, Math.floor(w / h));
  for (let i = 0; i < n; i++) {
    const cx = x + (i + 0.5) * (w / n);
    out += poly([[cx, y + h * 0.12], [cx + h * 0.38, y + h / 2], [cx, y + h * 0.88], [cx - h * 0.38, y + h / 2]], colors[1 + (i % (colors.length - 1))]!);
    out += poly([[cx, y + h * 0.32], [cx + h * 0.18, y + h / 2], [cx, y + h * 0.68], [cx - h * 0.18, y + h / 2]], colors[0]!);
  }
  return out;
}

const KILIM_COLORS = [
  ['#8c2f2f', '#e0b054', '#2f4f6f', '#f2e6cf'],
  ['#2f4f6f', '#d9a441', '#a33b3b', '#efe3c8'],
  ['#5b3a6b', '#e3b35a', '#3f7a5a', '#f4ead6'],
];

function bed(ctx: Ctx, x: number, w: number, frame: string, duvet: string, throwColor: string, headboard: 'tufted' | 'panel' | 'kilim'): string {
  const { rng } = ctx;
  let out = rect(x, 300, w, 200, frame, { rx: 16 });
  if (headboard === 'tufted') {
    let buttons = '';
    for (let row = 0; row < 3; row++) for (let col = 0; col < Math.floor(w / 40); col++) buttons += circle(x + 24 + col * 40 + (row % 2) * 20, 326 + row * 30, 3.5, '#000000');
    out += group(buttons, { opacity: 0.25 });
  } else if (headboard === 'panel') {
    let panels = '';
    for (let px = x + 20; px < x + w - 10; px += 44) panels += `M${px} 316v110`;
    out += pathEl(panels, 'none', { stroke: '#000000', 'stroke-width': 3, opacity: 0.18 });
  } else {
    out += kilimBand(x + 16, 316, w - 32, 70, rng.pick(KILIM_COLORS));
  }
  out += rect(x - 10, 440, w + 20, 150, duvet, { rx: 18 });
  out += rect(x - 10, 520, w + 20, 40, throwColor, { rx: 8 });
  out += pathEl(`M${x} 540h${w}`, 'none', { stroke: '#ffffff', 'stroke-width': 3, 'stroke-dasharray': '12 8', opacity: 0.6 });
  const pillows = w > 300 ? 2 : 1;
  for (let i = 0; i < pillows; i++) out += rect(x + 24 + i * (w / pillows), 400, w / pillows - 48, 60, '#ffffff', { rx: 22, stroke: '#e0dbd0', 'stroke-width': 2 });
  out += rect(x - 10, 590, w + 20, 24, '#000000', { opacity: 0.15, rx: 10 });
  return out;
}

function armchair(x: number, y: number, color: string): string {
  return (
    rect(x, y - 150, 150, 110, color, { rx: 30 }) +
    rect(x - 14, y - 80, 40, 80, color, { rx: 14 }) +
    rect(x + 124, y - 80, 40, 80, color, { rx: 14 }) +
    rect(x + 10, y - 60, 130, 40, color, { rx: 10 }) +
    rect(x + 10, y - 60, 130, 40, '#ffffff', { rx: 10, opacity: 0.12 }) +
    rect(x + 6, y - 4, 8, 20, '#3a2a1e') +
    rect(x + 136, y - 4, 8, 20, '#3a2a1e')
  );
}

function hotelRoom(ctx: Ctx, hotel: SeedHotel): string {
  const { rng } = ctx;
  const wall = rng.pick(['#efe6d8', '#e6ecef', '#f1e2d3', '#e4e8dc', '#dfe7e9', '#f3e9e1']);
  const duvet = rng.pick(['#ffffff', '#f5f0e6']);
  const throwColor = rng.pick(['#a23b3b', '#2f5d8a', '#b7873a', '#3f6b4f', '#6b3f7a']);
  const floorY = 560;
  let out = rect(0, 0, W, floorY, wall);
  if (rng.chance(0.5)) {
    // Wainscoting or a feature wall behind the bed.
    out += rect(0, 0, 640, floorY, rng.pick(['#c9d6cf', '#d8c3a5', '#b9c7d6', '#d9b8b0']), { opacity: 0.7 });
  }
  out += rect(0, floorY, W, H - floorY, rng.pick(['#9c6b45', '#b08559', '#7d5a3f']));
  let planks = '';
  for (let y = floorY + 22; y < H; y += 26) planks += `M0 ${y}H${W}`;
  for (let i = 0; i < 18; i++) planks += `M${r1(rng.range(0, W))} ${floorY + 26 * rng.int(0, 9)}v26`;
  out += pathEl(planks, 'none', { stroke: '#000000', 'stroke-width': 2, opacity: 0.18 });
  out += rect(0, floorY - 14, W, 14, '#ffffff', { opacity: 0.6 });
  // A window onto the lake and the mountains, framed by curtains.
  const wx = 700;
  const wy = 90;
  const ww = 400;
  const wh = 360;
  const sunX = rng.range(300, 900);
  const view = group(sky(ctx, 300) + sun(ctx, sunX, 150, 26) + distantMountains(ctx, 300, rng.pick(['erek', 'suphan', 'range'] as const)) + lake(ctx, 300, 500, sunX), {
    transform: `translate(${wx} ${wy}) scale(${ww / W} ${wh / 500})`,
  });
  const clip = ctx.defs.clip(rect(wx, wy, ww, wh, '#000'));
  out += rect(wx - 14, wy - 14, ww + 28, wh + 28, '#ffffff');
  out += group(view, { 'clip-path': clip });
  out += pathEl(rng.chance(0.5) ? `M${wx + ww / 2} ${wy}v${wh}M${wx} ${wy + wh * 0.3}h${ww}` : `M${wx + ww / 3} ${wy}v${wh}M${wx + (2 * ww) / 3} ${wy}v${wh}`, 'none', { stroke: '#ffffff', 'stroke-width': 8 });
  const curtain = rng.pick(['#c8a27a', '#8fa3b8', '#b88f8f', '#a8b58f', '#d9cbb3']);
  out += pathEl(`M${wx - 60} 60h90q-20 220 10 460h-120q30 -240 20 -460z`, curtain) + pathEl(`M${wx + ww - 30} 60h90q-10 220 20 460h-120q30 -240 10 -460z`, curtain);
  out += rect(wx - 80, 50, ww + 160, 12, '#6b4b2e', { rx: 6 });
  // Beds: a double, or twin singles in the simpler hotels.
  const frame = rng.pick(['#5a3d2b', '#3d4a5a', '#7a5a3a', '#8a7a66']);
  const headboard = rng.pick(['tufted', 'panel', 'kilim'] as const);
  const twin = hotel.starRating <= 3 && rng.chance(0.6);
  const bedX = 80;
  const bedW = twin ? 440 : hotel.starRating >= 4 ? 520 : 460;
  out += twin
    ? bed(ctx, bedX, 200, frame, duvet, throwColor, headboard) + bed(ctx, bedX + 250, 200, frame, duvet, throwColor, headboard)
    : bed(ctx, bedX, bedW, frame, duvet, throwColor, headboard);
  // Nightstand, lamp and its glow.
  const nx = bedX + bedW + 30;
  out += rect(nx, 460, 90, 110, '#6b4b2e', { rx: 6 }) + rect(nx + 10, 500, 70, 4, '#4a3320');
  const glow = ctx.defs.radial([
    [0, '#ffe6a8', 0.8],
    [1, '#ffe6a8', 0],
  ]);
  out += circle(nx + 45, 380, 120, glow) + rect(nx + 40, 400, 10, 60, '#8a7a66') + poly([[nx + 15, 400], [nx + 75, 400], [nx + 62, 350], [nx + 28, 350]], '#f7ecd4');
  // Above the bed: a framed picture of the lake, or a kilim.
  const px = bedX + bedW / 2 - 110;
  if (rng.chance(0.5)) {
    out += rect(px - 10, 130, 240, 150, '#3a2a1e') + rect(px, 140, 220, 130, '#f4ede0');
    out += group(sky(ctx, 300) + distantMountains(ctx, 300, 'suphan') + lake(ctx, 300, 500), { transform: `translate(${px + 12} 152) scale(${196 / W} ${106 / 500})` });
  } else {
    out += kilimBand(px - 20, 120, 260, 70, rng.pick(KILIM_COLORS)) + kilimBand(px - 20, 190, 260, 70, rng.pick(KILIM_COLORS));
    let fringe = '';
    for (let fx = px - 16; fx < px + 240; fx += 8) fringe += `M${r1(fx)} 260v14`;
    out += pathEl(fringe, 'none', { stroke: '#e9dcc0', 'stroke-width': 2 });
  }
  // Suites get an armchair by the window.
  if (hotel.roomTypes.some((room) => room.name === 'SUITE')) out += armchair(930, 660, rng.pick(['#3f6b7a', '#8a4a3a', '#5a6b3f', '#6b5a8a']));
  // Rug.
  out += ellipse(560, 700, 260, 60, rng.pick(['#8c3b3b', '#3b5a8c', '#7a6a3b']), { opacity: 0.85 }) + ellipse(560, 700, 220, 44, 'none', { stroke: '#e9d8b4', 'stroke-width': 4, opacity: 0.8 });
  // Half of the rooms face the other way.
  return rng.chance(0.5) ? group(out, { transform: `translate(${W} 0) scale(-1 1)` }) : out;
}

type ViewKind = 'pool' | 'terrace' | 'garden' | 'landmark';

/** What a hotel's third photo shows: its pool, its terrace, its garden, or the sight next door. */
const hotelViews: Record<string, { kind: ViewKind; landmark?: string }> = {
  'ipekyolu-grand-otel': { kind: 'pool' },
  'sahmaran-lake-resort': { kind: 'pool' },
  'tusba-kale-butik-otel': { kind: 'landmark', landmark: 'vanFortress' },
  'van-kedisi-butik-otel': { kind: 'terrace' },
  'edremit-bahce-suites': { kind: 'garden' },
  'akdamar-gol-evi': { kind: 'landmark', landmark: 'akdamar' },
  'ercis-sahil-otel': { kind: 'terrace' },
  'hosap-kervansaray-otel': { kind: 'landmark', landmark: 'hosap' },
  'erek-dagi-konukevi': { kind: 'landmark', landmark: 'erek' },
  'muradiye-selale-pansiyon': { kind: 'landmark', landmark: 'waterfall' },
};

function terraceForeground(ctx: Ctx, withTable: boolean): string {
  const { rng } = ctx;
  let out = rect(0, 640, W, 160, '#c9b8a0');
  let tiles = '';
  for (let x = -400; x < W + 400; x += 80) tiles += `M${W / 2} 640L${x} ${H}`;
  out += pathEl(tiles, 'none', { stroke: '#b3a28a', 'stroke-width': 2 });
  let rail = `M0 560H${W}M0 610H${W}`;
  for (let x = 10; x < W; x += 36) rail += `M${x} 560v80`;
  out += pathEl(rail, 'none', { stroke: '#f5f1ea', 'stroke-width': 7 }) + rect(0, 548, W, 16, '#f5f1ea');
  if (withTable) {
    const tx = rng.range(420, 780);
    out += ellipse(tx, 690, 150, 36, '#6b4b2e') + rect(tx - 10, 690, 20, 100, '#4a3320') + ellipse(tx, 684, 150, 36, '#8a5f3d');
    out += teaGlass(tx - 50, 680, 1.2) + teaGlass(tx + 50, 672, 1.2) + ellipse(tx, 690, 40, 10, '#f4ede0');
  }
  for (const [fx, fy] of [[120, 700], [1060, 690]] as const) {
    out += pathEl(`M${fx - 50} ${fy - 60}h100l-14 90h-72z`, '#b8643a');
    for (let i = 0; i < 9; i++) out += circle(fx + rng.range(-44, 44), fy - 70 - rng.range(0, 40), rng.range(8, 13), rng.pick(['#d92b3a', '#e8505b', '#3f7a35']));
  }
  return out;
}

function hotelView(ctx: Ctx, hotel: SeedHotel): string {
  const { rng } = ctx;
  const choice = hotelViews[hotel.slug] ?? { kind: 'terrace' as const };
  if (choice.kind === 'landmark') {
    const scene = scenes[choice.landmark ?? ''];
    if (!scene) throw new Error(`No landmark scene for ${hotel.slug}`);
    // The sight, seen from the hotel's terrace.
    return scene.draw(ctx) + terraceForeground(ctx, rng.chance(0.7));
  }
  const horizon = 420;
  const sunX = rng.range(300, 900);
  let out = sky(ctx, horizon) + sun(ctx, sunX) + clouds(ctx, rng.int(2, 4), 240);
  out += distantMountains(ctx, horizon, hotel.district === 'Erciş' ? 'suphan' : rng.pick(['erek', 'range'] as const));
  out += lake(ctx, horizon, H, sunX) + birds(ctx, 5, rng.range(300, 900), 200, 120, SKIES[ctx.time].light ? '#2b2b3a' : '#1a1a2a');
  if (choice.kind === 'pool') {
    // Pool deck with loungers and umbrellas.
    out += rect(0, 600, W, 200, '#e8dccb');
    out += poly([[80, 640], [1120, 640], [1180, 780], [20, 780]], ctx.defs.linear([
      [0, '#6fd3e3'],
      [1, '#1e9bb5'],
    ]));
    let shimmer = '';
    for (let i = 0; i < 30; i++) shimmer += `M${r1(rng.range(80, 1100))} ${r1(rng.range(650, 770))}q10 -6 20 0t20 0`;
    out += pathEl(shimmer, 'none', { stroke: '#ffffff', 'stroke-width': 2.5, opacity: 0.6 });
    for (const ux of [180, 520, 880]) {
      out += line(ux, 470, ux, 610, '#5a4a3a', 5) + pathEl(`M${ux - 90} 500q90 -70 180 0z`, rng.pick(['#e8674a', '#f2f2f2', '#2f8fb8']));
      out += rect(ux - 70, 600, 120, 14, '#ffffff', { rx: 6 }) + rect(ux - 70, 586, 30, 16, '#ffffff', { rx: 6 });
    }
  } else if (choice.kind === 'garden') {
    // A lawn with apricot trees and a bench above the beach.
    out += pathEl(`M0 560Q300 520 600 550T${W} 540V${H}H0z`, '#7fae57');
    for (let i = 0; i < 5; i++) {
      const x = 80 + i * 260 + rng.range(-40, 40);
      out += roundTree(x, 640 + rng.range(0, 60), rng.range(1.2, 1.6), '#5f8c45', '#4d7a3a');
      for (let j = 0; j < 8; j++) out += circle(x + rng.range(-40, 40), 640 - rng.range(50, 100), 5, '#f0a030');
    }
    out += rect(480, 690, 240, 16, '#8a5f3d', { rx: 4 }) + rect(480, 650, 240, 12, '#8a5f3d', { rx: 4 }) + rect(494, 706, 10, 40, '#4a3320') + rect(696, 706, 10, 40, '#4a3320');
    let grass = '';
    for (let i = 0; i < 80; i++) grass += `M${r1(rng.range(0, W))} ${r1(rng.range(600, 800))}l${r1(rng.range(-4, 4))} -12`;
    out += pathEl(grass, 'none', { stroke: '#4d7a3a', 'stroke-width': 2 });
  } else {
    out += terraceForeground(ctx, true);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Scenes for places and tours
// ---------------------------------------------------------------------------------------

type Scene = (ctx: Ctx) => string;

function minibus(x: number, y: number, s: number, color: string): string {
  let out = rect(x, y - 60 * s, 170 * s, 60 * s, color, { rx: 12 * s }) + rect(x + 140 * s, y - 40 * s, 34 * s, 40 * s, color, { rx: 8 * s });
  for (let i = 0; i < 4; i++) out += rect(x + (10 + i * 32) * s, y - 52 * s, 26 * s, 20 * s, '#a9cbe0', { rx: 3 * s });
  out += rect(x + 146 * s, y - 36 * s, 24 * s, 16 * s, '#a9cbe0', { rx: 3 * s });
  out += rect(x, y - 24 * s, 174 * s, 5 * s, '#ffffff', { opacity: 0.7 });
  return out + circle(x + 34 * s, y, 14 * s, '#1d1d1d') + circle(x + 138 * s, y, 14 * s, '#1d1d1d');
}

/** Akdamar seen from the bow of the boat. */
function akdamarFromBoat(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = 430;
  let out = sky(ctx, horizon) + sun(ctx, 240, 160, 38) + clouds(ctx, 4, 220) + distantMountains(ctx, horizon, 'range') + lake(ctx, horizon, H, 240);
  out += island(ctx, 780, horizon + 16, 420, 60, '#a58f72', '#7d9a57');
  out += group(akdamarChurch(0, 0, 1, '#c89f73', '#a27a55', '#9b6b4c'), { transform: `translate(780 ${horizon - 28}) scale(0.42)` });
  // Wake and the bow deck.
  out += pathEl('M600 800Q520 640 560 560M600 800Q700 640 660 560', 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.5 });
  out += pathEl(`M0 ${H}V640L320 600Q600 560 880 600L${W} 640V${H}z`, '#f4f1ea');
  out += pathEl('M0 640L320 600Q600 560 880 600L1200 640', 'none', { stroke: '#c0392b', 'stroke-width': 10 });
  let rail = 'M0 560L320 520Q600 480 880 520L1200 560';
  for (let x = 20; x < W; x += 60) rail += `M${x} ${r1(600 - Math.sin((x / W) * Math.PI) * 34)}v-44`;
  out += pathEl(rail, 'none', { stroke: '#d8d8d8', 'stroke-width': 5 });
  out += turkishFlag(590, 400, 1.4);
  for (let i = 0; i < 5; i++) out += person(rng.range(120, 1080), rng.range(730, 780), rng.range(1.8, 2.3), rng.pick(['#b5473a', '#3a5f8f', '#4e7d4a', '#d08a2c', '#6a4b8a']));
  return out;
}

/** Hoşap and Çavuştepe: the road across the Gürpınar plain between the two fortresses. */
function fortressRoad(ctx: Ctx): string {
  const horizon = 470;
  let out = sky(ctx, horizon) + sun(ctx, 980, SKIES[ctx.time].sunY - 40, 44) + clouds(ctx, 3, 220) + distantMountains(ctx, horizon, 'range');
  out += rect(0, horizon, W, H - horizon, '#a48f5f');
  out += group(hosapCastle(ctx, horizon), { transform: `translate(560 ${horizon * 0.35}) scale(0.6)` });
  // Çavuştepe's walls on the ridge to the left.
  const crest = (x: number) => horizon + 10 - 50 * Math.sin((x / 520) * Math.PI);
  out += poly([[0, horizon + 70], ...Array.from({ length: 14 }, (_, i): [number, number] => [i * 40, crest(i * 40)]), [560, horizon + 70]], '#8f7a4e');
  for (let i = 0; i < 6; i++) out += rect(30 + i * 80, crest(30 + i * 80) - 26, 66, 26, '#cdb68c');
  // The road with the tour minibus.
  out += pathEl(`M380 ${H}C520 700 560 620 700 560S860 500 900 ${horizon + 20}`, 'none', { stroke: '#4b4b4f', 'stroke-width': 70, 'stroke-linecap': 'round' });
  out += pathEl(`M380 ${H}C520 700 560 620 700 560S860 500 900 ${horizon + 20}`, 'none', { stroke: '#f2f2f2', 'stroke-width': 4, 'stroke-dasharray': '26 22' });
  out += minibus(420, 720, 1.3, '#f2f2f2') + trees(ctx, 760, 0, 300, 3) + trees(ctx, 760, 900, W, 3);
  return out;
}

/** On the summit of Erek: hikers above the clouds, Lake Van far below. */
function erekSummit(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = 360;
  let out = sky(ctx, horizon) + sun(ctx, 930, 150, 40);
  out += lake(ctx, horizon, 560, 930) + distantMountains(ctx, horizon, 'suphan');
  out += ridgePolygon(ridge(rng, 560, [{ x: 200, h: 70, w: 260 }, { x: 900, h: 50, w: 300 }], 8), 620, '#8d9a7a');
  for (let i = 0; i < 10; i++) out += ellipse(rng.range(0, W), rng.range(500, 600), rng.range(90, 180), rng.range(20, 34), '#ffffff', { opacity: 0.75 });
  // Summit rocks and snow.
  const rock: Array<[number, number]> = [[0, H], [0, 660]];
  for (let x = 0; x <= W; x += 40) rock.push([x, 640 - Math.sin((x / W) * Math.PI) * 90 + rng.range(-16, 16)]);
  rock.push([W, H]);
  out += poly(rock, '#6f6a66') + poly(rock.map(([x, y]): [number, number] => [x, y + 40]), '#5a5552', { opacity: 0.6 });
  for (let i = 0; i < 6; i++) out += ellipse(rng.range(60, 1140), rng.range(640, 760), rng.range(40, 90), rng.range(10, 18), '#f4f7fb', { opacity: 0.9 });
  out += hiker(520, 560, 2, '#d9472b') + hiker(640, 556, 1.9, '#2b6cd9') + hiker(740, 570, 1.8, '#f0a818');
  out += line(600, 420, 600, 560, '#3b3b3b', 4) + rect(600, 420, 70, 46, '#e30a17');
  return out;
}

/** The old city of Van below the fortress: arches, walls, the Ulu Cami minaret, a guide with a group. */
function oldCityWalk(ctx: Ctx): string {
  const { rng } = ctx;
  const horizon = 460;
  let out = sky(ctx, horizon) + sun(ctx, 300, SKIES[ctx.time].sunY - 60, 40) + clouds(ctx, 3, 200);
  out += group(fortressRock(ctx, horizon, '#b79f78', '#8c7557'), { transform: `translate(300 ${horizon * 0.4}) scale(0.6)` });
  out += rect(0, horizon, W, H - horizon, '#a38f6a');
  // Ruined walls with arches.
  for (const [x, w, h] of [[40, 300, 200], [820, 340, 230]] as const) {
    out += rect(x, H - 120 - h, w, h, '#c2a67c');
    for (let ax = x + 30; ax < x + w - 50; ax += 90) out += rect(ax, H - 120 - h + 60, 56, h - 60, '#4a3a2a', { rx: 28 });
    let bricks = '';
    for (let y = H - 120 - h + 20; y < H - 120; y += 24) bricks += `M${x} ${y}h${w}`;
    out += pathEl(bricks, 'none', { stroke: '#9c855e', 'stroke-width': 2, opacity: 0.6 });
  }
  out += rect(560, 250, 44, 430, '#c2a67c') + poly([[550, 250], [582, 170], [614, 250]], '#8c7557') + rect(544, 340, 76, 14, '#a88d65');
  for (let y = 270; y < 680; y += 30) out += rect(560, y, 44, 4, '#9c855e', { opacity: 0.6 });
  out += rect(0, H - 120, W, 120, '#8e7a55');
  out += person(420, 770, 2.2, '#2f7a5a') + line(445, 680, 470, 640, '#3b3b3b', 3) + rect(462, 626, 26, 18, '#f2c12e');
  for (let i = 0; i < 5; i++) out += person(rng.range(640, 1000), rng.range(760, 790), rng.range(1.7, 2), rng.pick(['#b5473a', '#3a5f8f', '#d08a2c', '#6a4b8a', '#e0e0e0']));
  return out;
}

/** The Bendimahi canyon: basalt walls, the river, and a fall in the distance. */
function bendimahiCanyon(ctx: Ctx): string {
  const { rng } = ctx;
  let out = sky(ctx, 300) + sun(ctx, 600, 120, 36) + clouds(ctx, 3, 180);
  out += ridgePolygon(ridge(rng, 300, [{ x: 600, h: 60, w: 400 }], 6), 340, '#8a9c6a');
  out += group(waterfall(ctx, 300, 520, 520, 680), { transform: 'translate(360 150) scale(0.4)' });
  out += pathEl(`M520 ${H}C560 640 560 520 600 400C620 520 660 640 760 ${H}z`, ctx.defs.linear([
    [0, '#9ad0ea'],
    [1, '#3f86b0'],
  ]));
  for (const side of [-1, 1]) {
    const pts: Array<[number, number]> = side < 0 ? [[0, 260], [0, H]] : [[W, 260], [W, H]];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      const x = side < 0 ? 540 - t * 80 + rng.range(-20, 20) - (1 - t) * 10 : 660 + t * 140 + rng.range(-20, 20);
      pts.push([side < 0 ? x - (1 - t) * 30 : x, H - t * (H - 330)]);
    }
    out += poly(side < 0 ? [[0, 300], ...pts.slice(2).reverse(), [0, H]] : [[W, 300], ...pts.slice(2).reverse(), [W, H]], side < 0 ? '#6b4a3c' : '#5a3e33');
  }
  let columns = '';
  for (let x = 20; x < W; x += rng.range(30, 50)) if (x < 480 || x > 720) columns += `M${r1(x)} ${r1(rng.range(320, 420))}v${r1(rng.range(200, 400))}`;
  out += pathEl(columns, 'none', { stroke: '#3a2a22', 'stroke-width': 4, opacity: 0.5 });
  out += trees(ctx, 330, 0, 400, 4) + trees(ctx, 330, 800, W, 4);
  return out;
}


const scenes: Record<string, { time: TimeOfDay; draw: Scene }> = {
  akdamar: {
    time: 'morning',
    draw: (ctx) => {
      const horizon = 470;
      let out = sky(ctx, horizon) + sun(ctx, 980, 200, 40) + clouds(ctx, 3, 220) + distantMountains(ctx, horizon, 'range') + lake(ctx, horizon, H, 980);
      out += island(ctx, 560, horizon + 30, 820, 120, '#a58f72', '#7d9a57');
      out += akdamarChurch(560, horizon - 62, 1, '#c89f73', '#a27a55', '#9b6b4c');
      out += almondBlossom(ctx, 290, horizon - 30, 1) + almondBlossom(ctx, 820, horizon - 20, 0.9) + almondBlossom(ctx, 900, horizon - 10, 0.8);
      out += boat(220, 690, 1, '#f3f3f3') + birds(ctx, 6, 700, 160, 120);
      return out;
    },
  },
  vanFortress: {
    time: 'golden',
    draw: (ctx) => {
      const horizon = 520;
      let out = sky(ctx, horizon) + sun(ctx, 200, 220, 40) + clouds(ctx, 3, 200);
      out += lake(ctx, 420, horizon, 200) + distantMountains(ctx, 420, 'suphan');
      out += rect(0, horizon, W, H - horizon, '#a99970') + fortressRock(ctx, horizon, '#c7ad82', '#96805e');
      out += oldCityRuins(ctx, H - 30, '#8a7a5a') + rect(0, H - 30, W, 30, '#7b6c4d');
      return out;
    },
  },
  waterfall: {
    time: 'day',
    draw: (ctx) => {
      let out = sky(ctx, 240) + clouds(ctx, 3, 140);
      out += ridgePolygon(ridge(ctx.rng, 240, [{ x: 300, h: 80, w: 300 }, { x: 900, h: 100, w: 300 }], 8), 260, '#6f8f5c');
      out += trees(ctx, 250, 0, W, 10);
      out += waterfall(ctx, 300, 640, 420, 780);
      out += rect(0, 640, W, 160, ctx.defs.linear([
        [0, '#7fc0df'],
        [1, '#2f6f94'],
      ]));
      out += suspensionBridge(0, W, 250, 22);
      out += trees(ctx, 700, 0, 200, 3) + trees(ctx, 700, 1000, W, 3);
      return out;
    },
  },
  hosap: {
    time: 'golden',
    draw: (ctx) => {
      const horizon = 560;
      let out = sky(ctx, horizon) + sun(ctx, 1000, 240, 42) + clouds(ctx, 2, 200);
      out += ridgePolygon(ridge(ctx.rng, horizon - 60, [{ x: 200, h: 120, w: 300 }, { x: 1000, h: 140, w: 300 }], 10), horizon, SKIES.golden.far);
      out += hosapCastle(ctx, horizon);
      out += rect(0, horizon + 40, W, H - horizon - 40, '#9c8a5c');
      out += rect(0, 690, W, 40, '#5d93b5', { opacity: 0.9 }) + stoneBridge(420, 660, 300, '#b39a78', '#2f5f7f');
      for (let i = 0; i < 7; i++) {
        const hx = ctx.rng.range(40, 1100);
        out += rect(hx, 600, 70, 50, '#c4ab86') + rect(hx, 594, 70, 8, '#8c7257') + rect(hx + 26, 620, 16, 30, '#4a3a2a');
      }
      return out;
    },
  },
  lakeVan: {
    time: 'sunset',
    draw: (ctx) => {
      const horizon = 430;
      let out = sky(ctx, horizon) + sun(ctx, 620, 400, 60) + clouds(ctx, 4, 260);
      out += distantMountains(ctx, horizon, 'suphan') + lake(ctx, horizon, H, 620);
      out += boat(300, 560, 0.8, '#1f1a2e', '#f2d3b0') + birds(ctx, 9, 820, 200, 160, '#2a1a30');
      out += pathEl(`M0 ${H}V720q200 -40 420 -10t380 0q240 30 400 -20V${H}z`, '#1f1a2e');
      out += poplar(80, 730, 160, '#15121f') + poplar(130, 735, 120, '#15121f') + poplar(1120, 720, 150, '#15121f');
      return out;
    },
  },
  museum: {
    time: 'day',
    draw: (ctx) => {
      const baseY = 560;
      let out = sky(ctx, baseY) + sun(ctx, 1050, 120, 36) + clouds(ctx, 3, 200);
      out += ridgePolygon(ridge(ctx.rng, baseY - 90, [{ x: 600, h: 110, w: 520 }], 6), baseY, '#c4b08a');
      out += crenellatedWall(200, 1000, () => baseY - 190, () => baseY - 150, '#b9a27a', 10);
      out += museumBuilding(ctx, baseY) + trees(ctx, baseY + 2, 20, 140, 2) + trees(ctx, baseY + 2, 1070, 1180, 2);
      return out;
    },
  },
  erek: {
    time: 'morning',
    draw: (ctx) => {
      const horizon = 620;
      let out = sky(ctx, horizon) + sun(ctx, 200, 180, 40) + clouds(ctx, 2, 160);
      const main = ridge(ctx.rng, horizon, [{ x: 560, h: 430, w: 520 }, { x: 820, h: 380, w: 360 }, { x: 180, h: 180, w: 260 }], 14);
      out += ridgePolygon(main, H, '#7d8fa6') + snowCap(ctx.rng, main, 330);
      const meadow = ridge(ctx.rng, 700, [{ x: 300, h: 80, w: 400 }, { x: 1000, h: 60, w: 300 }], 8);
      out += ridgePolygon(meadow, H, '#7a9a4a');
      let trail = 'M120 800C300 720 420 700 520 640S700 560 760 520';
      out += pathEl(trail, 'none', { stroke: '#d9c7a0', 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-dasharray': '2 14' });
      trail = '';
      for (let i = 0; i < 40; i++) out += circle(ctx.rng.range(0, W), ctx.rng.range(700, 790), ctx.rng.range(3, 6), ctx.rng.pick(['#d9343b', '#f2c12e', '#ffffff', '#b04fc9']));
      out += hiker(430, 700, 1.2, '#d9472b') + hiker(500, 672, 1.1, '#2b6cd9') + hiker(560, 648, 1, '#f0a818');
      return out;
    },
  },
  carpanak: {
    time: 'day',
    draw: (ctx) => {
      const horizon = 480;
      let out = sky(ctx, horizon) + sun(ctx, 250, 140, 36) + clouds(ctx, 4, 240) + distantMountains(ctx, horizon, 'range') + lake(ctx, horizon, H, 250);
      out += island(ctx, 720, horizon + 40, 560, 90, '#8e7e6a', '#6f8a4f');
      // The small ruined monastery of Ktuts.
      out += rect(650, horizon - 120, 130, 70, '#b9a384') + poly([[644, horizon - 120], [715, horizon - 160], [786, horizon - 120]], '#8f6c52');
      out += rect(690, horizon - 190, 50, 40, '#b9a384') + poly([[686, horizon - 190], [715, horizon - 225], [744, horizon - 190]], '#8f6c52') + rect(704, horizon - 100, 22, 50, '#3a2c24', { rx: 11 });
      out += birds(ctx, 14, 760, 260, 220, '#fafafa') + birds(ctx, 8, 400, 330, 160, '#2b2b3a');
      out += boat(260, 660, 1.1, '#c0392b');
      return out;
    },
  },
  cavustepe: {
    time: 'golden',
    draw: (ctx) => {
      const horizon = 520;
      let out = sky(ctx, horizon) + sun(ctx, 900, 260, 40) + clouds(ctx, 3, 200) + distantMountains(ctx, horizon, 'erek');
      out += rect(0, horizon, W, H - horizon, '#b8a06a');
      const crest = (x: number) => horizon - 40 - 30 * Math.sin((x / W) * Math.PI);
      out += poly([[0, horizon + 60], ...Array.from({ length: 31 }, (_, i): [number, number] => [i * 40, crest(i * 40) + ctx.rng.range(-4, 4)]), [W, horizon + 60]], '#a48a5a');
      // Dressed-stone foundations and the Haldi temple.
      for (let i = 0; i < 10; i++) {
        const x = 80 + i * 110;
        out += rect(x, crest(x) - 36, 90, 36, '#cdb68c') + pathEl(`M${x} ${r1(crest(x) - 18)}h90M${x + 30} ${r1(crest(x) - 36)}v18M${x + 60} ${r1(crest(x) - 18)}v18`, 'none', { stroke: '#9c855e', 'stroke-width': 2 });
      }
      out += rect(520, crest(560) - 110, 140, 80, '#d7c096') + rect(560, crest(560) - 80, 40, 50, '#3a2c24');
      for (let i = 0; i < 4; i++) out += ellipse(760 + i * 60, crest(760) + 40, 22, 34, '#b06a3a');
      out += rect(0, 720, W, 80, '#9c8a5c') + trees(ctx, 730, 0, W, 5);
      return out;
    },
  },
  vanCat: {
    time: 'day',
    draw: (ctx) => {
      let out = rect(0, 0, W, H, ctx.defs.linear([
        [0, '#cfe8d8'],
        [1, '#9fcfb2'],
      ]));
      out += rect(0, 520, W, 280, '#7fb36a');
      for (let i = 0; i < 40; i++) out += circle(ctx.rng.range(0, W), ctx.rng.range(540, 790), ctx.rng.range(3, 7), ctx.rng.pick(['#ffffff', '#f6d743', '#f08bb0']));
      out += trees(ctx, 520, 0, 300, 3) + trees(ctx, 520, 900, W, 3);
      // A water bowl: Van cats famously like water.
      out += ellipse(880, 690, 90, 26, '#3b7fb8') + ellipse(880, 684, 74, 18, '#8fd0f2');
      out += vanCat(520, 720, 1.6);
      return out;
    },
  },
  cruise: {
    time: 'sunset',
    draw: (ctx) => {
      const horizon = 450;
      let out = sky(ctx, horizon) + sun(ctx, 820, 420, 64) + clouds(ctx, 4, 280) + distantMountains(ctx, horizon, 'range') + lake(ctx, horizon, H, 820);
      out += boat(480, 600, 2.2, '#1d1a2b') + boat(1000, 520, 0.6, '#1d1a2b', '#f5d6b8');
      out += birds(ctx, 6, 400, 220, 120, '#2a1a30');
      return out;
    },
  },
  muradiyeBendimahi: { time: 'morning', draw: bendimahiCanyon },
  fortresses: { time: 'golden', draw: fortressRoad },
  erekHike: { time: 'day', draw: erekSummit },
  breakfast: {
    time: 'day',
    draw: (ctx) => breakfastTable(ctx),
  },
  oldCity: { time: 'golden', draw: oldCityWalk },
  akdamarTrip: { time: 'day', draw: akdamarFromBoat },
};

const placeScenes: Record<string, keyof typeof scenes> = {
  'akdamar-island': 'akdamar',
  'van-fortress': 'vanFortress',
  'muradiye-waterfall': 'waterfall',
  'hosap-castle': 'hosap',
  'lake-van': 'lakeVan',
  'van-museum': 'museum',
  'erek-mountain': 'erek',
  'carpanak-island': 'carpanak',
  'cavustepe-fortress': 'cavustepe',
  'van-cat-house': 'vanCat',
};

const tourScenes: Record<string, keyof typeof scenes> = {
  'akdamar-day-trip': 'akdamarTrip',
  'lake-van-sunset-cruise': 'cruise',
  'muradiye-bendimahi': 'muradiyeBendimahi',
  'hosap-cavustepe': 'fortresses',
  'erek-summit-hike': 'erekHike',
  'van-breakfast-culture-tour': 'breakfast',
  'van-fortress-old-city-walk': 'oldCity',
};

function renderScene(file: string, title: string, sceneName: string): string {
  const scene = scenes[sceneName];
  if (!scene) throw new Error(`No scene ${sceneName} for ${file}`);
  const defs = new Defs('g');
  const ctx: Ctx = { rng: rngFor(file), defs, time: scene.time };
  return svgDocument(title, defs, scene.draw(ctx));
}

function renderHotel(file: string, hotel: SeedHotel, n: 1 | 2 | 3): string {
  const defs = new Defs('g');
  const rng = rngFor(file);
  const times: TimeOfDay[] = n === 1 ? ['day', 'golden', 'dusk', 'morning'] : n === 2 ? ['day', 'morning'] : ['golden', 'sunset', 'day', 'morning'];
  const ctx: Ctx = { rng, defs, time: rng.pick(times) };
  const body = n === 1 ? hotelFacade(ctx, hotel) : n === 2 ? hotelRoom(ctx, hotel) : hotelView(ctx, hotel);
  const caption = n === 1 ? 'facade' : n === 2 ? 'room' : 'view';
  // Facades and views need a sky behind the building.
  const backdrop =
    n === 1
      ? sky(ctx, 640) + sun(ctx, rng.range(150, 1050), 140, 40) + clouds(ctx, rng.int(2, 4), 260) + distantMountains(ctx, 520, hotel.district === 'Erciş' ? 'suphan' : 'erek')
      : '';
  return svgDocument(`${hotel.hotelName}: ${caption}`, defs, backdrop + body);
}

/** Every demo photo: path relative to public/ → SVG text. */
export function renderAllPhotos(): Map<string, string> {
  const files = new Map<string, string>();
  for (const hotel of hotels) {
    ([1, 2, 3] as const).forEach((n) => {
      const file = `photos/hotels/${hotel.slug}-${n}.svg`;
      files.set(file, renderHotel(file, hotel, n));
    });
  }
  for (const place of places) {
    const file = `photos/places/${place.slug}.svg`;
    const scene = placeScenes[place.slug];
    if (!scene) throw new Error(`No scene for place ${place.slug}`);
    files.set(file, renderScene(file, place.name, scene));
  }
  for (const tour of tours) {
    const file = `photos/tours/${tour.slug}.svg`;
    const scene = tourScenes[tour.slug];
    if (!scene) throw new Error(`No scene for tour ${tour.slug}`);
    files.set(file, renderScene(file, tour.tourName, scene));
  }
  return files;
}

function main() {
  const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
  const files = renderAllPhotos();
  for (const sub of ['hotels', 'places', 'tours']) {
    const dir = path.join(publicDir, 'photos', sub);
    mkdirSync(dir, { recursive: true });
    // Remove pictures of demo records that no longer exist.
    for (const name of readdirSync(dir)) if (name.endsWith('.svg') && !files.has(`photos/${sub}/${name}`)) rmSync(path.join(dir, name));
  }
  let total = 0;
  for (const [file, svg] of files) {
    writeFileSync(path.join(publicDir, file), svg);
    total += Buffer.byteLength(svg);
  }
  console.log(`Wrote ${files.size} photos to public/photos (${(total / 1024).toFixed(0)} KiB).`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
