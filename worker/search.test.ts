import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hotel, Tour } from '../contract';
import { api, insertHotel, insertReservationRow, insertRoomType, insertTourRow } from './test/helpers';

type Fixture = Record<string, string>;
const hotels: Fixture = {};
const tours: Fixture = {};

const names = (json: { hotelName?: string; tourName?: string }[]) => json.map((x) => x.hotelName ?? x.tourName).sort();

beforeAll(async () => {
  // Van (Tuşba): 1 room of SINGLE, booked 2030-06-10..12 (PENDING).
  const vanSmall = await insertHotel({ hotelName: 'Van Small', hotelCity: 'Van', district: 'Tuşba', starRating: 3, apiKey: 'secret-1' });
  const single = await insertRoomType(vanSmall.id, { name: 'SINGLE', roomCount: 1 });
  await insertReservationRow(vanSmall.id, single.id, { checkIn: '2030-06-10', checkOut: '2030-06-12', status: 'PENDING' });
  // Van (İpekyolu): 2 rooms, one CONFIRMED and one CANCELLED booking on the same dates -> one free.
  const vanBig = await insertHotel({ hotelName: 'Van Big', hotelCity: 'VAN', district: 'İpekyolu', starRating: 5 });
  const dbl = await insertRoomType(vanBig.id, { name: 'DOUBLE', roomCount: 2 });
  await insertReservationRow(vanBig.id, dbl.id, { checkIn: '2030-06-10', checkOut: '2030-06-12', status: 'CONFIRMED' });
  await insertReservationRow(vanBig.id, dbl.id, { checkIn: '2030-06-10', checkOut: '2030-06-12', status: 'CANCELLED' });
  // Erciş: no room types at all.
  const ercis = await insertHotel({ hotelName: 'Ercis Inn', hotelCity: 'Van', district: 'Erciş', starRating: 2 });
  // Another city, fully booked by two rooms of one reservation.
  const ankara = await insertHotel({ hotelName: 'Ankara Hotel', hotelCity: 'Ankara', district: null, starRating: 4 });
  const suite = await insertRoomType(ankara.id, { name: 'SUITE', roomCount: 2 });
  await insertReservationRow(ankara.id, suite.id, { checkIn: '2030-06-01', checkOut: '2030-06-30', roomCount: 2, status: 'CONFIRMED' });
  Object.assign(hotels, { vanSmall: vanSmall.id, vanBig: vanBig.id, ercis: ercis.id, ankara: ankara.id });
  // Their city and districts in Persian (the admin's translations).
  await env.DB.prepare(
    `INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES
      ('hotel', ?1, 'fa', 'hotelCity', 'وان'), ('hotel', ?1, 'fa', 'district', 'توشبا'),
      ('hotel', ?2, 'fa', 'hotelCity', 'وان'), ('hotel', ?2, 'fa', 'district', 'ایپک‌یولو')`,
  )
    .bind(vanSmall.id, vanBig.id)
    .run();

  tours.cruise = (await insertTourRow({ tourName: 'Lake Van Cruise', tourType: 'nature', priceCents: 30000, duration: 3, participantCount: 20, startDate: '2030-05-01', endDate: '2030-09-30' })).id;
  tours.museum = (await insertTourRow({ tourName: 'Urartu Müze Gezisi', tourType: 'daily', priceCents: 60000, duration: 5, participantCount: 8, startDate: '2030-01-01', endDate: '2030-12-31' })).id;
  tours.trek = (await insertTourRow({ tourName: 'Süphan Dağı Summit', tourType: 'nature', priceCents: 150000, duration: 48, participantCount: 6, startDate: '2030-07-01', endDate: '2030-08-31' })).id;
  tours.open = (await insertTourRow({ tourName: 'Open Programme', tourType: 'cultural', priceCents: 50100, duration: null, participantCount: 4, startDate: '2030-06-01', endDate: '2030-06-30' })).id;
});

