/** The hotel page's JSON-LD names the amenities as the page does (worker/pages/meta.ts AMENITY_NAMES). */
import { describe, expect, it } from 'vitest';
import { HOTEL_AMENITIES } from '../../contract/enums';
import tr from '../../src/locales/tr/amenities.json';
import en from '../../src/locales/en/amenities.json';
import fa from '../../src/locales/fa/amenities.json';
import { AMENITY_NAMES } from '../../worker/pages/meta';

describe('amenity names in the JSON-LD', () => {
  it.each([
    ['tr', tr],
    ['en', en],
    ['fa', fa],
  ] as const)('%s: every amenity has the name src/locales/%s/amenities.json shows', (lang, names) => {
    expect(Object.keys(AMENITY_NAMES[lang]).sort()).toEqual([...HOTEL_AMENITIES].sort());
    expect(AMENITY_NAMES[lang]).toEqual(names);
  });
});
