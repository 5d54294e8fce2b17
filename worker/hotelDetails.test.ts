/**
 * What a hotel page tells a guest (issue 22, migrations/0022_hotel_details.sql): the description
 * and house rules in the visitor's language, check-in / check-out times as HH:MM, and the sights
 * nearest to the hotel with their distance (contract/geo.ts `distanceKm`, contract/hotel.ts
 * HotelDetail).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HotelDetail, HotelTimeMessages } from '../contract';
import { api, countRows, hotelInput, loginAs, placeInput } from './test/helpers';

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
});

const CREATE = '/api/hotel/createHotel';
const UPDATE = '/api/hotel/updateHotel';
const READ = '/api/hotel/public/getHotelById';

const hotelBody = (overrides: Record<string, unknown> = {}) => hotelInput({ hotelName: 'Tuşba Göl Oteli', hotelAddress: 'İskele Caddesi No: 4', ...overrides });


async function createHotel(overrides: Record<string, unknown> = {}) {
  const created = await api('POST', CREATE, { token: adminToken, body: hotelBody(overrides) });
  expect(created.status).toBe(201);
  return created.json.id as string;
}

const read = async (id: string, lang?: string) => {
  const res = await api('GET', `${READ}?id=${id}${lang ? `&lang=${lang}` : ''}`);
  expect(res.status).toBe(200);
  return HotelDetail.parse(res.json);
};

describe('hotel page texts and times', () => {
  it('created with a description, house rules and times: the public read answers them', async () => {
    const id = await createHotel({
      description: 'A quiet hotel by the lake.',
      houseRules: 'Breakfast 07:00–10:30. No smoking in the rooms.',
      checkInTime: '14:00',
      checkOutTime: ' 12:00 ',
    });
    expect(await read(id)).toMatchObject({
      description: 'A quiet hotel by the lake.',
      houseRules: 'Breakfast 07:00–10:30. No smoking in the rooms.',
      checkInTime: '14:00',
      checkOutTime: '12:00',
    });
  });

  it('created without them (an older client): all null', async () => {
    const id = await createHotel();
    expect(await read(id)).toMatchObject({ description: null, houseRules: null, checkInTime: null, checkOutTime: null });
  });

  it.each([['25:00'], ['14.00'], ['7:00'], ['noon'], ['14:60'], ['14:00:00'], [1400]])(
    '400 for the check-in and check-out time %j: a coded field error each, nothing stored',
    async (time) => {
      const before = await countRows('hotels');
      const res = await api('POST', CREATE, { token: adminToken, body: hotelBody({ checkInTime: time, checkOutTime: time }) });
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual(
        expect.arrayContaining([
          { path: 'checkInTime', message: HotelTimeMessages.checkInTime, code: 'CHECK_IN_TIME_INVALID' },
          { path: 'checkOutTime', message: HotelTimeMessages.checkOutTime, code: 'CHECK_OUT_TIME_INVALID' },
        ]),
      );
      expect(await countRows('hotels')).toBe(before);
    },
  );

  it('an update that leaves them out keeps them; blank or null clears them', async () => {
    const id = await createHotel({ description: 'Lake view.', houseRules: 'Quiet after 23:00.', checkInTime: '15:00', checkOutTime: '11:00' });
    const kept = await api('PUT', `${UPDATE}?id=${id}`, { token: adminToken, body: hotelBody() });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ description: 'Lake view.', houseRules: 'Quiet after 23:00.', checkInTime: '15:00', checkOutTime: '11:00' });
    const changed = await api('PUT', `${UPDATE}?id=${id}`, { token: adminToken, body: hotelBody({ checkInTime: '13:30', description: '  ' }) });
    expect(changed.json).toMatchObject({ description: null, houseRules: 'Quiet after 23:00.', checkInTime: '13:30', checkOutTime: '11:00' });
    const cleared = await api('PUT', `${UPDATE}?id=${id}`, { token: adminToken, body: hotelBody({ houseRules: null, checkInTime: '', checkOutTime: null }) });
    expect(cleared.json).toMatchObject({ description: null, houseRules: null, checkInTime: null, checkOutTime: null });
  });

  it('the description and house rules are answered per ?lang=, a missing one from tr with the fallback marked; times are the same in every language', async () => {
    const id = await createHotel({
      description: 'Base description',
      houseRules: 'Base rules',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      translations: {
        tr: { hotelName: 'Tuşba Göl Oteli', hotelAddress: 'İskele Caddesi No: 4', hotelCity: 'Van', description: 'Göl kenarında sakin bir otel.', houseRules: 'Odalarda sigara içilmez.' },
        en: { hotelName: 'Tuşba Lake Hotel', hotelAddress: '4 Pier Street', hotelCity: 'Van', description: 'A quiet hotel by the lake.', houseRules: 'No smoking in the rooms.' },
        fa: { hotelName: 'هتل دریاچه توشبا', hotelAddress: 'خیابان اسکله، پلاک ۴', description: 'هتلی آرام کنار دریاچه.' },
      },
    });
    expect(await read(id, 'tr')).toMatchObject({ description: 'Göl kenarında sakin bir otel.', houseRules: 'Odalarda sigara içilmez.', lang: 'tr', fallback: false });
    expect(await read(id, 'en')).toMatchObject({ description: 'A quiet hotel by the lake.', houseRules: 'No smoking in the rooms.', lang: 'en', fallback: false });
    const fa = await read(id, 'fa');
    expect(fa).toMatchObject({ description: 'هتلی آرام کنار دریاچه.', houseRules: 'Odalarda sigara içilmez.', lang: 'fa', fallback: true });
    expect([fa.checkInTime, fa.checkOutTime]).toEqual(['14:00', '12:00']);
    expect(await read(id)).toMatchObject({ description: 'Base description', houseRules: 'Base rules', lang: null });
  });

  it('400 for a translated description longer than the base field allows', async () => {
    const res = await api('POST', CREATE, { token: adminToken, body: hotelBody({ translations: { fa: { description: 'x'.repeat(5001) } } }) });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([expect.objectContaining({ path: 'translations.fa.description' })]);
  });
});

describe('sights near a hotel (nearbyPlaces)', () => {
  // On the meridian 43.4° E a tenth of a degree of latitude is 6371.0088 km × 0.1 × π / 180 = 11.12 km.
  const HOTEL = { latitude: 38.5, longitude: 43.4 };
  const placeIds: Record<string, string> = {};

  beforeAll(async () => {
    const places: Array<[string, number | null, number | null, Record<string, unknown>?]> = [
      ['North 0.3°', 38.8, 43.4],
      ['North 0.05°', 38.55, 43.4, { translations: { fa: { name: 'شمال نزدیک' }, tr: { name: 'Yakın kuzey' } } }],
      ['South 0.2°', 38.3, 43.4],
      ['North 1°', 39.5, 43.4],
      ['East 0.1°', 38.5, 43.5],
      ['North 0.1°', 38.6, 43.4],
      ['Nowhere', null, null],
    ];
    for (const [name, latitude, longitude, extra] of places) {
      const created = await api('POST', '/api/tour/createPlace', { token: adminToken, body: placeInput({ name, latitude, longitude, ...extra }) });
      expect(created.status).toBe(201);
      placeIds[name] = created.json.id as string;
    }
  });

  it('the five nearest places with coordinates, nearest first, km to one decimal (haversine on the mean Earth radius)', async () => {
    const id = await createHotel(HOTEL);
    const hotel = await read(id);
    const shown = hotel.nearbyPlaces.map((place) => [place.name, place.distanceKm]);
    console.log('nearbyPlaces from (38.5, 43.4):', JSON.stringify(shown));
    expect(shown).toEqual([
      ['North 0.05°', 5.6],
      ['East 0.1°', 8.7],
      ['North 0.1°', 11.1],
      ['South 0.2°', 22.2],
      ['North 0.3°', 33.4],
    ]);
    expect(hotel.nearbyPlaces.map((place) => place.id)).toEqual(['North 0.05°', 'East 0.1°', 'North 0.1°', 'South 0.2°', 'North 0.3°'].map((name) => placeIds[name]));
  });

  it("each place's name in the visitor's language, falling back like the place's own page", async () => {
    const id = await createHotel(HOTEL);
    expect((await read(id, 'fa')).nearbyPlaces[0]).toMatchObject({ id: placeIds['North 0.05°'], name: 'شمال نزدیک', distanceKm: 5.6 });
    expect((await read(id, 'tr')).nearbyPlaces[0]?.name).toBe('Yakın kuzey');
    // No English text: tr comes first in the fallback order (contract/translations.ts lookupOrder).
    expect((await read(id, 'en')).nearbyPlaces[0]?.name).toBe('Yakın kuzey');
    expect((await read(id)).nearbyPlaces[0]?.name).toBe('North 0.05°');
  });

  it('a hotel without coordinates lists no sights; one that gets a point lists them', async () => {
    const id = await createHotel();
    expect((await read(id)).nearbyPlaces).toEqual([]);
    await api('PUT', `${UPDATE}?id=${id}`, { token: adminToken, body: hotelBody({ latitude: 39.5, longitude: 43.4 }) });
    expect((await read(id)).nearbyPlaces[0]).toMatchObject({ name: 'North 1°', distanceKm: 0 });
  });

  it('the hotel lists carry no nearbyPlaces (only the hotel page reads them)', async () => {
    const list = await api('GET', '/api/hotel/public/getAllHotels?size=5');
    expect(list.status).toBe(200);
    for (const hotel of list.json as Array<Record<string, unknown>>) expect(hotel).not.toHaveProperty('nearbyPlaces');
  });
});
