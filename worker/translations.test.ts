/**
 * Content per language (issue 22, ADR docs/decisions/0012-content-translations.md): the admin
 * writes tr/en/fa texts with `translations`, visitors read them in their language (`?lang=`, else
 * Accept-Language), a missing text falls back to tr, then en, then the base text, marked.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentLanguageMessages, Hotel, HotelSearchResult, MyReservation, Place, PnrLookup, RoomType, Tour } from '../contract';
import { api, hotelInput, insertHotel, insertReservationRow, insertRoomType, insertTourReservationRow, loginAs, placeInput, tourInput, unique } from './test/helpers';

let adminToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
});

/** Van Göl Oteli typed in Turkish (the stored language), the rest any valid hotel. */
const hotelBody = (overrides: Record<string, unknown> = {}) =>
  hotelInput({ hotelName: 'Van Göl Oteli', hotelAddress: 'İskele Caddesi No: 4', district: 'Tuşba', features: 'Kahvaltı, Otopark', ...overrides });

/** Van Kalesi typed in Turkish (the stored language), the rest any valid place. */
const placeBody = (overrides: Record<string, unknown> = {}) =>
  placeInput({
    name: 'Van Kalesi',
    description: 'Urartu Krallığı’nın başkenti Tuşpa’nın kalesi.',
    location: 'Tuşba, Van',
    facilities: 'Otopark, Seyir noktası',
    ...overrides,
  });

/** The Akdamar day trip typed in Turkish, the rest any valid tour. */
const tourBody = (overrides: Record<string, unknown> = {}) =>
  tourInput({
    tourName: 'Akdamar Adası Günübirlik Tur',
    tourStartAddress: 'Van merkez, Cumhuriyet Caddesi',
    tourEndAddress: 'Gevaş, Akdamar iskelesi',
    ...overrides,
  });

const get = (path: string, headers: Record<string, string> = {}) => api('GET', path, { headers });

