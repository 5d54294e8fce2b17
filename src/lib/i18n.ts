import i18n from 'i18next';
import type { ParseKeys } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from '../locales/en';
import type enAccount from '../locales/en/account';
import type enBackOffice from '../locales/en/backOffice';
import type enErrorTexts from '../locales/en/errorTexts';
import type enSupportTexts from '../locales/en/supportTexts';
import type enTourTexts from '../locales/en/tourTexts';
import type enDetailTexts from '../locales/en/detailTexts';
import type enLegal from '../locales/en/legal';
import type fa from '../locales/fa';
import type faAccount from '../locales/fa/account';
import type faBackOffice from '../locales/fa/backOffice';
import type faErrorTexts from '../locales/fa/errorTexts';
import type faSupportTexts from '../locales/fa/supportTexts';
import type faTourTexts from '../locales/fa/tourTexts';
import type faDetailTexts from '../locales/fa/detailTexts';
import type faLegal from '../locales/fa/legal';
import type tr from '../locales/tr';
import type trAccount from '../locales/tr/account';
import type trBackOffice from '../locales/tr/backOffice';
import type trErrorTexts from '../locales/tr/errorTexts';
import type trSupportTexts from '../locales/tr/supportTexts';
import type trTourTexts from '../locales/tr/tourTexts';
import type trDetailTexts from '../locales/tr/detailTexts';
import type trLegal from '../locales/tr/legal';
import { chooseLanguage } from './languageChoice';

/**
 * The one language registry: drives the language menu, `<html lang dir>`, Mantine's
 * DirectionProvider and number formatting. `englishName` follows the spec's labels.
 */
export const languages = [
  { code: 'tr', label: 'Türkçe', englishName: 'Turkish', rtl: false, locale: 'tr-TR' },
  { code: 'en', label: 'English', englishName: 'English', rtl: false, locale: 'en-GB' },
  { code: 'fa', label: 'فارسی', englishName: 'Persian', rtl: true, locale: 'fa-IR' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export type Direction = 'ltr' | 'rtl';

/** Spec section 9: default fa, fallback order fa, tr, en. */
export const defaultLanguage: LanguageCode = 'fa';
export const fallbackLanguages: LanguageCode[] = ['fa', 'tr', 'en'];

/** localStorage key of the visitor's choice (spec section 2). */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

/** Every translation key, the on-demand parts' included (typed from en; tr and fa must have the same keys). */
export type TranslationKey = ParseKeys;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enAccount & typeof enBackOffice & typeof enLegal & typeof enErrorTexts & typeof enSupportTexts & typeof enTourTexts & typeof enDetailTexts };
  }
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** Registry entry of `code`; an unknown code gets the default language's entry. */
export function languageInfo(code: string | undefined): Language {
  const base = code?.split('-')[0]?.toLowerCase();
  return languages.find((language) => language.code === base) ?? languages.find((l) => l.code === defaultLanguage)!;
}

export function getDirection(code: string | undefined): Direction {
  return languageInfo(code).rtl ? 'rtl' : 'ltr';
}

function readPreference(): string | null {
  try {
    return globalThis.localStorage?.getItem(PREFERRED_LANGUAGE_KEY) ?? null;
  } catch {
    // Storage can throw (privacy mode, sandboxed frames): behave as if nothing was stored.
    return null;
  }
}

/**
 * `?lang=` in the address (shared links, hreflang alternates) wins; then, spec section 2, the
 * stored preference; otherwise the first part of the browser language when it is fa, tr or
 * en; otherwise fa (`chooseLanguage`).
 */
export function initialLanguage(): LanguageCode {
  return chooseLanguage(
    languages.map((language) => language.code),
    defaultLanguage,
    { search: globalThis.location?.search, stored: readPreference(), browser: globalThis.navigator?.language },
  );
}

/** Keeps `<html lang dir>` in step with i18next; Mantine's DirectionProvider observes `dir`. */
function applyToDocument(code: string) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = languageInfo(code).code;
  root.dir = getDirection(code);
}

