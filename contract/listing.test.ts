import { describe, expect, it } from 'vitest';
import { withQuery } from './routes';
import { hotelListingFromParams, hotelListingQuery, placeListingFromParams, placeListingQuery } from './listing';

const hotelsCall = (search: string) => withQuery('/api/hotel/public/getAllHotels', hotelListingQuery(hotelListingFromParams(new URLSearchParams(search))));

describe('the list parameters of a page URL (contract/listing.ts)', () => {
  it('a hotel listing comes out in one fixed order, whatever the URL order, the city and the view aside', () => {
    expect(hotelsCall('view=map&maxPrice=3000&amenities=pool,wifi&city=Van&order=desc&minStars=4&sort=price')).toBe(
      '/api/hotel/public/getAllHotels?sort=price&order=desc&minStars=4&amenities=wifi%2Cpool&maxPrice=3000',
    );
  });

  it('values the API would refuse are left out, so the call a link makes is always valid', () => {
    expect(hotelsCall('sort=banana&order=up&minStars=6&amenities=sauna&minPrice=-3&maxPrice=ten')).toBe('/api/hotel/public/getAllHotels');
    expect(hotelsCall('amenities=sauna,parking,parking')).toBe('/api/hotel/public/getAllHotels?amenities=parking');
    // An order without a sort says nothing.
    expect(hotelsCall('order=desc')).toBe('/api/hotel/public/getAllHotels');
  });

  it('a price range typed upside down is turned round, as the visitor meant it', () => {
    expect(hotelListingFromParams(new URLSearchParams('minPrice=3000&maxPrice=1000'))).toMatchObject({ minPrice: 1000, maxPrice: 3000 });
  });

  it('the place list keeps category and season first, as the SPA always sent them', () => {
    const listing = placeListingFromParams(new URLSearchParams('sort=category&order=desc&season=winter&category=museum&date=2027-01-01'));
    expect(withQuery('/api/tour/public/getAllPlaces', placeListingQuery(listing))).toBe(
      '/api/tour/public/getAllPlaces?category=museum&season=winter&sort=category&order=desc',
    );
    expect(placeListingFromParams(new URLSearchParams('sort=price&category=all'))).toEqual({});
  });
});