describe.each(['/hotels/search', '/api/hotels/search'])('GET %s', (path) => {
  it('no filters: every hotel, never an apiKey, X-Total-Count', async () => {
    const res = await api('GET', path);
    expect(res.status).toBe(200);
    Hotel.array().parse(res.json);
    expect(res.json).toHaveLength(4);
    expect(JSON.stringify(res.json)).not.toMatch(/apiKey|secret-1/);
    expect(res.headers.get('X-Total-Count')).toBe('4');
  });

  it('city matches city or district, case- and Turkish-accent-insensitive', async () => {
    expect(names((await api('GET', `${path}?city=van`)).json)).toEqual(['Ercis Inn', 'Van Big', 'Van Small']);
    expect(names((await api('GET', `${path}?city=ERCİŞ`)).json)).toEqual(['Ercis Inn']);
    expect(names((await api('GET', `${path}?city=ercis`)).json)).toEqual(['Ercis Inn']);
    expect(names((await api('GET', `${path}?city=ipekyolu`)).json)).toEqual(['Van Big']);
    expect(names((await api('GET', `${path}?city=${encodeURIComponent('tuşba')}`)).json)).toEqual(['Van Small']);
    expect((await api('GET', `${path}?city=Istanbul`)).json).toEqual([]);
    expect((await api('GET', `${path}?city=%25`)).json).toEqual([]);
  });

  it('city also matches the city and district in the texts of any language, whichever yeh and kaf the keyboard types', async () => {
    const city = async (text: string) => names((await api('GET', `${path}?city=${encodeURIComponent(text)}`)).json);
    expect(await city('وان')).toEqual(['Van Big', 'Van Small']);
    expect(await city('توشبا')).toEqual(['Van Small']);
    expect(await city('ایپک')).toEqual(['Van Big']);
    // Arabic yeh (U+064A) and kaf (U+0643), as an Arabic keyboard types them.
    expect(await city('\u0627\u064A\u067E\u0643')).toEqual(['Van Big']);
    expect(await city('تهران')).toEqual([]);
  });

  it('minStars and guests; blank parameters are ignored', async () => {
    expect(names((await api('GET', `${path}?minStars=4`)).json)).toEqual(['Ankara Hotel', 'Van Big']);
    expect((await api('GET', `${path}?guests=3&city=&minStars=`)).json).toHaveLength(4);
  });

  it('dates: only hotels with a room type that has a free room on every night of the stay', async () => {
    // Overlapping the Van Small booking: its only room is taken; Van Big still has one (CANCELLED does not count).
    const overlap = await api('GET', `${path}?city=van&checkIn=2030-06-11&checkOut=2030-06-14&guests=2`);
    expect(overlap.status).toBe(200);
    expect(names(overlap.json)).toEqual(['Van Big']);
    expect(overlap.headers.get('X-Total-Count')).toBe('1');
    // Check-out day of a booking is free again (check_out is exclusive).
    expect(names((await api('GET', `${path}?checkIn=2030-06-12&checkOut=2030-06-13`)).json)).toEqual(['Van Big', 'Van Small']);
    expect(names((await api('GET', `${path}?checkIn=2030-06-08&checkOut=2030-06-10`)).json)).toEqual(['Van Big', 'Van Small']);
    // Ankara: both rooms booked all June.
    expect((await api('GET', `${path}?city=ankara&checkIn=2030-06-20&checkOut=2030-06-21`)).json).toEqual([]);
    expect(names((await api('GET', `${path}?city=ankara&checkIn=2030-07-01&checkOut=2030-07-02`)).json)).toEqual(['Ankara Hotel']);
    // Only one date given: no availability filter.
    expect((await api('GET', `${path}?checkIn=2030-06-11`)).json).toHaveLength(4);
  });

  it('paging', async () => {
    const res = await api('GET', `${path}?city=van&page=2&pageSize=2`);
    expect(res.json).toHaveLength(1);
    expect(res.headers.get('X-Total-Count')).toBe('3');
  });

  it.each([
    ['checkOut before checkIn', '?checkIn=2030-06-12&checkOut=2030-06-10', 'checkOut'],
    ['same day', '?checkIn=2030-06-12&checkOut=2030-06-12', 'checkOut'],
    ['impossible date', '?checkIn=2030-02-30', 'checkIn'],
    ['minStars 9', '?minStars=9', 'minStars'],
    ['guests 0', '?guests=0', 'guests'],
    ['guests text', '?guests=two', 'guests'],
  ])('400 with details: %s', async (_label, query, field) => {
    const res = await api('GET', `${path}${query}`);
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });
});

