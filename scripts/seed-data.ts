/**
 * Demo data for Van: hotels with room types, tourist places, tours, two logins, reservations
 * with payments, and reviews. Plain typed data in the API's words (decimal TL amounts,
 * camelCase); scripts/seed.ts turns it into SQL for D1, and tests can import it.
 *
 * Fixed UUIDs (prefix 5eed…) and fixed dates keep the seed idempotent: a second run of
 * `npm start` inserts nothing new. Upcoming stays and tours are in 2027; a few stays of October
 * and November 2026 have ended, some with their guests' verified reviews.
 */
import type { Role } from '../contract/user.ts';
import { coordinatesOf, HOTEL_COORDINATES, PLACE_COORDINATES, TOUR_COORDINATES } from './seed-coordinates.ts';
import { hotelPageTexts } from './seed-translations.ts';

export type RoomTypeName = 'SINGLE' | 'DOUBLE' | 'TRIPLE' | 'SUITE';

/**
 * Guests per room of each seeded room type. Node runs this file directly (no bundler), so it
 * cannot import the contract; scripts/seed.test.ts holds it equal to contract USUAL_CAPACITY.
 */
export const SEED_CAPACITY: Record<RoomTypeName, number> = { SINGLE: 1, DOUBLE: 2, TRIPLE: 3, SUITE: 4 };
export type ReservationStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED';
export type PaymentStatus = 'PENDING' | 'PAID' | 'COMPLETED' | 'CANCELLED' | 'REFUNDED';
export type ReviewStatus = 'APPROVED' | 'PENDING' | 'REJECTED';
export type PlaceCategory = 'historical' | 'nature' | 'culture' | 'religious' | 'museum';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface SeedUser {
  id: string;
  name: string;
  email: string;
  /** Plain demo password; the seed stores only its PBKDF2 hash. */
  password: string;
  role: Role;
  languagePreference: 'TR' | 'EN' | 'FA';
  createdAt: string;
}

export interface SeedRoomType {
  id: string;
  name: RoomTypeName;
  /** TL per night. */
  pricePerNight: number;
  /** Inventory: how many rooms of this type the hotel has. */
  roomCount: number;
  /** Most guests per room (SINGLE 1, DOUBLE 2, TRIPLE 3, SUITE 4). */
  capacity: number;
}

export interface SeedHotel {
  id: string;
  /** File name stem of the hotel's photos in public/photos/hotels/. */
  slug: string;
  hotelName: string;
  hotelAddress: string;
  hotelCity: string;
  district: string;
  starRating: 1 | 2 | 3 | 4 | 5;
  phone: string;
  email: string;
  photoUrls: string[];
  /** TL; shown as the starting price per night. */
  advancePayment: number;
  /** Percent: Turkey's accommodation tax (2 %) and VAT on accommodation (10 %) as one figure. */
  taxRate: number;
  features: string[];
  /** contract/enums.ts HOTEL_AMENITIES, read from the features (seedAmenities). */
  amenities: string[];
  roomTypes: SeedRoomType[];
  createdAt: string;
  latitude: number;
  longitude: number;
  /** The page's base texts (English; tr and fa in scripts/seed-translations.ts `hotelPageTexts`). */
  description: string;
  houseRules: string;
  /** HH:MM (24 h). */
  checkInTime: string;
  checkOutTime: string;
}

/** A date-range rate of a room type (contract/stayPricing.ts): nights from <= night < to. */
export interface SeedRate {
  id: string;
  roomTypeId: string;
  from: string;
  to: string;
  /** TL per night; `weekendPrice` on Friday and Saturday nights. */
  price: number;
  weekendPrice: number | null;
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  stopSell: boolean;
}

export interface SeedPlace {
  id: string;
  slug: string;
  name: string;
  description: string;
  location: string;
  image: string;
  category: PlaceCategory;
  bestSeasons: Season[];
  facilities: string[];
  /** HH:MM */
  visitOpenTime: string;
  visitCloseTime: string;
  visitDays: Weekday[];
  latitude: number;
  longitude: number;
  /** TL */
  entryFeeAdult: number;
  entryFeeStudent: number;
  /** TL with the Müzekart (museum card); 0 means free with it. */
  entryFeeMuseum: number;
  transportationCars: string[];
  recommendedDuration: string;
  /** Phone of the site's office. */
  contact: string;
  createdAt: string;
}

export interface SeedTour {
  id: string;
  slug: string;
  tourName: string;
  tourStartAddress: string;
  tourEndAddress: string;
  /** TL per person. */
  price: number;
  photoUrl: string;
  /** Hours. */
  duration: number;
  /** Group size (capacity). */
  participantCount: number;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  /** 0-5 */
  starRating: number;
  phone: string;
  /** contract/enums.ts TOUR_TYPES. */
  tourType: 'cultural' | 'nature' | 'daily';
  createdAt: string;
  /** The meeting point's. */
  latitude: number;
  longitude: number;
}

export interface SeedReservation {
  id: string;
  pnrCode: string;
  status: ReservationStatus;
  hotelId: string;
  roomTypeId: string;
  roomType: RoomTypeName;
  roomCount: number;
  reservationGuests: number;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string | null;
  userId: string | null;
  language: 'tr' | 'en' | 'fa';
  /** TL, from the room type: pricePerNight x roomCount x nights. */
  pricePerNight: number;
  totalAmount: number;
  createdAt: string;
}

export interface SeedPayment {
  id: string;
  reservationId: string;
  status: PaymentStatus;
  /** TL */
  amount: number;
  currency: 'TRY';
  provider: 'BANK_TRANSFER';
  transactionId: string | null;
  paymentDate: string;
  /** Stored receipt file name (R2 object), null when the guest has not uploaded one yet. */
  receipt: string | null;
  receiptContentType: 'application/pdf' | 'image/png' | 'image/jpeg' | null;
  isReceiptVerified: boolean;
  /** Why the admin rejected the receipt (a CANCELLED payment with a receipt). */
  rejectionReason?: string;
}

export interface SeedReview {
  id: string;
  userId: string | null;
  hotelId: string | null;
  /** The reviewed stay (a verified review: migrations/0010_verified_reviews.sql); older reviews have none. */
  reservationId?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  status: ReviewStatus;
  isFlagged: boolean;
  createdAt: string;
}

export interface SeedTourReservation {
  id: string;
  /** The PNR code the PNR check finds (never one of a stay's). */
  pnrCode: string;
  /** The language of the guest's e-mails. */
  language: 'tr' | 'en' | 'fa';
  tourId: string;
  fullName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD */
  tourDate: string;
  numberOfPeople: number;
  specialRequests: string | null;
  /** TL: the tour's price x people. */
  totalAmount: number;
  status: ReservationStatus;
  createdAt: string;
}

export interface SeedContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
}

export interface SeedFavourite {
  userId: string;
  hotelId: string;
  createdAt: string;
}

