/** Hotels: SQL and row -> DTO mapping. `api_key` is mapped only by `toHotelAdmin`. */
import { cheapestStay, DEFAULT_FREE_CANCELLATION_DAYS, grossCentsOf, nightsBetween, priceStay } from '../../contract';
import type { CancellationPolicy, Hotel, HotelAdmin, HotelAmenity, HotelFinding, HotelInput, HotelSearchQuery, HotelSearchResult } from '../../contract';
import { DEFAULT_ORDER } from '../../contract/listing';
import { lookupOrder, type ContentLanguage } from '../../contract/translations';
import { HOTEL_AMENITIES, isOneOf } from '../../contract/enums';
import {
  foldSql,
  foldText,
  fromCents,
  fromCentsOrNull,
  newId,
  nowIso,
  parseList,
  coordinateValues,
  SET_COORDINATES,
  toCents,
  type CoordinateRow,
  toList,
  type Page,
  type Paged,
} from './common';
import { ratesForStay } from './rates';
import { roomTypesWithAvailability } from './roomTypes';
import { bindNamed, roomsLeftOverStay, roomsNeededSql, STAY_NIGHTS_CTE } from './sql';

type HotelRow = {
  id: string;
  hotel_name: string;
  hotel_address: string;
  hotel_city: string;
  district: string | null;
  star_rating: number;
  phone: string | null;
  email: string | null;
  features: string;
  /** JSON array of HOTEL_AMENITIES (migrations/0018_admin_fields.sql). */
  amenities: string;
  photo_urls: string;
  api_url: string | null;
  api_key: string | null;
  advance_payment_cents: number;
  cancellation_policy: CancellationPolicy;
  free_cancellation_days: number;
  /** Computed: SUM of the hotel's room types' room_count. */
  room_count: number;
  /** Computed (REVIEW_STATS): mean and number of the hotel's APPROVED reviews. */
  review_average: number | null;
  review_count: number;
  tax_rate_bp: number;
  /** Computed (PRICE_COLUMNS): the cheapest base price of the hotel's room types. */
  from_price_cents: number | null;
  /** migrations/0022_hotel_details.sql (PAGE_COLUMNS). */
  description: string | null;
  house_rules: string | null;
  check_in_time: string | null;
  check_out_time: string | null;
} & CoordinateRow;

/**
 * The average and count of a hotel's APPROVED reviews (alias `h`), for every public hotel read:
 * pending and rejected reviews never move a hotel's rating (migrations/0010_verified_reviews.sql
 * indexes hotel_id, status).
 */
export const REVIEW_STATS = `(SELECT avg(rv.rating) FROM reviews rv WHERE rv.hotel_id = h.id AND rv.status = 'APPROVED') AS review_average,
  (SELECT count(*) FROM reviews rv WHERE rv.hotel_id = h.id AND rv.status = 'APPROVED') AS review_count`;

/**
 * A hotel's tax rate and its derived "from" price (alias `h`): the cheapest base price of its
 * room types, never typed by hand (docs/decisions/0009-rates-and-stay-rules.md says why rates
 * do not count).
 */
const FROM_PRICE = '(SELECT min(rt.price_per_night_cents) FROM room_types rt WHERE rt.hotel_id = h.id)';
export const PRICE_COLUMNS = `h.tax_rate_bp,
  ${FROM_PRICE} AS from_price_cents`;

/**
 * The "from" price with the hotel's taxes, in kuruş: what the cards show and the list's price
 * filter and sort compare (a visitor's bounds are prices paid). The SQL form of
 * contract/stayPricing.ts `grossCentsOf` (SQLite's round and Math.round agree on positive
 * halves); worker/pricesWithTaxes.test.ts holds the filter to the cards' figures.
 */
const FROM_PRICE_WITH_TAXES = `(${FROM_PRICE} + round(${FROM_PRICE} * h.tax_rate_bp / 10000.0))`;

/** What the hotel page tells a guest (alias `h`, migrations/0022_hotel_details.sql): base texts and times. */
export const PAGE_COLUMNS = 'h.description, h.house_rules, h.check_in_time, h.check_out_time';

