/**
 * Structured data (schema.org JSON-LD) of the public detail pages, rendered into their HTML at
 * the edge (worker/routes/pages.ts): a Hotel, a TouristAttraction or a TouristTrip, each with
 * the BreadcrumbList that leads to it. Typed with schema-dts so a misspelt property or a wrong
 * value type does not compile. Only what the page itself shows goes in (search engines
 * penalise structured data that the visible page does not back): the rating is the average
 * and count of the hotel's approved reviews, exactly as the hotel page shows them.
 */
import type {
  BreadcrumbList,
  GeoCoordinates,
  Graph,
  Hotel as SchemaHotel,
  LocationFeatureSpecification,
  PostalAddress,
  Thing,
  TouristAttraction,
  TouristTrip,
} from 'schema-dts';
import type { Hotel, Place, Tour } from '../../contract';
import { pointOf } from '../../contract/geo';
import { pageUrl, type StaticPageName } from '../../contract/pages';
import { AMENITY_NAMES, STATIC_PAGES, type PageLanguage } from './meta';

/** Absolute URL of a path of ours (an https photo of an admin's stays as it is). */
const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

const pageLink = (origin: string, path: string, lang: PageLanguage) => `${origin}${path}?lang=${lang}`;

function breadcrumbs(origin: string, lang: PageLanguage, list: StaticPageName, name: string, path: string): BreadcrumbList {
  const crumbs = [
    { name: STATIC_PAGES.home[lang].title, url: pageLink(origin, pageUrl('home'), lang) },
    { name: STATIC_PAGES[list][lang].title, url: pageLink(origin, pageUrl(list), lang) },
    { name, url: pageLink(origin, path, lang) },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

function vanAddress(street: string, locality: string | null): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(locality ? { addressLocality: locality } : {}),
    addressRegion: 'Van',
    addressCountry: 'TR',
  };
}

/** `<script type="application/ld+json">` text: `<` escaped so no value can close the script. */
export function jsonLdScript(graph: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`;
}

/** Where it is, when a position is stored (contract/geo.ts). */
function geoOf(entity: { latitude: number | null; longitude: number | null }): { geo?: GeoCoordinates } {
  const point = pointOf(entity);
  return point ? { geo: { '@type': 'GeoCoordinates', latitude: point.latitude, longitude: point.longitude } } : {};
}

const graphOf = (...nodes: Thing[]): Graph => ({ '@context': 'https://schema.org', '@graph': nodes as Graph['@graph'] });

export function hotelStructuredData(origin: string, lang: PageLanguage, hotel: Hotel): Graph {
  const path = pageUrl('hotel', hotel.id);
  // The features as typed, then the amenities of the closed list by the names the page shows.
  const amenities: LocationFeatureSpecification[] = [...hotel.features, ...hotel.amenities.map((amenity) => AMENITY_NAMES[lang][amenity])].map(
    (name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }),
  );
  const node: SchemaHotel = {
    '@type': 'Hotel',
    '@id': `${origin}${path}`,
    name: hotel.hotelName,
    url: pageLink(origin, path, lang),
    ...(hotel.description ? { description: hotel.description } : {}),
    address: vanAddress(hotel.hotelAddress, hotel.district ?? hotel.hotelCity),
    starRating: { '@type': 'Rating', ratingValue: hotel.starRating },
    // The cards' "from" price with its taxes, the price paid, as the page shows it
    // (docs/decisions/0020-prices-with-taxes-and-link-language.md).
    priceRange: `${hotel.fromPriceWithTaxes ?? hotel.advancePayment} TRY`,
    ...(hotel.fromPriceWithTaxes !== null
      ? {
          makesOffer: {
            '@type': 'Offer',
            price: hotel.fromPriceWithTaxes,
            priceCurrency: 'TRY',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: hotel.fromPriceWithTaxes,
              priceCurrency: 'TRY',
              unitText: 'night',
              valueAddedTaxIncluded: true,
            },
          },
        }
      : {}),
    ...geoOf(hotel),
    currenciesAccepted: 'TRY',
    paymentAccepted: 'Bank transfer',
    ...(hotel.photoUrls.length ? { image: hotel.photoUrls.map((photo) => absolute(origin, photo)) } : {}),
    ...(hotel.phone ? { telephone: hotel.phone } : {}),
    ...(hotel.email ? { email: hotel.email } : {}),
    ...(amenities.length ? { amenityFeature: amenities } : {}),
    // schema.org Time is hh:mm:ss: the page's HH:MM in Van's local time, seconds added.
    ...(hotel.checkInTime ? { checkinTime: `${hotel.checkInTime}:00` } : {}),
    ...(hotel.checkOutTime ? { checkoutTime: `${hotel.checkOutTime}:00` } : {}),
    ...(hotel.reviewAverage !== null && hotel.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: hotel.reviewAverage,
            reviewCount: hotel.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return graphOf(node, breadcrumbs(origin, lang, 'hotels', hotel.hotelName, path));
}

export function placeStructuredData(origin: string, lang: PageLanguage, place: Place): Graph {
  const path = pageUrl('place', place.id);
  const node: TouristAttraction = {
    '@type': 'TouristAttraction',
    '@id': `${origin}${path}`,
    name: place.name,
    description: place.description,
    url: pageLink(origin, path, lang),
    image: absolute(origin, place.image),
    address: vanAddress(place.location, null),
    isAccessibleForFree: place.entryFeeAdult === 0,
    ...geoOf(place),
    ...(place.contact ? { telephone: place.contact } : {}),
  };
  return graphOf(node, breadcrumbs(origin, lang, 'places', place.name, path));
}

export function tourStructuredData(origin: string, lang: PageLanguage, tour: Tour): Graph {
  const path = pageUrl('tour', tour.id);
  const node: TouristTrip = {
    '@type': 'TouristTrip',
    '@id': `${origin}${path}`,
    name: tour.tourName,
    url: pageLink(origin, path, lang),
    ...(tour.photoUrl ? { image: absolute(origin, tour.photoUrl) } : {}),
    itinerary: {
      '@type': 'ItemList',
      itemListElement: [tour.tourStartAddress, tour.tourEndAddress].map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'Place', name: stop },
      })),
    },
    offers: {
      '@type': 'Offer',
      price: tour.price,
      priceCurrency: 'TRY',
      url: pageLink(origin, path, lang),
      availabilityStarts: tour.startDate,
      availabilityEnds: tour.endDate,
    },
  };
  return graphOf(node, breadcrumbs(origin, lang, 'tours', tour.tourName, path));
}