describe.each(['/tours/search', '/api/tours/search'])('GET %s', (path) => {
  it('no filters: every tour', async () => {
    const res = await api('GET', path);
    expect(res.status).toBe(200);
    expect(Tour.array().parse(res.json)).toHaveLength(4);
    expect(res.headers.get('X-Total-Count')).toBe('4');
  });

  it('price range, date, people, duration', async () => {
    expect(names((await api('GET', `${path}?minPrice=300&maxPrice=500`)).json)).toEqual(['Lake Van Cruise']);
    expect(names((await api('GET', `${path}?minPrice=501`)).json)).toEqual(['Open Programme', 'Süphan Dağı Summit', 'Urartu Müze Gezisi']);
    expect(names((await api('GET', `${path}?date=2030-07-15`)).json)).toEqual(['Lake Van Cruise', 'Süphan Dağı Summit', 'Urartu Müze Gezisi']);
    expect(names((await api('GET', `${path}?date=2030-06-30`)).json)).toEqual(['Lake Van Cruise', 'Open Programme', 'Urartu Müze Gezisi']);
    expect(names((await api('GET', `${path}?people=7`)).json)).toEqual(['Lake Van Cruise', 'Urartu Müze Gezisi']);
    expect(names((await api('GET', `${path}?duration=5`)).json)).toEqual(['Lake Van Cruise', 'Urartu Müze Gezisi']);
  });

  it('type: the type the admin chose (never guessed from the name); all and blank ignored', async () => {
    expect(names((await api('GET', `${path}?type=daily`)).json)).toEqual(['Urartu Müze Gezisi']);
    expect(names((await api('GET', `${path}?type=nature`)).json)).toEqual(['Lake Van Cruise', 'Süphan Dağı Summit']);
    expect(names((await api('GET', `${path}?type=cultural`)).json)).toEqual(['Open Programme']);
    expect((await api('GET', `${path}?type=all`)).json).toHaveLength(4);
    expect((await api('GET', `${path}?type=`)).json).toHaveLength(4);
  });

  it('paging', async () => {
    const res = await api('GET', `${path}?pageSize=3&page=2`);
    expect(res.json).toHaveLength(1);
    expect(res.headers.get('X-Total-Count')).toBe('4');
  });

  it.each([
    ['type', '?type=cruise'],
    ['date', '?date=2030-13-01'],
    ['minPrice', '?minPrice=-1'],
    ['maxPrice', '?maxPrice=lots'],
    ['people', '?people=0'],
    ['duration', '?duration=0'],
  ])('400 with details: bad %s', async (field, query) => {
    const res = await api('GET', `${path}${query}`);
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });
});

it('search never writes', async () => {
  const before = await env.DB.prepare('SELECT (SELECT count(*) FROM hotels) + (SELECT count(*) FROM tours) AS n').first();
  await api('GET', '/hotels/search?city=van&checkIn=2030-06-11&checkOut=2030-06-14');
  const after = await env.DB.prepare('SELECT (SELECT count(*) FROM hotels) + (SELECT count(*) FROM tours) AS n').first();
  expect(after).toEqual(before);
});