describe('hotels in three languages', () => {
  it('create takes translations; fa reads Persian, an admin read answers every language', async () => {
    const res = await api('POST', '/api/hotel/createHotel', {
      token: adminToken,
      body: hotelBody({
        translations: {
          tr: { hotelName: 'Van Göl Oteli', hotelAddress: 'İskele Caddesi No: 4' },
          en: { hotelName: 'Van Lake Hotel', hotelAddress: '4 İskele Street', features: ['Breakfast', 'Parking'] },
          fa: { hotelName: 'هتل دریاچه وان', hotelAddress: 'خیابان اسکله، شماره ۴', hotelCity: 'وان', district: 'توشبا', features: 'صبحانه, پارکینگ' },
        },
      }),
    });
    expect(res.status).toBe(201);
    const created = Hotel.parse(res.json);
    expect(created.hotelName).toBe('Van Göl Oteli');
    expect(created.translations?.fa).toEqual({
      hotelName: 'هتل دریاچه وان',
      hotelAddress: 'خیابان اسکله، شماره ۴',
      hotelCity: 'وان',
      district: 'توشبا',
      features: ['صبحانه', 'پارکینگ'],
    });

    const fa = await get(`/api/hotel/public/getHotelById?id=${created.id}&lang=fa`);
    expect(fa.status).toBe(200);
    expect(Hotel.parse(fa.json)).toMatchObject({
      hotelName: 'هتل دریاچه وان',
      hotelCity: 'وان',
      district: 'توشبا',
      features: ['صبحانه', 'پارکینگ'],
      lang: 'fa',
      fallback: false,
    });
    expect(fa.json.translations).toBeUndefined();
    expect(fa.headers.get('vary')).toMatch(/Accept-Language/);

    const list = await get('/api/hotel/public/getAllHotels?page=1&pageSize=100&lang=en');
    expect(list.json.find((hotel: Hotel) => hotel.id === created.id)).toMatchObject({ hotelName: 'Van Lake Hotel', lang: 'en' });

    const admin = await api('GET', `/api/hotel/public/getHotelById?id=${created.id}`, {
      token: adminToken,
      headers: { 'Accept-Language': 'fa' },
    });
    // An admin without ?lang gets the base texts the form edits, and every language beside them.
    expect(admin.json).toMatchObject({ hotelName: 'Van Göl Oteli', lang: null });
    expect(Object.keys(admin.json.translations).sort()).toEqual(['en', 'fa', 'tr']);
  });

  it('a missing Persian text falls back to Turkish, then English, and says so', async () => {
    const res = await api('POST', '/api/hotel/createHotel', {
      token: adminToken,
      body: hotelBody({
        district: null,
        translations: { tr: { hotelName: 'Erek Konukevi' }, en: { hotelName: 'Erek Guesthouse', district: 'Tuşba (east)' } },
      }),
    });
    const { id } = Hotel.parse(res.json);
    const fa = Hotel.parse((await get(`/api/hotel/public/getHotelById?id=${id}&lang=fa`)).json);
    // The name from tr, the district only in en, the address from the base record.
    expect(fa).toMatchObject({ hotelName: 'Erek Konukevi', district: 'Tuşba (east)', hotelAddress: 'İskele Caddesi No: 4', lang: 'fa', fallback: true });
    const en = Hotel.parse((await get(`/api/hotel/public/getHotelById?id=${id}&lang=en`)).json);
    expect(en).toMatchObject({ hotelName: 'Erek Guesthouse', lang: 'en', fallback: true });
  });

  it('Accept-Language chooses when ?lang is missing; ?lang wins over it; neither answers the base texts', async () => {
    const res = await api('POST', '/api/hotel/createHotel', {
      token: adminToken,
      body: hotelBody({ translations: { en: { hotelName: 'Lake Hotel' }, fa: { hotelName: 'هتل دریاچه' } } }),
    });
    const { id } = Hotel.parse(res.json);
    const path = `/api/hotel/public/getHotelById?id=${id}`;
    expect((await get(path, { 'Accept-Language': 'fa-IR,fa;q=0.9,en;q=0.8' })).json).toMatchObject({ hotelName: 'هتل دریاچه', lang: 'fa' });
    expect((await get(path, { 'Accept-Language': 'de-DE, en;q=0.5, fa;q=0.2' })).json).toMatchObject({ hotelName: 'Lake Hotel', lang: 'en' });
    expect((await get(`${path}&lang=en`, { 'Accept-Language': 'fa' })).json).toMatchObject({ hotelName: 'Lake Hotel', lang: 'en' });
    expect((await get(path, { 'Accept-Language': 'de-DE' })).json).toMatchObject({ hotelName: 'Van Göl Oteli', lang: null, fallback: false });
  });

  it('update without translations keeps them; with translations replaces them all', async () => {
    const { id } = Hotel.parse(
      (await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody({ translations: { fa: { hotelName: 'هتل یک' } } }) })).json,
    );
    await api('PUT', `/api/hotel/updateHotel?id=${id}`, { token: adminToken, body: hotelBody({ starRating: 5 }) });
    expect((await get(`/api/hotel/public/getHotelById?id=${id}&lang=fa`)).json.hotelName).toBe('هتل یک');

    const replaced = await api('PUT', `/api/hotel/updateHotel?id=${id}`, {
      token: adminToken,
      body: hotelBody({ translations: { en: { hotelName: 'Hotel One' } } }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json.translations).toEqual({ en: { hotelName: 'Hotel One' } });
    // The Persian name is gone: no Turkish one either, so the English one, marked.
    expect((await get(`/api/hotel/public/getHotelById?id=${id}&lang=fa`)).json).toMatchObject({ hotelName: 'Hotel One', fallback: true });
  });

  it('refuses an unknown language, an unknown field and an oversized text with a 400, writing nothing', async () => {
    for (const translations of [{ de: { hotelName: 'Seehotel' } }, { fa: { hotelNam: 'x' } }, { en: { hotelName: 'x'.repeat(201) } }, { fa: 'text' }]) {
      const res = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody({ hotelName: 'Refused', translations }) });
      expect(res.status).toBe(400);
      expect(res.json.details.length).toBeGreaterThan(0);
    }
    const refused = await env.DB.prepare("SELECT count(*) AS n FROM hotels WHERE hotel_name = 'Refused'").first<{ n: number }>();
    expect(refused?.n).toBe(0);
    const bad = await get('/api/hotel/public/getAllHotels?lang=de');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(ContentLanguageMessages.unknownLanguage);
  });

  it('a deleted hotel takes its texts and its room types’ texts with it', async () => {
    const hotel = await insertHotel();
    const room = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: hotel.id, name: 'DOUBLE', pricePerNight: 1000, translations: { fa: { name: 'اتاق دونفره' } } },
    });
    expect(room.status).toBe(201);
    await api('PUT', `/api/hotel/updateHotel?id=${hotel.id}`, { token: adminToken, body: hotelBody({ translations: { fa: { hotelName: 'حذف' } } }) });
    const before = await env.DB.prepare('SELECT count(*) AS n FROM translations WHERE entity_id IN (?, ?)').bind(hotel.id, room.json.id).first<{ n: number }>();
    expect(before?.n).toBe(2);
    expect((await api('DELETE', `/api/hotel/deleteHotel?id=${hotel.id}`, { token: adminToken })).status).toBe(200);
    const after = await env.DB.prepare('SELECT count(*) AS n FROM translations WHERE entity_id IN (?, ?)').bind(hotel.id, room.json.id).first<{ n: number }>();
    expect(after?.n).toBe(0);
  });

  it('the search answers in the asked language too', async () => {
    const { id } = Hotel.parse(
      (await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody({ hotelCity: 'Gevaş', translations: { fa: { hotelName: 'هتل گواش' } } }) })).json,
    );
    const res = await get('/api/hotels/search?city=Gevaş&lang=fa');
    expect(res.json.find((hotel: Hotel) => hotel.id === id)).toMatchObject({ hotelName: 'هتل گواش', lang: 'fa' });
  });
});

