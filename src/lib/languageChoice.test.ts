import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './languageChoice';

const codes = ['fa', 'tr', 'en'] as const;

describe('the starting language', () => {
  it('takes ?lang= first, so a shared hreflang link opens in its language', () => {
    expect(chooseLanguage(codes, 'fa', { search: '?lang=en', stored: 'tr', browser: 'fa-IR' })).toBe('en');
    expect(chooseLanguage(codes, 'fa', { search: '?x=1&lang=TR', stored: 'en' })).toBe('tr');
  });

  it('ignores an unknown ?lang= and falls back to the stored choice, the browser, then the default', () => {
    expect(chooseLanguage(codes, 'fa', { search: '?lang=de', stored: 'tr', browser: 'en-US' })).toBe('tr');
    expect(chooseLanguage(codes, 'fa', { search: '', stored: null, browser: 'en-US' })).toBe('en');
    expect(chooseLanguage(codes, 'fa', { search: '?lang=', stored: 'xx', browser: 'de-DE' })).toBe('fa');
  });
});
