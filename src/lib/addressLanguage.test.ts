import { describe, expect, it } from 'vitest';
import { addressWithLanguage } from './addressLanguage';

const at = (path: string) => `https://van.example${path}`;

describe('the address keeps its language (issue 33: a copied link previews in the language it was copied in)', () => {
  it('a language other than the default is written into the address, after the query it had', () => {
    expect(addressWithLanguage(at('/hotel/h1'), 'tr', { chosen: false, fallback: 'fa' })).toBe('/hotel/h1?lang=tr');
    expect(addressWithLanguage(at('/hotels?city=Van&sort=price#list'), 'en', { chosen: false, fallback: 'fa' })).toBe('/hotels?city=Van&sort=price&lang=en#list');
  });

  it('a language chosen in the menu is written even when it is the default; one already named follows a switch', () => {
    expect(addressWithLanguage(at('/hotel/h1'), 'fa', { chosen: true, fallback: 'fa' })).toBe('/hotel/h1?lang=fa');
    expect(addressWithLanguage(at('/hotel/h1?lang=tr'), 'fa', { chosen: false, fallback: 'fa' })).toBe('/hotel/h1?lang=fa');
    expect(addressWithLanguage(at('/hotel/h1?lang=bogus'), 'en', { chosen: false, fallback: 'fa' })).toBe('/hotel/h1?lang=en');
  });

  it('left as it is when it already says the language, or when nothing was chosen and the language is the default (the spec routes stay bare)', () => {
    expect(addressWithLanguage(at('/hotel/h1?lang=tr'), 'tr', { chosen: true, fallback: 'fa' })).toBeNull();
    expect(addressWithLanguage(at('/hotels'), 'fa', { chosen: false, fallback: 'fa' })).toBeNull();
  });
});
