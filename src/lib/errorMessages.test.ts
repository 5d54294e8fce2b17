import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/errorCodes';
import { errorText } from './errorMessages';

const root = join(import.meta.dirname, '..', '..');
const texts = (language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'src', 'locales', language, 'errors.json'), 'utf8')) as Record<string, unknown>;

describe('error codes in the visitor language (docs/decisions/0011-error-codes.md)', () => {
  it.each(['tr', 'en', 'fa'])('%s/errors.json translates every code and nothing else', (language) => {
    const file = texts(language);
    for (const code of ERROR_CODES) expect(typeof file[code] === 'string' && (file[code] as string).trim(), `${language} ${code}`).toBeTruthy();
    expect(Object.keys(file).sort()).toEqual([...ERROR_CODES].sort());
    console.info(`${language}: ${Object.keys(file).length} error texts for ${ERROR_CODES.length} codes`);
  });

  it('fa texts are Persian, not copies of the English ones', () => {
    const [en, fa] = [texts('en'), texts('fa')];
    const copied = ERROR_CODES.filter((code) => fa[code] === en[code] || !/[\u0600-\u06FF]/.test(String(fa[code])));
    expect(copied).toEqual([]);
  });

  it('shows the translation of the code; without a code, the server message', () => {
    const t = (key: string) => `«${key}»`;
    expect(errorText({ code: 'ROOMS_SOLD_OUT', message: 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok' }, t)).toBe('«errors.ROOMS_SOLD_OUT»');
    expect(errorText({ message: 'Bad gateway' }, t)).toBe('Bad gateway');
  });
});
