import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { addressWithLanguage, followCanonical } from '../lib/addressLanguage';
import { defaultLanguage, PREFERRED_LANGUAGE_KEY } from '../lib/i18n';

function chosenLanguage(): boolean {
  try {
    return globalThis.localStorage?.getItem(PREFERRED_LANGUAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * After each navigation and language change: the address bar gets its `?lang=` (replaced in
 * place, keeping the router's history state, so no screen re-renders), then the canonical link,
 * og:url and hreflang alternates follow the page (src/lib/addressLanguage.ts). On the page first
 * loaded they stay as the edge wrote them for the address it served: a canonical that named a
 * language the loaded address did not would point at another language's alternate, which search
 * engines (and Lighthouse's SEO audit) refuse. Inside the BrowserRouter (App.tsx) only; it draws nothing.
 */
export function AddressLanguage() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const firstLoad = useRef(true);
  useEffect(() => {
    const next = addressWithLanguage(window.location.href, language, { chosen: chosenLanguage(), fallback: defaultLanguage });
    if (next) window.history.replaceState(window.history.state, '', next);
    if (firstLoad.current) firstLoad.current = false;
    else followCanonical(document, window.location);
  }, [location, language]);
  return null;
}
