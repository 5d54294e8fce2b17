import { beforeAll, describe, expect, it } from 'vitest';
import { Hotel, Tour } from '../contract';
import { api, hotelInput, loginAs, tourInput } from './test/helpers';

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
});

const hotelBody = (overrides: Record<string, unknown> = {}) => hotelInput({ hotelName: 'Erciş Göl Otel', email: 'info@ercis.example', ...overrides });

/** Issue 22, admin completeness (migrations/0018_admin_fields.sql). */
describe('hotel amenities: a closed list (contract/enums.ts HOTEL_AMENITIES)', () => {
  it('created with amenities and e-mail; the public read answers them; an update without amenities keeps them', async () => {
    const created = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody({ amenities: ['wifi', 'lakeView', 'wifi'] }) });
    expect(created.status).toBe(201);
    expect(created.json.amenities).toEqual(['wifi', 'lakeView']);
    const read = Hotel.parse((await api('GET', `/api/hotel/public/getHotelById?id=${created.json.id}`)).json);
    expect(read).toMatchObject({ amenities: ['wifi', 'lakeView'], email: 'info@ercis.example' });
    const updated = await api('PUT', `/api/hotel/updateHotel?id=${created.json.id}`, { token: adminToken, body: hotelBody({ hotelName: 'Erciş Göl Otel 2' }) });
    expect(updated.status).toBe(200);
    expect(updated.json.amenities).toEqual(['wifi', 'lakeView']);
    const cleared = await api('PUT', `/api/hotel/updateHotel?id=${created.json.id}`, { token: adminToken, body: hotelBody({ amenities: [] }) });
    expect(cleared.json.amenities).toEqual([]);
  });

  it('a new hotel without amenities has none; a value outside the list is a 400 on its field', async () => {
    const plain = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody() });
    expect(plain.json.amenities).toEqual([]);
    const bad = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody({ amenities: ['wifi', 'casino'] }) });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path)).toContain('amenities.1');
  });
});

describe('tour type: chosen in the admin, the search filters on it', () => {
  it('created nature; the public read and the type search answer it; an update without a type keeps it', async () => {
    const created = await api('POST', '/api/tour/createTour', { token: adminToken, body: tourInput({ tourName: 'Tatvan Evening Walk', tourType: 'nature' }) });
    expect(created.status).toBe(201);
    const read = Tour.parse((await api('GET', `/api/tour/public/getTourById?id=${created.json.id}`)).json);
    expect(read.tourType).toBe('nature');
    const nature = await api('GET', '/api/tours/search?type=nature&pageSize=100');
    expect(nature.json.map((tour: { id: string }) => tour.id)).toContain(created.json.id);
    // The name says nothing of the type: no keyword guessing.
    const cultural = await api('GET', '/api/tours/search?type=cultural&pageSize=100');
    expect(cultural.json.map((tour: { id: string }) => tour.id)).not.toContain(created.json.id);
    const updated = await api('PUT', `/api/tour/updateTour?id=${created.json.id}`, { token: adminToken, body: tourInput({ tourName: 'Tatvan Walk' }) });
    expect(updated.json.tourType).toBe('nature');
    const daily = await api('PUT', `/api/tour/updateTour?id=${created.json.id}`, { token: adminToken, body: tourInput({ tourType: 'daily' }) });
    expect(daily.json.tourType).toBe('daily');
  });

  it('a new tour without a type is cultural; an unknown type is a 400 on tourType', async () => {
    expect((await api('POST', '/api/tour/createTour', { token: adminToken, body: tourInput() })).json.tourType).toBe('cultural');
    const bad = await api('POST', '/api/tour/createTour', { token: adminToken, body: tourInput({ tourType: 'cruise' }) });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('tourType');
  });
});