/** Every column plus the computed room count (no apiKey leaves unless `toHotelAdmin` maps it). */
const SELECT = `SELECT h.id, h.hotel_name, h.hotel_address, h.hotel_city, h.district, h.star_rating, h.phone,
  h.email, h.features, h.amenities, h.photo_urls, h.api_url, h.api_key, h.advance_payment_cents,
  h.cancellation_policy, h.free_cancellation_days, h.latitude, h.longitude,
  (SELECT COALESCE(SUM(rt.room_count), 0) FROM room_types rt WHERE rt.hotel_id = h.id) AS room_count,
  ${REVIEW_STATS}, ${PRICE_COLUMNS}, ${PAGE_COLUMNS}
  FROM hotels h`;


/** Public shape: never the apiKey. */
export function toHotel(row: HotelRow): Hotel {
  return {
    id: row.id,
    hotelName: row.hotel_name,
    hotelAddress: row.hotel_address,
    hotelCity: row.hotel_city,
    district: row.district,
    starRating: row.star_rating,
    phone: row.phone,
    email: row.email,
    features: parseList(row.features),
    amenities: parseList(row.amenities).filter((value): value is HotelAmenity => isOneOf(HOTEL_AMENITIES, value)),
    photoUrls: parseList(row.photo_urls),
    apiUrl: row.api_url,
    advancePayment: fromCents(row.advance_payment_cents),
    roomCount: row.room_count,
    cancellationPolicy: row.cancellation_policy,
    freeCancellationDays: row.free_cancellation_days,
    reviewAverage: row.review_average === null ? null : Math.round(row.review_average * 10) / 10,
    reviewCount: row.review_count,
    latitude: row.latitude,
    longitude: row.longitude,
    fromPrice: fromCentsOrNull(row.from_price_cents),
    fromPriceWithTaxes: row.from_price_cents === null ? null : grossCentsOf(row.from_price_cents, row.tax_rate_bp / 100) / 100,
    taxRate: row.tax_rate_bp / 100,
    description: row.description,
    houseRules: row.house_rules,
    checkInTime: row.check_in_time,
    checkOutTime: row.check_out_time,
  };
}

export function toHotelAdmin(row: HotelRow): HotelAdmin {
  return { ...toHotel(row), apiKey: row.api_key };
}

async function hotelRow(db: D1Database, id: string): Promise<HotelRow | null> {
  return db.prepare(`${SELECT} WHERE h.id = ?`).bind(id).first<HotelRow>();
}

export async function getHotel(db: D1Database, id: string): Promise<Hotel | null> {
  const row = await hotelRow(db, id);
  return row ? toHotel(row) : null;
}

/** A tourist place with a point, as the nearby-sights rule reads it. */
export type PlacePoint = { id: string; name: string; latitude: number; longitude: number };

/**
 * The hotel with every tourist place that has coordinates, in one round trip (a batch of two
 * reads); the nearest are chosen by the caller (contract/geo.ts `nearestTo`). Van's places are
 * tens, not thousands, so distances are measured in the Worker, not in SQL (D1's SQLite has no
 * trigonometry the mocks' sql.js shares).
 */
export async function getHotelWithPlaces(db: D1Database, id: string): Promise<{ hotel: Hotel; places: PlacePoint[] } | null> {
  const [hotel, places] = await db.batch([
    db.prepare(`${SELECT} WHERE h.id = ?`).bind(id),
    db.prepare('SELECT id, name, latitude, longitude FROM places WHERE latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY created_at, rowid'),
  ]);
  const row = hotel?.results[0] as HotelRow | undefined;
  return row ? { hotel: toHotel(row), places: (places?.results ?? []) as PlacePoint[] } : null;
}

export async function getHotelAdmin(db: D1Database, id: string): Promise<HotelAdmin | null> {
  const row = await hotelRow(db, id);
  return row ? toHotelAdmin(row) : null;
}

export async function hotelExists(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS one FROM hotels WHERE id = ?').bind(id).first()) !== null;
}

/**
 * The WHERE terms and the ORDER BY of a hotel listing (contract/listing.ts), for the list and the
 * search alike; its parameters go into `values`. All in SQL, so paging and the total count only
 * the hotels that match, in the order asked.
 * - `price`: the derived from-price (PRICE_COLUMNS); hotels without room types have none and come
 *   last in both orders.
 * - `rating`: the approved reviews' average as answered (one decimal); hotels without reviews last;
 *   equal averages, the more reviewed first.
 * - `name`: the name the visitor reads — in `lang`, else tr, else en, else the stored one (the
 *   fallback of `localizeRecord`, contract/translations.ts) — compared case- and Turkish-accent-
 *   insensitively (`foldSql`); without a language, the stored name.
 * - `minStars`, `amenities` (every one), `minPrice`/`maxPrice` (TL, on the from-price with taxes,
 *   as the cards show it: a hotel without one never matches a price bound); `price` sorts on it too.
 * Equal keys keep the order of creation, so pages never overlap.
 */