/**
 * One dynamic import per language: the visitor downloads only their own language's texts
 * (7 to 8 KB gzip each; the three together were a 31.6 KB chunk on every page). The back
 * office's texts (admin, adminOps: a third of each language) are a second part, downloaded only
 * once the back office is in use (loadBackOfficeTexts); the long texts of the legal pages a third
 * (loadLegalTexts); those of the booking, profile and sign-in screens, where nobody lands first, a
 * fourth (loadAccountTexts); the texts of the API's error codes a fifth (loadErrorTexts), the contact screen's a sixth
 * (loadSupportTexts), the tour screens' a seventh (loadTourTexts), the detail pages' an eighth
 * (loadDetailTexts). The types keep the three languages on exactly the same keys (locales.test.ts
 * checks the JSON itself).
 */
type Parts<T> = Record<LanguageCode, () => Promise<{ default: T }>>;
const parts: {
  public: Parts<typeof en & typeof tr & typeof fa>;
  backOffice: Parts<typeof enBackOffice & typeof trBackOffice & typeof faBackOffice>;
  account: Parts<typeof enAccount & typeof trAccount & typeof faAccount>;
  legal: Parts<typeof enLegal & typeof trLegal & typeof faLegal>;
  errors: Parts<typeof enErrorTexts & typeof trErrorTexts & typeof faErrorTexts>;
  support: Parts<typeof enSupportTexts & typeof trSupportTexts & typeof faSupportTexts>;
  tours: Parts<typeof enTourTexts & typeof trTourTexts & typeof faTourTexts>;
  detail: Parts<typeof enDetailTexts & typeof trDetailTexts & typeof faDetailTexts>;
} = {
  public: {
    en: () => import('../locales/en'),
    tr: () => import('../locales/tr'),
    fa: () => import('../locales/fa'),
  },
  backOffice: {
    en: () => import('../locales/en/backOffice'),
    tr: () => import('../locales/tr/backOffice'),
    fa: () => import('../locales/fa/backOffice'),
  },
  account: {
    en: () => import('../locales/en/account'),
    tr: () => import('../locales/tr/account'),
    fa: () => import('../locales/fa/account'),
  },
  legal: {
    en: () => import('../locales/en/legal'),
    tr: () => import('../locales/tr/legal'),
    fa: () => import('../locales/fa/legal'),
  },
  errors: {
    en: () => import('../locales/en/errorTexts'),
    tr: () => import('../locales/tr/errorTexts'),
    fa: () => import('../locales/fa/errorTexts'),
  },
  support: {
    en: () => import('../locales/en/supportTexts'),
    tr: () => import('../locales/tr/supportTexts'),
    fa: () => import('../locales/fa/supportTexts'),
  },
  tours: {
    en: () => import('../locales/en/tourTexts'),
    tr: () => import('../locales/tr/tourTexts'),
    fa: () => import('../locales/fa/tourTexts'),
  },
  detail: {
    en: () => import('../locales/en/detailTexts'),
    tr: () => import('../locales/tr/detailTexts'),
    fa: () => import('../locales/fa/detailTexts'),
  },
};
type Part = keyof typeof parts;
type OnDemandPart = Exclude<Part, 'public'>;

const loading = new Map<string, Promise<void>>();

/**
 * Parts whose texts no component on the page can be showing yet: each is loaded before the screen
 * or dialog that uses it renders (src/app/router.tsx, lazyOpenable, the back office and legal
 * screens). They are added to i18next without its `added` event: react-i18next re-renders every
 * translated component on that event, in one blocking pass, for texts none of them uses. The
 * error codes' texts keep the event (a client-side check may show one before they arrive), and
 * so does a whole language loaded for a switch or a missing key's fallback (loadLanguage).
 */
const QUIET_PARTS: ReadonlySet<Part> = new Set<Part>(['backOffice', 'account', 'legal', 'support', 'tours', 'detail']);

