import { describe, expect, it } from 'vitest';
import { interfaceLanguageOf, preferenceOfLanguage } from './enums';

describe("a user's language", () => {
  it('is stored from the page language: Persian pages register Persian users', () => {
    expect(preferenceOfLanguage('fa')).toBe('FA');
    expect(preferenceOfLanguage('en-US')).toBe('EN');
    expect(preferenceOfLanguage('tr')).toBe('TR');
    expect(preferenceOfLanguage('de')).toBe('TR');
  });

  it('gives the e-mails their language back', () => {
    expect(interfaceLanguageOf('FA')).toBe('fa');
    expect(interfaceLanguageOf('EN')).toBe('en');
    expect(interfaceLanguageOf('TR')).toBe('tr');
  });
});
