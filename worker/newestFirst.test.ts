import { beforeAll, describe, expect, it } from 'vitest';
import { api, insertHotel, insertTourRow, loginAs, placeInput, unique } from './test/helpers';

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
});

const NEWEST = 'sort=createdAt&order=desc';
const ids = (json: unknown) => (json as { id: string }[]).map((item) => item.id);

/** The admin's tables ask for the newest first, so a record just added is on page 1. */
describe('catalogue lists: sort=createdAt&order=desc answers the newest first', () => {
  it('hotels: the last added leads page 1; without the parameters the oldest first, as before', async () => {
    const older = await insertHotel();
    const newer = await insertHotel();
    const newest = await api('GET', `/api/hotel/public/getAllHotels?${NEWEST}&page=1&pageSize=2`);
    expect(newest.status).toBe(200);
    expect(ids(newest.json)).toEqual([newer.id, older.id]);
    const plain = ids((await api('GET', '/api/hotel/public/getAllHotels')).json);
    expect(plain.indexOf(older.id)).toBeLessThan(plain.indexOf(newer.id));
    expect(plain.at(-1)).toBe(newer.id);
  });

  it('tours: the last added leads page 1', async () => {
    const older = await insertTourRow();
    const newer = await insertTourRow();
    expect(ids((await api('GET', `/api/tour/public/getAllTours?${NEWEST}&pageSize=2`)).json)).toEqual([newer.id, older.id]);
  });

  it('places: a place created through the API leads page 1, with the category filter too', async () => {
    const body = placeInput({ name: unique('Place '), category: 'nature' });
    const created = await api('POST', '/api/tour/createPlace', { token: adminToken, body });
    expect(created.status).toBe(201);
    expect(ids((await api('GET', `/api/tour/public/getAllPlaces?${NEWEST}&pageSize=1`)).json)).toEqual([created.json.id]);
    expect(ids((await api('GET', `/api/tour/public/getAllPlaces?${NEWEST}&category=nature&pageSize=1`)).json)).toEqual([created.json.id]);
  });

  it('400 for an order it does not know', async () => {
    const res = await api('GET', '/api/hotel/public/getAllHotels?sort=banana');
    expect(res.status).toBe(400);
    expect(res.json.details[0].path).toBe('sort');
  });
});
