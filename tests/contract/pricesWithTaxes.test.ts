import { describe, expect, it } from 'vitest';
import { endpoints, priceWithTaxes } from '../../contract';
import * as seed from '../../scripts/seed-data';
import { mocks, request } from './sides';

/**
 * Issue 33 over the demo world (the Worker's own app on the seeded sql.js D1, mocks/world.ts):
 * every price a visitor sees is the price paid. For a plain stay (nights no rate covers) a card's
 * nightly price with taxes x nights is the quote's total, to the kuruş
 * (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
const get = async <T>(path: string, parse: { parse(value: unknown): T }): Promise<T> => {
  const response = await mocks.fetch(request(path));
  expect(response.status, path).toBe(200);
  return parse.parse(await response.json());
};

// October 2027, Monday to Thursday: no demo season covers these nights (scripts/seed-data.ts).
const PLAIN = { checkIn: '2027-10-04', checkOut: '2027-10-07', nights: 3 };

describe('prices with taxes over the demo hotels', () => {
  it("a hotel card's from price with taxes x nights is the quote's total for its cheapest room type; pricePerNight stays the net price", async () => {
    expect(seed.hotels.length).toBeGreaterThan(5);
    for (const demo of seed.hotels) {
      const hotel = await get(`${endpoints.getHotelById.path}?id=${demo.id}`, endpoints.getHotelById.response);
      const rooms = await get(endpoints.getHotelRoomTypes.path.replace(':hotelId', demo.id), endpoints.getHotelRoomTypes.response);
      expect(hotel.taxRate).toBe(seed.HOTEL_TAX_RATE);
      const cheapest = Math.min(...demo.roomTypes.map((room) => room.pricePerNight));
      expect(hotel.fromPrice).toBe(cheapest);
      expect(hotel.fromPriceWithTaxes).toBe(priceWithTaxes(cheapest, seed.HOTEL_TAX_RATE));
      for (const room of rooms) {
        expect(room.pricePerNight).toBe(demo.roomTypes.find((type) => type.id === room.id)!.pricePerNight);
        expect(room.pricePerNightWithTaxes).toBe(priceWithTaxes(room.pricePerNight, seed.HOTEL_TAX_RATE));
        const quote = await get(
          `${endpoints.getStayQuote.path}?roomTypeId=${room.id}&checkIn=${PLAIN.checkIn}&checkOut=${PLAIN.checkOut}&guests=1`,
          endpoints.getStayQuote.response,
        );
        expect(quote.rooms).toBe(1);
        expect(Math.round(room.pricePerNightWithTaxes * 100) * PLAIN.nights).toBe(Math.round(quote.total * 100));
        expect(quote.nights.every((night) => night.priceWithTaxes === room.pricePerNightWithTaxes)).toBe(true);
        expect(Math.round((quote.total - quote.tax) * 100)).toBe(Math.round(quote.subtotal * 100));
      }
      const cheapestRoom = rooms.find((room) => room.pricePerNight === cheapest)!;
      expect(cheapestRoom.pricePerNightWithTaxes).toBe(hotel.fromPriceWithTaxes);
    }
  });

  it("a dated search's card: its nightly price with taxes x nights x rooms is its total, the quote's total", async () => {
    const query = `checkIn=${PLAIN.checkIn}&checkOut=${PLAIN.checkOut}&guests=3`;
    const found = await get(`${endpoints.searchHotels.path}?${query}&pageSize=100`, endpoints.searchHotels.response);
    expect(found.length).toBeGreaterThan(5);
    for (const hotel of found) {
      const stay = hotel.stay!;
      expect(Math.round(stay.pricePerNightWithTaxes * 100) * stay.nights * stay.roomsNeeded).toBe(Math.round(stay.total * 100));
      const quote = await get(
        `${endpoints.getStayQuote.path}?roomTypeId=${stay.roomTypeId}&checkIn=${PLAIN.checkIn}&checkOut=${PLAIN.checkOut}&guests=3&rooms=${stay.roomsNeeded}`,
        endpoints.getStayQuote.response,
      );
      expect(quote.total).toBe(stay.total);
      const rooms = await get(`${endpoints.getHotelRoomTypes.path.replace(':hotelId', hotel.id)}?${query}`, endpoints.getHotelRoomTypes.response);
      const priced = rooms.find((room) => room.id === stay.roomTypeId)!.stayPrice!;
      expect(priced.pricePerNightWithTaxes).toBe(stay.pricePerNightWithTaxes);
      expect(Math.round(priced.total * 100) * stay.roomsNeeded).toBe(Math.round(stay.total * 100));
    }
  });
});
