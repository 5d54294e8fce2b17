import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Place } from '../contract';
import { api, countRows, expectAdminOnly, loginAs, UNKNOWN_ID } from './test/helpers';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const placeBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Akdamar Island',
  description: 'Armenian church of the Holy Cross on an island in Lake Van.',
  location: 'Gevaş, Van',
  image: 'https://img.example/akdamar.jpg',
  bestSeasons: 'spring, summer , ,autumn',
  facilities: ['Boat', ' Cafe ', ''],
  visitOpenTime: '08:00',
  visitCloseTime: '18:30:00',
  visitDays: 'Monday,Tuesday,Saturday',
  entryFeeAdult: 150,
  entryFeeStudent: '75.5',
  entryFeeMuseum: 0,
  transportationCars: 'car, boat',
  category: 'historical',
  recommendedDuration: '3 hours',
  contact: '',
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/tour/createPlace', { token: adminToken, body: placeBody(overrides) });
  expect(res.status).toBe(201);
  return Place.parse(res.json);
};

describe('places', () => {
  it('401 / 403 for non-admins on every write', async () => {
    const place = await create();
    await expectAdminOnly('POST', '/api/tour/createPlace', userToken, placeBody());
    await expectAdminOnly('PUT', `/api/tour/updatePlace?id=${place.id}`, userToken, placeBody());
    await expectAdminOnly('DELETE', `/api/tour/deletePlace?id=${place.id}`, userToken);
    await expectAdminOnly('DELETE', '/api/tour/deleteAllPlaces', userToken);
  });

  it('create: lists split, trimmed, stored as JSON and returned as arrays (round trip)', async () => {
    const place = await create();
    expect(place).toMatchObject({
      bestSeasons: ['spring', 'summer', 'autumn'],
      facilities: ['Boat', 'Cafe'],
      visitDays: ['Monday', 'Tuesday', 'Saturday'],
      transportationCars: ['car', 'boat'],
      visitCloseTime: '18:30',
      entryFeeStudent: 75.5,
      contact: null,
      category: 'historical',
    });
    const row = await env.DB.prepare('SELECT best_seasons, entry_fee_student_cents FROM places WHERE id = ?').bind(place.id).first();
    expect(row).toEqual({ best_seasons: '["spring","summer","autumn"]', entry_fee_student_cents: 7550 });
    const got = await api('GET', `/api/tour/public/getPlaceById?id=${place.id}`);
    expect(got.status).toBe(200);
    // The admin's answer carries every language's texts; a visitor's does not.
    const { translations: _texts, ...publicPlace } = place;
    expect(got.json).toEqual(publicPlace);
  });

  it.each([
    ['missing name', { name: undefined }, 'name'],
    ['missing description', { description: undefined }, 'description'],
    ['bad image URL', { image: 'not a url' }, 'image'],
    ['no seasons', { bestSeasons: ' , ' }, 'bestSeasons'],
    ['no facilities', { facilities: [] }, 'facilities'],
    ['bad open time', { visitOpenTime: '25:00' }, 'visitOpenTime'],
    ['no visit days', { visitDays: '' }, 'visitDays'],
    ['missing adult fee', { entryFeeAdult: undefined }, 'entryFeeAdult'],
    ['negative fee', { entryFeeMuseum: -1 }, 'entryFeeMuseum'],
    ['no transportation', { transportationCars: [] }, 'transportationCars'],
    ['bad category', { category: 'beach' }, 'category'],
    ['list of numbers', { facilities: [1, 2] }, 'facilities'],
  ])('create 400 with details: %s', async (_label, overrides, path) => {
    const before = await countRows('places');
    const res = await api('POST', '/api/tour/createPlace', { token: adminToken, body: placeBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringMatching(new RegExp(`^${path}`)) })]));
    expect(await countRows('places')).toBe(before);
  });

  it('getAllPlaces: filters by category and season; paging sets X-Total-Count', async () => {
    await env.DB.prepare('DELETE FROM places').run();
    await create({ name: 'Castle', category: 'historical', bestSeasons: ['Spring', 'summer'] });
    await create({ name: 'Falls', category: 'nature', bestSeasons: 'summer' });
    await create({ name: 'Museum', category: 'museum', bestSeasons: 'winter', contact: '+90 432' });

    const all = await api('GET', '/api/tour/public/getAllPlaces');
    expect(all.status).toBe(200);
    expect(all.json.map((p: Place) => p.name)).toEqual(['Castle', 'Falls', 'Museum']);
    expect(all.headers.get('X-Total-Count')).toBe('3');

    const nature = await api('GET', '/api/tour/public/getAllPlaces?category=nature');
    expect(nature.json.map((p: Place) => p.name)).toEqual(['Falls']);
    const summer = await api('GET', '/api/tour/public/getAllPlaces?season=summer');
    expect(summer.json.map((p: Place) => p.name)).toEqual(['Castle', 'Falls']);
    const spring = await api('GET', '/api/tour/public/getAllPlaces?season=spring&category=historical');
    expect(spring.json.map((p: Place) => p.name)).toEqual(['Castle']);
    const blank = await api('GET', '/api/tour/public/getAllPlaces?season=&category=');
    expect(blank.json).toHaveLength(3);

    const page = await api('GET', '/api/tour/public/getAllPlaces?page=2&pageSize=2');
    expect(page.json.map((p: Place) => p.name)).toEqual(['Museum']);
    expect(page.headers.get('X-Total-Count')).toBe('3');

    const bad = await api('GET', '/api/tour/public/getAllPlaces?category=beach');
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('category');
    expect((await api('GET', '/api/tour/public/getAllPlaces?season=monsoon')).status).toBe(400);
  });

  it('getPlaceById: 404 unknown, 400 bad id', async () => {
    const missing = await api('GET', `/api/tour/public/getPlaceById?id=${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'PLACE_NOT_FOUND', message: 'Place not found' });
    expect((await api('GET', '/api/tour/public/getPlaceById?id=zzz')).status).toBe(400);
  });

  it('update: full replace; 404 unknown; 400 bad body', async () => {
    const place = await create();
    const res = await api('PUT', `/api/tour/updatePlace?id=${place.id}`, {
      token: adminToken,
      body: placeBody({ name: 'Renamed', bestSeasons: ['winter'], category: null, recommendedDuration: '' }),
    });
    expect(res.status).toBe(200);
    expect(Place.parse(res.json)).toMatchObject({ id: place.id, name: 'Renamed', bestSeasons: ['winter'], category: null, recommendedDuration: null });
    expect((await api('PUT', `/api/tour/updatePlace?id=${UNKNOWN_ID}`, { token: adminToken, body: placeBody() })).status).toBe(404);
    const bad = await api('PUT', `/api/tour/updatePlace?id=${place.id}`, { token: adminToken, body: placeBody({ visitDays: [] }) });
    expect(bad.status).toBe(400);
  });

  it('delete one (404 after), then delete all with the count', async () => {
    const place = await create();
    const res = await api('DELETE', `/api/tour/deletePlace?id=${place.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Place deleted', deleted: 1 });
    expect((await api('DELETE', `/api/tour/deletePlace?id=${place.id}`, { token: adminToken })).status).toBe(404);
    expect((await api('DELETE', '/api/tour/deletePlace?id=1', { token: adminToken })).status).toBe(400);

    await create();
    const total = await countRows('places');
    const all = await api('DELETE', '/api/tour/deleteAllPlaces', { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ message: 'All places deleted', deleted: total });
    expect(await countRows('places')).toBe(0);
  });
});
