import { languageInfo } from './i18n';

/**
 * A TL amount as digits for `language` (e.g. tr "1.250,50", en "1,250.50", fa "۱٬۲۵۰٫۵"); the
 * translations add "TL". Whole amounts show no decimals.
 */
export function formatMoney(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(languageInfo(language).locale, {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
