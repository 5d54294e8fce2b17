import i18n from 'i18next';
import type { ParseKeys } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en';
import fa from '../locales/fa';
import tr from '../locales/tr';
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

/** Every translation key (typed from en.json; tr.json and fa.json must have the same keys). */
export type TranslationKey = ParseKeys;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
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

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(PREFERRED_LANGUAGE_KEY, code);
  } catch {
    // Not persisted; the switch itself still happens.
  }
  await i18n.changeLanguage(code);
}

// `languageChanged` also fires for the initial language, so the document is right from the start.
i18n.on('languageChanged', applyToDocument);

void i18n.use(initReactI18next).init({
  resources: {
    // `satisfies` both ways keeps the three files on exactly the same keys.
    en: { translation: en satisfies typeof tr & typeof fa },
    tr: { translation: tr satisfies typeof en },
    fa: { translation: fa satisfies typeof en },
  },
  lng: initialLanguage(),
  fallbackLng: fallbackLanguages,
  supportedLngs: languages.map((language) => language.code),
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  // Resources are bundled: initialise synchronously so the first render is translated.
  initAsync: false,
  returnNull: false,
});

/** The current language's registry entry and direction; re-renders on language change. */
export function useLanguage(): Language & { dir: Direction } {
  const { i18n: instance } = useTranslation();
  const info = languageInfo(instance.resolvedLanguage ?? instance.language);
  return { ...info, dir: info.rtl ? 'rtl' : 'ltr' };
}

export default i18n;