/** Downloads one part of `code`'s texts once and adds it to i18next (`quiet`: without the `added` event). */
function loadPart(part: Part, code: LanguageCode, quiet = false): Promise<void> {
  const id = `${part}:${code}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = parts[part][code]().then(
      (bundle) => {
        i18n.addResourceBundle(code, 'translation', bundle.default, true, true, { silent: quiet, skipCopy: false });
      },
      (error: unknown) => {
        loading.delete(id); // A failed download (offline, new deploy) is tried again next time.
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** The parts beside the public one that are in use: every language loaded from now on gets them too. */
const partsInUse = new Set<OnDemandPart>();

/** Downloads `code`'s texts once and adds them to i18next (does not switch to it). */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  await Promise.all([loadPart('public', code), ...[...partsInUse].map((part) => loadPart(part, code))]);
}

/**
 * The fallback chain (fa, tr, en) is only downloaded when a key is missing: locales.test.ts
 * keeps every key in every language, so normally it never is. i18next first looks in the
 * languages already loaded; a key found in none of them downloads the rest of the chain, and
 * react-i18next re-renders on `added` (bindI18nStore below), so the text replaces the key.
 */
function loadFallbacks() {
  for (const code of fallbackLanguages) void loadLanguage(code).catch(() => undefined);
}

let requestedLanguage: LanguageCode | undefined;

/**
 * Puts a part in use: its texts in the current language and the one being switched to, and from
 * now on with every language loaded (so a switch waits for them too and never shows keys).
 */
function startUsing(part: OnDemandPart): Promise<void> {
  partsInUse.add(part);
  const codes = new Set([languageInfo(i18n.language).code, requestedLanguage ?? languageInfo(i18n.language).code]);
  return Promise.all([...codes].map((code) => loadPart(part, code, QUIET_PARTS.has(part)))).then(() => undefined);
}

/** The back office's texts (startUsing); the back office screen waits for them before it renders. */
export const loadBackOfficeTexts = (): Promise<void> => startUsing('backOffice');

/** The booking, profile and sign-in screens' texts (startUsing); src/app/router.tsx loads them with those screens. */
export const loadAccountTexts = (): Promise<void> => startUsing('account');

/** The legal pages' texts (startUsing); a legal page waits for them before it renders. */
export const loadLegalTexts = (): Promise<void> => startUsing('legal');

/**
 * The texts of the API's error codes (startUsing): src/lib/api.ts waits for them before it hands
 * an error answer on, so an error is never shown before its text is there; screens that check a
 * rule with them on the client start them on opening.
 */
export const loadErrorTexts = (): Promise<void> => startUsing('errors');

/** The contact screen's texts (startUsing); src/app/router.tsx loads them with that screen. */
export const loadSupportTexts = (): Promise<void> => startUsing('support');

/** The tour screens' texts (startUsing); src/app/router.tsx loads them with those screens, the back office with it. */
export const loadTourTexts = (): Promise<void> => startUsing('tours');

/** The hotel, place and tour pages' texts (startUsing); src/app/router.tsx loads them with those pages, the back office with it. */
export const loadDetailTexts = (): Promise<void> => startUsing('detail');

/**
 * Switches the interface language and remembers the choice. The texts are downloaded first and
 * i18next switches only then, so the page never shows keys; of quick successive choices the
 * last one wins even when an earlier language arrives later.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  requestedLanguage = code;
  try {
    globalThis.localStorage?.setItem(PREFERRED_LANGUAGE_KEY, code);
  } catch {
    // Not persisted; the switch itself still happens.
  }
  await loadLanguage(code);
  if (requestedLanguage === code) await i18n.changeLanguage(code);
}

// `languageChanged` also fires for the initial language, so the document is right from the start.
i18n.on('languageChanged', applyToDocument);

const firstLanguage = initialLanguage();

void i18n.use(initReactI18next).init({
  // Filled by loadLanguage; nothing is bundled, so i18next needs no backend.
  resources: {},
  partialBundledLanguages: true,
  lng: firstLanguage,
  fallbackLng: fallbackLanguages,
  supportedLngs: languages.map((language) => language.code),
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: loadFallbacks,
  react: { bindI18nStore: 'added' },
});

/**
 * Settles once the visitor's language is loaded and active (started here, when this module is
 * first evaluated, so the download runs in parallel with the route's chunk). main.tsx renders
 * after it, so the first render never shows keys; stories await `loadLanguage` themselves.
 */
export const i18nReady: Promise<void> = loadLanguage(firstLanguage).then(async () => {
  // Re-applied so i18next resolves it against the texts now present; skipped when a switch
  // (the menu, a story's locale) already happened while the texts were on their way.
  if (i18n.language === firstLanguage) await i18n.changeLanguage(firstLanguage);
});

/** The current language's registry entry and direction; re-renders on language change. */
export function useLanguage(): Language & { dir: Direction } {
  const { i18n: instance } = useTranslation();
  const info = languageInfo(instance.resolvedLanguage ?? instance.language);
  return { ...info, dir: info.rtl ? 'rtl' : 'ltr' };
}

export default i18n;
