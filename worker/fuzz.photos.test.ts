/**
 * Fuzz of the gallery calls (issue 22, ADR docs/decisions/0014-photo-galleries.md): the JSON PUTs
 * (alt texts, order) get malformed JSON, wrong types, missing fields, 100 KB strings and oversized
 * bodies; the multipart upload gets broken bodies, odd part names, bytes that are not WebP, cut
 * headers and sizes that lie; the delete unknown and malformed ids. Every refusal is a 4xx
 * envelope, never a 5xx, and leaves the photos table and the PHOTOS bucket as they were.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, MAX_PHOTO_BYTES } from '../contract';
import { api, insertHotel, loginAs, UNKNOWN_ID } from './test/helpers';
import { MALFORMED, NON_OBJECTS, expectEnvelope4xx, mutations } from './test/fuzz';
import { photoForm, webpBytes } from './test/webp';

async function snapshot(): Promise<string> {
  const rows = await env.DB.prepare('SELECT * FROM photos ORDER BY id').all();
  const files = (await env.PHOTOS.list()).objects.map((object) => `${object.key}:${object.size}`).sort();
  return JSON.stringify([rows.results, files]);
}

let adminToken: string;
let hotelId: string;
let photoIds: string[];

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  hotelId = (await insertHotel()).id;
  photoIds = [];
  for (let i = 0; i < 2; i++) {
    const res = await api('POST', endpoints.uploadPhoto.path, { token: adminToken, body: photoForm({ entityKind: 'hotel', entityId: hotelId }, [{ width: 480 }], { en: `p${i}` }) });
    photoIds.push(res.json.id);
  }
});

const targets = {
  updatePhoto: { path: () => endpoints.updatePhoto.path.replace(':id', photoIds[0]!), body: () => ({ alt: { tr: 'Lobi', en: 'Lobby', fa: 'لابی' } }) },
  reorderPhotos: { path: () => endpoints.reorderPhotos.path, body: () => ({ entityKind: 'hotel', entityId: hotelId, ids: [...photoIds].reverse() }) },
} as const;
type Owned = keyof typeof targets;
const owned = Object.keys(targets) as Owned[];

describe('fuzz: gallery calls', () => {
  it('covers every POST/PUT/DELETE of the gallery', () => {
    const writes = (Object.keys(endpoints) as (keyof typeof endpoints)[]).filter(
      (name) => endpoints[name].path.startsWith('/api/admin/photos') && endpoints[name].method !== 'GET',
    );
    expect(writes.sort()).toEqual([...owned, 'uploadPhoto', 'deletePhoto'].sort());
  });

  it.each(owned)('%s: malformed JSON, non-object JSON, wrong content type, oversized body -> 4xx, nothing written', async (name) => {
    const { method } = endpoints[name];
    const path = targets[name].path();
    const before = await snapshot();
    for (const raw of [...MALFORMED, ...NON_OBJECTS]) expectEnvelope4xx(await api(method, path, { token: adminToken, body: raw }), `${name} ${JSON.stringify(raw)}`);
    expectEnvelope4xx(await api(method, path, { token: adminToken, body: JSON.stringify(targets[name].body()), headers: { 'Content-Type': 'text/plain' } }), `${name} text/plain`);
    expectEnvelope4xx(await api(method, path, { token: adminToken }), `${name} no body`);
    const huge = await api(method, path, { token: adminToken, body: { ...targets[name].body(), blob: 'y'.repeat(300 * 1024) } });
    expect(huge.status, `${name} 300 KB body`).toBe(413);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(owned)('%s: wrong types, missing fields and 100 KB strings -> 400 with details, nothing written', async (name) => {
    const { method } = endpoints[name];
    const schema = endpoints[name].body as z.ZodType;
    const before = await snapshot();
    let rejected = 0;
    for (const [label, body] of mutations(targets[name].body())) {
      if (schema.safeParse(body).success) continue;
      rejected++;
      const res = await api(method, targets[name].path(), { token: adminToken, body });
      expect(res.status, `${name}: ${label}`).toBe(400);
      expect(res.json.details?.length, `${name}: ${label} details`).toBeGreaterThan(0);
    }
    expect(rejected).toBeGreaterThan(10);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(owned)('%s: mutations the contract accepts never give a 5xx', async (name) => {
    const { method } = endpoints[name];
    const schema = endpoints[name].body as z.ZodType;
    for (const [label, body] of mutations(targets[name].body())) {
      if (!schema.safeParse(body).success) continue;
      const res = await api(method, targets[name].path(), { token: adminToken, body });
      expect(res.status, `${name}: ${label} -> ${JSON.stringify(res.json)?.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('uploadPhoto: broken multipart, odd fields and parts, bytes that are not WebP or lie about their width -> 4xx, nothing written', async () => {
    const before = await snapshot();
    const owner = { entityKind: 'hotel', entityId: hotelId };
    const send = (body: FormData | string, headers?: Record<string, string>) => api('POST', endpoints.uploadPhoto.path, { token: adminToken, body, headers });
    const cases: Array<[string, FormData | string, Record<string, string>?]> = [
      ['json body', JSON.stringify(owner)],
      ['broken multipart', '--x\r\nContent-Disposition: form-data; name="w480"\r\n\r\nRIFF', { 'Content-Type': 'multipart/form-data; boundary=x' }],
      ['no sizes', photoForm(owner, [])],
      ['unknown kind', photoForm({ entityKind: 'castle', entityId: hotelId }, [{ width: 480 }])],
      ['bad id', photoForm({ entityKind: 'hotel', entityId: "1' OR '1'='1" }, [{ width: 480 }])],
      ['unknown record', photoForm({ entityKind: 'place', entityId: UNKNOWN_ID }, [{ width: 480 }])],
      ['alt 100 KB', photoForm(owner, [{ width: 480 }], { fa: 'ف'.repeat(100 * 1024) })],
      ['part w0', photoForm(owner, [{ width: 480, part: 'w0' }])],
      ['part w480 holding 481', photoForm(owner, [{ width: 481, part: 'w480' }])],
      ['same width twice', photoForm(owner, [{ width: 480 }, { width: 480 }])],
      ['four sizes', photoForm(owner, [{ width: 100 }, { width: 200 }, { width: 300 }, { width: 400 }])],
      ['empty part', photoForm(owner, [{ width: 480, bytes: new Uint8Array(new ArrayBuffer(0)) }])],
      ['cut header', photoForm(owner, [{ width: 480, bytes: webpBytes(480, 320).slice(0, 20) }])],
      ['RIFF but WAVE', photoForm(owner, [{ width: 480, bytes: new Uint8Array([...new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '), ...new Array(30).fill(0)]) }])],
      ['over 2 MB', photoForm(owner, [{ width: 480, bytes: webpBytes(480, 320, MAX_PHOTO_BYTES + 1) }])],
    ];
    for (let n = 0; n < 20; n++) {
      const noise = new Uint8Array(new ArrayBuffer(64));
      crypto.getRandomValues(noise);
      cases.push([`random bytes ${n}`, photoForm(owner, [{ width: 480, bytes: noise }])]);
    }
    for (const [label, body, headers] of cases) expectEnvelope4xx(await send(body, headers), label);
    expect(await snapshot()).toBe(before);
  });

  it('deletePhoto, updatePhoto, getPhotoFile: unknown and malformed ids -> 404 / 400, nothing written', async () => {
    const before = await snapshot();
    for (const [method, path, body] of [
      ['DELETE', endpoints.deletePhoto.path, undefined],
      ['PUT', endpoints.updatePhoto.path, { alt: {} }],
    ] as const) {
      expect((await api(method, path.replace(':id', UNKNOWN_ID), { token: adminToken, body })).status, path).toBe(404);
      expect((await api(method, path.replace(':id', '1%20OR%201=1'), { token: adminToken, body })).status, path).toBe(400);
    }
    for (const file of ['480.png', '0.webp', '..%2F..%2Fetc.webp', '480', `${'9'.repeat(40)}.webp`]) {
      const res = await api('GET', `/api/photos/${photoIds[0]}/${file}`);
      expect([file, res.status >= 400, res.status < 500]).toEqual([file, true, true]);
    }
    expect(await snapshot()).toBe(before);
  });
});
