import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, GALLERY_SIZES, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_RECORD, PhotoAdmin, PhotoMessages } from '../contract';
import { sweepPhotoFiles } from './jobs/sweepPhotoFiles';
import { api, BASE, expectAdminOnly, insertHotel, insertRoomType, insertTourRow, loginAs, placeInput, UNKNOWN_ID } from './test/helpers';
import { photoForm, webpBytes } from './test/webp';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const PHOTOS = '/api/admin/photos';
const upload = (form: FormData, token = adminToken) => api('POST', PHOTOS, { body: form, token });
const keysOf = async (photoId: string) => (await env.PHOTOS.list({ prefix: `photos/${photoId}/` })).objects.map((object) => object.key).sort();

describe('POST /api/admin/photos', () => {
  it('201: three WebP sizes go to R2, the row records their widths, the alt texts and its place at the end', async () => {
    const hotel = await insertHotel();
    const owner = { entityKind: 'hotel', entityId: hotel.id };
    const res = await upload(photoForm(owner, [{ width: 480, height: 320 }, { width: 960, height: 640 }, { width: 1600, height: 1067 }], { tr: 'Ön cephe', en: 'Facade', fa: 'نمای بیرونی' }));
    expect(res.status).toBe(201);
    const photo = PhotoAdmin.parse(res.json);
    expect(photo).toMatchObject({ entityKind: 'hotel', entityId: hotel.id, position: 0, width: 1600, height: 1067, alt: { tr: 'Ön cephe', en: 'Facade', fa: 'نمای بیرونی' } });
    expect(photo.src).toBe(`/api/photos/${photo.id}/1600.webp`);
    expect(photo.srcset).toBe(`/api/photos/${photo.id}/480.webp 480w, /api/photos/${photo.id}/960.webp 960w, /api/photos/${photo.id}/1600.webp 1600w`);
    expect(await keysOf(photo.id)).toEqual([`photos/${photo.id}/1600.webp`, `photos/${photo.id}/480.webp`, `photos/${photo.id}/960.webp`]);
    const second = await upload(photoForm(owner, [{ width: 700, height: 700 }]));
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ position: 1, width: 700, height: 700, srcset: `/api/photos/${second.json.id}/700.webp 700w` });
  });

  it('GET /api/photos/:id/<width>.webp: the stored bytes as image/webp with a year of immutable cache; an unknown size is a 404', async () => {
    const hotel = await insertHotel();
    const bytes = webpBytes(480, 320, 500);
    const photo = (await upload(photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480, bytes }]))).json;
    const res = await SELF.fetch(`${BASE}/api/photos/${photo.id}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const missing = await api('GET', `/api/photos/${photo.id}/960.webp`);
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'PHOTO_NOT_FOUND', message: PhotoMessages.notFound });
    expect((await api('GET', `/api/photos/${photo.id}/960.png`)).status).toBe(400);
  });

  it('415: a JPEG, PNG or SVG named .webp is refused by its first bytes, with a clear message on the part; nothing is stored', async () => {
    const hotel = await insertHotel();
    const before = (await env.PHOTOS.list()).objects.length;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"></svg>');
    for (const bytes of [jpeg, svg]) {
      const res = await upload(photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480, bytes: new Uint8Array(bytes) }]));
      expect(res.status).toBe(415);
      expect(res.json).toEqual({ code: 'PHOTO_WRONG_TYPE', message: PhotoMessages.wrongType, details: [{ path: 'w480', message: PhotoMessages.wrongType, code: 'PHOTO_WRONG_TYPE' }] });
    }
    expect((await env.PHOTOS.list()).objects.length).toBe(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM photos WHERE entity_id = ?').bind(hotel.id).first('n')).toBe(0);
  });

  it('413: a size over 2 MB; 400: no size, a width other than its part name says', async () => {
    const hotel = await insertHotel();
    const owner = { entityKind: 'hotel', entityId: hotel.id };
    const big = await upload(photoForm(owner, [{ width: 1600, bytes: webpBytes(1600, 1000, MAX_PHOTO_BYTES + 1) }]));
    expect(big.status).toBe(413);
    expect(big.json).toMatchObject({ code: 'PHOTO_TOO_LARGE', message: PhotoMessages.tooLarge });
    const none = await upload(photoForm(owner, []));
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ code: 'PHOTO_SIZE_REQUIRED' });
    const lying = await upload(photoForm(owner, [{ width: 960, bytes: webpBytes(4000, 3000), part: 'w960' }]));
    expect(lying.status).toBe(400);
    expect(lying.json).toMatchObject({ code: 'PHOTO_WIDTH_MISMATCH' });
    const notMultipart = await api('POST', PHOTOS, { body: { entityKind: 'hotel', entityId: hotel.id }, token: adminToken });
    expect(notMultipart.status).toBe(400);
  });

  it('404 for an unknown record, 400 for an unknown kind; 409 once the gallery holds 12', async () => {
    const unknown = await upload(photoForm({ entityKind: 'tour', entityId: UNKNOWN_ID }, [{ width: 480 }]));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'PHOTO_RECORD_NOT_FOUND' });
    expect((await upload(photoForm({ entityKind: 'castle', entityId: UNKNOWN_ID }, [{ width: 480 }]))).status).toBe(400);
    const tour = await insertTourRow();
    for (let i = 0; i < MAX_PHOTOS_PER_RECORD; i++) expect((await upload(photoForm({ entityKind: 'tour', entityId: tour.id }, [{ width: 480 }]))).status).toBe(201);
    const full = await upload(photoForm({ entityKind: 'tour', entityId: tour.id }, [{ width: 480 }]));
    expect(full.status).toBe(409);
    expect(full.json).toMatchObject({ code: 'PHOTO_GALLERY_FULL', message: PhotoMessages.tooMany });
  });

  it('401 without or with a bad token, 403 for a USER: the whole editor is the admin’s', async () => {
    const hotel = await insertHotel();
    const form = () => photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480 }]);
    expect((await api('POST', PHOTOS, { body: form() })).status).toBe(401);
    expect((await upload(form(), userToken)).status).toBe(403);
    const photo = (await upload(form())).json;
    await expectAdminOnly('GET', `${PHOTOS}?entityKind=hotel&entityId=${hotel.id}`, userToken);
    await expectAdminOnly('PUT', `${PHOTOS}/${photo.id}`, userToken, { alt: { en: 'x' } });
    await expectAdminOnly('PUT', `${PHOTOS}/order`, userToken, { entityKind: 'hotel', entityId: hotel.id, ids: [photo.id] });
    await expectAdminOnly('DELETE', `${PHOTOS}/${photo.id}`, userToken);
    expect(await keysOf(photo.id)).toEqual([`photos/${photo.id}/480.webp`]);
  });
});

describe('public reads carry the gallery, alt texts in the visitor’s language', () => {
  it('hotel, its room types and a tour: in order, alt in ?lang, else Accept-Language, missing ones from tr then en', async () => {
    const hotel = await insertHotel();
    const room = await insertRoomType(hotel.id, { name: 'DOUBLE' });
    const owner = { entityKind: 'hotel', entityId: hotel.id };
    const first = (await upload(photoForm(owner, [{ width: 480 }, { width: 960 }], { tr: 'Lobi', en: 'Lobby', fa: 'لابی' }))).json;
    const second = (await upload(photoForm(owner, [{ width: 800, height: 600 }], { tr: 'Bahçe' }))).json;
    const roomPhoto = (await upload(photoForm({ entityKind: 'roomType', entityId: room.id }, [{ width: 480 }], { en: 'Double room' }))).json;

    const fa = await api('GET', `${endpoints.getHotelById.path}?id=${hotel.id}&lang=fa`);
    expect(fa.json.photos).toEqual([
      { id: first.id, alt: 'لابی', width: 960, height: 640, src: `/api/photos/${first.id}/960.webp`, srcset: `/api/photos/${first.id}/480.webp 480w, /api/photos/${first.id}/960.webp 960w` },
      { id: second.id, alt: 'Bahçe', width: 800, height: 600, src: `/api/photos/${second.id}/800.webp`, srcset: `/api/photos/${second.id}/800.webp 800w` },
    ]);
    const en = await api('GET', `${endpoints.getHotelById.path}?id=${hotel.id}`, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(en.json.photos.map((photo: { alt: string }) => photo.alt)).toEqual(['Lobby', 'Bahçe']);
    const rooms = await api('GET', `/api/hotel/public/${hotel.id}/room-types?lang=tr`);
    expect(rooms.json[0].photos).toEqual([expect.objectContaining({ id: roomPhoto.id, alt: 'Double room' })]);

    const tour = await insertTourRow();
    expect((await api('GET', `${endpoints.getTourById.path}?id=${tour.id}`)).json.photos).toEqual([]);
    const tourPhoto = (await upload(photoForm({ entityKind: 'tour', entityId: tour.id }, [{ width: 480 }], { fa: 'قایق' }))).json;
    const tourFa = await api('GET', `${endpoints.getTourById.path}?id=${tour.id}&lang=fa`);
    expect(tourFa.json.photos).toEqual([expect.objectContaining({ id: tourPhoto.id, alt: 'قایق' })]);
    // The lists stay as they were: no galleries in a page of 100 cards.
    const list = await api('GET', `${endpoints.getAllTours.path}?page=1&pageSize=100`);
    expect(list.json.find((item: { id: string }) => item.id === tour.id)).not.toHaveProperty('photos');
  });

  it('the hotel page’s HTML preloads the first photo of its gallery with its sizes (the largest image of the first view)', async () => {
    const hotel = await insertHotel();
    const photo = (await upload(photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480 }, { width: 960 }]))).json;
    const html = await (await SELF.fetch(`${BASE}/hotel/${hotel.id}`)).text();
    const srcset = `/api/photos/${photo.id}/480.webp 480w, /api/photos/${photo.id}/960.webp 960w`;
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/api/photos/${photo.id}/960.webp" imagesrcset="${srcset}" imagesizes="${GALLERY_SIZES.wide}" />`);
  });

  it('a place created through the API gets its gallery the same way', async () => {
    const created = await api('POST', endpoints.createPlace.path, {
      token: adminToken,
      body: placeInput({ name: 'Gallery Place', image: '/photos/places/lake-van.svg', category: 'nature' }),
    });
    expect(created.status).toBe(201);
    expect(created.json.photos).toEqual([]);
    const photo = (await upload(photoForm({ entityKind: 'place', entityId: created.json.id }, [{ width: 480 }], { tr: 'Göl' }))).json;
    const read = await api('GET', `${endpoints.getPlaceById.path}?id=${created.json.id}&lang=en`);
    expect(read.json.photos).toEqual([expect.objectContaining({ id: photo.id, alt: 'Göl' })]);
  });
});