describe('room types in three languages', () => {
  it('fa reads the Persian name, a missing one falls back, Accept-Language chooses', async () => {
    const hotel = await insertHotel();
    const created = await api('POST', '/api/roomType/createRoomType', {
      token: adminToken,
      body: { hotelId: hotel.id, name: 'SUITE', pricePerNight: 4000, translations: { tr: { name: 'Süit' }, fa: { name: 'سوئیت' } } },
    });
    expect(RoomType.parse(created.json)).toMatchObject({ name: 'SUITE', translations: { tr: { name: 'Süit' }, fa: { name: 'سوئیت' } } });
    const path = `/api/hotel/public/${hotel.id}/room-types`;
    // `name` stays the key bookings use; the visitor's name is `displayName`.
    expect((await get(`${path}?lang=fa`)).json[0]).toMatchObject({ name: 'SUITE', displayName: 'سوئیت', lang: 'fa', fallback: false });
    expect((await get(`${path}?lang=en`)).json[0]).toMatchObject({ displayName: 'Süit', lang: 'en', fallback: true });
    expect((await get(path, { 'Accept-Language': 'fa' })).json[0]).toMatchObject({ displayName: 'سوئیت', lang: 'fa' });
    expect((await get(path)).json[0]).toMatchObject({ name: 'SUITE', displayName: 'SUITE', lang: null });

    // A partial update of the translations alone.
    const updated = await api('PUT', `/api/roomType/updateRoomType?id=${created.json.id}`, {
      token: adminToken,
      body: { translations: { en: { name: 'Suite' } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'SUITE', translations: { en: { name: 'Suite' } } });
    expect((await get(`${path}?lang=en`)).json[0]).toMatchObject({ name: 'SUITE', displayName: 'Suite', fallback: false });
  });
});

describe('a room type named by the admin, where a guest reads it', () => {
  /**
   * A hotel alone in its city with two room types the admin named themselves (no standard code
   * the SPA could translate): the lake-view room written in tr, en and fa, the garden room in
   * English only.
   */
  async function namedRooms() {
    const city = unique('Edremit');
    const hotel = await insertHotel({ hotelCity: city });
    const create = (body: Record<string, unknown>) => api('POST', '/api/roomType/createRoomType', { token: adminToken, body: { hotelId: hotel.id, ...body } });
    const lake = await create({
      name: 'Göl Manzaralı Oda',
      pricePerNight: 1800,
      capacity: 2,
      translations: { tr: { name: 'Göl Manzaralı Oda' }, en: { name: 'Lake View Room' }, fa: { name: 'اتاق رو به دریاچه' } },
    });
    const garden = await create({ name: 'Bahçe Odası', pricePerNight: 2400, capacity: 4, translations: { en: { name: 'Garden Room' } } });
    expect([lake.status, garden.status]).toEqual([201, 201]);
    return { city, hotel, lake: RoomType.parse(lake.json), garden: RoomType.parse(garden.json) };
  }

  const stayOf = async (path: string, hotelId: string, headers: Record<string, string> = {}) => {
    const res = await get(path, headers);
    expect(res.status).toBe(200);
    return HotelSearchResult.array().parse(res.json).find((hotel) => hotel.id === hotelId)?.stay;
  };

  it('the dated search names the cheapest room in ?lang=fa, in Accept-Language: en, with the fallback, and as stored without a language', async () => {
    const { city, hotel } = await namedRooms();
    const search = (guests: number) => `/api/hotels/search?city=${encodeURIComponent(city)}&checkIn=2031-04-10&checkOut=2031-04-12&guests=${guests}`;

    // Two guests: the lake-view room (one room, the cheaper stay).
    expect(await stayOf(`${search(2)}&lang=fa`, hotel.id)).toMatchObject({ roomTypeName: 'Göl Manzaralı Oda', roomTypeDisplayName: 'اتاق رو به دریاچه' });
    expect(await stayOf(search(2), hotel.id, { 'Accept-Language': 'en' })).toMatchObject({ roomTypeName: 'Göl Manzaralı Oda', roomTypeDisplayName: 'Lake View Room' });
    expect(await stayOf(`${search(2)}&lang=tr`, hotel.id, { 'Accept-Language': 'fa' })).toMatchObject({ roomTypeDisplayName: 'Göl Manzaralı Oda' });
    // The older path answers alike.
    expect(await stayOf(`/hotels/search?city=${encodeURIComponent(city)}&checkIn=2031-04-10&checkOut=2031-04-12&guests=2&lang=fa`, hotel.id)).toMatchObject({
      roomTypeDisplayName: 'اتاق رو به دریاچه',
    });

    // Four guests: one garden room (2 400) is cheaper than two lake-view rooms (3 600). It has
    // no Persian and no Turkish name: the English one; and no language at all: the stored name.
    expect(await stayOf(`${search(4)}&lang=fa`, hotel.id)).toMatchObject({ roomTypeName: 'Bahçe Odası', roomsNeeded: 1, roomTypeDisplayName: 'Garden Room' });
    expect(await stayOf(search(4), hotel.id, { 'Accept-Language': 'de' })).toMatchObject({ roomTypeName: 'Bahçe Odası', roomTypeDisplayName: 'Bahçe Odası' });
    // An admin without ?lang reads the stored names (as the back office edits them).
    const admin = await api('GET', search(4), { token: adminToken, headers: { 'Accept-Language': 'en' } });
    expect(HotelSearchResult.array().parse(admin.json).find((found) => found.id === hotel.id)?.stay).toMatchObject({ roomTypeDisplayName: 'Bahçe Odası' });
  });

  it('a search without dates has no stay to name', async () => {
    const { city, hotel } = await namedRooms();
    expect(await stayOf(`/api/hotels/search?city=${encodeURIComponent(city)}&lang=fa`, hotel.id)).toBeNull();
  });

  it('the guest’s own reservations name the room in their language, falling back, the stored name kept in `roomType`', async () => {
    const { hotel, lake, garden } = await namedRooms();
    const guest = await loginAs('USER');
    await insertReservationRow(hotel.id, lake.id, { userId: guest.user.id, checkIn: '2031-05-01', checkOut: '2031-05-03' });
    await insertReservationRow(hotel.id, garden.id, { userId: guest.user.id, checkIn: '2031-06-01', checkOut: '2031-06-03' });
    const mine = async (query: string, headers: Record<string, string> = {}) => {
      const res = await api('GET', `/api/reservation/my${query}`, { token: guest.token, headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      const list = MyReservation.array().parse(res.json);
      return Object.fromEntries(list.map((reservation) => [reservation.roomType, reservation.roomTypeDisplayName]));
    };
    expect(await mine('?lang=fa')).toEqual({ 'Göl Manzaralı Oda': 'اتاق رو به دریاچه', 'Bahçe Odası': 'Garden Room' });
    expect(await mine('', { 'Accept-Language': 'en-GB,en;q=0.9' })).toEqual({ 'Göl Manzaralı Oda': 'Lake View Room', 'Bahçe Odası': 'Garden Room' });
    expect(await mine('?lang=tr')).toEqual({ 'Göl Manzaralı Oda': 'Göl Manzaralı Oda', 'Bahçe Odası': 'Garden Room' });
    expect(await mine('')).toEqual({ 'Göl Manzaralı Oda': 'Göl Manzaralı Oda', 'Bahçe Odası': 'Bahçe Odası' });
    expect((await api('GET', '/api/reservation/my?lang=de', { token: guest.token })).status).toBe(400);
  });
});

describe('the hotel or tour a guest’s booking names, in the guest’s language', () => {
  /**
   * Two hotels the guest stayed at: one written in tr, en and fa; one the admin wrote in English
   * only (no Turkish or Persian name: English for every language asked, the stored name without one).
   */
  async function bookedHotels() {
    const guest = await loginAs('USER');
    const create = async (body: Record<string, unknown>) => {
      const res = await api('POST', '/api/hotel/createHotel', { token: adminToken, body: hotelBody(body) });
      expect(res.status).toBe(201);
      return Hotel.parse(res.json);
    };
    const lake = await create({
      hotelName: 'Van Göl Oteli',
      translations: { tr: { hotelName: 'Van Göl Oteli' }, en: { hotelName: 'Van Lake Hotel' }, fa: { hotelName: 'هتل دریاچه وان' } },
    });
    const erek = await create({ hotelName: 'Erek Dağı Konağı', translations: { en: { hotelName: 'Mount Erek Mansion' } } });
    const book = async (hotelId: string, checkIn: string, checkOut: string) =>
      (await insertReservationRow(hotelId, (await insertRoomType(hotelId)).id, { userId: guest.user.id, checkIn, checkOut })).pnrCode;
    return { guest, lakePnr: await book(lake.id, '2031-07-01', '2031-07-03'), erekPnr: await book(erek.id, '2031-08-01', '2031-08-03') };
  }

  it('the guest’s own reservations carry the hotel’s name in their language beside the stored `hotelName`', async () => {
    const { guest } = await bookedHotels();
    const mine = async (query: string, headers: Record<string, string> = {}) => {
      const res = await api('GET', `/api/reservation/my${query}`, { token: guest.token, headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      return Object.fromEntries(MyReservation.array().parse(res.json).map((reservation) => [reservation.hotelName, reservation.hotelDisplayName]));
    };
    expect(await mine('?lang=fa')).toEqual({ 'Van Göl Oteli': 'هتل دریاچه وان', 'Erek Dağı Konağı': 'Mount Erek Mansion' });
    expect(await mine('', { 'Accept-Language': 'en-GB,en;q=0.9' })).toEqual({ 'Van Göl Oteli': 'Van Lake Hotel', 'Erek Dağı Konağı': 'Mount Erek Mansion' });
    expect(await mine('?lang=en', { 'Accept-Language': 'fa' })).toEqual({ 'Van Göl Oteli': 'Van Lake Hotel', 'Erek Dağı Konağı': 'Mount Erek Mansion' });
    expect(await mine('')).toEqual({ 'Van Göl Oteli': 'Van Göl Oteli', 'Erek Dağı Konağı': 'Erek Dağı Konağı' });
  });

  it('the PNR lookup answers the hotel’s name in the asked language, falling back, the stored `hotelName` kept', async () => {
    const { lakePnr, erekPnr } = await bookedHotels();
    const lookup = async (pnr: string, query = '', headers: Record<string, string> = {}) => {
      const res = await get(`/api/reservation/public/pnr/${pnr}${query}`, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      const { hotelName, hotelDisplayName } = PnrLookup.parse(res.json);
      return [hotelName, hotelDisplayName];
    };
    expect(await lookup(lakePnr, '?lang=fa')).toEqual(['Van Göl Oteli', 'هتل دریاچه وان']);
    expect(await lookup(lakePnr, '', { 'Accept-Language': 'en' })).toEqual(['Van Göl Oteli', 'Van Lake Hotel']);
    expect(await lookup(lakePnr)).toEqual(['Van Göl Oteli', 'Van Göl Oteli']);
    // No Persian and no Turkish name: the English one.
    expect(await lookup(erekPnr, '?lang=fa')).toEqual(['Erek Dağı Konağı', 'Mount Erek Mansion']);
    expect((await get(`/api/reservation/public/pnr/${lakePnr}?lang=de`)).status).toBe(400);
  });

  it('a tour booking’s PNR names the tour in the asked language', async () => {
    const res = await api('POST', '/api/tour/createTour', {
      token: adminToken,
      body: tourBody({ translations: { en: { tourName: 'Akdamar Island Day Trip' }, fa: { tourName: 'تور یک‌روزه جزیره آختامار' } } }),
    });
    expect(res.status).toBe(201);
    const { pnrCode } = await insertTourReservationRow(Tour.parse(res.json).id);
    const shown = async (query: string) => PnrLookup.parse((await get(`/api/reservation/public/pnr/${pnrCode}${query}`)).json);
    expect(await shown('?lang=fa')).toMatchObject({ kind: 'TOUR', hotelName: 'Akdamar Adası Günübirlik Tur', hotelDisplayName: 'تور یک‌روزه جزیره آختامار' });
    // No Turkish name written: the English one (tr, then en, then the stored name).
    expect(await shown('?lang=tr')).toMatchObject({ hotelDisplayName: 'Akdamar Island Day Trip' });
  });
});

describe('places in three languages', () => {
  it('fa read, fallback to tr, Accept-Language, lists as lists', async () => {
    const res = await api('POST', '/api/tour/createPlace', {
      token: adminToken,
      body: placeBody({
        translations: {
          tr: { name: 'Van Kalesi', description: 'Urartu Krallığı’nın başkenti Tuşpa’nın kalesi.', location: 'Tuşba, Van' },
          en: { name: 'Van Fortress', description: 'The citadel of Tushpa, capital of Urartu.', location: 'Tuşba, Van', facilities: 'Parking, Viewpoint' },
          fa: { name: 'قلعه وان', location: 'توشبا، وان', facilities: ['پارکینگ', 'نقطه دیدنی'] },
        },
      }),
    });
    expect(res.status).toBe(201);
    const { id } = Place.parse(res.json);
    const fa = Place.parse((await get(`/api/tour/public/getPlaceById?id=${id}&lang=fa`)).json);
    expect(fa).toMatchObject({
      name: 'قلعه وان',
      location: 'توشبا، وان',
      facilities: ['پارکینگ', 'نقطه دیدنی'],
      // No Persian description yet: the Turkish one, marked.
      description: 'Urartu Krallığı’nın başkenti Tuşpa’nın kalesi.',
      lang: 'fa',
      fallback: true,
    });
    const en = await get(`/api/tour/public/getPlaceById?id=${id}`, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(en.json).toMatchObject({ name: 'Van Fortress', facilities: ['Parking', 'Viewpoint'], lang: 'en' });
    const list = await get('/api/tour/public/getAllPlaces?page=1&pageSize=100&lang=fa');
    expect(list.json.find((place: Place) => place.id === id)).toMatchObject({ name: 'قلعه وان' });
  });

  it('update replaces the translations; the page of a place speaks the page language', async () => {
    const { id } = Place.parse((await api('POST', '/api/tour/createPlace', { token: adminToken, body: placeBody() })).json);
    const updated = await api('PUT', `/api/tour/updatePlace?id=${id}`, {
      token: adminToken,
      body: placeBody({ translations: { fa: { name: 'جزیره آختامار', description: 'کلیسای صلیب مقدس بر جزیره‌ای در دریاچه وان.' } } }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json.translations.fa.name).toBe('جزیره آختامار');
    const page = await SELF.fetch(`http://local.test/place/${id}?lang=fa`);
    const html = await page.text();
    expect(html).toContain('<title>جزیره آختامار | Van Turizm</title>');
    expect(html).toContain('content="کلیسای صلیب مقدس بر جزیره‌ای در دریاچه وان."');
  });
});

describe('tours in three languages', () => {
  it('fa read, fallback, Accept-Language, search, the tour page', async () => {
    const res = await api('POST', '/api/tour/createTour', {
      token: adminToken,
      body: tourBody({
        translations: {
          en: { tourName: 'Akdamar Island Day Trip', tourStartAddress: 'Van centre, Cumhuriyet Street' },
          fa: { tourName: 'تور یک‌روزه جزیره آختامار', tourEndAddress: 'گواش، اسکله آختامار' },
        },
      }),
    });
    expect(res.status).toBe(201);
    const { id } = Tour.parse(res.json);
    const fa = Tour.parse((await get(`/api/tour/public/getTourById?id=${id}&lang=fa`)).json);
    expect(fa).toMatchObject({
      tourName: 'تور یک‌روزه جزیره آختامار',
      tourEndAddress: 'گواش، اسکله آختامار',
      // No Persian or Turkish start address: the English one.
      tourStartAddress: 'Van centre, Cumhuriyet Street',
      fallback: true,
    });
    const en = await get(`/api/tour/public/getTourById?id=${id}`, { 'Accept-Language': 'en' });
    expect(en.json).toMatchObject({ tourName: 'Akdamar Island Day Trip', lang: 'en', fallback: true });
    const search = await get('/api/tours/search?page=1&pageSize=100&lang=fa');
    expect(search.json.find((tour: Tour) => tour.id === id)).toMatchObject({ tourName: 'تور یک‌روزه جزیره آختامار' });
    const list = await get('/api/tour/public/getAllTours?page=1&pageSize=100&lang=fa');
    expect(list.json.find((tour: Tour) => tour.id === id)).toMatchObject({ tourName: 'تور یک‌روزه جزیره آختامار' });
    const html = await (await SELF.fetch(`http://local.test/tour/${id}?lang=fa`)).text();
    expect(html).toContain('<title>تور یک‌روزه جزیره آختامار | Van Turizm</title>');
  });
});
