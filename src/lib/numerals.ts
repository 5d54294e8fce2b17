import { languageInfo } from './i18n';

/**
 * Numbers written out for tr, en and fa without Intl. The first Intl.NumberFormat or
 * DateTimeFormat a page makes loads the browser's locale data (about 35 ms on a fast desktop,
 * four times that on a mid-range phone), and every first view shows prices or counts. The three
 * languages' digits and separators are fixed, so they are written here; src/lib/numerals.test.ts
 * holds every function to Intl's answer for the same value. What this does not cover (negative
 * or fractional counts, other locales) goes to Intl, made once (src/lib/intlFormats.ts).
 */
interface Numerals {
  digits: string;
  group: string;
  decimal: string;
}

const NUMERALS: Record<string, Numerals> = {
  'tr-TR': { digits: '0123456789', group: '.', decimal: ',' },
  'en-GB': { digits: '0123456789', group: ',', decimal: '.' },
  'fa-IR': { digits: '۰۱۲۳۴۵۶۷۸۹', group: '٬', decimal: '٫' },
};

/** The language's numerals, or undefined when its locale is not one of the three above. */
export function numeralsOf(language: string | undefined): Numerals | undefined {
  return NUMERALS[languageInfo(language).locale];
}

/** Each ASCII digit of `text` as the language's digit (fa: Persian digits); nothing else changes. */
export function withDigits(text: string, numerals: Numerals): string {
  return text.replace(/\d/g, (digit) => numerals.digits[Number(digit)]!);
}

/**
 * `value` (not negative, finite) grouped by thousands with `fractionDigits` decimals (with
 * `trimZeros`, at most that many: trailing zeros dropped), in the language's numerals; undefined
 * when Intl must answer instead.
 */
export function groupedNumber(
  value: number,
  fractionDigits: number,
  numerals: Numerals | undefined,
  { trimZeros = false }: { trimZeros?: boolean } = {},
): string | undefined {
  if (!numerals || !Number.isFinite(value) || value < 0) return undefined;
  const rounded = roundHalfUp(value, fractionDigits);
  if (!rounded) return undefined;
  const whole = rounded[0];
  const fraction = trimZeros ? rounded[1].replace(/0+$/, '') : rounded[1];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, numerals.group);
  return withDigits(fraction ? `${grouped}${numerals.decimal}${fraction}` : grouped, numerals);
}

/**
 * The whole and fraction digits of `value` rounded half up to `digits` decimals, as Intl rounds:
 * from the shortest decimal that reads back as `value` (1.005 is "1.005", so 1.01), not from its
 * binary value (which toFixed uses: 1.00). Undefined for values JavaScript writes with an exponent.
 */
function roundHalfUp(value: number, digits: number): [string, string] | undefined {
  const text = String(value);
  if (text.includes('e')) return undefined;
  const [whole, fraction = ''] = text.split('.') as [string, string | undefined];
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const up = fraction[digits]! >= '5' ? 1n : 0n;
  const kept = (BigInt(whole + fraction.slice(0, digits)) + up).toString().padStart(digits + 1, '0');
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}
