import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract';
import type { Reservation , HotelSearchResult, RoomTypeAvailability, StayQuote } from '../contract';
import { bookingBody, day } from './test/fixtures';
import { api, insertHotel, insertRoomType, loginAs } from './test/helpers';

/**
 * Issue 33: every price a visitor reads is the price paid, taxes included. The API keeps the
 * spec's fields as they were (`pricePerNight`, `fromPrice`: before tax) and adds the price with
 * taxes beside them (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
async function hotelAt(taxRate: number, priceCents: number) {
  const hotel = await insertHotel({ hotelCity: 'Erciş' });
  await env.DB.prepare('UPDATE hotels SET tax_rate_bp = ? WHERE id = ?').bind(Math.round(taxRate * 100), hotel.id).run();
  const room = await insertRoomType(hotel.id, { pricePerNightCents: priceCents, roomCount: 4, capacity: 2 });
  return { hotelId: hotel.id, roomTypeId: room.id };
}

describe('prices with taxes in the public API', () => {
  it('2,450 TL a night at 12 %: the hotel, its room types and a dated stay say 2,744 TL a night and 5,488 TL for two nights', async () => {
    const { hotelId, roomTypeId } = await hotelAt(12, 245_000);
    const hotel = await api('GET', `${endpoints.getHotelById.path}?id=${hotelId}`);
    expect(hotel.json).toMatchObject({ fromPrice: 2450, fromPriceWithTaxes: 2744, taxRate: 12 });

    const rooms = await api<RoomTypeAvailability[]>('GET', `/api/hotel/public/${hotelId}/room-types`);
    expect(rooms.json[0]).toMatchObject({ id: roomTypeId, pricePerNight: 2450, pricePerNightWithTaxes: 2744, stayPrice: null });

    const dates = { checkIn: day(40), checkOut: day(42) };
    const dated = await api<RoomTypeAvailability[]>('GET', `/api/hotel/public/${hotelId}/room-types?checkIn=${dates.checkIn}&checkOut=${dates.checkOut}`);
    expect(dated.json[0]!.stayPrice).toEqual({ nights: 2, pricePerNight: 2450, pricePerNightWithTaxes: 2744, total: 5488, bookable: true });

    const quote = await api<StayQuote>('GET', `/api/hotels/quote?roomTypeId=${roomTypeId}&checkIn=${dates.checkIn}&checkOut=${dates.checkOut}&guests=2`);
    expect(quote.json).toMatchObject({ subtotal: 4900, tax: 588, total: 5488 });
    expect(quote.json.nights.map((night) => [night.price, night.priceWithTaxes])).toEqual([
      [2450, 2744],
      [2450, 2744],
    ]);

    const search = await api<HotelSearchResult[]>('GET', `/api/hotels/search?city=Erciş&checkIn=${dates.checkIn}&checkOut=${dates.checkOut}&guests=3`);
    const hit = search.json.find((found) => found.id === hotelId)!;
    expect(hit.stay).toMatchObject({ roomsNeeded: 2, pricePerNight: 2450, pricePerNightWithTaxes: 2744, total: 2 * 5488 });
    expect(hit).toMatchObject({ fromPrice: 2450, fromPriceWithTaxes: 2744 });
  });

  it("the list's price filter and sort read the price with taxes the cards show, not the stored net price", async () => {
    const city = `Gevaş ${crypto.randomUUID().slice(0, 8)}`;
    const taxed = await insertHotel({ hotelCity: city });
    await env.DB.prepare('UPDATE hotels SET tax_rate_bp = 1200 WHERE id = ?').bind(taxed.id).run();
    await insertRoomType(taxed.id, { pricePerNightCents: 245_000 });
    const untaxed = await insertHotel({ hotelCity: city });
    await insertRoomType(untaxed.id, { pricePerNightCents: 260_000 });
    const list = async (query: string) =>
      ((await api<{ id: string; fromPriceWithTaxes: number }[]>('GET', `/api/hotels/search?city=${encodeURIComponent(city)}&${query}`)).json).map((hotel) => [hotel.id, hotel.fromPriceWithTaxes]);
    // 2,744 TL with taxes (2,450 net) is dearer than 2,600 TL untaxed, though its net price is lower.
    expect(await list('sort=price&order=asc')).toEqual([
      [untaxed.id, 2600],
      [taxed.id, 2744],
    ]);
    expect(await list('maxPrice=2700')).toEqual([[untaxed.id, 2600]]);
    expect(await list('minPrice=2744')).toEqual([[taxed.id, 2744]]);
  });

  it('the tax is counted per room-night, so a nightly price with taxes x nights is what the booking stores and asks', async () => {
    // 33.33 TL at 12.5 %: 4.17 TL a night (4.16625), 25.02 TL for six room-nights; on the subtotal it would be 25.00 TL.
    const room = await hotelAt(12.5, 3333);
    const rooms = await api<RoomTypeAvailability[]>('GET', `/api/hotel/public/${room.hotelId}/room-types`);
    expect(rooms.json[0]!.pricePerNightWithTaxes).toBe(37.5);
    const res = await api('POST', '/api/reservation/public/createReservation', {
      body: bookingBody(room, { checkIn: day(50), checkOut: day(53), roomCount: 2, reservationGuests: 4 }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const admin = await loginAs('ADMIN');
    const stored = await api<Reservation>('GET', `/api/reservation/public/getReservationById?id=${res.json.id}`, { token: admin.token });
    expect(stored.json).toMatchObject({ subtotal: 199.98, tax: 25.02, totalAmount: 225 });
    expect(stored.json.totalAmount).toBe(37.5 * 3 * 2);
  });
});
