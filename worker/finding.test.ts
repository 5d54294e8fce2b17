/**
 * Finding things (issue 22, contract/listing.ts): the hotel list and the availability search
 * sorted by price, rating and name and filtered by stars, amenities and price range, the place
 * list sorted by name and category, all in SQL (worker/db/hotels.ts, worker/db/places.ts), so
 * the pages and `X-Total-Count` count what matches; bad values are 400s with a code.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ListMessages } from '../contract/listing';
import { api, insertHotel, insertRoomType, loginAs, placeInput } from './test/helpers';

const LIST = '/api/hotel/public/getAllHotels';
const SEARCH = '/api/hotels/search';
const PLACES = '/api/tour/public/getAllPlaces';

type Fixture = { name: string; stars: number; amenities: string[]; priceTl: number | null; reviews: number[]; pending?: number[] };

/** Five hotels, made in this order (equal keys keep it). */
const WORLD: Record<'cinar' | 'ahlat' | 'bahce' | 'deniz' | 'zeytin', Fixture> = {
  cinar: { name: 'Çınar Otel', stars: 3, amenities: ['wifi', 'parking'], priceTl: 1500, reviews: [5, 4] },
  // Lower case on purpose: the name sort ignores case (and Turkish accents).
  ahlat: { name: 'ahlat Palace', stars: 5, amenities: ['wifi', 'pool', 'parking'], priceTl: 4000, reviews: [5] },
  bahce: { name: 'Bahçe Pansiyon', stars: 2, amenities: [], priceTl: 800, reviews: [] },
  // No room types: no from-price. 4.5 like Çınar, from more reviews.
  deniz: { name: 'Deniz Hotel', stars: 4, amenities: ['wifi'], priceTl: null, reviews: [5, 4, 4, 5] },
  // Only a pending review: it has no rating.
  zeytin: { name: 'Zeytin Inn', stars: 4, amenities: ['parking'], priceTl: 2500, reviews: [], pending: [5] },
};
type Key = keyof typeof WORLD;
const id: Record<Key, string> = { cinar: '', ahlat: '', bahce: '', deniz: '', zeytin: '' };
const keyOf = (hotelId: string) => (Object.keys(id) as Key[]).find((key) => id[key] === hotelId) ?? hotelId;
let adminToken: string;

beforeAll(async () => {
  for (const key of Object.keys(WORLD) as Key[]) {
    const hotel = WORLD[key];
    id[key] = (await insertHotel({ hotelName: hotel.name, starRating: hotel.stars })).id;
    await env.DB.prepare('UPDATE hotels SET amenities = ?, created_at = ? WHERE id = ?')
      .bind(JSON.stringify(hotel.amenities), `2026-01-0${Object.keys(id).indexOf(key) + 1}T00:00:00.000Z`, id[key])
      .run();
    if (hotel.priceTl !== null) {
      await insertRoomType(id[key], { name: 'DOUBLE', pricePerNightCents: hotel.priceTl * 100, roomCount: 3 });
      await insertRoomType(id[key], { name: 'SUITE', pricePerNightCents: hotel.priceTl * 100 + 50_000, roomCount: 1 });
    }
    for (const [status, ratings] of [['APPROVED', hotel.reviews], ['PENDING', hotel.pending ?? []]] as const) {
      for (const rating of ratings) {
        await env.DB.prepare('INSERT INTO reviews (id, hotel_id, rating, comment, status) VALUES (?, ?, ?, ?, ?)')
          .bind(crypto.randomUUID(), id[key], rating, 'Fine stay', status)
          .run();
      }
    }
  }
  // Zeytin's English name sorts it second in English; Ahlat's Persian name sorts it after the Latin ones in Persian.
  await env.DB.prepare("INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES ('hotel', ?, 'en', 'hotelName', 'Almond Inn')")
    .bind(id.zeytin)
    .run();
  await env.DB.prepare("INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES ('hotel', ?, 'fa', 'hotelName', 'قصر اخلاط')")
    .bind(id.ahlat)
    .run();
  adminToken = (await loginAs('ADMIN')).token;
});

