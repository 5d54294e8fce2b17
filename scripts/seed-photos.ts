/**
 * The demo world's galleries (issue 22, ADR docs/decisions/0014-photo-galleries.md): rows of the
 * photos table that point at the vector pictures shipped in public/photos (`static_src`), so
 * `npm start`, Storybook and the tests show galleries with no upload and no network. Each hotel
 * has its three pictures, each room type the hotel's room picture, each place its own picture and
 * the one of the tour that goes there, each tour its own and the places it visits; alt texts in
 * tr, en and fa from the names in scripts/seed-translations.ts.
 */
import * as data from './seed-data.ts';
import { hotelTexts, placeTexts, roomTypeTexts, tourTexts } from './seed-translations.ts';

type Lang = 'tr' | 'en' | 'fa';
type Alt = Record<Lang, string>;

export interface SeedPhoto {
  id: string;
  entityKind: 'hotel' | 'roomType' | 'place' | 'tour';
  entityId: string;
  position: number;
  src: string;
  alt: Alt;
}

/** The demo pictures are 1200 × 800 (public/photos/**). */
export const SEED_PHOTO_SIZE = { width: 1200, height: 800 } as const;

/** Which tour goes to which places (by slug), for the galleries of both. */
const TOUR_PLACES: Record<string, string[]> = {
  'akdamar-day-trip': ['akdamar-island'],
  'lake-van-sunset-cruise': ['lake-van'],
  'muradiye-bendimahi': ['muradiye-waterfall'],
  'hosap-cavustepe': ['hosap-castle', 'cavustepe-fortress'],
  'erek-summit-hike': ['erek-mountain'],
  'van-breakfast-culture-tour': ['van-cat-house'],
  'van-fortress-old-city-walk': ['van-fortress', 'van-museum'],
};

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/** What the three pictures of a hotel show, per language. */
const HOTEL_VIEWS: Record<Lang, string[]> = {
  tr: ['ön cephe', 'bir oda', 'manzara'],
  en: ['facade', 'a room', 'the view'],
  fa: ['نمای بیرونی', 'یک اتاق', 'چشم‌انداز'],
};

const per = (make: (lang: Lang) => string): Alt => ({ tr: make('tr'), en: make('en'), fa: make('fa') });

function hotelName(slug: string, base: string, lang: Lang): string {
  return text(hotelTexts[slug]?.[lang]?.hotelName, base);
}
function placeName(slug: string, lang: Lang): string {
  const place = data.places.find((candidate) => candidate.slug === slug)!;
  return text(placeTexts[slug]?.[lang]?.name, place.name);
}
function tourName(slug: string, lang: Lang): string {
  const tour = data.tours.find((candidate) => candidate.slug === slug)!;
  return text(tourTexts[slug]?.[lang]?.tourName, tour.tourName);
}

function build(): SeedPhoto[] {
  const photos: SeedPhoto[] = [];
  const add = (photo: Omit<SeedPhoto, 'id'>) =>
    photos.push({ id: `5eed0020-0000-4000-8000-${(photos.length + 1).toString(16).padStart(12, '0')}`, ...photo });
  for (const hotel of data.hotels) {
    hotel.photoUrls.forEach((src, position) =>
      add({ entityKind: 'hotel', entityId: hotel.id, position, src, alt: per((lang) => `${hotelName(hotel.slug, hotel.hotelName, lang)}: ${HOTEL_VIEWS[lang][position] ?? ''}`) }),
    );
    const roomPicture = hotel.photoUrls[1];
    for (const room of hotel.roomTypes) {
      if (!roomPicture) continue;
      const roomName = (lang: Lang) => text(roomTypeTexts[room.name]?.[lang]?.name, room.name);
      add({ entityKind: 'roomType', entityId: room.id, position: 0, src: roomPicture, alt: per((lang) => `${roomName(lang)}, ${hotelName(hotel.slug, hotel.hotelName, lang)}`) });
    }
  }
  for (const place of data.places) {
    add({ entityKind: 'place', entityId: place.id, position: 0, src: place.image, alt: per((lang) => placeName(place.slug, lang)) });
    const tour = Object.entries(TOUR_PLACES).find(([, slugs]) => slugs.includes(place.slug))?.[0];
    const tourRecord = data.tours.find((candidate) => candidate.slug === tour);
    if (tour && tourRecord) add({ entityKind: 'place', entityId: place.id, position: 1, src: tourRecord.photoUrl, alt: per((lang) => tourName(tour, lang)) });
  }
  for (const tour of data.tours) {
    add({ entityKind: 'tour', entityId: tour.id, position: 0, src: tour.photoUrl, alt: per((lang) => tourName(tour.slug, lang)) });
    (TOUR_PLACES[tour.slug] ?? []).forEach((slug, index) => {
      const place = data.places.find((candidate) => candidate.slug === slug);
      if (place) add({ entityKind: 'tour', entityId: tour.id, position: index + 1, src: place.image, alt: per((lang) => placeName(slug, lang)) });
    });
  }
  return photos;
}

export const seedPhotos: SeedPhoto[] = build();

/** A record's demo gallery, in order. */
export const seedPhotosOf = (entityId: string) => seedPhotos.filter((photo) => photo.entityId === entityId).sort((a, b) => a.position - b.position);

