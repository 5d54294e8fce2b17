import { COUNTRY_CODES } from '../../../../contract/frontDesk';

/** The countries a guest's nationality or passport can name, in the interface language, sorted by name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
}
