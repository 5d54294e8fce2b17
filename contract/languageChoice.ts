/**
 * Which language the SPA starts in (spec section 2, plus shareable links): `?lang=tr|en|fa` in
 * the address wins (the hreflang alternates the Worker prints use it), then the stored
 * preference, then the browser language when it is fa, tr or en, then `fallback`.
 * Pure, so it is tested without a browser; the Worker applies it to `?lang=` and Accept-Language
 * to preload the texts the SPA will ask for.
 */
export function chooseLanguage<Code extends string>(
  codes: readonly Code[],
  fallback: Code,
  sources: { search?: string | undefined; stored?: string | null | undefined; browser?: string | undefined },
): Code {
  const known = (value: string | null | undefined): Code | undefined => {
    const code = value?.trim().toLowerCase();
    return codes.find((c) => c === code);
  };
  const fromQuery = sources.search ? new URLSearchParams(sources.search).get('lang') : null;
  return known(fromQuery) ?? known(sources.stored) ?? known(sources.browser?.split('-')[0]) ?? fallback;
}
