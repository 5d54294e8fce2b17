import type { ErrorCode } from '../../contract/errorCodes';
import i18n from './i18n';

/** What `errorText` needs of i18next (its `t`, or a test's). */
type Translate = (key: `errors.${ErrorCode}`) => string;

/** '' when the texts of the codes are not there (their download failed): the server's message then. */
const translate: Translate = (key) => (i18n.exists(String(key)) ? i18n.t(key) : '');

/**
 * The visitor's-language text of an error answer (docs/decisions/0011-error-codes.md): the
 * translation of its code from `src/locales/<language>/errors.json`; the server's message when
 * the answer had no code (a proxy's page, an older Worker) or its texts could not be downloaded
 * (src/lib/api.ts loads them with the first error answer). locales' errors.json has every code
 * (src/lib/errorMessages.test.ts).
 */
export function errorText(error: { code?: ErrorCode; message: string }, t: Translate = translate): string {
  return (error.code && t(`errors.${error.code}`)) || error.message;
}