async function list(path: string, query: string) {
  const res = await api('GET', `${path}?${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { keys: (res.json as { id: string }[]).map((hotel) => keyOf(hotel.id)), total: Number(res.headers.get('X-Total-Count')), json: res.json };
}

describe('GET getAllHotels: sort', () => {
  it('sort=price: the cheapest room type first; the hotel without room types last in both orders', async () => {
    const asc = await list(LIST, 'sort=price');
    expect(asc.keys).toEqual(['bahce', 'cinar', 'zeytin', 'ahlat', 'deniz']);
    expect(asc.json.map((hotel: { fromPrice: number | null }) => hotel.fromPrice)).toEqual([800, 1500, 2500, 4000, null]);
    expect((await list(LIST, 'sort=price&order=desc')).keys).toEqual(['ahlat', 'zeytin', 'cinar', 'bahce', 'deniz']);
    console.info(`sort=price asc: ${asc.keys.join(' < ')}`);
  });

  it('sort=rating: the best rated first (approved reviews only); equal averages, the more reviewed first; unrated last', async () => {
    const best = await list(LIST, 'sort=rating');
    expect(best.keys).toEqual(['ahlat', 'deniz', 'cinar', 'bahce', 'zeytin']);
    expect(best.json.map((hotel: { reviewAverage: number | null }) => hotel.reviewAverage)).toEqual([5, 4.5, 4.5, null, null]);
    expect((await list(LIST, 'sort=rating&order=asc')).keys).toEqual(['deniz', 'cinar', 'ahlat', 'bahce', 'zeytin']);
  });

  it('sort=name: A→Z ignoring case and Turkish letters (Ç next to C), by the name in the language answered', async () => {
    expect((await list(LIST, 'sort=name')).keys).toEqual(['ahlat', 'bahce', 'cinar', 'deniz', 'zeytin']);
    expect((await list(LIST, 'sort=name&order=desc')).keys).toEqual(['zeytin', 'deniz', 'cinar', 'bahce', 'ahlat']);
    const english = await list(LIST, 'sort=name&lang=en');
    expect(english.keys).toEqual(['ahlat', 'zeytin', 'bahce', 'cinar', 'deniz']);
    expect(english.json[1].hotelName).toBe('Almond Inn');
    // Persian: the Persian name after the Latin ones; Zeytin has no Persian or Turkish name and falls back to English.
    expect((await list(LIST, 'sort=name&lang=fa')).keys).toEqual(['zeytin', 'bahce', 'cinar', 'deniz', 'ahlat']);
  });

  it('sort=createdAt&order=desc still answers the newest first; no sort, the oldest first', async () => {
    expect((await list(LIST, 'sort=createdAt&order=desc')).keys).toEqual(['zeytin', 'deniz', 'bahce', 'ahlat', 'cinar']);
    expect((await list(LIST, '')).keys).toEqual(['cinar', 'ahlat', 'bahce', 'deniz', 'zeytin']);
  });
});

describe('GET getAllHotels: filters, paging and the total', () => {
  it('minStars: at least that many stars', async () => {
    const found = await list(LIST, 'minStars=4&sort=name');
    expect(found.keys).toEqual(['ahlat', 'deniz', 'zeytin']);
    expect(found.total).toBe(3);
  });

  it('amenities: a hotel must have every one', async () => {
    expect((await list(LIST, 'amenities=wifi,parking')).keys).toEqual(['cinar', 'ahlat']);
    expect((await list(LIST, 'amenities=wifi&amenities=pool')).keys).toEqual(['ahlat']);
    expect((await list(LIST, 'amenities=spa')).total).toBe(0);
  });

  it('minPrice/maxPrice in TL on the from-price, bounds included; a hotel without a price never matches', async () => {
    expect((await list(LIST, 'minPrice=1500&maxPrice=2500')).keys).toEqual(['cinar', 'zeytin']);
    expect((await list(LIST, 'minPrice=0')).keys).not.toContain('deniz');
    expect((await list(LIST, 'maxPrice=799.99')).total).toBe(0);
  });

  it('sorted and filtered pages: each page in order, X-Total-Count counts every match', async () => {
    const query = 'sort=price&order=desc&minStars=3&pageSize=2';
    const first = await list(LIST, `${query}&page=1`);
    const second = await list(LIST, `${query}&page=2`);
    expect(first.keys).toEqual(['ahlat', 'zeytin']);
    expect(second.keys).toEqual(['cinar', 'deniz']);
    expect([first.total, second.total]).toEqual([4, 4]);
    const narrow = await list(LIST, 'sort=price&amenities=parking&maxPrice=3000&pageSize=1&page=2');
    expect(narrow.keys).toEqual(['zeytin']);
    expect(narrow.total).toBe(2);
    console.info(`sort=price desc, minStars=3, pageSize=2: page 1 ${first.keys.join(',')} · page 2 ${second.keys.join(',')} · total ${first.total}`);
  });
});

describe('GET hotels/search: the same sort and filters', () => {
  it('without dates: sorted and filtered as the list', async () => {
    const found = await list(SEARCH, 'sort=price&order=desc&amenities=parking');
    expect(found.keys).toEqual(['ahlat', 'zeytin', 'cinar']);
    expect(found.total).toBe(3);
  });

  it('with dates: only bookable hotels, in the order asked, paged after the stay check', async () => {
    const dates = 'checkIn=2030-06-01&checkOut=2030-06-03&guests=2';
    expect((await list(SEARCH, `${dates}&sort=rating`)).keys).toEqual(['ahlat', 'cinar', 'bahce', 'zeytin']);
    const page = await list(SEARCH, `${dates}&sort=name&minPrice=1000&pageSize=2&page=2`);
    expect(page.keys).toEqual(['zeytin']);
    expect(page.total).toBe(3);
  });

  it('400 with the code of its text: the search checks the price range too', async () => {
    const res = await api('GET', `${SEARCH}?minPrice=300&maxPrice=200`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'LIST_PRICE_RANGE', message: ListMessages.priceRange });
  });
});

describe('400: a value the list does not know', () => {
  const cases: [string, string, string, string][] = [
    ['sort=banana', 'sort', ListMessages.hotelSort, 'LIST_SORT_UNKNOWN'],
    ['sort=price&order=up', 'order', ListMessages.order, 'LIST_ORDER_UNKNOWN'],
    ['minStars=6', 'minStars', ListMessages.minStars, 'LIST_MIN_STARS'],
    ['minStars=3.5', 'minStars', ListMessages.minStars, 'LIST_MIN_STARS'],
    ['minStars=many', 'minStars', ListMessages.minStars, 'LIST_MIN_STARS'],
    ['amenities=wifi,sauna', 'amenities.1', ListMessages.amenities, 'LIST_AMENITY_UNKNOWN'],
    ['minPrice=-1', 'minPrice', ListMessages.price, 'LIST_PRICE_INVALID'],
    ['maxPrice=cheap', 'maxPrice', ListMessages.price, 'LIST_PRICE_INVALID'],
    ['minPrice=10.555', 'minPrice', ListMessages.price, 'LIST_PRICE_INVALID'],
    ['minPrice=500&maxPrice=100', 'minPrice', ListMessages.priceRange, 'LIST_PRICE_RANGE'],
  ];
  it.each(cases)('getAllHotels?%s → 400 on %s', async (query, path, message, code) => {
    const res = await api('GET', `${LIST}?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code, message });
    expect(res.json.details).toEqual([{ path, message, code }]);
  });

  it('blank values are absent (a cleared form field), as every list parameter', async () => {
    expect((await list(LIST, 'sort=&order=&minStars=&amenities=&minPrice=&maxPrice=')).total).toBe(5);
  });
});

