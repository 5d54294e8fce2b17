/** The page's first paint (worker/pages/prepaint.ts) says what the app then shows, in each language. */
import { describe, expect, it } from 'vitest';
import { PREPAINT_TEXTS } from '../../worker/pages/prepaint';

const locale = async (language: string, part: string) => ((await import(`../../src/locales/${language}/${part}.json`)) as { default: Record<string, unknown> }).default;

describe('the first paint speaks as the app does', () => {
  it.each(['tr', 'en', 'fa'] as const)('%s: the hero, the list, the contact, the sign-in and the booking titles are the texts of src/locales/%s', async (language) => {
    const [home, core, hotels, places, tours, support, auth, booking] = await Promise.all(
      ['home', 'core', 'hotels', 'places', 'tours', 'support', 'auth', 'booking'].map((part) => locale(language, part)),
    );
    const hero = home!.hero as Record<string, string>;
    const screens = core!.screens as Record<string, string>;
    expect(PREPAINT_TEXTS[language]).toEqual({
      heroTitle: hero.title,
      heroSubtitle: hero.subtitle,
      hotels: screens.hotels,
      hotelsSubtitle: hotels!.subtitle,
      places: screens.places,
      placesSubtitle: places!.subtitle,
      tours: screens.tours,
      toursSubtitle: tours!.subtitle,
      contact: screens.contact,
      contactSubtitle: support!.subtitle,
      login: (auth!.login as Record<string, string>).title,
      loginSubtitle: (auth!.login as Record<string, string>).subtitle,
      register: (auth!.register as Record<string, string>).title,
      registerSubtitle: (auth!.register as Record<string, string>).subtitle,
      reserve: booking!.title,
      reserveSubtitle: booking!.subtitle,
      tourReserve: (tours!.booking as Record<string, string>).title,
    });
  });
});
