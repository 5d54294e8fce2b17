import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Tour, TourArchiveMessage } from '../contract';
import { api, countRows, expectAdminOnly, insertTourReservationRow, insertTourRow, loginAs, UNKNOWN_ID } from './test/helpers';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const tourBody = (overrides: Record<string, unknown> = {}) => ({
  tourName: 'Lake Van Cruise',
  tourStartAddress: 'Van Pier',
  tourEndAddress: 'Akdamar Island',
  price: '499.90',
  photoUrl: 'https://img.example/cruise.jpg',
  duration: 1.5,
  participantCount: 20,
  startDate: '2030-05-01',
  endDate: '2030-09-30',
  starRating: 4,
  phone: '',
  ...overrides,
});

describe('tours', () => {
  it('401 / 403 for non-admins on every write', async () => {
    const { id } = await insertTourRow();
    await expectAdminOnly('POST', '/api/tour/createTour', userToken, tourBody());
    await expectAdminOnly('PUT', `/api/tour/updateTour?id=${id}`, userToken, tourBody());
    await expectAdminOnly('DELETE', `/api/tour/deleteTour?id=${id}`, userToken);
    await expectAdminOnly('DELETE', '/api/tour/deleteAllTours', userToken);
  });

  it('create 201 and read back; optional fields null; money in cents', async () => {
    const res = await api('POST', '/api/tour/createTour', { token: adminToken, body: tourBody() });
    expect(res.status).toBe(201);
    const tour = Tour.parse(res.json);
    expect(tour).toMatchObject({ price: 499.9, duration: 1.5, phone: null, starRating: 4, participantCount: 20 });
    const row = await env.DB.prepare('SELECT price_cents FROM tours WHERE id = ?').bind(tour.id).first();
    expect(row).toEqual({ price_cents: 49990 });
    const got = await api('GET', `/api/tour/public/getTourById?id=${tour.id}`);
    const { translations: _texts, ...publicTour } = tour;
    expect(got.json).toEqual(publicTour);
    const minimal = await api('POST', '/api/tour/createTour', {
      token: adminToken,
      body: tourBody({ photoUrl: '', duration: '', starRating: undefined }),
    });
    expect(minimal.status).toBe(201);
    expect(minimal.json).toMatchObject({ photoUrl: null, duration: null, starRating: 0 });
  });

  it.each([
    ['missing name', { tourName: undefined }, 'tourName'],
    ['missing start address', { tourStartAddress: '' }, 'tourStartAddress'],
    ['missing price', { price: undefined }, 'price'],
    ['negative price', { price: -1 }, 'price'],
    ['zero participants', { participantCount: 0 }, 'participantCount'],
    ['bad start date', { startDate: '2030-02-30' }, 'startDate'],
    ['end before start', { endDate: '2030-04-01' }, 'endDate'],
    ['star 6', { starRating: 6 }, 'starRating'],
    ['negative duration', { duration: -2 }, 'duration'],
    ['bad photo URL', { photoUrl: 'javascript:alert(1)' }, 'photoUrl'],
  ])('create 400 with details: %s', async (_label, overrides, path) => {
    const before = await countRows('tours');
    const res = await api('POST', '/api/tour/createTour', { token: adminToken, body: tourBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await countRows('tours')).toBe(before);
  });

  it('getAllTours with paging and X-Total-Count; getTourById 404 / 400', async () => {
    await insertTourRow();
    const all = await api('GET', '/api/tour/public/getAllTours');
    expect(all.status).toBe(200);
    const list = Tour.array().parse(all.json);
    expect(all.headers.get('X-Total-Count')).toBe(String(list.length));
    const page = await api('GET', '/api/tour/public/getAllTours?pageSize=1');
    expect(page.json).toEqual([list[0]]);
    expect((await api('GET', `/api/tour/public/getTourById?id=${UNKNOWN_ID}`)).status).toBe(404);
    expect((await api('GET', '/api/tour/public/getTourById')).status).toBe(400);
  });

  it('update: full replace; 404 unknown; 400 bad body', async () => {
    const { id } = await insertTourRow();
    const res = await api('PUT', `/api/tour/updateTour?id=${id}`, { token: adminToken, body: tourBody({ tourName: 'Renamed' }) });
    expect(res.status).toBe(200);
    expect(Tour.parse(res.json)).toMatchObject({ id, tourName: 'Renamed', price: 499.9 });
    expect((await api('PUT', `/api/tour/updateTour?id=${UNKNOWN_ID}`, { token: adminToken, body: tourBody() })).status).toBe(404);
    expect((await api('PUT', `/api/tour/updateTour?id=${id}`, { token: adminToken, body: tourBody({ participantCount: 'many' }) })).status).toBe(400);
  });

  it('deleteTour: 200, then 404; a tour with bookings is archived: gone for visitors, its bookings kept', async () => {
    const free = await insertTourRow();
    const booked = await insertTourRow({ tourName: 'Archived Akdamar Tour' });
    await insertTourReservationRow(booked.id);
    const ok = await api('DELETE', `/api/tour/deleteTour?id=${free.id}`, { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: 'Tour deleted', deleted: 1 });
    expect((await api('DELETE', `/api/tour/deleteTour?id=${free.id}`, { token: adminToken })).status).toBe(404);

    const archived = await api('DELETE', `/api/tour/deleteTour?id=${booked.id}`, { token: adminToken });
    expect(archived.status).toBe(200);
    expect(archived.json).toEqual({ message: TourArchiveMessage, deleted: 1 });
    expect(await countRows('tour_reservations')).toBeGreaterThan(0);
    expect((await api('GET', `/api/tour/public/getTourById?id=${booked.id}`)).status).toBe(404);
    const list = await api('GET', '/api/tour/public/getAllTours');
    expect(list.json.map((t: { id: string }) => t.id)).not.toContain(booked.id);
    const search = await api('GET', '/api/tours/search?minPrice=0');
    expect(search.json.map((t: { id: string }) => t.id)).not.toContain(booked.id);
    expect((await api('PUT', `/api/tour/updateTour?id=${booked.id}`, { token: adminToken, body: tourBody() })).status).toBe(404);
    // A second delete finds nothing.
    expect((await api('DELETE', `/api/tour/deleteTour?id=${booked.id}`, { token: adminToken })).status).toBe(404);
    // The booking still names its tour in the admin list.
    const bookings = await api('GET', '/api/tour-reservations', { token: adminToken });
    expect(bookings.json.some((b: { tourId: string; tourName: string }) => b.tourId === booked.id && b.tourName === 'Archived Akdamar Tour')).toBe(true);
  });

  it('deleteAllTours: tours with bookings are archived, the others deleted; none is left for visitors', async () => {
    await insertTourRow();
    const visible = (await api('GET', '/api/tour/public/getAllTours')).json.length as number;
    expect(visible).toBeGreaterThan(0);
    expect(await countRows('tour_reservations')).toBeGreaterThan(0);
    const ok = await api('DELETE', '/api/tour/deleteAllTours', { token: adminToken });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: 'All tours deleted', deleted: visible });
    expect((await api('GET', '/api/tour/public/getAllTours')).json).toEqual([]);
    // Tours with bookings stay as rows (archived) so the bookings keep them.
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM tours WHERE archived_at IS NULL').first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect(await countRows('tours')).toBeGreaterThan(0);
    const empty = await api('DELETE', '/api/tour/deleteAllTours', { token: adminToken });
    expect(empty.json).toEqual({ message: 'All tours deleted', deleted: 0 });
  });
});
