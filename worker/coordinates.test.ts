/** Coordinates of hotels, places and tour meeting points: stored, validated as a pair, kept on updates that leave them out. */
import { beforeAll, describe, expect, it } from 'vitest';
import { GeoMessages } from '../contract/geo';
import { api, hotelInput, loginAs, placeInput, tourInput } from './test/helpers';

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
});

const KINDS = {
  hotel: {
    create: '/api/hotel/createHotel',
    update: '/api/hotel/updateHotel',
    read: '/api/hotel/public/getHotelById',
    body: hotelInput({ hotelName: 'Tuşba Kale Otel', hotelAddress: 'Kale Yolu 3' }),
  },
  place: {
    create: '/api/tour/createPlace',
    update: '/api/tour/updatePlace',
    read: '/api/tour/public/getPlaceById',
    body: placeInput({ name: 'Van Kalesi', description: 'Urartu fortress on the rock above the lake.', location: 'Tuşba, Van' }),
  },
  tour: {
    create: '/api/tour/createTour',
    update: '/api/tour/updateTour',
    read: '/api/tour/public/getTourById',
    body: tourInput({ tourName: 'Van Kalesi yürüyüşü', tourStartAddress: 'Van Kalesi otoparkı', tourEndAddress: 'Van Kalesi otoparkı' }),
  },
} as const;

describe.each(Object.entries(KINDS))('%s coordinates', (_kind, calls) => {
  it('created with a point (numbers or form strings), read back by the public call', async () => {
    const created = await api('POST', calls.create, { token: adminToken, body: { ...calls.body, latitude: '38.5027', longitude: 43.3425 } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ latitude: 38.5027, longitude: 43.3425 });
    const read = await api('GET', `${calls.read}?id=${created.json.id as string}`);
    expect(read.json).toMatchObject({ latitude: 38.5027, longitude: 43.3425 });
  });

  it('created without a point: both null', async () => {
    const created = await api('POST', calls.create, { token: adminToken, body: calls.body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ latitude: null, longitude: null });
  });

  it('400 for a coordinate out of range, and for one without the other; nothing stored', async () => {
    const outOfRange = await api('POST', calls.create, { token: adminToken, body: { ...calls.body, latitude: 91, longitude: 200 } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.json.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'latitude', message: GeoMessages.latitude }),
        expect.objectContaining({ path: 'longitude', message: GeoMessages.longitude }),
      ]),
    );
    const half = await api('POST', calls.create, { token: adminToken, body: { ...calls.body, latitude: 38.5 } });
    expect(half.status).toBe(400);
    expect(half.json.details).toEqual([expect.objectContaining({ path: 'longitude', message: GeoMessages.pair })]);
    const notNumber = await api('POST', calls.create, { token: adminToken, body: { ...calls.body, latitude: 'north', longitude: 43 } });
    expect(notNumber.status).toBe(400);
  });

  it('an update that leaves the point out keeps it; null (or blank form fields) clears it', async () => {
    const created = await api('POST', calls.create, { token: adminToken, body: { ...calls.body, latitude: 38.31, longitude: 43.105 } });
    const id = created.json.id as string;
    const kept = await api('PUT', `${calls.update}?id=${id}`, { token: adminToken, body: calls.body });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ latitude: 38.31, longitude: 43.105 });
    const moved = await api('PUT', `${calls.update}?id=${id}`, { token: adminToken, body: { ...calls.body, latitude: 38.34, longitude: 43.04 } });
    expect(moved.json).toMatchObject({ latitude: 38.34, longitude: 43.04 });
    const cleared = await api('PUT', `${calls.update}?id=${id}`, { token: adminToken, body: { ...calls.body, latitude: '', longitude: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ latitude: null, longitude: null });
  });
});