describe('the admin edits the gallery', () => {
  it('PUT /:id replaces the alt texts of every language; GET lists them for the editor', async () => {
    const hotel = await insertHotel();
    const photo = (await upload(photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480 }], { tr: 'Eski' }))).json;
    const res = await api('PUT', `${PHOTOS}/${photo.id}`, { token: adminToken, body: { alt: { tr: ' Yeni ', en: 'New', fa: 'تازه' } } });
    expect(res.status).toBe(200);
    expect(res.json.alt).toEqual({ tr: 'Yeni', en: 'New', fa: 'تازه' });
    const listed = await api('GET', `${PHOTOS}?entityKind=hotel&entityId=${hotel.id}`, { token: adminToken });
    expect(listed.json).toEqual([expect.objectContaining({ id: photo.id, alt: { tr: 'Yeni', en: 'New', fa: 'تازه' } })]);
    const tooLong = await api('PUT', `${PHOTOS}/${photo.id}`, { token: adminToken, body: { alt: { tr: 'x'.repeat(201) } } });
    expect(tooLong.status).toBe(400);
    expect((await api('PUT', `${PHOTOS}/${UNKNOWN_ID}`, { token: adminToken, body: { alt: {} } })).status).toBe(404);
  });

  it('PUT /order sets the order the public reads answer; an order that misses or repeats a photo is a 400', async () => {
    const hotel = await insertHotel();
    const owner = { entityKind: 'hotel', entityId: hotel.id };
    const ids: string[] = [];
    for (const alt of ['a', 'b', 'c']) ids.push((await upload(photoForm(owner, [{ width: 480 }], { en: alt }))).json.id);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const res = await api('PUT', `${PHOTOS}/order`, { token: adminToken, body: { ...owner, ids: reordered } });
    expect(res.status).toBe(200);
    expect(res.json.map((photo: { id: string; position: number }) => [photo.id, photo.position])).toEqual(reordered.map((id, position) => [id, position]));
    const read = await api('GET', `${endpoints.getHotelById.path}?id=${hotel.id}&lang=en`);
    expect(read.json.photos.map((photo: { alt: string }) => photo.alt)).toEqual(['c', 'a', 'b']);
    for (const wrong of [[ids[0]!, ids[1]!], [ids[0]!, ids[0]!, ids[1]!], [...ids.slice(0, 2), UNKNOWN_ID]]) {
      const refused = await api('PUT', `${PHOTOS}/order`, { token: adminToken, body: { ...owner, ids: wrong } });
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({ code: 'PHOTO_ORDER_MISMATCH' });
    }
  });

  it('DELETE /:id removes the row and its R2 files at once; the public read no longer has it', async () => {
    const hotel = await insertHotel();
    const photo = (await upload(photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480 }, { width: 960 }]))).json;
    expect(await keysOf(photo.id)).toHaveLength(2);
    const res = await api('DELETE', `${PHOTOS}/${photo.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Photo deleted', deleted: 1 });
    expect(await keysOf(photo.id)).toEqual([]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM photo_files_gone WHERE id = ?').bind(photo.id).first('n')).toBe(0);
    expect((await api('GET', `${endpoints.getHotelById.path}?id=${hotel.id}`)).json.photos).toEqual([]);
    expect((await api('GET', `/api/photos/${photo.id}/480.webp`)).status).toBe(404);
    expect((await api('DELETE', `${PHOTOS}/${photo.id}`, { token: adminToken })).status).toBe(404);
  });

  it('a deleted hotel takes its photos and its room types’ photos; the sweep then deletes their files from R2', async () => {
    const hotel = await insertHotel();
    const room = await insertRoomType(hotel.id);
    const hotelPhoto = (await upload(photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480 }]))).json;
    const roomPhoto = (await upload(photoForm({ entityKind: 'roomType', entityId: room.id }, [{ width: 480 }]))).json;
    expect((await api('DELETE', `${endpoints.deleteHotel.path}?id=${hotel.id}`, { token: adminToken })).status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM photos WHERE id IN (?, ?)').bind(hotelPhoto.id, roomPhoto.id).first('n')).toBe(0);
    const swept = await sweepPhotoFiles(env);
    expect(swept).toBeGreaterThanOrEqual(2);
    expect(await keysOf(hotelPhoto.id)).toEqual([]);
    expect(await keysOf(roomPhoto.id)).toEqual([]);
    console.info(`photo sweep: ${swept} deleted photos' files removed from R2`);
  });
});