describe('GET getAllPlaces: sort by name and by category', () => {
  const placeIds: Record<string, string> = {};
  const placeKey = (placeId: string) => Object.keys(placeIds).find((key) => placeIds[key] === placeId);

  beforeAll(async () => {
    const places: [string, string | null][] = [
      ['Van Kalesi', 'historical'],
      ['Akdamar Adası', 'religious'],
      ['Erek Dağı', 'nature'],
      ['Çarşı', null],
    ];
    for (const [name, category] of places) {
      const created = await api('POST', '/api/tour/createPlace', {
        token: adminToken,
        body: placeInput({ name, category }),
      });
      expect(created.status).toBe(201);
      placeIds[name] = created.json.id;
    }
  });

  const places = async (query: string) => {
    const res = await api('GET', `${PLACES}?${query}`);
    expect(res.status).toBe(200);
    return (res.json as { id: string }[]).map((place) => placeKey(place.id));
  };

  it('sort=name: A→Z with Ç next to C; desc Z→A', async () => {
    expect(await places('sort=name')).toEqual(['Akdamar Adası', 'Çarşı', 'Erek Dağı', 'Van Kalesi']);
    expect(await places('sort=name&order=desc')).toEqual(['Van Kalesi', 'Erek Dağı', 'Çarşı', 'Akdamar Adası']);
  });

  it('sort=category: by category, a place without one last in both orders; the category filter with it', async () => {
    expect(await places('sort=category')).toEqual(['Van Kalesi', 'Erek Dağı', 'Akdamar Adası', 'Çarşı']);
    expect(await places('sort=category&order=desc')).toEqual(['Akdamar Adası', 'Erek Dağı', 'Van Kalesi', 'Çarşı']);
    expect(await places('category=nature&sort=name')).toEqual(['Erek Dağı']);
  });

  it('400: a sort the places do not have', async () => {
    const res = await api('GET', `${PLACES}?sort=price`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'LIST_SORT_UNKNOWN', message: ListMessages.placeSort });
  });
});

describe('fuzz: the list parameters never make a 5xx', () => {
  const WRONG = ['', ' ', 'x', '-1', '0', '1e300', 'NaN', 'Infinity', '0x10', '1.5', '%00', 'wifi,,pool', ',', 'ASC', 'price;DROP TABLE hotels', 'é'.repeat(3000)];
  const params: Record<string, string[]> = { [LIST]: ['sort', 'order', 'minStars', 'amenities', 'minPrice', 'maxPrice'], [SEARCH]: ['sort', 'order', 'minStars', 'amenities', 'minPrice', 'maxPrice'], [PLACES]: ['sort', 'order'] };
  it.each(Object.keys(params))('%s: each parameter set to each wrong value (and repeated) → 200 or a 400 envelope', async (path) => {
    let refused = 0;
    for (const name of params[path]!) {
      for (const value of WRONG) {
        for (const query of [`${name}=${encodeURIComponent(value)}`, `${name}=${encodeURIComponent(value)}&${name}=price`]) {
          const res = await api('GET', `${path}?${query}`);
          expect([200, 400], `${path}?${query.slice(0, 60)}`).toContain(res.status);
          if (res.status === 400) {
            refused++;
            expect(res.json, query.slice(0, 60)).toMatchObject({ code: expect.stringMatching(/^(LIST_|BAD_REQUEST$)/), message: expect.any(String) });
          } else {
            expect(Array.isArray(res.json)).toBe(true);
          }
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    console.info(`fuzz ${path}: ${params[path]!.length * WRONG.length * 2} requests, ${refused} refused with 400`);
  });
});
