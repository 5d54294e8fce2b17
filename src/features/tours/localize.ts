import { languageInfo } from '../../lib/i18n';

/** Digits of `text` in the language's numerals (fa: Persian digits), e.g. a phone number. */
export function localizeDigits(text: string, language: string | undefined): string {
  const format = new Intl.NumberFormat(languageInfo(language).locale, { useGrouping: false });
  return text.replace(/\d/g, (digit) => format.format(Number(digit)));
}