function listingSql(finding: HotelFinding, lang: ContentLanguage | null, values: Record<string, unknown>): { where: string[]; orderBy: string } {
  const where: string[] = [];
  if (finding.minStars !== undefined) {
    where.push('h.star_rating >= :minStars');
    values.minStars = finding.minStars;
  }
  finding.amenities?.forEach((amenity, index) => {
    where.push(`EXISTS (SELECT 1 FROM json_each(h.amenities) a WHERE a.value = :amenity${index})`);
    values[`amenity${index}`] = amenity;
  });
  if (finding.minPrice !== undefined) {
    where.push(`${FROM_PRICE_WITH_TAXES} >= :minPriceCents`);
    values.minPriceCents = toCents(finding.minPrice);
  }
  if (finding.maxPrice !== undefined) {
    where.push(`${FROM_PRICE_WITH_TAXES} <= :maxPriceCents`);
    values.maxPriceCents = toCents(finding.maxPrice);
  }
  const sort = finding.sort ?? 'createdAt';
  const direction = (finding.order ?? DEFAULT_ORDER[sort]) === 'desc' ? 'DESC' : 'ASC';
  const created = `h.created_at ${sort === 'createdAt' ? direction : 'ASC'}, h.rowid ${sort === 'createdAt' ? direction : 'ASC'}`;
  switch (sort) {
    case 'price':
      return { where, orderBy: `ORDER BY ${FROM_PRICE_WITH_TAXES} ${direction} NULLS LAST, ${created}` };
    case 'rating':
      return { where, orderBy: `ORDER BY round(review_average, 1) ${direction} NULLS LAST, review_count DESC, ${created}` };
    case 'name': {
      const translated = (lang ? lookupOrder(lang) : []).map((code, index) => {
        values[`nameLang${index}`] = code;
        return `(SELECT t.value FROM translations t WHERE t.entity_kind = 'hotel' AND t.entity_id = h.id AND t.lang = :nameLang${index} AND t.field = 'hotelName' AND t.value <> '')`;
      });
      const name = translated.length ? `COALESCE(${[...translated, 'h.hotel_name'].join(', ')})` : 'h.hotel_name';
      return { where, orderBy: `ORDER BY ${foldSql(name)} ${direction}, ${name} ${direction}, ${created}` };
    }
    default:
      return { where, orderBy: `ORDER BY ${created}` };
  }
}

/** The hotel list, sorted and filtered (`listingSql`), one page of it and the total. */
export async function listHotels(db: D1Database, finding: HotelFinding, lang: ContentLanguage | null, page: Page): Promise<Paged<Hotel>> {
  const values: Record<string, unknown> = { limit: page.limit, offset: page.offset };
  const { where, orderBy } = listingSql(finding, lang, values);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await db.batch([
    bindNamed(db, `${SELECT} ${filter} ${orderBy} LIMIT :limit OFFSET :offset`, values),
    bindNamed(db, `SELECT count(*) AS n FROM hotels h ${filter}`, withoutPaging(values)),
  ]);
  const total = (count?.results[0] as { n?: number } | undefined)?.n ?? 0;
  return { items: ((rows?.results ?? []) as HotelRow[]).map(toHotel), total };
}

/** `values` without the paging parameters (a count names only the filters'). */
function withoutPaging(values: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...values };
  delete rest.limit;
  delete rest.offset;
  return rest;
}

/**
 * Hotel search.
 * - `city`: substring of the city or the district, stored or in any language's texts ("وان"
 *   finds Van), case- and Turkish-accent-insensitive ("VAN", "ercis" and "Erciş" all match
 *   "Erciş"); SQLite's lower() folds ASCII only, so both sides go through the same fold.
 * - the sort and the filters of the list (`listingSql`: minStars, amenities, price range).
 * - `checkIn`/`checkOut` (+ `guests`, default 1): only hotels with a room type free on EVERY
 *   night for ceil(guests / capacity) rooms — db/sql `freeRoomsOnNight`, the fragment booking
 *   checks too (contract/availability.ts). Each hit's `stay` is its cheapest such option;
 *   without dates `stay` is null.
 */
