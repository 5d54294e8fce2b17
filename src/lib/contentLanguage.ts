import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '../../contract/translations';
import { languageInfo } from './i18n';

/**
 * The language the catalogue's content is asked in: the interface language (ADR
 * docs/decisions/0012-content-translations.md). Every public fetcher of hotels, room types,
 * places and tours sends it as `lang`, last in the query (worker/pages/firstView.ts preloads the
 * same URLs), and keys its query by it, so switching the language fetches the texts again.
 */
export function contentLanguageOf(code: string | undefined): ContentLanguage {
  return languageInfo(code).code;
}

/** The current content language; re-renders the caller when the visitor switches language. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation();
  return contentLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}