/** Fixed, valid v4-shaped UUIDs: `5eed00<kind>-0000-4000-8000-<n>`. */
const uuid = (kind: number, n: number) =>
  `5eed00${kind.toString(16).padStart(2, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DEMO_CITY = 'Van';
const ALL_WEEK: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const TUESDAY_TO_SUNDAY: Weekday[] = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hotelPhotos = (slug: string) => [1, 2, 3].map((n) => `/photos/hotels/${slug}-${n}.svg`);

// ---------------------------------------------------------------------------------------
// Logins
// ---------------------------------------------------------------------------------------

export const ADMIN_LOGIN = { name: 'admin', email: 'admin@vanturizm.example', password: 'VanAdmin!2026' } as const;
export const USER_LOGIN = { name: 'demo', email: 'demo@vanturizm.example', password: 'VanGuest!2026' } as const;

export const users: SeedUser[] = [
  { id: uuid(1, 1), ...ADMIN_LOGIN, role: 'ADMIN', languagePreference: 'TR', createdAt: '2026-09-01T08:00:00.000Z' },
  { id: uuid(1, 2), ...USER_LOGIN, role: 'USER', languagePreference: 'EN', createdAt: '2026-09-02T10:30:00.000Z' },
  // Authors of demo reviews; they share the demo user's password.
  {
    id: uuid(1, 3),
    name: 'ayse.kaya',
    email: 'ayse.kaya@vanturizm.example',
    password: USER_LOGIN.password,
    role: 'USER',
    languagePreference: 'TR',
    createdAt: '2026-09-10T12:00:00.000Z',
  },
  {
    id: uuid(1, 4),
    name: 'reza.tehrani',
    email: 'reza.tehrani@vanturizm.example',
    password: USER_LOGIN.password,
    role: 'USER',
    languagePreference: 'EN',
    createdAt: '2026-09-12T15:45:00.000Z',
  },
  // Guests of ended stays who wrote verified reviews.
  {
    id: uuid(1, 5),
    name: 'mehmet.yilmaz',
    email: 'mehmet.yilmaz@vanturizm.example',
    password: USER_LOGIN.password,
    role: 'USER',
    languagePreference: 'TR',
    createdAt: '2026-09-14T09:00:00.000Z',
  },
  {
    id: uuid(1, 6),
    name: 'shirin.karimi',
    email: 'shirin.karimi@vanturizm.example',
    password: USER_LOGIN.password,
    role: 'USER',
    languagePreference: 'EN',
    createdAt: '2026-09-16T19:25:00.000Z',
  },
];

// ---------------------------------------------------------------------------------------
// Hotels and room types
// ---------------------------------------------------------------------------------------

/** The amenities a hotel's features name (contract/enums.ts HOTEL_AMENITIES). */
function seedAmenities(features: string[]): string[] {
  const text = features.join(' ').toLowerCase();
  const rules: Array<[string, RegExp]> = [
    ['wifi', /wi-fi/],
    ['parking', /parking/],
    ['breakfast', /breakfast/],
    ['restaurant', /restaurant|home cooking/],
    ['pool', /pool/],
    ['spa', /spa|hammam/],
    ['airportShuttle', /airport/],
    ['lakeView', /lake-view|lakeside|lake van|lake beach/],
    ['familyRooms', /family|kids/],
  ];
  return rules.filter(([, rule]) => rule.test(text)).map(([amenity]) => amenity);
}

interface HotelInput
  extends Omit<
    SeedHotel,
    'id' | 'photoUrls' | 'hotelCity' | 'roomTypes' | 'advancePayment' | 'taxRate' | 'createdAt' | 'amenities' | 'latitude' | 'longitude' | 'description' | 'houseRules' | 'checkInTime' | 'checkOutTime'
  > {
  rooms: Array<[RoomTypeName, number, number]>;
}

const hotelInputs: HotelInput[] = [
  {
    slug: 'ipekyolu-grand-otel',
    hotelName: 'İpekyolu Grand Otel',
    hotelAddress: 'Cumhuriyet Caddesi No: 112, Şerefiye Mahallesi',
    district: 'İpekyolu',
    starRating: 5,
    phone: '+90 432 216 40 00',
    email: 'info@ipekyolugrand.example',
    features: ['Spa & hammam', 'Indoor pool', 'Free Wi-Fi', 'Airport shuttle', 'Van breakfast buffet', 'Parking'],
    rooms: [
      ['SINGLE', 2450, 12],
      ['DOUBLE', 3400, 20],
      ['SUITE', 6900, 4],
    ],
  },
  {
    slug: 'sahmaran-lake-resort',
    hotelName: 'Şahmaran Lake Resort',
    hotelAddress: 'Van–Gevaş Sahil Yolu No: 41, Kurubaş',
    district: 'Edremit',
    starRating: 5,
    phone: '+90 432 312 55 00',
    email: 'rezervasyon@sahmaranlake.example',
    features: ['Private beach on Lake Van', 'Outdoor pool', 'Lake-view terrace', 'Free Wi-Fi', 'Kids club', 'Parking'],
    rooms: [
      ['DOUBLE', 3900, 18],
      ['TRIPLE', 4700, 8],
      ['SUITE', 7800, 5],
    ],
  },
  {
    slug: 'tusba-kale-butik-otel',
    hotelName: 'Tuşba Kale Butik Otel',
    hotelAddress: 'Kale Mahallesi, Eski Van Yolu No: 8',
    district: 'Tuşba',
    starRating: 4,
    phone: '+90 432 223 17 17',
    email: 'merhaba@tusbakale.example',
    features: ['View of Van Fortress', 'Stone-built courtyard', 'Free Wi-Fi', 'Airport transfer'],
    rooms: [
      ['SINGLE', 1650, 6],
      ['DOUBLE', 2300, 10],
      ['SUITE', 3900, 3],
    ],
  },
  {
    slug: 'van-kedisi-butik-otel',
    hotelName: 'Van Kedisi Butik Otel',
    hotelAddress: 'Kazım Karabekir Caddesi No: 27, Hafiziye',
    district: 'İpekyolu',
    starRating: 4,
    phone: '+90 432 214 66 20',
    email: 'info@vankedisiotel.example',
    features: ['Walk to Kahvaltıcılar Sokağı', 'Rooftop café', 'Free Wi-Fi', 'Family rooms'],
    rooms: [
      ['SINGLE', 1400, 8],
      ['DOUBLE', 1950, 12],
      ['TRIPLE', 2600, 4],
    ],
  },
  {
    slug: 'edremit-bahce-suites',
    hotelName: 'Edremit Bahçe Suites',
    hotelAddress: 'Sahil Mahallesi, Göl Sokak No: 5',
    district: 'Edremit',
    starRating: 4,
    phone: '+90 432 312 80 80',
    email: 'bahce@edremitsuites.example',
    features: ['Apricot garden', 'Kitchenette in every suite', 'Lake beach 300 m', 'Free Wi-Fi', 'Parking'],
    rooms: [
      ['DOUBLE', 2200, 6],
      ['SUITE', 3300, 9],
    ],
  },
  {
    slug: 'akdamar-gol-evi',
    hotelName: 'Akdamar Göl Evi',
    hotelAddress: 'Akdamar İskelesi Yolu No: 3, İskele Mevkii',
    district: 'Gevaş',
    starRating: 3,
    phone: '+90 432 612 20 44',
    email: 'golevi@akdamar.example',
    features: ['Five minutes to the Akdamar boats', 'Lakeside garden', 'Fish restaurant', 'Free Wi-Fi'],
    rooms: [
      ['SINGLE', 1150, 4],
      ['DOUBLE', 1600, 9],
      ['TRIPLE', 2100, 3],
    ],
  },
  {
    slug: 'ercis-sahil-otel',
    hotelName: 'Erciş Sahil Otel',
    hotelAddress: 'Sahil Mahallesi, Süphan Caddesi No: 19',
    district: 'Erciş',
    starRating: 3,
    phone: '+90 432 351 42 42',
    email: 'info@ercissahil.example',
    features: ['View of Mount Süphan', 'Lakeside promenade', 'Restaurant', 'Parking'],
    rooms: [
      ['SINGLE', 980, 10],
      ['DOUBLE', 1380, 14],
    ],
  },
  {
    slug: 'hosap-kervansaray-otel',
    hotelName: 'Hoşap Kervansaray Otel',
    hotelAddress: 'Van–Hakkari Yolu 58. km, Güzelsu',
    district: 'Gürpınar',
    starRating: 2,
    phone: '+90 432 461 10 58',
    email: 'kervansaray@hosap.example',
    features: ['Below Hoşap Castle', 'Trout from the Hoşap stream', 'Garden tea house', 'Parking'],
    rooms: [
      ['SINGLE', 750, 5],
      ['DOUBLE', 1050, 8],
      ['TRIPLE', 1350, 3],
    ],
  },
  {
    slug: 'erek-dagi-konukevi',
    hotelName: 'Erek Dağı Konukevi',
    hotelAddress: 'Bakraçlı Mahallesi, Erek Yolu No: 2',
    district: 'Tuşba',
    starRating: 2,
    phone: '+90 432 225 73 73',
    email: 'konuk@erekdagi.example',
    features: ['Trailhead for the Erek summit', 'Guides on request', 'Home cooking', 'Free Wi-Fi'],
    rooms: [
      ['SINGLE', 690, 4],
      ['DOUBLE', 980, 6],
    ],
  },
  {
    slug: 'muradiye-selale-pansiyon',
    hotelName: 'Muradiye Şelale Pansiyon',
    hotelAddress: 'Şelale Mevkii, Van–Doğubayazıt Yolu No: 80',
    district: 'Muradiye',
    starRating: 1,
    phone: '+90 432 711 30 30',
    email: 'pansiyon@muradiyeselale.example',
    features: ['Next to Muradiye Waterfall', 'Tea garden by the river', 'Trout restaurant'],
    rooms: [
      ['SINGLE', 560, 3],
      ['DOUBLE', 820, 5],
    ],
  },
];

/** The demo hotels' tax rate in percent: Turkey's konaklama vergisi 2 % + KDV 10 % (every demo hotel is in Van). */
export const HOTEL_TAX_RATE = 12;

export const hotels: SeedHotel[] = hotelInputs.map(({ rooms, ...hotel }, index) => {
  const roomTypes = rooms.map(([name, pricePerNight, roomCount], roomIndex) => ({
    id: uuid(3, (index + 1) * 16 + roomIndex + 1),
    name,
    pricePerNight,
    roomCount,
    capacity: SEED_CAPACITY[name],
  }));
  return {
    id: uuid(2, index + 1),
    ...hotel,
    hotelCity: DEMO_CITY,
    photoUrls: hotelPhotos(hotel.slug),
    // The advance payment is the cheapest night: the hotel card's "from" price.
    advancePayment: Math.min(...roomTypes.map((room) => room.pricePerNight)),
    taxRate: HOTEL_TAX_RATE,
    roomTypes,
    amenities: seedAmenities(hotel.features),
    createdAt: `2026-09-${String(3 + index).padStart(2, '0')}T09:00:00.000Z`,
    ...coordinatesOf(HOTEL_COORDINATES, hotel.slug),
    ...hotelPage(hotel.slug),
  };
});

/** A demo hotel's description, house rules (English base texts) and times (scripts/seed-translations.ts). */
function hotelPage(slug: string): Pick<SeedHotel, 'description' | 'houseRules' | 'checkInTime' | 'checkOutTime'> {
  const page = hotelPageTexts[slug];
  if (!page) throw new Error(`No page texts for the demo hotel ${slug}`);
  return { description: page.description.en, houseRules: page.houseRules.en, checkInTime: page.checkInTime, checkOutTime: page.checkOutTime };
}

// ---------------------------------------------------------------------------------------
// Tourist places
// ---------------------------------------------------------------------------------------

const placeInputs: Array<Omit<SeedPlace, 'id' | 'image' | 'createdAt' | 'latitude' | 'longitude'>> = [
  {
    slug: 'akdamar-island',
    name: 'Akdamar Island',
    description:
      'A small rocky island in the south of Lake Van, reached by a twenty-minute boat ride from the Gevaş pier. ' +
      'Its Church of the Holy Cross was built in 915–921 by the architect Manuel for King Gagik I of Vaspurakan; ' +
      'the outer walls are carved with a famous frieze of biblical scenes, vines and animals. In April the island’s almond trees blossom, ' +
      'and in summer visitors swim from the rocks after the visit.',
    location: 'Gevaş, 45 km south-west of Van city centre',
    category: 'religious',
    bestSeasons: ['spring', 'summer', 'autumn'],
    facilities: ['Boat pier', 'Café', 'Picnic area', 'Swimming spots', 'WC'],
    visitOpenTime: '08:00',
    visitCloseTime: '19:00',
    visitDays: ALL_WEEK,
    entryFeeAdult: 300,
    entryFeeStudent: 150,
    entryFeeMuseum: 0,
    transportationCars: ['Car via the D300 to Gevaş pier', 'Minibus from Van to Gevaş', 'Taxi from Gevaş centre', 'Boat from the pier'],
    recommendedDuration: '3–4 hours',
    contact: '+90 432 612 10 65',
  },
  {
    slug: 'van-fortress',
    name: 'Van Fortress',
    description:
      'The citadel of Tushpa, capital of the Urartian kingdom, stretched along a 1.8 km limestone rock on the shore of Lake Van. ' +
      'Sarduri I built the first walls in the 9th century BC; cuneiform inscriptions, the rock-cut tombs of King Argishti and the ' +
      'Sardur Tower still stand. From the top the ruins of the old city of Van spread below, with the lake behind.',
    location: 'Kale Mahallesi, Tuşba, 5 km west of the city centre',
    category: 'historical',
    bestSeasons: ['spring', 'summer', 'autumn'],
    facilities: ['Parking', 'Visitor centre', 'Walking paths', 'Viewpoint', 'WC'],
    visitOpenTime: '08:00',
    visitCloseTime: '19:00',
    visitDays: ALL_WEEK,
    entryFeeAdult: 250,
    entryFeeStudent: 120,
    entryFeeMuseum: 0,
    transportationCars: ['Car via İskele Caddesi', 'City bus to Kale', 'Taxi from the centre'],
    recommendedDuration: '2–3 hours',
    contact: '+90 432 216 11 39',
  },
  {
    slug: 'muradiye-waterfall',
    name: 'Muradiye Waterfall',
    description:
      'The Bendimahi river drops over a wall of black basalt north of Muradiye, on the road from Van to Doğubayazıt. ' +
      'A suspension bridge crosses the spray, and tea gardens and trout restaurants line the banks. The fall is fullest in May ' +
      'and June with the snowmelt from Tendürek; in hard winters it freezes into columns of ice.',
    location: 'Muradiye, 80 km north-east of Van',
    category: 'nature',
    bestSeasons: ['spring', 'summer', 'winter'],
    facilities: ['Suspension bridge', 'Tea gardens', 'Trout restaurants', 'Parking', 'WC'],
    visitOpenTime: '07:00',
    visitCloseTime: '21:00',
    visitDays: ALL_WEEK,
    entryFeeAdult: 0,
    entryFeeStudent: 0,
    entryFeeMuseum: 0,
    transportationCars: ['Car on the Van–Doğubayazıt road', 'Minibus from Van to Muradiye', 'Taxi from Muradiye'],
    recommendedDuration: '1–2 hours',
    contact: '+90 432 711 20 11',
  },
  {
    slug: 'hosap-castle',
    name: 'Hoşap Castle',
    description:
      'A castle crowning a steep rock above the Hoşap stream on the road to Hakkari, built in 1643 by Sarı Süleyman Bey of the ' +
      'Mahmudi. Its gate carries a lion relief and an inscription; inside are the remains of a palace, a mosque, baths and ' +
      'cisterns. The old stone bridge below the village completes the picture.',
    location: 'Güzelsu, Gürpınar, 58 km south-east of Van',
    category: 'historical',
    bestSeasons: ['spring', 'summer', 'autumn'],
    facilities: ['Parking', 'Tea house in the village', 'Stone bridge', 'Viewpoint'],
    visitOpenTime: '08:30',
    visitCloseTime: '18:30',
    visitDays: ALL_WEEK,
    entryFeeAdult: 150,
    entryFeeStudent: 75,
    entryFeeMuseum: 0,
    transportationCars: ['Car on the Van–Hakkari road', 'Minibus towards Başkale', 'Taxi from Gürpınar'],
    recommendedDuration: '1–2 hours',
    contact: '+90 432 461 20 13',
  },
  {
    slug: 'lake-van',
    name: 'Lake Van',
    description:
      'The largest lake in Turkey, 3,713 km² of soda water at 1,648 m, ringed by the volcanoes Süphan and Nemrut. ' +
      'Its alkaline water makes swimming buoyant and keeps the fish away, except the pearl mullet (inci kefali) that swims ' +
      'upstream to spawn every spring. The beaches of Edremit and the sunsets over Tatvan are the classic ways to enjoy it.',
    location: 'Shores of Edremit, Tuşba, Gevaş and Erciş',
    category: 'nature',
    bestSeasons: ['spring', 'summer', 'autumn'],
    facilities: ['Beaches', 'Boat tours', 'Lakeside promenade', 'Fish restaurants', 'Picnic areas'],
    visitOpenTime: '00:00',
    visitCloseTime: '23:59',
    visitDays: ALL_WEEK,
    entryFeeAdult: 0,
    entryFeeStudent: 0,
    entryFeeMuseum: 0,
    transportationCars: ['Car along the shore road', 'City bus to Edremit', 'Taxi to the beaches'],
    recommendedDuration: 'Half a day',
    contact: '+90 432 214 20 20',
  },
  {
    slug: 'van-museum',
    name: 'Van Museum',
    description:
      'The new museum at the foot of Van Fortress holds one of the richest Urartian collections in the world: ' +
      'bronze belts and helmets, gold jewellery, cuneiform tablets and the finds of Çavuştepe and Ayanis. An ethnography ' +
      'hall shows Van carpets, kilims and the costumes of the region.',
    location: 'Kale Yolu, Tuşba, at the foot of Van Fortress',
    category: 'museum',
    bestSeasons: ['spring', 'summer', 'autumn', 'winter'],
    facilities: ['Café', 'Museum shop', 'Audio guide', 'Wheelchair access', 'Parking', 'WC'],
    visitOpenTime: '09:00',
    visitCloseTime: '18:00',
    visitDays: TUESDAY_TO_SUNDAY,
    entryFeeAdult: 200,
    entryFeeStudent: 100,
    entryFeeMuseum: 0,
    transportationCars: ['Car to the fortress car park', 'City bus to Kale', 'Taxi from the centre'],
    recommendedDuration: '1.5–2 hours',
    contact: '+90 432 216 11 39',
  },
  {
    slug: 'erek-mountain',
    name: 'Mount Erek',
    description:
      'The 3,200 m massif that rises straight behind the city of Van. A day hike from Bakraçlı climbs through meadows full ' +
      'of wild tulips in June to the summit crater lake, with the whole of Lake Van and the cone of Süphan in view. ' +
      'Snow stays on the north faces until July; go with a local guide.',
    location: 'Bakraçlı, Tuşba, 12 km east of Van',
    category: 'nature',
    bestSeasons: ['summer', 'autumn'],
    facilities: ['Trailhead parking', 'Local guides', 'Spring water on the trail'],
    visitOpenTime: '05:00',
    visitCloseTime: '20:00',
    visitDays: ALL_WEEK,
    entryFeeAdult: 0,
    entryFeeStudent: 0,
    entryFeeMuseum: 0,
    transportationCars: ['Car to Bakraçlı', 'Taxi from the centre', 'Guided transfer'],
    recommendedDuration: '8–10 hours',
    contact: '+90 432 225 73 73',
  },
  {
    slug: 'carpanak-island',
    name: 'Çarpanak Island',
    description:
      'A quiet island in the north of Lake Van with the ruined monastery of Ktuts (St John), founded in the 15th century. ' +
      'Gulls and cormorants nest on its rocks, and the boat ride from İskele village passes the wildest stretch of the shore. ' +
      'There is no café: bring water and a picnic.',
    location: 'North shore, Tuşba, 40 km from Van (boats from İskele village)',
    category: 'religious',
    bestSeasons: ['summer', 'autumn'],
    facilities: ['Boat pier', 'Picnic spots', 'Bird watching'],
    visitOpenTime: '09:00',
    visitCloseTime: '18:00',
    visitDays: ['Friday', 'Saturday', 'Sunday'],
    entryFeeAdult: 0,
    entryFeeStudent: 0,
    entryFeeMuseum: 0,
    transportationCars: ['Car to İskele village', 'Boat from İskele pier', 'Guided tour'],
    recommendedDuration: 'Half a day',
    contact: '+90 432 214 20 20',
  },
  {
    slug: 'cavustepe-fortress',
    name: 'Çavuştepe Fortress',
    description:
      'Sardurihinili, the fortress that King Sarduri II built in the 8th century BC on a long ridge above the Gürpınar plain. ' +
      'The walls of dressed stone, the temple of the god Haldi with its inscriptions, the palace storerooms with huge jars ' +
      'and a rock-cut cistern show how an Urartian royal town worked.',
    location: 'Çavuştepe, Gürpınar, 25 km south-east of Van',
    category: 'historical',
    bestSeasons: ['spring', 'summer', 'autumn'],
    facilities: ['Parking', 'Information boards', 'Walking paths'],
    visitOpenTime: '08:30',
    visitCloseTime: '18:00',
    visitDays: ALL_WEEK,
    entryFeeAdult: 150,
    entryFeeStudent: 75,
    entryFeeMuseum: 0,
    transportationCars: ['Car on the Van–Hakkari road', 'Minibus towards Gürpınar', 'Taxi from Van'],
    recommendedDuration: '1–1.5 hours',
    contact: '+90 432 216 11 39',
  },
  {
    slug: 'van-cat-house',
    name: 'Van Cat House',
    description:
      'The research house of Van Yüzüncü Yıl University looks after the snow-white Van cats, famous for odd eyes — one ' +
      'blue, one amber — and for their love of water. Visitors can watch the cats in their gardens and learn how the breed ' +
      'is protected. A favourite stop for families.',
    location: 'Van Yüzüncü Yıl University campus, Tuşba',
    category: 'culture',
    bestSeasons: ['spring', 'summer', 'autumn', 'winter'],
    facilities: ['Gardens', 'Gift shop', 'Parking', 'WC'],
    visitOpenTime: '09:00',
    visitCloseTime: '17:00',
    visitDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    entryFeeAdult: 50,
    entryFeeStudent: 25,
    entryFeeMuseum: 50,
    transportationCars: ['Car to the university campus', 'University bus', 'Taxi from the centre'],
    recommendedDuration: '1 hour',
    contact: '+90 432 225 10 24',
  },
];

export const places: SeedPlace[] = placeInputs.map((place, index) => ({
  id: uuid(4, index + 1),
  ...place,
  image: `/photos/places/${place.slug}.svg`,
  createdAt: `2026-09-${String(5 + index).padStart(2, '0')}T10:00:00.000Z`,
  ...coordinatesOf(PLACE_COORDINATES, place.slug),
}));

// ---------------------------------------------------------------------------------------
// Tours (fixed 2027 dates, so the seed stays idempotent and the tours stay upcoming)
// ---------------------------------------------------------------------------------------

/** Each demo tour's type, as an admin would choose it. */
const TOUR_TYPE_OF: Record<string, SeedTour['tourType']> = {
  'akdamar-day-trip': 'cultural',
  'lake-van-sunset-cruise': 'nature',
  'muradiye-bendimahi': 'nature',
  'hosap-cavustepe': 'cultural',
  'erek-summit-hike': 'nature',
  'van-breakfast-culture-tour': 'daily',
  'van-fortress-old-city-walk': 'daily',
};

const tourInputs: Array<Omit<SeedTour, 'id' | 'photoUrl' | 'createdAt' | 'tourType' | 'latitude' | 'longitude'>> = [
  {
    slug: 'akdamar-day-trip',
    tourName: 'Akdamar Island Day Trip',
    tourStartAddress: 'Van city centre, Cumhuriyet Caddesi meeting point',
    tourEndAddress: 'Gevaş, Akdamar pier',
    price: 1450,
    duration: 8,
    participantCount: 24,
    startDate: '2027-05-15',
    endDate: '2027-05-15',
    starRating: 5,
    phone: '+90 432 216 40 10',
  },
  {
    slug: 'lake-van-sunset-cruise',
    tourName: 'Lake Van Sunset Cruise',
    tourStartAddress: 'Edremit pier',
    tourEndAddress: 'Edremit pier',
    price: 650,
    duration: 3,
    participantCount: 30,
    startDate: '2027-06-19',
    endDate: '2027-06-19',
    starRating: 4,
    phone: '+90 432 312 55 10',
  },
  {
    slug: 'muradiye-bendimahi',
    tourName: 'Muradiye & Bendimahi Waterfalls',
    tourStartAddress: 'Van city centre, Beşyol meeting point',
    tourEndAddress: 'Muradiye Waterfall',
    price: 1100,
    duration: 9,
    participantCount: 16,
    startDate: '2027-05-29',
    endDate: '2027-05-29',
    starRating: 4,
    phone: '+90 432 711 30 31',
  },
  {
    slug: 'hosap-cavustepe',
    tourName: 'Hoşap & Çavuştepe Fortresses',
    tourStartAddress: 'Van city centre, Cumhuriyet Caddesi meeting point',
    tourEndAddress: 'Hoşap Castle, Güzelsu',
    price: 950,
    duration: 7,
    participantCount: 20,
    startDate: '2027-06-05',
    endDate: '2027-06-05',
    starRating: 4,
    phone: '+90 432 461 10 59',
  },
  {
    slug: 'erek-summit-hike',
    tourName: 'Erek Summit Hike',
    tourStartAddress: 'Bakraçlı trailhead',
    tourEndAddress: 'Erek summit crater lake',
    price: 1250,
    duration: 10,
    participantCount: 12,
    startDate: '2027-07-10',
    endDate: '2027-07-10',
    starRating: 5,
    phone: '+90 432 225 73 74',
  },
  {
    slug: 'van-breakfast-culture-tour',
    tourName: 'Van Breakfast Culture Tour',
    tourStartAddress: 'Kahvaltıcılar Sokağı, İpekyolu',
    tourEndAddress: 'Van Bazaar (Çarşı)',
    price: 550,
    duration: 4,
    participantCount: 14,
    startDate: '2027-05-16',
    endDate: '2027-05-16',
    starRating: 5,
    phone: '+90 432 214 66 21',
  },
  {
    slug: 'van-fortress-old-city-walk',
    tourName: 'Van Fortress & Old City Walk',
    tourStartAddress: 'Van Fortress car park',
    tourEndAddress: 'Van Museum',
    price: 480,
    duration: 4,
    participantCount: 18,
    startDate: '2027-09-04',
    endDate: '2027-09-04',
    starRating: 4,
    phone: '+90 432 216 11 40',
  },
];

export const tours: SeedTour[] = tourInputs.map((tour, index) => ({
  id: uuid(5, index + 1),
  ...tour,
  tourType: TOUR_TYPE_OF[tour.slug] ?? 'cultural',
  photoUrl: `/photos/tours/${tour.slug}.svg`,
  createdAt: `2026-09-${String(8 + index).padStart(2, '0')}T11:00:00.000Z`,
  ...coordinatesOf(TOUR_COORDINATES, tour.slug),
}));

// ---------------------------------------------------------------------------------------
// Reservations, payments, reviews
// ---------------------------------------------------------------------------------------

const nights = (checkIn: string, checkOut: string) =>
  Math.ceil((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);

function hotelBySlug(slug: string): SeedHotel {
  const hotel = hotels.find((candidate) => candidate.slug === slug);
  if (!hotel) throw new Error(`No demo hotel ${slug}`);
  return hotel;
}

interface ReservationInput {
  n: number;
  pnrCode: string;
  status: ReservationStatus;
  hotel: string;
  room: RoomTypeName;
  roomCount: number;
  guests: number;
  checkIn: string;
  checkOut: string;
  guest: [name: string, email: string, phone: string];
  specialRequests?: string;
  userId?: string;
  language?: 'tr' | 'en' | 'fa';
  createdAt: string;
}

const reservationInputs: ReservationInput[] = [
  {
    n: 1,
    pnrCode: 'VK7P3QHA',
    status: 'CONFIRMED',
    hotel: 'ipekyolu-grand-otel',
    room: 'DOUBLE',
    roomCount: 1,
    guests: 2,
    checkIn: '2027-06-12',
    checkOut: '2027-06-15',
    guest: ['Demo Misafir', USER_LOGIN.email, '+90 532 000 12 12'],
    specialRequests: 'High floor with a view of Erek, please.',
    userId: users[1]!.id,
    language: 'en',
    createdAt: '2026-10-02T09:15:00.000Z',
  },
  {
    n: 2,
    pnrCode: 'R4NWE8TZ',
    status: 'PENDING',
    hotel: 'sahmaran-lake-resort',
    room: 'SUITE',
    roomCount: 1,
    guests: 3,
    checkIn: '2027-07-20',
    checkOut: '2027-07-24',
    guest: ['Ayşe Kaya', 'ayse.kaya@vanturizm.example', '+90 505 000 34 34'],
    specialRequests: 'Baby cot needed.',
    userId: users[2]!.id,
    language: 'tr',
    createdAt: '2026-10-05T14:40:00.000Z',
  },
  {
    n: 3,
    pnrCode: 'M2XCG9LD',
    status: 'PENDING',
    hotel: 'akdamar-gol-evi',
    room: 'DOUBLE',
    roomCount: 2,
    guests: 4,
    checkIn: '2027-05-14',
    checkOut: '2027-05-16',
    guest: ['Reza Tehrani', 'reza.tehrani@vanturizm.example', '+98 912 000 5656'],
    userId: users[3]!.id,
    language: 'fa',
    createdAt: '2026-10-11T08:05:00.000Z',
  },
  {
    n: 4,
    pnrCode: 'H8UJ5SFB',
    status: 'CONFIRMED',
    hotel: 'tusba-kale-butik-otel',
    room: 'SINGLE',
    roomCount: 1,
    guests: 1,
    checkIn: '2027-09-03',
    checkOut: '2027-09-05',
    guest: ['Elif Demir', 'elif.demir@example.com', '+90 544 000 78 78'],
    language: 'tr',
    createdAt: '2026-10-14T18:20:00.000Z',
  },
  {
    n: 5,
    pnrCode: 'T6YBK4WN',
    status: 'CANCELLED',
    hotel: 'muradiye-selale-pansiyon',
    room: 'DOUBLE',
    roomCount: 1,
    guests: 2,
    checkIn: '2027-06-01',
    checkOut: '2027-06-02',
    guest: ['John Carter', 'john.carter@example.com', '+44 7700 900123'],
    specialRequests: 'Arriving late, around 23:00.',
    language: 'en',
    createdAt: '2026-10-16T07:30:00.000Z',
  },
  {
    n: 6,
    pnrCode: 'DM6Q2XKP',
    status: 'PENDING',
    hotel: 'van-kedisi-butik-otel',
    room: 'DOUBLE',
    roomCount: 1,
    guests: 2,
    checkIn: '2027-03-19',
    checkOut: '2027-03-23',
    guest: ['Demo Misafir', USER_LOGIN.email, '+90 532 000 12 12'],
    specialRequests: 'Nowruz week: a quiet room, please.',
    userId: users[1]!.id,
    language: 'en',
    createdAt: '2026-10-18T16:00:00.000Z',
  },
  // Stays that have ended (autumn 2026), confirmed and settled at the hotel: their guests may
  // review them, and most did (the verified reviews below).
  {
    n: 7,
    pnrCode: 'K3VRN7QE',
    status: 'CONFIRMED',
    hotel: 'ipekyolu-grand-otel',
    room: 'DOUBLE',
    roomCount: 1,
    guests: 2,
    checkIn: '2026-10-09',
    checkOut: '2026-10-12',
    guest: ['Shirin Karimi', 'shirin.karimi@vanturizm.example', '+98 914 000 7788'],
    userId: users[5]!.id,
    language: 'fa',
    createdAt: '2026-09-25T11:20:00.000Z',
  },
  {
    n: 8,
    pnrCode: 'P8HZT2WC',
    status: 'CONFIRMED',
    hotel: 'ipekyolu-grand-otel',
    room: 'SINGLE',
    roomCount: 1,
    guests: 1,
    checkIn: '2026-10-02',
    checkOut: '2026-10-04',
    guest: ['Mehmet Yılmaz', 'mehmet.yilmaz@vanturizm.example', '+90 533 000 56 56'],
    userId: users[4]!.id,
    language: 'tr',
    createdAt: '2026-09-20T08:45:00.000Z',
  },
  {
    n: 9,
    pnrCode: 'E5MXD9RJ',
    status: 'CONFIRMED',
    hotel: 'sahmaran-lake-resort',
    room: 'DOUBLE',
    roomCount: 1,
    guests: 2,
    checkIn: '2026-10-23',
    checkOut: '2026-10-26',
    guest: ['Demo Misafir', USER_LOGIN.email, '+90 532 000 12 12'],
    userId: users[1]!.id,
    language: 'en',
    createdAt: '2026-10-01T17:05:00.000Z',
  },
  {
    n: 10,
    pnrCode: 'W2TQF6NA',
    status: 'CONFIRMED',
    hotel: 'tusba-kale-butik-otel',
    room: 'DOUBLE',
    roomCount: 1,
    guests: 2,
    checkIn: '2026-11-01',
    checkOut: '2026-11-03',
    guest: ['Shirin Karimi', 'shirin.karimi@vanturizm.example', '+98 914 000 7788'],
    userId: users[5]!.id,
    language: 'fa',
    createdAt: '2026-10-15T06:30:00.000Z',
  },
  {
    // The demo user's ended stay with no review yet: the profile offers "Write a review".
    n: 11,
    pnrCode: 'B9KSE4UY',
    status: 'CONFIRMED',
    hotel: 'tusba-kale-butik-otel',
    room: 'SINGLE',
    roomCount: 1,
    guests: 1,
    checkIn: '2026-11-13',
    checkOut: '2026-11-15',
    guest: ['Demo Misafir', USER_LOGIN.email, '+90 532 000 12 12'],
    userId: users[1]!.id,
    language: 'en',
    createdAt: '2026-10-20T10:10:00.000Z',
  },
];

export const reservations: SeedReservation[] = reservationInputs.map((input) => {
  const hotel = hotelBySlug(input.hotel);
  const room = hotel.roomTypes.find((candidate) => candidate.name === input.room);
  if (!room) throw new Error(`${hotel.hotelName} has no ${input.room} rooms`);
  const [guestName, guestEmail, guestPhone] = input.guest;
  return {
    id: uuid(6, input.n),
    pnrCode: input.pnrCode,
    status: input.status,
    hotelId: hotel.id,
    roomTypeId: room.id,
    roomType: room.name,
    roomCount: input.roomCount,
    reservationGuests: input.guests,
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    guestName,
    guestEmail,
    guestPhone,
    specialRequests: input.specialRequests ?? null,
    userId: input.userId ?? null,
    language: input.language ?? 'tr',
    pricePerNight: room.pricePerNight,
    totalAmount: room.pricePerNight * input.roomCount * nights(input.checkIn, input.checkOut),
    createdAt: input.createdAt,
  };
});

const reservationByPnr = (pnr: string) => {
  const reservation = reservations.find((candidate) => candidate.pnrCode === pnr);
  if (!reservation) throw new Error(`No demo reservation ${pnr}`);
  return reservation;
};

/** Receipt objects the seed also puts into the local R2 bucket (see scripts/seed.ts). */
export const RECEIPT_OBJECTS = {
  paid: '5eed0007-demo-paid-VK7P3QHA.pdf',
  awaiting: '5eed0007-demo-awaiting-M2XCG9LD.pdf',
  confirmed: '5eed0007-demo-confirmed-H8UJ5SFB.pdf',
  rejected: '5eed0007-demo-rejected-DM6Q2XKP.pdf',
} as const;

export const payments: SeedPayment[] = [
  {
    // Approved by the admin: payment PAID, receipt verified, reservation CONFIRMED.
    id: uuid(7, 1),
    reservationId: reservationByPnr('VK7P3QHA').id,
    status: 'PAID',
    amount: reservationByPnr('VK7P3QHA').totalAmount,
    currency: 'TRY',
    provider: 'BANK_TRANSFER',
    transactionId: 'ZRT-2026100212345',
    paymentDate: '2026-10-02T09:20:00.000Z',
    receipt: RECEIPT_OBJECTS.paid,
    receiptContentType: 'application/pdf',
    isReceiptVerified: true,
  },
  {
    // Created with the reservation, the guest has not uploaded a receipt yet.
    id: uuid(7, 2),
    reservationId: reservationByPnr('R4NWE8TZ').id,
    status: 'PENDING',
    amount: reservationByPnr('R4NWE8TZ').totalAmount,
    currency: 'TRY',
    provider: 'BANK_TRANSFER',
    transactionId: null,
    paymentDate: '2026-10-05T14:41:00.000Z',
    receipt: null,
    receiptContentType: null,
    isReceiptVerified: false,
  },
  {
    // Receipt uploaded, awaiting the admin's approval.
    id: uuid(7, 3),
    reservationId: reservationByPnr('M2XCG9LD').id,
    status: 'PENDING',
    amount: reservationByPnr('M2XCG9LD').totalAmount,
    currency: 'TRY',
    provider: 'BANK_TRANSFER',
    transactionId: null,
    paymentDate: '2026-10-11T08:06:00.000Z',
    receipt: RECEIPT_OBJECTS.awaiting,
    receiptContentType: 'application/pdf',
    isReceiptVerified: false,
  },
  {
    id: uuid(7, 4),
    reservationId: reservationByPnr('H8UJ5SFB').id,
    status: 'PAID',
    amount: reservationByPnr('H8UJ5SFB').totalAmount,
    currency: 'TRY',
    provider: 'BANK_TRANSFER',
    transactionId: 'ISB-2026101498765',
    paymentDate: '2026-10-14T18:25:00.000Z',
    receipt: RECEIPT_OBJECTS.confirmed,
    receiptContentType: 'application/pdf',
    isReceiptVerified: true,
  },
  {
    // The admin rejected the receipt (wrong amount): CANCELLED, the receipt kept, the
    // reservation still PENDING so the guest can upload a new one.
    id: uuid(7, 5),
    reservationId: reservationByPnr('DM6Q2XKP').id,
    status: 'CANCELLED',
    amount: reservationByPnr('DM6Q2XKP').totalAmount,
    currency: 'TRY',
    provider: 'BANK_TRANSFER',
    transactionId: null,
    paymentDate: '2026-10-18T16:05:00.000Z',
    receipt: RECEIPT_OBJECTS.rejected,
    receiptContentType: 'application/pdf',
    isReceiptVerified: false,
    rejectionReason: 'Dekonttaki tutar rezervasyon tutarından az. / The amount on the receipt is less than the booking total.',
  },
];

export const reviews: SeedReview[] = [
  {
    id: uuid(8, 1),
    userId: users[1]!.id,
    hotelId: hotelBySlug('ipekyolu-grand-otel').id,
    rating: 5,
    comment: 'Spotless rooms, a breakfast with every Van cheese you can imagine, and the staff arranged our Akdamar boat.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-20T19:00:00.000Z',
  },
  {
    id: uuid(8, 2),
    userId: users[2]!.id,
    hotelId: hotelBySlug('sahmaran-lake-resort').id,
    rating: 4,
    comment: 'Göl manzarası muhteşem, havuz temiz. Akşam yemeği biraz pahalı ama gün batımı her şeye değer.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-21T08:30:00.000Z',
  },
  {
    id: uuid(8, 3),
    userId: users[3]!.id,
    hotelId: hotelBySlug('akdamar-gol-evi').id,
    rating: 5,
    comment: 'Five minutes from the Akdamar boats, a garden on the lake and fresh fish every evening. We will come back.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-22T17:10:00.000Z',
  },
  {
    id: uuid(8, 4),
    userId: users[1]!.id,
    hotelId: hotelBySlug('erek-dagi-konukevi').id,
    rating: 3,
    comment: 'Simple rooms, but the guide they found us for Erek was excellent. Hot water ran out early.',
    status: 'PENDING',
    isFlagged: false,
    createdAt: '2026-10-25T12:00:00.000Z',
  },
  {
    id: uuid(8, 5),
    userId: null,
    hotelId: hotelBySlug('ercis-sahil-otel').id,
    rating: 1,
    comment: 'WORST HOTEL EVER!!! visit my site for cheap flights www.example.com',
    status: 'PENDING',
    isFlagged: true,
    createdAt: '2026-10-26T03:12:00.000Z',
  },
  {
    id: uuid(8, 6),
    userId: users[2]!.id,
    hotelId: hotelBySlug('van-kedisi-butik-otel').id,
    rating: 4,
    comment: 'Kahvaltıcılar Sokağı iki dakika, odalar küçük ama çok temiz. Resepsiyondaki kedi de cabası.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-27T09:45:00.000Z',
  },
  // Verified reviews: each written by the guest after the stay it names had ended.
  {
    id: uuid(8, 7),
    userId: users[4]!.id,
    hotelId: hotelBySlug('ipekyolu-grand-otel').id,
    reservationId: reservationByPnr('P8HZT2WC').id,
    rating: 4,
    comment: 'İş için iki gece kaldım. Oda sessiz, yatak rahat; kahvaltıda otlu peynir ve murtuğa vardı. Otopark biraz dar.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-05T18:30:00.000Z',
  },
  {
    id: uuid(8, 8),
    userId: users[5]!.id,
    hotelId: hotelBySlug('ipekyolu-grand-otel').id,
    reservationId: reservationByPnr('K3VRN7QE').id,
    rating: 5,
    comment: 'از تبریز با همسرم آمدیم. پذیرش فارسی صحبت می‌کرد، صبحانهٔ وانی عالی بود و تا قلعهٔ وان پیاده رفتیم.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-13T07:15:00.000Z',
  },
  {
    id: uuid(8, 9),
    userId: users[1]!.id,
    hotelId: hotelBySlug('sahmaran-lake-resort').id,
    reservationId: reservationByPnr('E5MXD9RJ').id,
    rating: 5,
    comment: 'We watched the sunset over Lake Van from the terrace every evening. The boat to Akdamar leaves ten minutes away.',
    status: 'APPROVED',
    isFlagged: false,
    createdAt: '2026-10-28T16:40:00.000Z',
  },
  {
    id: uuid(8, 10),
    userId: users[5]!.id,
    hotelId: hotelBySlug('tusba-kale-butik-otel').id,
    reservationId: reservationByPnr('W2TQF6NA').id,
    rating: 3,
    comment: 'منظرهٔ قلعه از حیاط زیباست، اما اتاق کمی سرد بود و آب گرم دیر می‌آمد.',
    status: 'PENDING',
    isFlagged: false,
    createdAt: '2026-11-04T09:05:00.000Z',
  },
];

// ---------------------------------------------------------------------------------------
// Tour bookings, contact messages, favourites
// ---------------------------------------------------------------------------------------

function tourBySlug(slug: string): SeedTour {
  const tour = tours.find((candidate) => candidate.slug === slug);
  if (!tour) throw new Error(`No demo tour ${slug}`);
  return tour;
}

export const tourReservations: SeedTourReservation[] = [
  {
    id: uuid(9, 1),
    pnrCode: 'TK4AKD7M',
    language: 'tr',
    tourId: tourBySlug('akdamar-day-trip').id,
    fullName: 'Mehmet Demir',
    email: 'mehmet.demir@example.com',
    phone: '+90 532 000 44 55',
    tourDate: '2027-05-20',
    numberOfPeople: 3,
    specialRequests: null,
    totalAmount: tourBySlug('akdamar-day-trip').price * 3,
    status: 'PENDING',
    createdAt: '2026-10-10T10:00:00.000Z',
  },
  {
    id: uuid(9, 2),
    pnrCode: 'NW8BRK3F',
    language: 'fa',
    tourId: tourBySlug('van-breakfast-culture-tour').id,
    fullName: 'Maryam Ahmadi',
    email: 'maryam.ahmadi@example.com',
    phone: '+98 914 000 2233',
    tourDate: '2027-03-21',
    numberOfPeople: 2,
    specialRequests: 'We are vegetarian.',
    totalAmount: tourBySlug('van-breakfast-culture-tour').price * 2,
    status: 'CONFIRMED',
    createdAt: '2026-10-12T13:30:00.000Z',
  },
];

export const contactMessages: SeedContactMessage[] = [
  {
    id: uuid(10, 1),
    name: 'Elif Şahin',
    email: 'elif.sahin@example.com',
    subject: 'Grup rezervasyonu',
    message: 'Merhaba, Haziran ayında 12 kişilik bir grup için oda ayırmak istiyoruz. Mümkün mü?',
    createdAt: '2026-10-11T07:30:00.000Z',
    readAt: null,
  },
  {
    id: uuid(10, 2),
    name: 'Ali Rezaei',
    email: 'ali.rezaei@example.com',
    subject: 'Nowruz',
    message: 'Do your hotels accept bookings for the Nowruz holidays in late March? We are a family of five from Tabriz.',
    createdAt: '2026-10-13T18:10:00.000Z',
    readAt: '2026-10-14T08:00:00.000Z',
  },
];

/** The demo user has saved one hotel (the heart on its card). */
export const favourites: SeedFavourite[] = [
  { userId: users[1]!.id, hotelId: hotelBySlug('akdamar-gol-evi').id, createdAt: '2026-10-05T18:00:00.000Z' },
];

// ---------------------------------------------------------------------------------------
// Seasonal rates (issue 21): each room type of each hotel, priced above its base price.
// ---------------------------------------------------------------------------------------

/**
 * The seasons of 2027 in Van: Nowruz (visitors from Iran fill the city from the Iranian new
 * year, 20/21 March, to Sizdah Bedar on 2 April), summer on the lake, and New Year's Eve. Each
 * covers its nights from <= night < to. New Year is 2027/28, the first one after the demo's
 * bookings, so a stay booked from the demo's today a few weeks out keeps its base price.
 */
export const SEASONS = [
  { key: 'nowruz', from: '2027-03-18', to: '2027-04-01', factor: 1.6, weekendFactor: 1.8, minStay: 3 },
  { key: 'summer', from: '2027-06-15', to: '2027-09-01', factor: 1.3, weekendFactor: 1.4, minStay: null },
  { key: 'newYear', from: '2027-12-30', to: '2028-01-02', factor: 1.8, weekendFactor: null, minStay: 3 },
] as const;

/** Rounded to 50 TL, as a hotel prints its prices. */
const seasonPrice = (base: number, factor: number) => Math.round((base * factor) / 50) * 50;

export const rates: SeedRate[] = hotels.flatMap((hotel, hotelIndex) =>
  hotel.roomTypes.flatMap((room, roomIndex) =>
    SEASONS.map((season, seasonIndex) => ({
      id: uuid(11, (hotelIndex + 1) * 256 + (roomIndex + 1) * 16 + seasonIndex + 1),
      roomTypeId: room.id,
      from: season.from,
      to: season.to,
      price: seasonPrice(room.pricePerNight, season.factor),
      weekendPrice: season.weekendFactor === null ? null : seasonPrice(room.pricePerNight, season.weekendFactor),
      minStay: season.minStay,
      maxStay: null,
      closedToArrival: false,
      stopSell: false,
    })),
  ),
);

/** A room type's seed rates in kuruş, the shape contract/stayPricing.ts `priceStay` reads (stories, journeys, contract tests). */
export const rateRulesOf = (roomTypeId: string) =>
  rates
    .filter((rate) => rate.roomTypeId === roomTypeId)
    .map((rate) => ({
      id: rate.id,
      from: rate.from,
      to: rate.to,
      priceCents: Math.round(rate.price * 100),
      weekendPriceCents: rate.weekendPrice === null ? null : Math.round(rate.weekendPrice * 100),
      minStay: rate.minStay,
      maxStay: rate.maxStay,
      closedToArrival: rate.closedToArrival,
      stopSell: rate.stopSell,
    }));
