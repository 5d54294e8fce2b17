import { describe, expect, it } from 'vitest';
import {
  CreateReservationRequest,
  endpoints,
  type Endpoint,
  type EndpointName,
  ErrorBody,
  Hotel,
  HotelAdmin,
  HotelInput,
  isPastDate,
  PlaceInput,
  PAYMENT_STATES,
  PaymentState,
  PnrLookup,
  PublicUser,
  ReservationMessages,
  TourReservationRequest,
  UserUpdate,
  VerifyQuery,
} from './index';
import { routes } from './routes';

const hotelId = '11111111-1111-4111-8111-111111111111';

const reservation = {
  hotelId,
  roomType: 'DOUBLE',
  reservationGuests: 2,
  checkIn: '2030-06-10',
  checkOut: '2030-06-12',
  guestName: 'Ayşe Yılmaz',
  guestEmail: 'ayse@example.com',
  guestPhone: '+90 555 000 00 00',
};

const place = {
  name: 'Akdamar Adası',
  description: 'Armenian church on an island in Lake Van.',
  location: 'Gevaş, Van',
  image: 'https://example.com/akdamar.jpg',
  bestSeasons: ' spring, summer ,, autumn ',
  facilities: 'Parking,Cafe',
  visitOpenTime: '08:00',
  visitCloseTime: '18:30',
  visitDays: ['Monday', ' Tuesday ', ''],
  entryFeeAdult: 150,
  entryFeeStudent: '75.50',
  entryFeeMuseum: 0,
  transportationCars: 'Car, Bus, Boat',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('places', () => {
  it('splits comma-separated lists, trims entries and drops empty ones', () => {
    const parsed = PlaceInput.parse(place);
    expect(parsed.bestSeasons).toEqual(['spring', 'summer', 'autumn']);
    expect(parsed.facilities).toEqual(['Parking', 'Cafe']);
    expect(parsed.visitDays).toEqual(['Monday', 'Tuesday']);
    expect(parsed.transportationCars).toEqual(['Car', 'Bus', 'Boat']);
    expect(parsed.entryFeeStudent).toBe(75.5);
  });

  it('requires every list to have an entry', () => {
    expect(PlaceInput.safeParse({ ...place, facilities: ' , ' }).success).toBe(false);
  });
});

describe('hotel reservation', () => {
  it('accepts a valid request, ignores client prices and takes fullName for guestName', () => {
    const { guestName: _omit, ...withoutGuestName } = reservation;
    const parsed = CreateReservationRequest.parse({
      ...withoutGuestName,
      fullName: 'Ali Veli',
      totalAmount: 1,
      pricePerNight: 0.01,
    });
    expect(parsed.guestName).toBe('Ali Veli');
    expect(parsed.roomCount).toBe(1);
    expect(parsed).not.toHaveProperty('totalAmount');
    expect(parsed).not.toHaveProperty('pricePerNight');
  });

  it('rejects a check-out before check-in with the spec message', () => {
    const result = CreateReservationRequest.safeParse({ ...reservation, checkIn: '2030-06-12', checkOut: '2030-06-10' });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toContain('Çıkış tarihi giriş tarihinden sonra olmalıdır');
    expect(result.error?.issues[0]?.path).toEqual(['checkOut']);
  });

  it('rejects a same-day check-out and an impossible date', () => {
    const sameDay = CreateReservationRequest.safeParse({ ...reservation, checkOut: reservation.checkIn });
    expect(messagesOf(sameDay)).toContain(ReservationMessages.checkOutAfterCheckIn);
    expect(CreateReservationRequest.safeParse({ ...reservation, checkIn: '2030-02-30' }).success).toBe(false);
  });

  it('reports a missing hotel with the spec message', () => {
    const { hotelId: _omit, ...withoutHotel } = reservation;
    expect(messagesOf(CreateReservationRequest.safeParse(withoutHotel))).toContain('Otel bilgisi eksik');
  });

  it('compares dates for the past-date rule', () => {
    expect(isPastDate('2024-01-01', '2024-01-02')).toBe(true);
    expect(isPastDate('2024-01-02', '2024-01-02')).toBe(false);
  });
});

describe('limits', () => {
  it('rejects a 100 KB string', () => {
    const huge = 'x'.repeat(100 * 1024);
    expect(CreateReservationRequest.safeParse({ ...reservation, specialRequests: huge }).success).toBe(false);
    expect(CreateReservationRequest.safeParse({ ...reservation, guestName: huge }).success).toBe(false);
    expect(PlaceInput.safeParse({ ...place, facilities: huge }).success).toBe(false);
    expect(HotelInput.safeParse({ hotelName: huge, hotelAddress: 'a', hotelCity: 'Van', advancePayment: 1 }).success).toBe(false);
  });

  it('rejects money with more than two decimals or below zero', () => {
    const base = { hotelName: 'H', hotelAddress: 'A', hotelCity: 'Van' };
    expect(HotelInput.safeParse({ ...base, advancePayment: 10.001 }).success).toBe(false);
    expect(HotelInput.safeParse({ ...base, advancePayment: -1 }).success).toBe(false);
    expect(HotelInput.parse({ ...base, advancePayment: '1250.50' }).advancePayment).toBe(1250.5);
  });
});

describe('secrets stay out of responses', () => {
  const user = {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'ayse',
    email: 'ayse@example.com',
    role: 'USER',
    languagePreference: 'TR',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('PublicUser has no password field and strips one', () => {
    expect(Object.keys(PublicUser.shape)).not.toContain('password');
    expect(PublicUser.parse({ ...user, password: 'secret', passwordHash: 'x' })).toEqual(user);
  });

  it('public Hotel has no apiKey; HotelAdmin has it', () => {
    const hotel = {
      id: hotelId,
      hotelName: 'Elite World Van',
      hotelAddress: 'Cumhuriyet Cd.',
      hotelCity: 'Van',
      district: 'İpekyolu',
      starRating: 5,
      phone: '+90 432 000 00 00',
      features: [],
      amenities: [],
      photoUrls: [],
      apiUrl: null,
      advancePayment: 1500,
      roomCount: 10,
      cancellationPolicy: 'FREE_UNTIL',
      freeCancellationDays: 3,
      reviewAverage: 4.5,
      reviewCount: 2,
      latitude: 38.4946,
      longitude: 43.38,
      fromPrice: 1500,
      fromPriceWithTaxes: 1680,
      taxRate: 12,
      description: null,
      houseRules: null,
      checkInTime: '14:00',
      checkOutTime: '12:00',
    };
    expect(Object.keys(Hotel.shape)).not.toContain('apiKey');
    expect(Hotel.parse({ ...hotel, apiKey: 'secret' })).not.toHaveProperty('apiKey');
    expect(HotelAdmin.parse({ ...hotel, apiKey: 'secret' }).apiKey).toBe('secret');
  });

  it("PNR lookup carries exactly the spec fields, the hotel's cancellation quote, its name in the visitor's language and the payment's state (no e-mail, phone or ids)", () => {
    expect(Object.keys(PnrLookup.shape).sort()).toEqual(
      ['cancellation', 'checkIn', 'checkOut', 'guestName', 'hotelDisplayName', 'hotelName', 'kind', 'payment', 'pnrCode', 'status', 'totalAmount'].sort(),
    );
  });
});

describe('payment states', () => {
  it('the zod enum and the zod-free list name the same states in the same order', () => {
    expect(PaymentState.options).toEqual([...PAYMENT_STATES]);
  });
});

describe('other rules', () => {
  it('hotel photo URLs are trimmed, blanks dropped, default []', () => {
    const base = { hotelName: 'H', hotelAddress: 'A', hotelCity: 'Van', advancePayment: 0 };
    expect(HotelInput.parse(base).photoUrls).toEqual([]);
    expect(HotelInput.parse({ ...base, photoUrls: [' https://a.example/1.jpg ', '  '] }).photoUrls).toEqual([
      'https://a.example/1.jpg',
    ]);
    expect(HotelInput.parse(base).starRating).toBe(1);
    expect(HotelInput.safeParse({ ...base, apiUrl: 'not a url' }).success).toBe(false);
    expect(HotelInput.parse({ ...base, apiUrl: '' }).apiUrl).toBeNull();
  });

  it('a blank password on user update keeps the current one', () => {
    const parsed = UserUpdate.parse({ name: 'ali', email: 'ali@example.com', password: '' });
    expect(parsed.password).toBeUndefined();
  });

  it('verify coerces approve to a boolean', () => {
    expect(VerifyQuery.parse({ approve: 'true' }).approve).toBe(true);
    expect(VerifyQuery.parse({ approve: 'false' }).approve).toBe(false);
    expect(VerifyQuery.safeParse({ approve: 'yes' }).success).toBe(false);
  });

  it('tour bookings need accepted terms', () => {
    const booking = {
      tourId: hotelId,
      fullName: 'Ali',
      email: 'ali@example.com',
      phone: '0555 123 45 67',
      tourDate: '2030-07-01',
      numberOfPeople: 2,
      paymentMethod: 'credit-card',
    };
    expect(TourReservationRequest.safeParse(booking).success).toBe(false);
    expect(TourReservationRequest.parse({ ...booking, termsAccepted: true }).paymentMethod).toBe('CREDIT_CARD');
  });

  it('error bodies have a message and optional details', () => {
    expect(ErrorBody.parse({ message: 'Invalid request', details: [{ path: 'checkOut', message: 'x' }] }).details).toHaveLength(1);
  });

  it('the endpoint catalog has unique method+path pairs', () => {
    const keys = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the endpoints are the zod-free routes (same calls, order, method, path and access) plus their schemas', () => {
    expect(Object.keys(endpoints)).toEqual(Object.keys(routes));
    for (const [name, route] of Object.entries(routes)) {
      const { params: _params, query: _query, body: _body, response: _response, ...rest }: Endpoint = endpoints[name as EndpointName];
      expect(rest, name).toStrictEqual(route);
    }
  });
});
