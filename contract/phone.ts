/**
 * The ONE phone rule (zod-free, the SPA imports it too): a guest's phone is stored in E.164
 * ("+905321234567") so staff can call it, whatever digits and spacing the guest typed. Persian
 * (۰-۹) and Arabic-Indic (٠-٩) digits count as digits. What is understood:
 *
 * - an international number: "+" or "00", a country code and 8 to 15 digits in all;
 *   Türkiye's (+90) and Iran's (+98) must have their 10 national digits after the code;
 * - Türkiye's local forms: "0532 123 45 67" and "532 123 45 67" (a first digit other than 9);
 * - Iran's local mobile forms: "0912 345 6789" and "912 345 6789" (Turkish numbers never start
 *   with 9, so a leading 9 is Iran's);
 * - "90532…" or "98912…" typed without the plus (12 digits).
 *
 * Spaces, dashes, dots, slashes, brackets and direction marks are ignored; anything else (letters,
 * too few or too many digits) is not a phone: `normalizePhone` answers null and the API refuses it
 * with PHONE_INVALID.
 */

/** The API's refusal of a text that cannot be a phone number (code PHONE_INVALID). */
export const PHONE_INVALID = 'Enter a valid phone number with its country code, like +90 532 123 45 67';

/** Persian and Arabic-Indic digits as ASCII digits; nothing else changes. */
export function latinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** Separators people type inside a phone number, and the invisible direction marks of RTL text. */
const SEPARATORS = /[\s\-.()/\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The national digits of a country whose numbers have exactly ten after the code. */
const TEN_DIGITS = /^[1-9]\d{9}$/;

/** `input` as an E.164 number ("+905321234567"), or null when it cannot be a phone number. */
export function normalizePhone(input: string): string | null {
  const compact = latinDigits(input).replace(SEPARATORS, '');
  let international: string | null = null;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^(90|98)\d{10}$/.test(compact)) international = compact;
  if (international !== null) {
    if (international.startsWith('90') || international.startsWith('98')) {
      return TEN_DIGITS.test(international.slice(2)) ? `+${international}` : null;
    }
    return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
  }
  const national = /^0\d{10}$/.test(compact) ? compact.slice(1) : compact;
  if (!TEN_DIGITS.test(national)) return null;
  return national.startsWith('9') ? `+98${national}` : `+90${national}`;
}

/** A `tel:` link for a stored number (E.164 already, or an older free text made E.164 when it can be). */
export function phoneHref(phone: string): string {
  return `tel:${normalizePhone(phone) ?? latinDigits(phone).replace(/[^\d+]/g, '')}`;
}
