/**
 * Shared links keep their language (issue 33): the address bar carries `?lang=` so that an
 * address copied from a Turkish page opens, and previews, in Turkish; and the page's canonical
 * link, og:url and hreflang alternates follow each client-side navigation
 * (docs/decisions/0020-prices-with-taxes-and-link-language.md). Zod-free and React-free: the
 * component that applies it is src/app/AddressLanguage.tsx.
 */
import { canonicalUrl } from '../../contract/pages';

/**
 * The address (path, query, hash) with `lang` set to `language`, or null when it stays as it is.
 * The address carries the language when the visitor chose one (`chosen`), when it already names
 * one, or when the language is not `fallback` (what the edge shows a client naming none).
 */
export function addressWithLanguage(href: string, language: string, options: { chosen: boolean; fallback: string }): string | null {
  const url = new URL(href);
  const named = url.searchParams.get('lang');
  const keep = options.chosen || named !== null || language !== options.fallback;
  if (!keep || named === language) return null;
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Points the document's canonical link, og:url and hreflang alternates at `location` (the canonical link is added when missing). */
export function followCanonical(doc: Document, location: Pick<Location, 'origin' | 'pathname' | 'search'>): void {
  const lang = new URLSearchParams(location.search).get('lang');
  const canonical = canonicalUrl(location.origin, location.pathname, lang);
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = canonical;
  doc.head.querySelector('meta[property="og:url"]')?.setAttribute('content', canonical);
  for (const alternate of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const hreflang = alternate.getAttribute('hreflang');
    alternate.href = canonicalUrl(location.origin, location.pathname, hreflang === 'x-default' ? null : hreflang);
  }
}