export async function searchHotels(
  db: D1Database,
  query: HotelSearchQuery,
  lang: ContentLanguage | null,
  page: Page,
): Promise<Paged<HotelSearchResult>> {
  const values: Record<string, unknown> = { limit: page.limit, offset: page.offset };
  const { where, orderBy } = listingSql(query, lang, values);
  if (query.city) {
    // The stored city and district, or their names in any language ("وان", "توشبا").
    where.push(
      `(instr(${foldSql('h.hotel_city')}, :city) > 0 OR instr(${foldSql("COALESCE(h.district, '')")}, :city) > 0
        OR EXISTS (SELECT 1 FROM translations t WHERE t.entity_kind = 'hotel' AND t.entity_id = h.id
          AND t.field IN ('hotelCity', 'district') AND instr(${foldSql('t.value')}, :city) > 0))`,
    );
    values.city = foldText(query.city);
  }
  const stay = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
  const guests = query.guests ?? 1;
  let cte = '';
  if (stay) {
    cte = STAY_NIGHTS_CTE;
    where.push(`EXISTS (
      SELECT 1 FROM room_types rt WHERE rt.hotel_id = h.id
        AND ${roomsLeftOverStay('rt.id')} >= ${roomsNeededSql(':guests')}
    )`);
    Object.assign(values, stay, { guests });
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (stay) return searchStays(db, `${cte} ${SELECT} ${filter} ${orderBy}`, values, stay, guests, page);
  const [rows, count] = await db.batch([
    bindNamed(db, `${SELECT} ${filter} ${orderBy} LIMIT :limit OFFSET :offset`, values),
    bindNamed(db, `SELECT count(*) AS n FROM hotels h ${filter}`, withoutPaging(values)),
  ]);
  const hotels = ((rows?.results ?? []) as HotelRow[]).map(toHotel);
  const total = (count?.results[0] as { n?: number } | undefined)?.n ?? 0;
  return { items: hotels.map((hotel) => ({ ...hotel, stay: null })), total };
}

/**
 * A dated search: the hotels SQL finds with a room type free on every night are priced with
 * their rates (contract/stayPricing.ts, the rule of the quote and of booking), those whose every
 * free room type is refused by a stay rule are dropped, and the page is cut after that, so the
 * total and the pages count only hotels that can really be booked. A city's hotels are tens,
 * not thousands (docs/decisions/0009-rates-and-stay-rules.md).
 */
async function searchStays(
  db: D1Database,
  sql: string,
  values: Record<string, unknown>,
  stay: { checkIn: string; checkOut: string },
  guests: number,
  page: Page,
): Promise<Paged<HotelSearchResult>> {
  const { results } = await bindNamed(db, sql, withoutPaging(values)).all<HotelRow>();
  const hotels = results.map(toHotel);
  const rooms = await roomTypesWithAvailability(db, hotels.map((hotel) => hotel.id), stay);
  const rates = await ratesForStay(db, rooms.map((room) => room.id), stay);
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const found: HotelSearchResult[] = [];
  for (const hotel of hotels) {
    const options = rooms.filter((room) => room.hotelId === hotel.id).map((room) => ({ ...room, roomsLeft: room.roomsLeft ?? 0 }));
    const option = cheapestStay(options, guests, nights, (room, count) =>
      priceStay(
        { pricePerNightCents: toCents(room.pricePerNight), minNights: room.minNights, maxNights: room.maxNights },
        rates.get(room.id) ?? [],
        { ...stay, rooms: count },
        hotel.taxRate,
      ),
    );
    if (option) found.push({ ...hotel, stay: option });
  }
  // limit -1 is every row (ALL_ROWS), as in SQL.
  const end = page.limit < 0 ? undefined : page.offset + page.limit;
  return { items: found.slice(page.offset, end), total: found.length };
}

/** Percent (two decimals) -> basis points; undefined (not sent) -> null. */
const taxBasisPoints = (taxRate: number | undefined): number | null => (taxRate === undefined ? null : Math.round(taxRate * 100));

function hotelValues(input: HotelInput) {
  return [
    input.hotelName,
    input.hotelAddress,
    input.hotelCity,
    input.district,
    input.starRating,
    input.phone,
    input.email,
    toList(input.features),
    toList(input.photoUrls),
    input.apiUrl,
  ];
}

export async function insertHotel(db: D1Database, input: HotelInput): Promise<HotelAdmin> {
  const id = newId();
  const at = nowIso();
  await db
    .prepare(
      `INSERT INTO hotels (id, hotel_name, hotel_address, hotel_city, district, star_rating, phone, email,
         features, photo_urls, api_url, api_key, advance_payment_cents, cancellation_policy, free_cancellation_days,
         latitude, longitude, tax_rate_bp, created_at, updated_at, amenities,
         description, house_rules, check_in_time, check_out_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      ...hotelValues(input),
      input.apiKey ?? null,
      toCents(input.advancePayment),
      input.cancellationPolicy ?? 'FREE_UNTIL',
      input.freeCancellationDays ?? DEFAULT_FREE_CANCELLATION_DAYS,
      input.latitude ?? null,
      input.longitude ?? null,
      taxBasisPoints(input.taxRate) ?? 0,
      at,
      at,
      toList(input.amenities ?? []),
      input.description ?? null,
      input.houseRules ?? null,
      input.checkInTime ?? null,
      input.checkOutTime ?? null,
    )
    .run();
  const hotel = await getHotelAdmin(db, id);
  if (!hotel) throw new Error('Inserted hotel not found');
  return hotel;
}

/** The page's texts and times on update: each left out of the body (undefined) keeps the stored value, null clears it. */
const PAGE_FIELDS = [
  ['description', 'description'],
  ['house_rules', 'houseRules'],
  ['check_in_time', 'checkInTime'],
  ['check_out_time', 'checkOutTime'],
] as const;
const SET_PAGE_FIELDS = PAGE_FIELDS.map(([column]) => `${column} = CASE WHEN ? THEN ${column} ELSE ? END`).join(', ');
const pageFieldValues = (input: HotelInput) =>
  PAGE_FIELDS.flatMap(([, field]) => [input[field] === undefined ? 1 : 0, input[field] ?? null]);

/** Full replace; a missing apiKey, cancellation policy, tax rate, coordinates, page texts or times keep the stored ones. Null when the id is unknown. */
export async function updateHotel(db: D1Database, id: string, input: HotelInput): Promise<HotelAdmin | null> {
  const result = await db
    .prepare(
      `UPDATE hotels SET hotel_name = ?, hotel_address = ?, hotel_city = ?, district = ?, star_rating = ?,
         phone = ?, email = ?, features = ?, photo_urls = ?, api_url = ?,
         api_key = COALESCE(?, api_key), advance_payment_cents = ?,
         cancellation_policy = COALESCE(?, cancellation_policy), free_cancellation_days = COALESCE(?, free_cancellation_days),
         ${SET_COORDINATES}, amenities = COALESCE(?, amenities), tax_rate_bp = COALESCE(?, tax_rate_bp),
         ${SET_PAGE_FIELDS}, updated_at = ?
       WHERE id = ?`,
    )
    .bind(
      ...hotelValues(input),
      input.apiKey ?? null,
      toCents(input.advancePayment),
      input.cancellationPolicy ?? null,
      input.freeCancellationDays ?? null,
      ...coordinateValues(input),
      input.amenities ? toList(input.amenities) : null,
      taxBasisPoints(input.taxRate),
      ...pageFieldValues(input),
      nowIso(),
      id,
    )
    .run();
  return result.meta.changes > 0 ? getHotelAdmin(db, id) : null;
}

/**
 * Deletes a hotel with its room types and reviews (CASCADE) unless reservations reference it:
 * 'deleted', 'referenced' (409) or 'missing' (404). The check is inside the DELETE, so a
 * reservation made meanwhile cannot slip through (and the FK would refuse it anyway).
 */
export async function deleteHotel(db: D1Database, id: string): Promise<'deleted' | 'referenced' | 'missing'> {
  const result = await db
    .prepare('DELETE FROM hotels WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM reservations WHERE hotel_id = ?1)')
    .bind(id)
    .run();
  if (result.meta.changes > 0) return 'deleted';
  return (await hotelExists(db, id)) ? 'referenced' : 'missing';
}
